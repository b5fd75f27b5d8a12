import { createHash } from 'node:crypto';

/**
 * Canonical JSON: object keys sorted (by UTF-16 code units), no whitespace, undefined members left out as
 * JSON.stringify does. Two equal values always give the same text, whatever order their keys were built in
 * (and PostgreSQL's jsonb does not keep key order), so the text can be hashed.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
