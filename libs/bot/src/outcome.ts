/**
 * Outcome chances of a game, from one side's view, and what they are worth.
 *
 * Like gnubg's evaluations: `win` is the chance to win the game; the gammon and backgammon chances are
 * included in it (win >= winGammon >= winBackgammon), and the same for the losses.
 */

export interface Outcome {
  readonly win: number;
  readonly winGammon: number;
  readonly winBackgammon: number;
  readonly loseGammon: number;
  readonly loseBackgammon: number;
}

/** The same chances seen from the other side. */
export function invertOutcome(o: Outcome): Outcome {
  return {
    win: 1 - o.win,
    winGammon: o.loseGammon,
    winBackgammon: o.loseBackgammon,
    loseGammon: o.winGammon,
    loseBackgammon: o.winBackgammon,
  };
}

/** Chances being filled in or added up (hot loops reuse one instead of allocating). */
export type MutableOutcome = { -readonly [K in keyof Outcome]: Outcome[K] };

export const zeroOutcome = (): MutableOutcome => ({
  win: 0,
  winGammon: 0,
  winBackgammon: 0,
  loseGammon: 0,
  loseBackgammon: 0,
});

/** Adds to a total over the 21 rolls the chances `o` after a roll that falls `weight` times in 36. */
export function addRoll(total: MutableOutcome, o: Outcome, weight: number): void {
  total.win += weight * o.win;
  total.winGammon += weight * o.winGammon;
  total.winBackgammon += weight * o.winBackgammon;
  total.loseGammon += weight * o.loseGammon;
  total.loseBackgammon += weight * o.loseBackgammon;
}

/** The average over the 36 rolls. */
export function rollAverage(total: Outcome): Outcome {
  return {
    win: total.win / 36,
    winGammon: total.winGammon / 36,
    winBackgammon: total.winBackgammon / 36,
    loseGammon: total.loseGammon / 36,
    loseBackgammon: total.loseBackgammon / 36,
  };
}

/** Cubeless money equity (points per game at cube 1): single 1, gammon 2, backgammon 3. */
export function moneyEquity(o: Outcome): number {
  return 2 * o.win - 1 + o.winGammon - o.loseGammon + o.winBackgammon - o.loseBackgammon;
}

/** Cubeless equity when gammons count as singles (Jacoby with a centred cube, or no gammons at all). */
export function singleEquity(o: Outcome): number {
  return 2 * o.win - 1;
}

/** Keeps the chances consistent: each in [0, 1], gammons within wins, backgammons within gammons. */
export function clampOutcome(o: Outcome): Outcome {
  const win = Math.min(1, Math.max(0, o.win));
  const winGammon = Math.min(win, Math.max(0, o.winGammon));
  const loseGammon = Math.min(1 - win, Math.max(0, o.loseGammon));
  return {
    win,
    winGammon,
    winBackgammon: Math.min(winGammon, Math.max(0, o.winBackgammon)),
    loseGammon,
    loseBackgammon: Math.min(loseGammon, Math.max(0, o.loseBackgammon)),
  };
}
