import {
  type Board,
  type Dice,
  START_BOARD,
  boardFrom,
  decodeMatchId,
  decodePositionId,
  formatPlay,
  legalPlays,
} from '@gamao/engine';
import { type MatchContext, MONEY_CONTEXT } from '../context';
import { cubefulAfterPlay } from '../cube';
import { FULL_MODEL } from '../evaluation';
import { outcomeValuer } from '../equity';
import { invertOutcome } from '../outcome';
import { afterPlayDeep, afterPlayDeeper } from '../search';
import { gradePlay } from './checker';
import { markOf } from './grading';
import { contextForOnRoll } from './position';
import { normalisedEquity } from './turn';

const SETTINGS = { model: FULL_MODEL, deep: true, candidates: 5, deeper: true };

function grade(
  board: Board,
  dice: Dice,
  play: string,
  context: MatchContext = MONEY_CONTEXT,
  settings = SETTINGS,
) {
  const p = legalPlays(board, 0, dice).find((x) => formatPlay(x.moves) === play);
  if (!p) throw new Error(`${play} is not a legal play`);
  return gradePlay(board, 0, dice, p.moves, p.board, context, settings);
}

/** A position given by gnubg's IDs, the player on roll as side 0. */
function position(positionId: string, matchId: string): { board: Board; context: MatchContext } {
  const board = decodePositionId(positionId);
  const info = decodeMatchId(matchId);
  if (!board.ok || !info.ok) throw new Error('bad IDs');
  return { board: board.value, context: contextForOnRoll(info.value) };
}

describe('gradePlay', () => {
  it('marks a known blunder: the opening 31 played 8/7 8/5 (Position ID 4HPwATDgc/ABMA) instead of 8/5 6/5', () => {
    const decoded = decodePositionId('4HPwATDgc/ABMA');
    expect(decoded.ok && decoded.value).toEqual(START_BOARD);
    const g = grade(START_BOARD, [3, 1], '8/7 8/5');
    expect(g.forced).toBe(false);
    expect(g.best).toBe('8/5 6/5');
    expect(g.played).toBe('8/7 8/5');
    expect(g.error).toBeGreaterThanOrEqual(0.16);
    expect(markOf(g.error)).toBe('veryBad');
    expect(g.candidates[0].play).toBe('8/5 6/5');
    expect(g.candidates).toHaveLength(5);
    // The candidates are best first, each with its normalised equity and chances.
    for (let i = 1; i < g.candidates.length; i++) {
      expect(g.candidates[i - 1].equity).toBeGreaterThanOrEqual(g.candidates[i].equity);
    }
    expect(g.candidates[0].win).toBeGreaterThan(0.45);
  });

  it('gives the best play no error, and the opening 65 run 24/13 is best', () => {
    const g = grade(START_BOARD, [6, 5], '24/13');
    expect(g.error).toBe(0);
    expect(g.best).toBe('24/13');
  });

  it('knows a forced play: the last checker off', () => {
    const board = boardFrom({ 1: 1 }, { 1: 2, 2: 2 });
    const g = grade(board, [6, 5], formatPlay(legalPlays(board, 0, [6, 5])[0].moves));
    expect(g.forced).toBe(true);
    expect(g.error).toBe(0);
    expect(g.candidates).toHaveLength(1);
  });

  it('at 1 ply only, still ranks every play', () => {
    const p = legalPlays(START_BOARD, 0, [3, 1]).find((x) => formatPlay(x.moves) === '8/7 8/5');
    if (!p) throw new Error('no play');
    const g = gradePlay(START_BOARD, 0, [3, 1], p.moves, p.board, MONEY_CONTEXT, {
      ...SETTINGS,
      deep: false,
    });
    expect(g.best).toBe('8/5 6/5');
    expect(g.error).toBeGreaterThan(0.1);
  });

  it('values the closest plays three plies deep: 2-5 in wz4TATDsdhMADA, 9/4 6/4 is a very bad play, as gnubg 2-ply says', () => {
    // Seven-point match, 0-0, cube 2 (Match ID EYHqABAAAAAE). gnubg 1.07 at 2 plies: 9/2 +0.672,
    // 9/4 6/4 +0.468 (-0.204). Two plies deep the play made loses only 0.055; three plies deep, with
    // the leaves valued cubefully one by one, +0.667 and +0.479: 0.187.
    const { board, context } = position('wz4TATDsdhMADA', 'EYHqABAAAAAE');
    const twoPly = grade(board, [2, 5], '9/4 6/4', context, { ...SETTINGS, deeper: false });
    expect(twoPly.best).toBe('9/2');
    expect(twoPly.error).toBeLessThan(0.08);
    const g = grade(board, [2, 5], '9/4 6/4', context);
    expect(g.best).toBe('9/2');
    expect(g.error).toBeGreaterThan(0.14);
    expect(g.error).toBeLessThan(0.25);
    // The two plays valued three plies deep come first, with their three-ply equities.
    expect(g.candidates.slice(0, 2).map((c) => [c.play, c.depth])).toEqual([
      ['9/2', 3],
      ['9/4 6/4', 3],
    ]);
    expect(g.candidates[2].depth).toBe(2);
    // Each leaf is valued cubefully (the opponent on roll with its cube options), then averaged.
    const after = (play: string): Board => {
      const p = legalPlays(board, 0, [2, 5]).find((x) => formatPlay(x.moves) === play);
      if (!p) throw new Error('no play');
      return p.board;
    };
    let leaves = 0;
    let weights = 0;
    const value = outcomeValuer(context, 0);
    const deeper = afterPlayDeeper(after('9/2'), 0, FULL_MODEL, value, 2, undefined, (o, b, w) => {
      leaves += w * cubefulAfterPlay(o, b, 0, context);
      weights += w;
    });
    expect(weights).toBeCloseTo(1, 12);
    expect(g.candidates[0].equity).toBeCloseTo(normalisedEquity(leaves, context, 0), 12);
    expect(g.candidates[0].win).toBeCloseTo(deeper.win, 12);
    // Two plies deep, the leaves have the side on roll with its own cube options.
    const third = g.candidates[2];
    leaves = 0;
    afterPlayDeep(after(third.play), 0, FULL_MODEL, value, undefined, (o, b, w) => {
      leaves += w * (1 - cubefulAfterPlay(invertOutcome(o), b, 1, context));
    });
    expect(third.equity).toBeCloseTo(normalisedEquity(leaves, context, 0), 12);
  });

  it('keeps the two-ply grade when a single play is close: the opening 65 run 24/13', () => {
    const g = grade(START_BOARD, [6, 5], '24/13');
    const twoPly = grade(START_BOARD, [6, 5], '24/13', MONEY_CONTEXT, { ...SETTINGS, deeper: false });
    expect(g).toEqual(twoPly);
  });

  it('leaves a race at two plies, close plays and all', () => {
    const race = boardFrom({ 9: 3, 8: 3, 6: 3, 5: 3, 4: 3 }, { 10: 3, 8: 3, 6: 3, 5: 3, 4: 3 });
    const twoPly = grade(race, [2, 1], '9/8 9/7', MONEY_CONTEXT, { ...SETTINGS, deeper: false });
    expect(twoPly.candidates[0].equity - twoPly.candidates[1].equity).toBeLessThan(0.04);
    expect(grade(race, [2, 1], '9/8 9/7')).toEqual(twoPly);
  });
});
