/**
 * The checks the import page makes before a .mat file leaves the browser: its size (a match file is a few
 * kilobytes; the API refuses more, and a server action's body is limited), and that it is text. The engine
 * (in the API) checks every move.
 */

/** The largest .mat the site sends: far above a long match (a 25-point match is about 60 kB). */
export const MAX_MAT_BYTES = 512 * 1024;

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
