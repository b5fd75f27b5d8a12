import fc from 'fast-check';
import { legalPlays } from './moves';
import { parsePlay } from './notation-read';
import { validatePlay } from './play';
import { START_BOARD, boardFrom, winner } from './position';
import { decodePositionId, encodePositionId } from './position-id';
import type { Board, Dice, Die, Side } from './types';

describe('encodePositionId', () => {
  it('encodes the starting position as gnubg does', () => {
    expect(encodePositionId(START_BOARD, 0)).toBe('4HPwATDgc/ABMA');
    expect(encodePositionId(START_BOARD, 1)).toBe('4HPwATDgc/ABMA');
  });

  it('writes the player not on roll first (gnubg after the opponent opened 24/18 13/8)', () => {
    // Checked with gnubg 1.07: O plays 6-5 as 24/18 13/8, then X is on roll.
    const b = boardFrom({ 24: 2, 13: 5, 8: 3, 6: 5 }, { 24: 1, 18: 1, 13: 4, 8: 4, 6: 5 });
    expect(encodePositionId(b, 0)).toBe('4PPgQSDgc/ABMA');
    expect(encodePositionId([b[1], b[0]], 1)).toBe('4PPgQSDgc/ABMA');
  });

  it('encodes the bar and borne-off checkers (gnubg-checked)', () => {
    // Side to move has one on the bar; the opponent has 3 off.
    const b = boardFrom(
      { 25: 1, 19: 2, 17: 1, 14: 1, 6: 1, 5: 1, 4: 1, 3: 1, 1: 6 },
      { 7: 1, 3: 1, 2: 6, 1: 4 },
    );
    expect(encodePositionId(b, 0)).toBe('7xcCAOCnChAZCA');
    // Bear-off: 11 off against 4 off.
    const c = boardFrom({ 3: 4, 2: 4, 1: 7 }, { 6: 1, 5: 1, 3: 1, 2: 5, 1: 3 });
    expect(c[0][0]).toBe(0);
    expect(encodePositionId(c, 0)).toBe('96UAAPD3HgAAAA');
    expect(encodePositionId([c[1], c[0]], 1)).toBe('96UAAPD3HgAAAA');
  });
});

describe('decodePositionId', () => {
  it('decodes with the player on roll at index 0', () => {
    const d = decodePositionId('7xcCAOCnChAZCA');
    expect(d).toEqual({
      ok: true,
      value: boardFrom(
        { 25: 1, 19: 2, 17: 1, 14: 1, 6: 1, 5: 1, 4: 1, 3: 1, 1: 6 },
        { 7: 1, 3: 1, 2: 6, 1: 4 },
      ),
    });
    const off = decodePositionId('fw8AAHBfCgAAAA');
    expect(off.ok && off.value).toEqual(boardFrom({ 6: 1, 5: 1, 3: 1, 2: 5, 1: 3 }, { 2: 4, 1: 7 }));
    expect(off.ok && off.value[1][0]).toBe(4);
  });

  it('accepts surrounding spaces', () => {
    expect(decodePositionId(' 4HPwATDgc/ABMA\n')).toEqual({ ok: true, value: START_BOARD });
  });

  it.each([
    ['', 'length'],
    ['4HPwATDgc/ABM', 'length'],
    ['4HPwATDgc/ABMAA', 'length'],
    ['4HPwATDgc/AB!A', 'character'],
    ['4HPwATDgc/ABMé', 'character'],
    ['//////////////', 'too many checkers'],
    ['4HPwATDgc/ABMB', 'padding bits'],
  ])('refuses %j (%s) with INVALID_POSITION_ID', (id) => {
    const d = decodePositionId(id);
    expect(d.ok ? 'OK' : d.error.code).toBe('INVALID_POSITION_ID');
  });

  it('refuses a point held by both sides', () => {
    // Both sides on their own 24-point... and side 0 also on 1 = side 1's 24.
    const bad = boardFrom({ 1: 1, 6: 14 }, { 24: 1, 6: 14 });
    const id = encodePositionId(bad, 0);
    const d = decodePositionId(id);
    expect(d.ok ? 'OK' : d.error.code).toBe('INVALID_POSITION_ID');
  });
});

/**
 * Checked with gnubg 1.07: `set board <id>`, `set dice`, `move <play>`, then `show board` gives the
 * next ID, with the opponent on roll. Hits (checker to the bar), entering, bearing off.
 */
const GNUBG_MOVES: readonly (readonly [string, string, string, string])[] = [
  ['oqfKACPGngcgUA', '46', 'bar/15*', 'xp4HRCCip2SAUQ'],
  ['96UAAPD3HgAAAA', '44', '3/off(4)', 'fw8AAHBfCgAAAA'],
  ['+xkAAPgzAJYCAg', '15', 'bar/20 15/14', 'fwbAUQL7GQAAAA'],
  ['PwUEmCP+5QAAEA', '62', 'bar/19 5/3', '/s0AQMBPAQHmCA'],
  ['/UcACOCnAgqZAA', '65', '17/11 13/8*', 'PxVRwAT9RwAACA'],
  ['7xcCAOCnChAZCA', '23', 'bar/22* 6/4', 'Py2AyAjvBwEACA'],
  ['K85BAxJ/jgEAAQ', '45', '6/2* 6/1', '/zoAAMGKc9CAEA'],
  ['nwoAAP29BQIAAA', '44', '10/2 4/off 3/off', 'f18AAMCnAgBAAA'],
];

describe('Position IDs after a move agree with gnubg', () => {
  it.each(GNUBG_MOVES)('%s rolling %s playing %s gives %s', (id, roll, play, next) => {
    const d = decodePositionId(id);
    if (!d.ok) throw new Error(d.error.message);
    const dice = [Number(roll[0]), Number(roll[1])] as unknown as Dice;
    const moves = parsePlay(play, d.value, 0, dice);
    if (!moves.ok) throw new Error(moves.error.message);
    const v = validatePlay(d.value, 0, dice, moves.value);
    if (!v.ok) throw new Error(v.error.message);
    // The opponent (index 1) is on roll next.
    expect(encodePositionId(v.value.board, 1)).toBe(next);
    const back = decodePositionId(next);
    expect(back.ok && back.value).toEqual([v.value.board[1], v.value.board[0]]);
  });
});

describe('round trip', () => {
  const arbitraryBoard = fc
    .array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.nat()), {
      maxLength: 200,
    })
    .map((steps) => {
      let board: Board = START_BOARD;
      let side: Side = 0;
      for (const [a, b, pick] of steps) {
        const ps = legalPlays(board, side, [a as Die, b as Die]);
        if (ps.length > 0) {
          board = ps[pick % ps.length].board;
          if (winner(board) !== null) break;
        }
        side = side === 0 ? 1 : 0;
      }
      return board;
    });

  it('decode(encode(board, s)) is the board seen from s', () => {
    fc.assert(
      fc.property(arbitraryBoard, fc.constantFrom<Side>(0, 1), (board, onRoll) => {
        const id = encodePositionId(board, onRoll);
        expect(id).toMatch(/^[A-Za-z0-9+/]{14}$/);
        const d = decodePositionId(id);
        expect(d).toEqual({ ok: true, value: [board[onRoll], board[onRoll === 0 ? 1 : 0]] });
      }),
      { numRuns: 200 },
    );
  });
});
