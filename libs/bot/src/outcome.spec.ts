import { clampOutcome, invertOutcome, moneyEquity, singleEquity } from './outcome';

const o = { win: 0.6, winGammon: 0.2, winBackgammon: 0.01, loseGammon: 0.1, loseBackgammon: 0.005 };

describe('outcome', () => {
  it('inverts to the other side and back', () => {
    expect(invertOutcome(invertOutcome(o))).toEqual(o);
    expect(invertOutcome(o).win).toBeCloseTo(0.4, 12);
    expect(moneyEquity(invertOutcome(o))).toBeCloseTo(-moneyEquity(o), 12);
  });

  it('money equity counts gammons twice and backgammons three times', () => {
    expect(moneyEquity(o)).toBeCloseTo(0.2 + 0.2 - 0.1 + 0.01 - 0.005, 12);
    expect(singleEquity(o)).toBeCloseTo(0.2, 12);
  });

  it('clamps inconsistent chances', () => {
    const c = clampOutcome({
      win: 1.2,
      winGammon: 1.5,
      winBackgammon: 2,
      loseGammon: 0.3,
      loseBackgammon: -1,
    });
    expect(c).toEqual({ win: 1, winGammon: 1, winBackgammon: 1, loseGammon: 0, loseBackgammon: 0 });
  });
});
