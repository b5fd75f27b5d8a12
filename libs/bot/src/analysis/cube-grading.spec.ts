import { START_BOARD, boardFrom, decodeMatchId, decodePositionId } from '@gamao/engine';
import { type MatchContext, MONEY_CONTEXT, contextOfMatchId } from '../context';
import { DEEP_CUBE_MARGIN, averageOverRolls, cubeValuesByRoll, deepOutcomesAhead } from '../cube';
import { FULL_MODEL } from '../evaluation';
import {
  cubeNumbers,
  cubeNumbersOf,
  deepCubeNumbers,
  doubleError,
  isCloseCube,
  noDoubleError,
  responseError,
  rightResponse,
  turnCubeNumbers,
} from './cube-grading';
import { turnBeforeRoll } from './turn';

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
  const numbersOf = (board: ReturnType<typeof boardFrom>, context: MatchContext = MONEY_CONTEXT) => {
    const turn = turnBeforeRoll(board, 0, context, FULL_MODEL);
    const byRoll = deepOutcomesAhead(turn.boards, 0, context, FULL_MODEL);
    expect(deepCubeNumbers(turn, 0, context, FULL_MODEL).outcome).toEqual(
      averageOverRolls(deepOutcomesAhead(turn.boards, 0, context, FULL_MODEL)),
    );
    return {
      shallow: cubeNumbers(board, 0, turn.outcome, context),
      // The deep chances averaged first, then valued (as before 2026-12-04)...
      averaged: cubeNumbers(
        board,
        0,
        averageOverRolls(deepOutcomesAhead(turn.boards, 0, context, FULL_MODEL)),
        context,
      ),
      // ...and valued roll by roll, as the analysis does.
      deep: cubeNumbersOf(cubeValuesByRoll(turn.boards, byRoll, 0, context), 0, context),
      used: turnCubeNumbers(board, 0, turn, context, FULL_MODEL),
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

  it('values the rolls one by one, as gnubg: 7nMjEAB3DwAAAg at 0-0 of 7 points is double, take (a missed double gnubg calls very bad)', () => {
    // gnubg 1.07, 2 plies, cubeful: no double +0.519, double/take +0.640, double/pass +1.000: double,
    // take. The 2-ply chances (69% with 3% gammons, as gnubg's) valued once say no double (about
    // +0.61 against +0.59); valued roll by roll, the rolls after which the side would be too good
    // take the no-double value down: double, take.
    const board = decodePositionId('7nMjEAB3DwAAAg');
    const id = decodeMatchId('MAHgAAAAAAAE');
    if (!board.ok || !id.ok) throw new Error('bad ids');
    const context = contextOfMatchId(id.value);
    const { averaged, used } = numbersOf(board.value, context);
    expect(averaged.right).toBe('no double');
    expect(used.right).toBe('double, take');
    expect(used.noDouble).toBeLessThan(averaged.noDouble - 0.03);
    expect(noDoubleError(used)).toBeGreaterThan(0.02);
  });
});
