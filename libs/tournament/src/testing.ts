/** Test helpers shared by the spec files (not exported from index.ts). */
import type { Result } from './types';

/** The value of a successful result; fails the test with the error otherwise. */
export function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** The error code of a failed result; fails the test on success. */
export function errorCode<T>(r: Result<T>): string {
  if (r.ok) throw new Error('expected an error');
  return r.error.code;
}

/** Player ids p1 .. pn, in seed order. */
export const players = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${i + 1}`);
