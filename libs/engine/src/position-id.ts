/**
 * GNU Backgammon Position ID: 80 bits, base64 without padding (14 characters).
 *
 * Bits are written least significant first into 10 bytes. gnubg walks its board
 * `anBoard[2][25]`: first the player NOT on roll, then the player on roll; for each, points 1..24 of
 * that player's own view then the bar, writing one 1-bit per checker followed by a 0-bit.
 * Checkers borne off are implicit (15 minus the rest).
 */
import { CHECKERS, checkBoard, emptySide } from './position';
import { BAR, OFF, type Board, type Result, type Side, err, ok } from './types';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

const DECODE = (() => {
  const t = new Int8Array(128).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) t[ALPHABET.charCodeAt(i)] = i;
  return t;
})();

/** The 10-byte key of a board, with `onRoll`'s checkers written last (gnubg's anBoard[1]). */
function positionKey(board: Board, onRoll: Side): Uint8Array {
  const key = new Uint8Array(10);
  let bit = 0;
  for (const side of [1 - onRoll, onRoll]) {
    const s = board[side];
    // gnubg index j = point j + 1 for j in 0..23, bar at 24.
    for (let p = 1; p <= BAR; p++) {
      for (let n = s[p]; n > 0; n--) {
        key[bit >> 3] |= 1 << (bit & 7);
        bit++;
      }
      bit++;
    }
  }
  return key;
}

/** The gnubg Position ID of a board with `onRoll` the player about to move. */
export function encodePositionId(board: Board, onRoll: Side): string {
  const key = positionKey(board, onRoll);
  let id = '';
  for (let i = 0; i < 3; i++) {
    const a = key[i * 3];
    const b = key[i * 3 + 1];
    const c = key[i * 3 + 2];
    id += ALPHABET[a >> 2];
    id += ALPHABET[((a & 0x03) << 4) | (b >> 4)];
    id += ALPHABET[((b & 0x0f) << 2) | (c >> 6)];
    id += ALPHABET[c & 0x3f];
  }
  id += ALPHABET[key[9] >> 2];
  id += ALPHABET[(key[9] & 0x03) << 4];
  return id;
}

/**
 * Decodes a gnubg Position ID. The board's index 0 is the player on roll, index 1 the opponent.
 * Refuses malformed text and impossible positions (more than 15 checkers, a point held by both).
 */
export function decodePositionId(id: string): Result<Board> {
  const text = id.trim();
  if (text.length !== 14) return err('INVALID_POSITION_ID', 'A Position ID has 14 characters');
  const sextets: number[] = [];
  for (let i = 0; i < 14; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? DECODE[c] : -1;
    if (v < 0) return err('INVALID_POSITION_ID', `Invalid character '${text[i]}' in Position ID`);
    sextets.push(v);
  }
  const key = new Uint8Array(10);
  for (let i = 0; i < 3; i++) {
    const [s0, s1, s2, s3] = sextets.slice(i * 4, i * 4 + 4);
    key[i * 3] = (s0 << 2) | (s1 >> 4);
    key[i * 3 + 1] = ((s1 & 0x0f) << 4) | (s2 >> 2);
    key[i * 3 + 2] = ((s2 & 0x03) << 6) | s3;
  }
  key[9] = (sextets[12] << 2) | (sextets[13] >> 4);

  // anBoard[0] (not on roll) first, then anBoard[1] (on roll).
  const notOnRoll = emptySide();
  const onRoll = emptySide();
  const order = [notOnRoll, onRoll];
  let bit = 0;
  for (const s of order) {
    let total = 0;
    for (let p = 1; p <= BAR; p++) {
      while (bit < 80 && (key[bit >> 3] >> (bit & 7)) & 1) {
        s[p]++;
        total++;
        bit++;
      }
      if (bit >= 80) return err('INVALID_POSITION_ID', 'Position ID runs out of bits');
      bit++;
    }
    if (total > CHECKERS) return err('INVALID_POSITION_ID', `A side has ${total} checkers on the board`);
    s[OFF] = CHECKERS - total;
  }
  // Bits beyond the encoded board must be zero for the ID to be canonical.
  for (; bit < 80; bit++) {
    if ((key[bit >> 3] >> (bit & 7)) & 1) return err('INVALID_POSITION_ID', 'Position ID has stray bits');
  }
  // The last 4 bits of the final sextet are padding and must be zero (gnubg never sets them).
  if (sextets[13] & 0x0f) return err('INVALID_POSITION_ID', 'Position ID has stray padding bits');
  const board: Board = [onRoll, notOnRoll];
  const checked = checkBoard(board);
  if (!checked.ok) return err('INVALID_POSITION_ID', checked.error.message);
  return ok(board);
}
