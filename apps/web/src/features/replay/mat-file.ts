/**
 * The checks the import page makes before a .mat file leaves the browser: its size (a match file is a few
 * kilobytes; the API refuses more, and a server action's body is limited), that it is text, and the engine's
 * own reading of it (every move replayed, as the API will do again), so a bad file is refused at once with
 * its game and line.
 */
import { type MatImportErrorCode, importMat } from '@gamao/engine';

/**
 * The largest .mat the site sends: the API's limit (90,000 characters, under its 100 kB body limit), far
 * above a long match (a 25-point match is about 40 kB).
 */
export const MAX_MAT_BYTES = 90_000;

export type MatFileProblem = 'empty' | 'tooLarge' | 'notText';

/** What is wrong with a chosen file before reading it, or null. */
export function matFileProblem(file: { size: number }): MatFileProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_MAT_BYTES) return 'tooLarge';
  return null;
}

/** A file's text is a .mat candidate: no NUL bytes (a binary file), something besides blanks. */
export function textProblem(text: string): MatFileProblem | null {
  if (text.includes('\u0000')) return 'notText';
  if (text.trim() === '') return 'empty';
  return null;
}

export type MatReason = 'unreadable' | 'illegalMove' | 'truncated' | 'scoreMismatch';

const REASONS: Record<MatImportErrorCode, MatReason> = {
  MAT_UNREADABLE: 'unreadable',
  MAT_ILLEGAL_MOVE: 'illegalMove',
  MAT_TRUNCATED: 'truncated',
  MAT_SCORE_MISMATCH: 'scoreMismatch',
};

export interface MatRefusal {
  readonly code: MatImportErrorCode;
  readonly reason: MatReason;
  readonly game: number | null;
  readonly line: number | null;
  /** The file's line the problem is on, as written (trimmed, at most 80 characters). */
  readonly text: string | null;
}

/** The engine's verdict on a .mat text: null when it reads as a match, else where and why it does not. */
export function matRefusal(text: string): MatRefusal | null {
  const r = importMat(text);
  if (r.ok) return null;
  const { code, game, line } = r.error;
  const lineText = line === null ? null : (text.split(/\r?\n/)[line - 1] ?? null);
  return {
    code,
    reason: REASONS[code] ?? 'unreadable',
    game,
    line,
    text: lineText === null ? null : lineText.trim().slice(0, 80),
  };
}
