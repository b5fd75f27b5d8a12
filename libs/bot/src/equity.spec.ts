import { MONEY_CONTEXT } from './context';
import { gameValues, matchEquityAfter, matchValuer, moneyValue, outcomeValuer, valueScale } from './equity';
import { matchEquity } from './met';

const o = { win: 0.6, winGammon: 0.2, winBackgammon: 0.01, loseGammon: 0.1, loseBackgammon: 0.005 };

describe('equity', () => {
  it('game values follow the scoring profile and Jacoby', () => {
    expect(gameValues(MONEY_CONTEXT)).toEqual({ single: 1, gammon: 2, backgammon: 3 });
    expect(gameValues({ ...MONEY_CONTEXT, jacoby: true })).toEqual({ single: 1, gammon: 1, backgammon: 1 });
    expect(gameValues({ ...MONEY_CONTEXT, jacoby: true, cubeOwner: 0, cube: 2 }).gammon).toBe(2);
    expect(gameValues({ ...MONEY_CONTEXT, profile: 'simple' }).gammon).toBe(1);
    expect(gameValues({ ...MONEY_CONTEXT, profile: 'traditional' }).gammon).toBe(3);
  });

  it('money value is the cubeless equity', () => {
    expect(moneyValue(o, gameValues(MONEY_CONTEXT))).toBeCloseTo(0.305, 12);
    expect(outcomeValuer(MONEY_CONTEXT, 0)(o)).toBeCloseTo(0.305, 12);
    expect(valueScale(MONEY_CONTEXT, 0)).toBe(1);
  });

  it('match value averages the table over the outcomes', () => {
    const ctx = { ...MONEY_CONTEXT, length: 5, score: [1, 2] as [number, number] };
    // Side 0 needs 4, side 1 needs 3.
    expect(matchEquityAfter(ctx, 0, 1)).toBeCloseTo(matchEquity(3, 3), 12);
    expect(matchEquityAfter(ctx, 0, -2)).toBeCloseTo(matchEquity(4, 1), 12);
    expect(matchEquityAfter(ctx, 1, 3)).toBe(1);
    const v = matchValuer(ctx, 0, 1, gameValues(ctx))(o);
    // Side 0 at 4-away, side 1 at 3-away, cube 1: singles 0.4 won (to 3-away) and 0.3 lost (to 2-away),
    // gammons 0.19 won (2-away) and 0.095 lost (1-away, the Crawford game), backgammons 0.01 won (1-away)
    // and 0.005 lost (the match).
    const expected =
      0.4 * matchEquity(3, 3) +
      0.19 * matchEquity(2, 3) +
      0.01 * matchEquity(1, 3) +
      0.3 * matchEquity(4, 2) +
      0.095 * matchEquity(4, 1);
    expect(v).toBeCloseTo(expected, 12);
    expect(v).toBeGreaterThan(matchEquity(4, 3));
    expect(v).toBeLessThan(1);
    // At cube 2 a single win takes side 0 to 2-away, a single loss side 1 to 1-away, a gammon lost ends
    // the match.
    expect(matchValuer(ctx, 0, 2, gameValues(ctx))({ ...o, winGammon: 0, winBackgammon: 0 })).toBeCloseTo(
      0.6 * matchEquity(2, 3) + 0.3 * matchEquity(4, 1),
      12,
    );
    expect(outcomeValuer({ ...ctx, cube: 2 }, 0)(o)).toBe(matchValuer(ctx, 0, 2, gameValues(ctx))(o));
    expect(valueScale(ctx, 0)).toBeGreaterThan(0);
  });

  it('the Crawford game leads to post-Crawford scores', () => {
    const crawford = { ...MONEY_CONTEXT, length: 5, score: [4, 2] as [number, number], crawford: true };
    expect(matchEquityAfter(crawford, 1, 1)).toBeCloseTo(matchEquity(2, 1, true), 12);
  });
});
