import { type Board, boardFrom, swapSides } from '@gamao/engine';
import { readBearoffFile } from '../bin/bearoff-file';
import {
  BEAROFF_POSITIONS,
  FULL_BEAROFF_START,
  bearoffDatabase,
  bearoffDistribution,
  bearoffIndex,
  bearoffOutcome,
  bearoffPoints,
  bearoffPositions,
  bearoffStatus,
  expectedBearoffRolls,
  parseBearoffDatabase,
  setBearoffSource,
} from './bearoff';
import { BASIC_MODEL, FULL_MODEL, evaluate } from './evaluation';
import { type MutableOutcome, moneyEquity } from './outcome';

const bytes = readBearoffFile();
const parsed = parseBearoffDatabase(bytes);
if (!parsed.ok) throw new Error(parsed.error);
const db = parsed.value;

/** The index of a side with `points` (point: checkers) and the rest off. */
const indexOf = (points: Record<number, number>): number => bearoffIndex(boardFrom(points, {})[0]);
const blank = (): MutableOutcome => ({
  win: 0,
  winGammon: 0,
  winBackgammon: 0,
  loseGammon: 0,
  loseBackgammon: 0,
});

afterEach(() => setBearoffSource(null));

describe('bear-off positions', () => {
  it('are indexed as gnubg indexes its one-sided database, and back', () => {
    expect(BEAROFF_POSITIONS).toBe(54264);
    expect(FULL_BEAROFF_START).toBe(38760);
    expect(indexOf({})).toBe(0);
    for (let p = 1; p <= 6; p++) expect(indexOf({ [p]: 1 })).toBe(p);
    expect(indexOf({ 6: 2 })).toBe(27);
    expect(indexOf({ 6: 15 })).toBe(BEAROFF_POSITIONS - 1);
    for (let i = 0; i < BEAROFF_POSITIONS; i++) {
      const points = bearoffPoints(i);
      const side = [15 - points.reduce((s, n) => s + n, 0), ...points.slice(1), ...new Array(19).fill(0)];
      expect(side.length).toBe(26);
      if (bearoffIndex(side) !== i) throw new Error(`Position ${i} comes back as ${bearoffIndex(side)}`);
    }
  });

  it('with fewer checkers come first', () => {
    expect(bearoffPositions(1)).toBe(7);
    expect(indexOf({ 1: 2 })).toBe(bearoffPositions(1));
    expect(indexOf({ 6: 14 })).toBe(FULL_BEAROFF_START - 1);
    expect(indexOf({ 1: 15 })).toBe(FULL_BEAROFF_START);
  });

  it('are only those with every checker on points 1 to 6 or off', () => {
    expect(bearoffIndex(boardFrom({ 7: 1 }, {})[0])).toBe(-1);
    expect(bearoffIndex(boardFrom({ 25: 1, 1: 2 }, {})[0])).toBe(-1);
    expect(bearoffIndex(boardFrom({ 24: 1 }, {})[0])).toBe(-1);
  });
});

describe('the bear-off file', () => {
  it('reads, and refuses a damaged, truncated or foreign file', () => {
    expect(db.positions).toBe(BEAROFF_POSITIONS);
    const damaged = bytes.slice();
    damaged[5000] ^= 1;
    expect(parseBearoffDatabase(damaged)).toEqual({
      ok: false,
      error: 'The bear-off file is damaged (checksum)',
    });
    expect(parseBearoffDatabase(bytes.subarray(0, 20)).ok).toBe(false);
    expect(parseBearoffDatabase(bytes.subarray(0, bytes.length - 2)).ok).toBe(false);
    const foreign = bytes.slice();
    foreign[0] = 0x67;
    expect(parseBearoffDatabase(foreign)).toEqual({ ok: false, error: 'Not a bear-off file' });
  });

  it('every distribution sums to 1', () => {
    for (let i = 0; i < BEAROFF_POSITIONS; i++) {
      const sum = bearoffDistribution(db, i).reduce((s, p) => s + p, 0);
      if (Math.abs(sum - 1) > 1e-6) throw new Error(`Position ${i} sums to ${sum}`);
    }
  });

  it('knows worked positions', () => {
    // One checker on the 1-point: exactly one roll.
    expect(bearoffDistribution(db, indexOf({ 1: 1 }))).toEqual([0, 1]);
    // On the 6-point: every roll of 6 pips or more, 27 of 36; the 9 others leave it within reach.
    const six = bearoffDistribution(db, indexOf({ 6: 1 }));
    expect(six[1]).toBeCloseTo(27 / 36, 4);
    expect(six[2]).toBeCloseTo(9 / 36, 4);
    expect(expectedBearoffRolls(db, indexOf({ 6: 1 }))).toBeCloseTo(1.25, 4);
    // Two on the 6-point: in one roll only with 3-3, 4-4, 5-5 or 6-6; 2.1096 rolls on average (gnubg's
    // gnubg_os0.bd says the same).
    const two = bearoffDistribution(db, indexOf({ 6: 2 }));
    expect(two[1]).toBeCloseTo(4 / 36, 4);
    expect(expectedBearoffRolls(db, indexOf({ 6: 2 }))).toBeCloseTo(2.1096, 3);
    // Nothing left: no roll needed.
    expect(bearoffDistribution(db, 0)).toEqual([1]);
  });

  it('gives the first checker off of a full home board', () => {
    // 15 on the 6-point: a checker is off at once with a 6, or with 5-1, 4-2, 3-3 or 2-2 (one checker
    // moved down to exactly 0; a larger die may not bear off from a lower point while the 6-point is held):
    // 11 + 2 + 2 + 1 + 1 = 17 rolls of 36.
    const first = bearoffDistribution(db, indexOf({ 6: 15 }), true);
    expect(first[1]).toBeCloseTo(17 / 36, 4);
    // All on the 1-point: off with any roll. One there beside 14 on the 6-point: with a 1, a 6, 5-1, 4-2,
    // 3-3 or 2-2 only (a die larger than the 1-point bears off from it only when no point above is held).
    expect(bearoffDistribution(db, indexOf({ 1: 15 }), true)).toEqual([0, 1]);
    expect(bearoffDistribution(db, indexOf({ 1: 1, 6: 14 }), true)[1]).toBeCloseTo(24 / 36, 4);
  });
});

describe('bearoffOutcome', () => {
  beforeEach(() => setBearoffSource(() => bytes));

  const outcome = (board: Board, side: 0 | 1 = 0): MutableOutcome => {
    const out = blank();
    expect(bearoffOutcome(board, side, out)).toBe(true);
    return out;
  };

  it('a checker each on the 6-point: the side on roll wins 27/36 + 9/36 x 9/36', () => {
    const o = outcome(boardFrom({ 6: 1 }, { 6: 1 }));
    expect(o.win).toBeCloseTo(27 / 36 + (9 / 36) * (9 / 36), 4); // 0.8125
    expect(o.winGammon).toBe(0);
    expect(o.loseGammon).toBe(0);
    expect(moneyEquity(o)).toBeCloseTo(0.625, 3);
  });

  it('who is on roll matters', () => {
    // Both need exactly one roll: the side on roll wins.
    expect(outcome(boardFrom({ 1: 2 }, { 2: 1 })).win).toBe(1);
    expect(outcome(boardFrom({ 1: 2 }, { 2: 1 }), 1).win).toBe(1);
    // The side on roll needs two rolls at least (four checkers off at most per roll), the other one.
    expect(outcome(boardFrom({ 6: 5 }, { 1: 1 })).win).toBe(0);
  });

  it('counts gammons against a side with all 15 checkers on the board', () => {
    // Off in one roll while the other has not rolled: a sure gammon.
    const sure = outcome(boardFrom({ 1: 1 }, { 6: 15 }));
    expect(sure.win).toBe(1);
    expect(sure.winGammon).toBe(1);
    expect(sure.winBackgammon).toBe(0);
    // 15 on the 6-point against a checker that is off next roll: gammoned unless a checker is off now,
    // 19 rolls of 36 (see the first checker off above).
    const lost = outcome(boardFrom({ 6: 15 }, { 1: 1 }));
    expect(lost.win).toBe(0);
    expect(lost.loseGammon).toBeCloseTo(19 / 36, 4);
    expect(lost.loseBackgammon).toBe(0);
  });

  it('agrees with itself from the other side', () => {
    const board = boardFrom({ 6: 3, 5: 2, 4: 2, 2: 1 }, { 5: 2, 4: 3, 3: 3, 1: 1 });
    const a = outcome(board, 0);
    const b = outcome(swapSides(board), 1);
    expect(b).toEqual(a);
    // Between them, the two sides' chances to win when each is on roll: a race about even.
    expect(a.win).toBeGreaterThan(0.4);
    expect(a.win).toBeLessThan(0.9);
    expect(a.win + outcome(board, 1).win).toBeGreaterThan(1);
  });

  it('leaves positions that are not pure bear-offs to the network', () => {
    const out = blank();
    expect(bearoffOutcome(boardFrom({ 7: 1, 6: 2 }, { 6: 2 }), 0, out)).toBe(false);
    expect(bearoffOutcome(boardFrom({ 6: 2 }, { 24: 1, 6: 2 }), 0, out)).toBe(false);
    expect(out).toEqual(blank());
  });
});

describe('the bear-off database in the evaluation', () => {
  const race = boardFrom({ 6: 2, 5: 2, 3: 1 }, { 6: 1, 4: 2, 2: 2 });

  it('is read once, on the first pure bear-off evaluated', () => {
    let reads = 0;
    setBearoffSource(() => {
      reads++;
      return bytes;
    });
    expect(bearoffStatus()).toBe('not read yet');
    evaluate(boardFrom({ 8: 2, 6: 13 }, { 6: 15 }), 0);
    expect(reads).toBe(0);
    const o = evaluate(race, 0);
    evaluate(race, 1);
    expect(reads).toBe(1);
    expect(bearoffStatus()).toBe('loaded (54264 positions)');
    const exact = blank();
    bearoffOutcome(race, 0, exact);
    expect(o).toEqual(exact);
  });

  it('is used by the full model only, and the network stands in without it', () => {
    setBearoffSource(() => bytes);
    const exact = evaluate(race, 0, FULL_MODEL);
    expect(evaluate(race, 0, BASIC_MODEL)).not.toEqual(exact);
    setBearoffSource(null);
    const network = evaluate(race, 0, FULL_MODEL);
    expect(network).not.toEqual(exact);
    expect(Math.abs(network.win - exact.win)).toBeLessThan(0.15);
    expect(bearoffDatabase()).toBeNull();
    expect(bearoffStatus()).toBe('no source set');
  });

  it('waits for a source that answers later, the network standing in meanwhile', async () => {
    let deliver: (b: Uint8Array) => void = () => undefined;
    setBearoffSource(() => new Promise<Uint8Array>((resolve) => (deliver = resolve)));
    const before = evaluate(race, 0);
    expect(bearoffStatus()).toBe('loading');
    deliver(bytes);
    await Promise.resolve();
    expect(bearoffStatus()).toBe('loaded (54264 positions)');
    const after = evaluate(race, 0);
    expect(after).not.toEqual(before);
    const exact = blank();
    bearoffOutcome(race, 0, exact);
    expect(after).toEqual(exact);
  });

  it('says why when it cannot be read', () => {
    setBearoffSource(() => {
      throw new Error('ENOENT: no such file');
    });
    evaluate(race, 0);
    expect(bearoffStatus()).toBe('unavailable: ENOENT: no such file');
    setBearoffSource(() => bytes.subarray(0, 100));
    evaluate(race, 0);
    expect(bearoffStatus()).toMatch(/^unavailable: /);
  });
});
