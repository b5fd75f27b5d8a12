/** Test helpers shared by the spec files (not exported from index.ts, not built). */
import { type Bracket, readyMatches, recordBracketResult } from './bracket';
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

/** Plays every ready match, the better seed (lower pN) winning, until nothing is ready. */
export function favouritesWin(b: Bracket): Bracket {
  const rank = (id: string): number => Number(id.slice(1));
  for (let ready = readyMatches(b); ready.length > 0; ready = readyMatches(b)) {
    for (const v of ready) {
      const [x, y] = v.slots.map((s) => (s.state === 'player' ? s.player : ''));
      const winner = rank(x) < rank(y) ? x : y;
      b = value(recordBracketResult(b, v.match.id, { kind: 'played', winner }));
    }
  }
  return b;
}
