import {
  type Board,
  type Dice,
  START_BOARD,
  boardFrom,
  decodePositionId,
  formatPlay,
  legalPlays,
} from '@gamao/engine';
import { MONEY_CONTEXT } from '../context';
import { FULL_MODEL } from '../evaluation';
import { gradePlay } from './checker';
import { markOf } from './grading';

const SETTINGS = { model: FULL_MODEL, deep: true, candidates: 5 };

function grade(board: Board, dice: Dice, play: string) {
  const p = legalPlays(board, 0, dice).find((x) => formatPlay(x.moves) === play);
  if (!p) throw new Error(`${play} is not a legal play`);
  return gradePlay(board, 0, dice, p.moves, p.board, MONEY_CONTEXT, SETTINGS);
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
});
