import { START_BOARD } from '@gamao/engine';
import { type MatchContext, MONEY_CONTEXT } from '../context';
import {
  cubeNumbers,
  doubleError,
  isCloseCube,
  noDoubleError,
  responseError,
  rightResponse,
} from './cube-grading';

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
