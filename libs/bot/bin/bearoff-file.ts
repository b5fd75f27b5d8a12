/**
 * The bear-off database for the Node programs (gamao-bot, the benches): this package's data/bearoff-os.bin
 * (written by make-bearoff.ts), read on the first pure bear-off evaluated (see src/bearoff.ts).
 */
import { existsSync, readFileSync } from 'fs';
import { resolve } from 'path';
import { setBearoffSource } from '../src/bearoff';

/** The file, found from the sources (bin/, the tests) or from the build (dist/bin/). */
export const BEAROFF_FILE =
  [resolve(__dirname, '../data/bearoff-os.bin'), resolve(__dirname, '../../data/bearoff-os.bin')].find((p) =>
    existsSync(p),
  ) ?? resolve(__dirname, '../../data/bearoff-os.bin');

/** The file's bytes. */
export const readBearoffFile = (file: string = BEAROFF_FILE): Uint8Array =>
  new Uint8Array(readFileSync(file));

/** Makes the evaluation read the database from `file` when it first needs it. */
export function useBearoffFile(file: string = BEAROFF_FILE): void {
  setBearoffSource(() => readBearoffFile(file));
}
