import { START_BOARD, boardFrom } from '@gamao/engine';
import { type MatchContext, MONEY_CONTEXT } from '../context';
import { DEEP_CUBE_MARGIN } from '../cube';
import { FULL_MODEL } from '../evaluation';
import {
  cubeNumbers,
  doubleError,
  isCloseCube,
  noDoubleError,
  responseError,
  rightResponse,
  turnCubeNumbers,
} from './cube-grading';
import { deepChances, turnBeforeRoll } from './turn';

const chances = (win: number, winGammon = 0, loseGammon = 0) => ({
  win,
  winGammon,
  winBackgammon: 0,
  loseGammon,
  loseBackgammon: 0,
});

describe('cube decisions, money play', () => {
  it('at 74% without gammons: double and take; a take is right, a drop is wrong by double/pass - double/take', () => {
    const c = cubeNumbers(START_BOARD, 0, chances(0.74), MONEY_CONTEXT);
    expect(c.doublePass).toBe(1);
    expect(c.doubleTake).toBeLessThan(1);
    expect(c.right).toBe('double, take');
    expect(isCloseCube(c)).toBe(true);
    expect(noDoubleError(c)).toBeCloseTo(c.doubleTake - c.noDouble, 12);
    expect(doubleError(c)).toBe(0);
    expect(rightResponse(c, false)).toBe('take');
    expect(responseError(c, 'take', false)).toBe(0);
    expect(responseError(c, 'drop', false)).toBeCloseTo(c.doublePass - c.doubleTake, 12);
    expect(responseError(c, 'drop', false)).toBeGreaterThan(0.1);
  });

  it('at 90%: double and pass; a take is wrong', () => {
    const c = cubeNumbers(START_BOARD, 0, chances(0.9), MONEY_CONTEXT);
    expect(c.right).toBe('double, pass');
    expect(responseError(c, 'drop', false)).toBe(0);
    expect(responseError(c, 'take', false)).toBeCloseTo(c.doubleTake - 1, 12);
  });

  it('at 50%: no double, not even close; a double is an error', () => {
    const c = cubeNumbers(START_BOARD, 0, chances(0.5), MONEY_CONTEXT);
    expect(c.right).toBe('no double');
    expect(isCloseCube(c)).toBe(false);
    expect(noDoubleError(c)).toBe(0);
    expect(doubleError(c)).toBeCloseTo(c.noDouble - c.doubleTake, 12);
    expect(doubleError(c)).toBeGreaterThan(0);
  });

  it('with beavers: the underdog doubled at 40% should beaver', () => {
    const ctx = { ...MONEY_CONTEXT, beaver: true };
    const c = cubeNumbers(START_BOARD, 0, chances(0.4), ctx);
    expect(rightResponse(c, true)).toBe('beaver');
    expect(responseError(c, 'beaver', true)).toBe(0);
    expect(responseError(c, 'take', true)).toBeGreaterThan(0);
  });

  it('normalises per cube unit: the same position with the cube at 4 gives the same numbers', () => {
    const a = cubeNumbers(START_BOARD, 0, chances(0.72), MONEY_CONTEXT);
    const b = cubeNumbers(START_BOARD, 0, chances(0.72), { ...MONEY_CONTEXT, cube: 4, cubeOwner: 0 });
    expect(b.doubleTake).toBeCloseTo(a.doubleTake, 1);
    expect(b.doublePass).toBe(1);
  });
});

describe('cube decisions, match play', () => {
  it('are EMG: double/pass is +1, and nobody may double in the Crawford game', () => {
    const ctx: MatchContext = { ...MONEY_CONTEXT, length: 5, score: [2, 1] };
    const c = cubeNumbers(START_BOARD, 0, chances(0.75), ctx);
    expect(c.doublePass).toBeCloseTo(1, 12);
    const crawford = cubeNumbers(START_BOARD, 0, chances(0.75), { ...ctx, score: [4, 1], crawford: true });
    expect(crawford.available).toBe(false);
    expect(crawford.right).toBe('no double');
    expect(isCloseCube(crawford)).toBe(false);
  });
});

describe('the depth of the cube numbers (turnCubeNumbers)', () => {
  const numbersOf = (board: ReturnType<typeof boardFrom>) => {
    const turn = turnBeforeRoll(board, 0, MONEY_CONTEXT, FULL_MODEL);
    return {
      shallow: cubeNumbers(board, 0, turn.outcome, MONEY_CONTEXT),
      deep: cubeNumbers(board, 0, deepChances(turn, 0, MONEY_CONTEXT, FULL_MODEL), MONEY_CONTEXT),
      used: turnCubeNumbers(board, 0, turn, MONEY_CONTEXT, FULL_MODEL),
    };
  };

  it('keeps the 1-ply numbers far from the doubling window (the opening position)', () => {
    const { shallow, deep, used } = numbersOf(START_BOARD);
    expect(shallow.doubleTake).toBeLessThan(shallow.noDouble - DEEP_CUBE_MARGIN);
    expect(used).toEqual(shallow);
    expect(used.noDouble).not.toBeCloseTo(deep.noDouble, 3);
  });

  it('works them out two plies deep near it (a blitz: a checker on the bar against four home points)', () => {
    const blitz = boardFrom(
      { 13: 5, 8: 2, 6: 3, 5: 2, 4: 2, 24: 1 },
      { 25: 1, 24: 1, 13: 5, 8: 3, 6: 4, 19: 1 },
    );
    const { shallow, deep, used } = numbersOf(blitz);
    expect(Math.min(shallow.doubleTake, shallow.doublePass)).toBeGreaterThan(
      shallow.noDouble - DEEP_CUBE_MARGIN,
    );
    expect(used).toEqual(deep);
    expect(used.noDouble).not.toBeCloseTo(shallow.noDouble, 3);
  });
});
