/**
 * A memo of evaluations by board, for a search that meets the same position by several paths: the plays
 * graded three plies deep in one decision share about a third of the positions of their last ply
 * (analysis/checker.ts). A Map keyed by strings cost as much as the evaluations it saved; this is an
 * open-addressing table in typed arrays. A board's key is its 52 checker counts (0 to 15, four bits each)
 * in 13 16-bit words, compared in full: two boards never share an entry. clear() is O(1) (a new
 * generation); a table half full takes no more boards instead of growing.
 */
import { type Board } from '@gamao/engine';
import { type Outcome } from './outcome';

const WORDS = 13;
/** The key of the board last looked up (keyOf). */
const key = new Uint16Array(WORDS);

/** Writes `board`'s key into `key` and returns its hash. */
function keyOf(board: Board): number {
  const a = board[0];
  const b = board[1];
  for (let w = 0; w < 6; w++) {
    const p = 4 * w;
    key[w] = a[p] | (a[p + 1] << 4) | (a[p + 2] << 8) | (a[p + 3] << 12);
  }
  key[6] = a[24] | (a[25] << 4) | (b[0] << 8) | (b[1] << 12);
  for (let w = 7; w < WORDS; w++) {
    const p = 4 * (w - 7) + 2;
    key[w] = b[p] | (b[p + 1] << 4) | (b[p + 2] << 8) | (b[p + 3] << 12);
  }
  // FNV-1a over the words, then the high bits folded into the low ones that pick the slot.
  let h = 0x811c9dc5;
  for (let w = 0; w < WORDS; w++) h = Math.imul(h ^ key[w], 0x01000193);
  return (h ^ (h >>> 16)) >>> 0;
}

export class EvaluationMemo {
  private readonly slots: number;
  private readonly keys: Uint16Array;
  private readonly values: Float64Array;
  /** The generation that filled each slot (a slot of another generation is empty). */
  private readonly stamps: Uint32Array;
  private generation = 1;
  private size = 0;
  /** The board of the last get, and the slot it found: set after a missed get does not search again. */
  private lastBoard: Board | null = null;
  private lastSlot = 0;

  /** A table of 2^bits slots, holding up to 2^(bits - 1) boards. */
  constructor(bits = 16) {
    this.slots = 1 << bits;
    this.keys = new Uint16Array(this.slots * WORDS);
    this.values = new Float64Array(this.slots * 5);
    this.stamps = new Uint32Array(this.slots);
  }

  clear(): void {
    this.generation++;
    this.size = 0;
    this.lastBoard = null;
  }

  /** The chances stored for `board`, or undefined. */
  get(board: Board): Outcome | undefined {
    const slot = this.find(board);
    if (this.stamps[slot] !== this.generation) return undefined;
    const v = this.values;
    const at = 5 * slot;
    return {
      win: v[at],
      winGammon: v[at + 1],
      winBackgammon: v[at + 2],
      loseGammon: v[at + 3],
      loseBackgammon: v[at + 4],
    };
  }

  /** Stores `o` as the chances of `board` (a board not stored yet). */
  set(board: Board, o: Outcome): void {
    if (2 * this.size >= this.slots) return;
    const slot = this.lastBoard === board ? this.lastSlot : this.find(board);
    if (this.stamps[slot] === this.generation) return;
    this.stamps[slot] = this.generation;
    this.keys.set(key, slot * WORDS);
    const v = this.values;
    const at = 5 * slot;
    v[at] = o.win;
    v[at + 1] = o.winGammon;
    v[at + 2] = o.winBackgammon;
    v[at + 3] = o.loseGammon;
    v[at + 4] = o.loseBackgammon;
    this.size++;
  }

  /** The slot holding `board`, or the empty one where it would go (its key left in `key`). */
  private find(board: Board): number {
    const mask = this.slots - 1;
    let slot = keyOf(board) & mask;
    const keys = this.keys;
    for (; this.stamps[slot] === this.generation; slot = (slot + 1) & mask) {
      const at = slot * WORDS;
      let w = 0;
      while (w < WORDS && keys[at + w] === key[w]) w++;
      if (w === WORDS) break;
    }
    this.lastBoard = board;
    this.lastSlot = slot;
    return slot;
  }
}
