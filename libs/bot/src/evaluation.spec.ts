import { START_BOARD, boardFrom, checkBoard, legalPlays, swapSides } from '@gamao/engine';
import {
  BASIC_MODEL,
  FULL_MODEL,
  evaluate,
  evaluateNear,
  evaluationBase,
  finishedOutcome,
} from './evaluation';
import { moneyEquity } from './outcome';
import { CLOSED_OUT } from './testing';

describe('evaluate', () => {
  it.each([FULL_MODEL, BASIC_MODEL])('gives consistent chances (%#)', (model) => {
    const o = evaluate(START_BOARD, 0, model);
    expect(o.win).toBeGreaterThan(0.45);
    expect(o.win).toBeLessThan(0.62);
    expect(o.winGammon).toBeLessThanOrEqual(o.win);
    expect(o.winBackgammon).toBeLessThanOrEqual(o.winGammon);
    expect(o.loseGammon).toBeLessThanOrEqual(1 - o.win);
    expect(evaluate(START_BOARD, 1, model)).toEqual(o);
  });

  it('is the same from either side of the board', () => {
    const board = boardFrom({ 24: 1, 13: 6, 8: 3, 6: 5 }, { 25: 1, 20: 2, 6: 12 });
    expect(evaluate(board, 0)).toEqual(evaluate(swapSides(board), 1));
  });

  it('knows who is winning a race', () => {
    const ahead = boardFrom({ 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2 }, { 6: 5, 5: 5, 4: 5 });
    expect(evaluate(ahead, 0).win).toBeGreaterThan(0.9);
    expect(evaluate(ahead, 1).win).toBeLessThan(0.1);
    // No gammons once both sides have borne off.
    const bothOff = boardFrom({ 6: 2, 5: 2 }, { 6: 5 });
    expect(evaluate(bothOff, 0).winGammon).toBe(0);
    expect(evaluate(bothOff, 0).loseGammon).toBe(0);
  });

  it('a closed-out opponent with checkers back is a likely gammon', () => {
    expect(checkBoard(CLOSED_OUT).ok).toBe(true);
    const o = evaluate(CLOSED_OUT, 0);
    expect(o.win).toBeGreaterThan(0.9);
    expect(o.winGammon).toBeGreaterThan(0.3);
    expect(moneyEquity(o)).toBeGreaterThan(1);
  });

  it('scores finished games exactly', () => {
    expect(finishedOutcome(START_BOARD, 0)).toBeNull();
    const single = boardFrom({}, { 6: 10 });
    expect(finishedOutcome(single, 0)).toEqual({
      win: 1,
      winGammon: 0,
      winBackgammon: 0,
      loseGammon: 0,
      loseBackgammon: 0,
    });
    expect(finishedOutcome(boardFrom({}, { 6: 15 }), 0)?.winGammon).toBe(1);
    const backgammon = boardFrom({}, { 20: 1, 6: 14 });
    expect(evaluate(backgammon, 1)).toEqual({
      win: 0,
      winGammon: 0,
      winBackgammon: 0,
      loseGammon: 1,
      loseBackgammon: 1,
    });
    const lost = boardFrom({}, { 6: 1 });
    expect(evaluate(lost, 1).win).toBe(0);
    expect(evaluate(lost, 1).loseGammon).toBe(0);
  });
});

describe('evaluateNear', () => {
  it('gives the same chances as evaluate for positions near the base', () => {
    const board = boardFrom({ 24: 2, 13: 5, 8: 3, 6: 5 }, { 24: 1, 20: 1, 13: 5, 8: 3, 6: 5 });
    const base = evaluationBase(board, 1, FULL_MODEL);
    for (const play of legalPlays(board, 0, [3, 1])) {
      const near = { win: 0, winGammon: 0, winBackgammon: 0, loseGammon: 0, loseBackgammon: 0 };
      evaluateNear(base, play.board, near);
      const full = evaluate(play.board, 1);
      for (const k of Object.keys(full) as (keyof typeof full)[]) expect(near[k]).toBeCloseTo(full[k], 9);
    }
  });
});
