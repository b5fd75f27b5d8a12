/**
 * The exact one-sided bear-off database, as GNU Backgammon's: for every way of placing up to 15 checkers on
 * a side's six home points (54,264 positions), the chances that bearing them all off takes 0, 1, 2, ... rolls
 * when each roll is played to need the fewest rolls on average; and, for the 15,504 positions with all 15
 * checkers still on the board, the chances that bearing off the first one takes 1, 2, ... rolls (each roll
 * played to need the fewest rolls on average for that). bin/make-bearoff.ts computes it with the engine's
 * legal plays and writes data/bearoff-os.bin; the program that uses the bot says where to read it
 * (setBearoffSource), and it is read on the first pure bear-off evaluated.
 *
 * In a pure bear-off (every checker of both sides left on its home board), the two sides' distributions
 * give the chances (bearoffOutcome): the side on roll, needing n rolls, wins unless the other needs fewer
 * than n; it wins a gammon when the other, with nothing off, needs n or more rolls for its first checker.
 * Each side plays for itself (the one-sided approximation gnubg makes too: no play changes to save or win a
 * gammon, none to take a chance on the race); there are no backgammons without contact.
 *
 * Positions are indexed as gnubg indexes its one-sided database: with c1..c6 checkers on points 1..6 and
 * T in all, put bars at b6 = 5 + T, b5 = b6 - c1 - 1, b4 = b5 - c2 - 1, ..., b1 = b2 - c5 - 1 (= c6); the
 * index is C(b1, 1) + C(b2, 2) + ... + C(b6, 6). Positions with T or fewer checkers come first: their
 * indexes are those below C(T + 6, 6).
 *
 * The file, little-endian:
 *   0   8 bytes  "GAMAO-OS"
 *   8   uint8    points (6), uint8 checkers (15), uint16 format (1)
 *   12  uint32   positions (54,264)
 *   16  uint32   positions with a first-checker distribution (15,504: those with all checkers on the board)
 *   20  uint32   FNV-1a of every byte after the header
 *   24  records: one per position in index order (rolls to bear off all), then one per 15-checker position
 *       in index order (rolls to bear off the first). A record: uint8 the first roll count stored, uint8 how
 *       many are stored, then each chance as uint16 (round(p x 65535)); counts outside are 0.
 */
import { type Board, type Side } from '@gamao/engine';
import type { MutableOutcome } from './outcome';

export const BEAROFF_POINTS = 6;
export const BEAROFF_CHECKERS = 15;
const HEADER = 24;
const MAGIC = 'GAMAO-OS';
const FORMAT = 1;

/** C(n, k) for n <= 21, k <= 6. */
const BINOMIAL: readonly Int32Array[] = (() => {
  const rows: Int32Array[] = [];
  for (let n = 0; n <= BEAROFF_CHECKERS + BEAROFF_POINTS; n++) {
    const row = new Int32Array(BEAROFF_POINTS + 1);
    row[0] = 1;
    for (let k = 1; k <= BEAROFF_POINTS; k++) row[k] = n === 0 ? 0 : rows[n - 1][k - 1] + rows[n - 1][k];
    rows.push(row);
  }
  return rows;
})();

/** How many positions have at most `checkers` checkers on the six points: C(checkers + 6, 6). */
export const bearoffPositions = (checkers: number): number =>
  BINOMIAL[checkers + BEAROFF_POINTS][BEAROFF_POINTS];

/** Every position of the database (up to 15 checkers): 54,264. */
export const BEAROFF_POSITIONS = bearoffPositions(BEAROFF_CHECKERS);
/** The positions with all 15 checkers on the board come last, from this index (38,760). */
export const FULL_BEAROFF_START = bearoffPositions(BEAROFF_CHECKERS - 1);

/**
 * The index of a side whose checkers are all on points 1..6 or off (`checkers` in its own numbering: 0 off,
 * 1..24, 25 the bar); -1 when one is elsewhere.
 */
export function bearoffIndex(checkers: Board[0]): number {
  for (let p = BEAROFF_POINTS + 1; p <= 25; p++) if (checkers[p] !== 0) return -1;
  let bar = BEAROFF_POINTS - 1;
  for (let p = 1; p <= BEAROFF_POINTS; p++) bar += checkers[p];
  let index = BINOMIAL[bar][BEAROFF_POINTS];
  for (let k = BEAROFF_POINTS - 1; k >= 1; k--) {
    bar -= checkers[BEAROFF_POINTS - k] + 1;
    index += BINOMIAL[bar][k];
  }
  return index;
}

/** The checkers on points 1..6 of position `index` (entry 0 unused: a side's array from 0 to 6). */
export function bearoffPoints(index: number): number[] {
  const bars: number[] = [];
  let rest = index;
  let top = BEAROFF_CHECKERS + BEAROFF_POINTS - 1;
  for (let k = BEAROFF_POINTS; k >= 1; k--) {
    while (BINOMIAL[top][k] > rest) top--;
    bars[k] = top;
    rest -= BINOMIAL[top][k];
    top--;
  }
  const points = [0, 0, 0, 0, 0, 0, 0];
  points[BEAROFF_POINTS] = bars[1];
  for (let k = 2; k <= BEAROFF_POINTS; k++) points[BEAROFF_POINTS + 1 - k] = bars[k] - bars[k - 1] - 1;
  return points;
}

/** A database read from its file. Each distribution is kept as stored, scaled to sum to 1. */
export interface BearoffDatabase {
  readonly positions: number;
  /** Per record (all-off records, then first-off records): where its chances start in `chances`... */
  readonly start: Uint32Array;
  /** ...the roll count of the first one, and how many there are. */
  readonly first: Uint8Array;
  readonly count: Uint8Array;
  readonly chances: Float32Array;
}

/** FNV-1a over bytes (the file's checksum). */
export function bytesChecksum(bytes: Uint8Array, from = 0): number {
  let h = 0x811c9dc5;
  for (let i = from; i < bytes.length; i++) {
    h ^= bytes[i];
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type BearoffParse = { ok: true; value: BearoffDatabase } | { ok: false; error: string };

/** Reads a database file (see the layout above); refuses one that is truncated, altered or of another kind. */
export function parseBearoffDatabase(bytes: Uint8Array): BearoffParse {
  if (bytes.length < HEADER) return { ok: false, error: 'The bear-off file is too short' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let magic = '';
  for (let i = 0; i < MAGIC.length; i++) magic += String.fromCharCode(bytes[i]);
  if (magic !== MAGIC) return { ok: false, error: 'Not a bear-off file' };
  if (bytes[8] !== BEAROFF_POINTS || bytes[9] !== BEAROFF_CHECKERS || view.getUint16(10, true) !== FORMAT) {
    return { ok: false, error: 'A bear-off file of another size or format' };
  }
  const positions = view.getUint32(12, true);
  const full = view.getUint32(16, true);
  if (positions !== BEAROFF_POSITIONS || full !== BEAROFF_POSITIONS - FULL_BEAROFF_START) {
    return { ok: false, error: 'A bear-off file of another size or format' };
  }
  if (view.getUint32(20, true) !== bytesChecksum(bytes, HEADER)) {
    return { ok: false, error: 'The bear-off file is damaged (checksum)' };
  }
  const records = positions + full;
  const start = new Uint32Array(records);
  const first = new Uint8Array(records);
  const count = new Uint8Array(records);
  let at = HEADER;
  let total = 0;
  for (let r = 0; r < records; r++) {
    if (at + 2 > bytes.length) return { ok: false, error: 'The bear-off file is truncated' };
    first[r] = bytes[at];
    count[r] = bytes[at + 1];
    start[r] = total;
    total += count[r];
    at += 2 + 2 * count[r];
  }
  if (at !== bytes.length) return { ok: false, error: 'The bear-off file is truncated or too long' };
  const chances = new Float32Array(total);
  at = HEADER;
  for (let r = 0; r < records; r++) {
    at += 2;
    let sum = 0;
    for (let i = 0; i < count[r]; i++) sum += view.getUint16(at + 2 * i, true);
    if (sum === 0) return { ok: false, error: 'The bear-off file has an empty distribution' };
    for (let i = 0; i < count[r]; i++) chances[start[r] + i] = view.getUint16(at + 2 * i, true) / sum;
    at += 2 * count[r];
  }
  return { ok: true, value: { positions, start, first, count, chances } };
}

/**
 * The chances of position `index` needing 0, 1, 2, ... rolls to bear off all its checkers (`firstOff`: to
 * bear off its first, for a position with all 15 on the board), as an array from 0 rolls.
 */
export function bearoffDistribution(db: BearoffDatabase, index: number, firstOff = false): number[] {
  const r = firstOff ? db.positions + index - FULL_BEAROFF_START : index;
  const out: number[] = new Array(db.first[r] + db.count[r]).fill(0);
  for (let i = 0; i < db.count[r]; i++) out[db.first[r] + i] = db.chances[db.start[r] + i];
  return out;
}

/** The expected number of rolls to bear off position `index` (to bear off its first checker: `firstOff`). */
export function expectedBearoffRolls(db: BearoffDatabase, index: number, firstOff = false): number {
  return bearoffDistribution(db, index, firstOff).reduce((s, p, n) => s + p * n, 0);
}

/**
 * Sum over n of P(X = n) P(Y >= n + shift), X and Y records `x` and `y`: the chance that X's side, rolling
 * first (shift 0) or second (shift 1), needs fewer rolls than Y's or as many.
 */
function finishesFirst(db: BearoffDatabase, x: number, y: number, shift: number): number {
  const { start, first, count, chances } = db;
  const y0 = first[y];
  const yEnd = y0 + count[y];
  let below = 0; // P(Y < n + shift), accumulated as n grows
  let m = y0; // the next roll count of Y not yet in `below`
  let sum = 0;
  for (let i = 0; i < count[x]; i++) {
    const n = first[x] + i;
    while (m < n + shift && m < yEnd) below += chances[start[y] + m++ - y0];
    sum += chances[start[x] + i] * Math.max(0, 1 - below);
  }
  return sum;
}

type SourceResult = Uint8Array | null | PromiseLike<Uint8Array | null>;

/**
 * Where the database comes from: a function called once, on the first pure bear-off evaluated, that gives
 * the file's bytes (or a promise of them: the browser fetches it; until it arrives the evaluation stays with
 * the network), or null when there is none.
 */
export type BearoffSource = () => SourceResult;

let source: BearoffSource | null = null;
let loaded:
  { state: 'idle' | 'loading' } | { state: 'ready'; db: BearoffDatabase } | { state: 'failed'; why: string } =
  { state: 'idle' };

/** Sets (or, with null, removes) where the database is read from; it is read again on its next use. */
export function setBearoffSource(next: BearoffSource | null): void {
  source = next;
  loaded = { state: 'idle' };
}

function settle(bytes: Uint8Array | null): void {
  if (!bytes) {
    loaded = { state: 'failed', why: 'no bear-off file' };
    return;
  }
  const parsed = parseBearoffDatabase(bytes);
  loaded = parsed.ok ? { state: 'ready', db: parsed.value } : { state: 'failed', why: parsed.error };
}

const reason = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The database, read from its source on first use; null while it is missing, loading or unreadable. */
export function bearoffDatabase(): BearoffDatabase | null {
  if (loaded.state === 'ready') return loaded.db;
  if (loaded.state !== 'idle' || source === null) return null;
  const from = source;
  let result: SourceResult;
  try {
    result = from();
  } catch (e) {
    loaded = { state: 'failed', why: reason(e) };
    return null;
  }
  if (result !== null && 'then' in result) {
    loaded = { state: 'loading' };
    result.then(
      (bytes) => {
        if (source === from) settle(bytes);
      },
      (e: unknown) => {
        if (source === from) loaded = { state: 'failed', why: reason(e) };
      },
    );
    return null;
  }
  settle(result);
  return currentDatabase();
}

// A function, so that TypeScript does not narrow `loaded` across the calls that change it.
const currentDatabase = (): BearoffDatabase | null => (loaded.state === 'ready' ? loaded.db : null);

/** What became of the database, for the programs to say: not used yet, loading, loaded, or why not. */
export function bearoffStatus(): string {
  if (loaded.state === 'ready') return `loaded (${loaded.db.positions} positions)`;
  if (loaded.state === 'failed') return `unavailable: ${loaded.why}`;
  if (source === null) return 'no source set';
  return loaded.state === 'loading' ? 'loading' : 'not read yet';
}

/**
 * When both sides have all their checkers left on their home boards and the database is at hand, writes
 * the chances of `side`, on roll, into `out` and returns true; otherwise leaves `out` alone.
 */
export function bearoffOutcome(board: Board, side: Side, out: MutableOutcome): boolean {
  const me = board[side];
  const them = board[side === 0 ? 1 : 0];
  const a = bearoffIndex(me);
  if (a < 0) return false;
  const b = bearoffIndex(them);
  if (b < 0) return false;
  const db = bearoffDatabase();
  if (db === null) return false;
  // A side's first-off record follows the all-off ones.
  const firstOff = (i: number): number => db.positions + i - FULL_BEAROFF_START;
  const win = finishesFirst(db, a, b, 0);
  out.win = win;
  // A gammon needs the loser to have all 15 checkers on the board (none off). The sides' plays for the
  // first checker and for the last differ, and chances are rounded: keep the gammons within the wins.
  out.winGammon = them[0] === 0 ? Math.min(win, finishesFirst(db, a, firstOff(b), 0)) : 0;
  out.loseGammon = me[0] === 0 ? Math.min(1 - win, finishesFirst(db, b, firstOff(a), 1)) : 0;
  out.winBackgammon = 0;
  out.loseBackgammon = 0;
  return true;
}
