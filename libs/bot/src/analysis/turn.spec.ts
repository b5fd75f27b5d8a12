import { boardFrom } from '@gamao/engine';
import { type MatchContext, MONEY_CONTEXT } from '../context';
import { matchEquityAfter } from '../equity';
import { FULL_MODEL } from '../evaluation';
import { jokerRankOf } from './grading';
import { deepCubeNumbers } from './cube-grading';
import { luckOf, normalisedEquity, turnBeforeRoll } from './turn';

describe('luck', () => {
  // Side 0 bears off its last four checkers only with 6-6; otherwise side 1, one checker from home, wins.
  const board = boardFrom({ 6: 4 }, { 1: 1 });
  const turn = turnBeforeRoll(board, 0, MONEY_CONTEXT, FULL_MODEL);

  it('rates the joker: 6-6 wins, luck = +1 minus the average of 35 losses and 1 win', () => {
    const luck = luckOf(turn, [6, 6], false, MONEY_CONTEXT, 0);
    expect(luck).toBeCloseTo(1 - (-35 + 1) / 36, 1);
    expect(jokerRankOf(luck)).toBe('joker');
  });

  it('rates every other roll a little unlucky, and the luck averages 0 over the 36 rolls', () => {
    const luck21 = luckOf(turn, [2, 1], false, MONEY_CONTEXT, 0);
    expect(luck21).toBeCloseTo(-2 / 36, 1);
    expect(jokerRankOf(luck21)).toBeUndefined();
    let sum = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) sum += luckOf(turn, [a, b] as never, false, MONEY_CONTEXT, 0);
    expect(sum / 36).toBeCloseTo(0, 9);
    expect(turn.outcome.win).toBeCloseTo(1 / 36, 2);
  });

  it('rates the opening roll against the 30 non-doubles', () => {
    const start = turnBeforeRoll(
      boardFrom({ 24: 2, 13: 5, 8: 3, 6: 5 }, { 24: 2, 13: 5, 8: 3, 6: 5 }),
      0,
      MONEY_CONTEXT,
      FULL_MODEL,
    );
    let sum = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) if (a !== b) sum += luckOf(start, [a, b] as never, true, MONEY_CONTEXT, 0);
    expect(sum / 30).toBeCloseTo(0, 9);
  });
});

describe('the deep chances of a turn (deepCubeNumbers)', () => {
  it('weighs each roll as it falls: side 0 wins this turn with 6-5 (two ways) or a double from 3-3 up, else loses', () => {
    // 3-3: 6/3/off, 5/2/off; 4-4: 6/2, 5/1, both off; 5-5: 6/1, 5/off, 1/off. Any other roll leaves a checker
    // behind, and side 1 bears its last one off: two plies deep, every roll of side 1 is played out (1 ply
    // leaves that last roll to the network's judgement).
    const board = boardFrom({ 6: 1, 5: 1 }, { 1: 1 });
    const turn = turnBeforeRoll(board, 0, MONEY_CONTEXT, FULL_MODEL);
    const deep = deepCubeNumbers(turn, 0, MONEY_CONTEXT, FULL_MODEL).outcome;
    expect(deep.win).toBeCloseTo(6 / 36, 9);
    expect(deep.winGammon).toBe(0);
  });

  it('counts the game ended by a roll exactly (side 0 wins only with 6-6) and the rolls without a play', () => {
    const board = boardFrom({ 6: 4 }, { 1: 1 });
    const deep = deepCubeNumbers(
      turnBeforeRoll(board, 0, MONEY_CONTEXT, FULL_MODEL),
      0,
      MONEY_CONTEXT,
      FULL_MODEL,
    ).outcome;
    expect(deep.win).toBeCloseTo(1 / 36, 9);
    // A checker on the bar against a closed board: no roll has a play, and the opponent rolls from the same board.
    const closed = boardFrom({ 25: 1, 13: 14 }, { 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2, 13: 3 });
    const turn = turnBeforeRoll(closed, 0, MONEY_CONTEXT, FULL_MODEL);
    expect(turn.boards.every((b) => b === closed)).toBe(true);
    const o = deepCubeNumbers(turn, 0, MONEY_CONTEXT, FULL_MODEL).outcome;
    expect(o.win).toBeLessThan(0.2);
    expect(o.loseGammon).toBeGreaterThan(0.3);
  });
});

describe('normalisedEquity', () => {
  it('is the money equity itself in money play', () => {
    expect(normalisedEquity(0.3, MONEY_CONTEXT, 0)).toBe(0.3);
  });

  it('maps match winning chances to EMG at the cube: a single win +1, a single loss -1', () => {
    const ctx: MatchContext = { ...MONEY_CONTEXT, length: 7, score: [2, 4], cube: 2, cubeOwner: 1 };
    // 5-away against 3-away at a cube of 2: winning it leaves 3-away v 3-away (50%), losing it 5-away v 1-away
    // (Crawford: 15.821%); the middle of the two is EMG 0.
    const win = matchEquityAfter(ctx, 0, 2);
    const lose = matchEquityAfter(ctx, 0, -2);
    expect(win).toBeCloseTo(0.5, 12);
    expect(lose).toBeCloseTo(0.15821, 12);
    expect(normalisedEquity(win, ctx, 0)).toBeCloseTo(1, 12);
    expect(normalisedEquity(lose, ctx, 0)).toBeCloseTo(-1, 12);
    expect(normalisedEquity((win + lose) / 2, ctx, 0)).toBeCloseTo(0, 12);
  });
});
