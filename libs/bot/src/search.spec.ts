import fc from 'fast-check';
import {
  type Dice,
  type Die,
  START_BOARD,
  boardFrom,
  decodeMatchId,
  decodePositionId,
  formatPlay,
  legalPlays,
  validatePlay,
} from '@gamao/engine';
import { useBearoffFile } from '../bin/bearoff-file';
import { contextForOnRoll } from './analysis/position';
import { setBearoffSource } from './bearoff';
import { MONEY_CONTEXT } from './context';
import { type BotLevel } from './level';
import { seededRandom } from './random';
import { outcomeValuer } from './equity';
import { FULL_MODEL } from './evaluation';
import { LEVEL_SETTINGS, afterPlayDeep, afterPlayDeeper, choosePlay, rankPlays } from './search';
import { randomPosition } from './testing';

const LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard'];
const dieArb = fc.integer({ min: 1, max: 6 }) as fc.Arbitrary<Die>;

describe('choosePlay', () => {
  it.each(LEVELS)('%s: every choice is a legal play (random positions reached by random play)', (level) => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 140 }), dieArb, dieArb, (seed, plies, d1, d2) => {
        const { board, side } = randomPosition(seed, plies);
        const dice: Dice = [d1, d2];
        const moves = choosePlay(board, side, dice, level, seededRandom(seed));
        const checked = validatePlay(board, side, dice, moves);
        expect(checked.ok).toBe(true);
        expect(moves.length === 0).toBe(legalPlays(board, side, dice).length === 0);
      }),
      { numRuns: level === 'hard' ? 40 : 120 },
    );
  });

  it('plays legally in match contexts too (scores, cube values, Crawford)', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: 100 }),
        dieArb,
        dieArb,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(1, 2, 4),
        fc.constantFrom<BotLevel>('easy', 'medium', 'hard'),
        (seed, plies, d1, d2, s0, s1, cube, level) => {
          const { board, side } = randomPosition(seed, plies);
          const context = {
            ...MONEY_CONTEXT,
            length: 7,
            score: [s0, s1] as [number, number],
            cube,
            crawford: s0 === 6 || s1 === 6,
          };
          const moves = choosePlay(board, side, [d1, d2], level, seededRandom(seed), context);
          expect(validatePlay(board, side, [d1, d2], moves).ok).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it.each(['medium', 'hard'] as const)('%s makes the 5-point with 3-1 at the start', (level) => {
    expect(formatPlay(choosePlay(START_BOARD, 0, [3, 1], level, seededRandom(1)))).toBe('8/5 6/5');
    expect(formatPlay(choosePlay(START_BOARD, 1, [1, 3], level, seededRandom(1)))).toBe('8/5 6/5');
  });

  it.each(['medium', 'hard'] as const)('%s hits a blot when it makes the point on it', (level) => {
    // The opponent split to its 20 point (our 5 point); 3-1 points on the blot (one hit, one star).
    const board = boardFrom({ 24: 2, 13: 5, 8: 3, 6: 5 }, { 24: 1, 20: 1, 13: 5, 8: 3, 6: 5 });
    expect(formatPlay(choosePlay(board, 0, [3, 1], level, seededRandom(1)))).toBe('8/5* 6/5');
  });

  it.each(['medium', 'hard'] as const)(
    '%s hits a straggler when our closed board leaves no return shot',
    (level) => {
      // The opponent's last checker is on our 10 point; our home board is closed, so after the hit it
      // cannot even enter.
      const board = boardFrom(
        { 12: 1, 9: 2, 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2 },
        { 15: 1, 6: 5, 5: 5, 4: 4 },
      );
      const moves = choosePlay(board, 0, [2, 1], level, seededRandom(1));
      expect(moves.some((m) => m.hit)).toBe(true);
    },
  );

  it.each(['medium', 'hard'] as const)(
    '%s bears off rather than moving inside at the end of a race',
    (level) => {
      const board = boardFrom({ 3: 1, 2: 2, 1: 2 }, { 6: 3, 5: 3, 4: 3 });
      const moves = choosePlay(board, 0, [3, 2], level, seededRandom(1));
      expect(moves.every((m) => m.to === 0)).toBe(true);
      expect(formatPlay(moves)).toBe('3/off 2/off');
    },
  );

  it('returns [] when no move is possible', () => {
    const closed = boardFrom({ 25: 1, 6: 14 }, { 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 5 });
    expect(choosePlay(closed, 0, [6, 4], 'hard', seededRandom(1))).toEqual([]);
  });

  it('is deterministic given the random source', () => {
    for (const level of LEVELS) {
      const { board, side } = randomPosition(7, 20);
      const a = choosePlay(board, side, [5, 2], level, seededRandom('x'));
      const b = choosePlay(board, side, [5, 2], level, seededRandom('x'));
      expect(a).toEqual(b);
    }
  });
});

describe('rankPlays', () => {
  it('ranks every legal play, best first', () => {
    const ranked = rankPlays(START_BOARD, 0, [6, 5], LEVEL_SETTINGS.medium, MONEY_CONTEXT);
    expect(ranked).toHaveLength(legalPlays(START_BOARD, 0, [6, 5]).length);
    for (let i = 1; i < ranked.length; i++)
      expect(ranked[i - 1].value).toBeGreaterThanOrEqual(ranked[i].value);
    expect(formatPlay(ranked[0].moves)).toBe('24/13');
  });

  it('the easy level is noisy but still legal', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++)
      seen.add(formatPlay(choosePlay(START_BOARD, 0, [4, 2], 'easy', seededRandom(i))));
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe('the hard level a ply deeper', () => {
  const board = (id: string) => {
    const decoded = decodePositionId(id);
    if (!decoded.ok) throw new Error(id);
    return decoded.value;
  };
  const best = (id: string, dice: Dice, deeperWindow: number) =>
    formatPlay(rankPlays(board(id), 0, dice, { ...LEVEL_SETTINGS.hard, deeperWindow })[0].moves);

  it.each([
    // gnubg 1.07, cubeless 2-ply: 8/2 7/4 -0.237, 13/4 -0.274.
    ['x+yCBwCsbYMBDA', [6, 3], '13/4', '8/2 7/4'],
    // 13/7 6/4 +0.274, 8/2 6/4 +0.263.
    ['ecyYAQOzPIMBAw', [6, 2], '8/2 6/4', '13/7 6/4'],
    // 13/10 8/4 +0.098, 13/9 11/8 is not among gnubg's best three.
    ['cJ/BATCY88gBDA', [3, 4], '13/9 11/8', '13/10 8/4'],
  ] as const)(
    '%s %j: two plies deep %s, three plies deep %s as gnubg 2-ply',
    (id, dice, twoPly, threePly) => {
      expect(best(id, [...dice], 0)).toBe(twoPly);
      expect(best(id, [...dice], LEVEL_SETTINGS.hard.deeperWindow)).toBe(threePly);
      expect(formatPlay(choosePlay(board(id), 0, [...dice], 'hard', Math.random))).toBe(threePly);
    },
  );

  describe('in a race, with one of its own rolls after each reply', () => {
    beforeAll(() => useBearoffFile());
    afterAll(() => setBearoffSource(null));
    const bestIn = (id: string, matchId: string, dice: Dice, deeperWindow: number) => {
      const info = decodeMatchId(matchId);
      if (!info.ok) throw new Error(matchId);
      const settings = { ...LEVEL_SETTINGS.hard, deeperWindow };
      return formatPlay(rankPlays(board(id), 0, dice, settings, contextForOnRoll(info.value))[0].moves);
    };

    it.each([
      // 7-point match at 5-2, the side on roll leading and 1.00 to win: the gammon. gnubg 1.07 2-ply
      // (cubeful, EMG): 7/4 6/5 +1.410, 7/6 7/4 +1.355.
      ['hh/JRQB3mxsAAA', 'MIHlAFAAEAAE', [3, 1], '7/6 7/4', '7/4 6/5'],
      // 1-1, the cube at 4 on the other side, 14% to win: gnubg 18/6 -0.675, 18/9 4/1 -0.721.
      ['3wsAALA7ABAAAA', 'AoHtABAACAAE', [3, 3], '18/9 4/1', '18/6'],
    ] as const)(
      '%s %s %j: two plies deep %s, three plies deep %s as gnubg 2-ply',
      (id, matchId, dice, two, three) => {
        expect(bestIn(id, matchId, [...dice], 0)).toBe(two);
        expect(bestIn(id, matchId, [...dice], LEVEL_SETTINGS.hard.deeperWindow)).toBe(three);
      },
    );
  });

  it('values a play three plies deep on a share of the rolls, close to two plies deep in a quiet race', () => {
    const race = boardFrom({ 9: 3, 8: 3, 6: 3, 5: 3, 4: 3 }, { 10: 3, 8: 3, 6: 3, 5: 3, 4: 3 });
    const value = outcomeValuer(MONEY_CONTEXT, 0);
    const two = afterPlayDeep(race, 0, FULL_MODEL, value);
    for (const reduced of [1, 3, 7]) {
      const three = afterPlayDeeper(race, 0, FULL_MODEL, value, reduced);
      expect(Math.abs(three.win - two.win)).toBeLessThan(0.03);
      expect(three.win).toBeGreaterThan(0);
      expect(three.win).toBeLessThan(1);
    }
  });
});
