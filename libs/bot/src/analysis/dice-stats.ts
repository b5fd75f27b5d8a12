/**
 * Dice statistics: are a player's rolls what fair dice give? The counts of the 21 distinct rolls against
 * their expected counts (a double 1/36, any other roll 2/36: 3-1 and 1-3 are one roll), Pearson's
 * chi-square with 20 degrees of freedom and its p-value, a verdict in plain words, and the rate of
 * doubles against 1/6.
 *
 * Which rolls count (countRolls): every roll a side made after the opening roll of each game. The
 * opening roll is left out: it is never a double (a tie is rolled again), so counting it would bias the
 * doubles rate and the chi-square against fair dice.
 *
 * The p-value is the upper tail of the chi-square distribution, Q(df / 2, x / 2) with Q the regularised
 * upper incomplete gamma function (series below a + 1, Lentz's continued fraction above: Numerical
 * Recipes, 2nd ed., 6.2). The chi-square approximation wants about 5 expected rolls in each cell, so
 * 180 rolls or more; below that the p-value is only a rough guide (the web says how many rolls it rests on).
 */
import { type MatchLog, type Side, applyAction, currentGame, newMatch } from '@gamao/engine';

/** The 21 distinct rolls, higher die first: 11, 21, 22, 31, 32, 33, ... 66. */
export const DISTINCT_ROLLS: readonly (readonly [number, number])[] = (() => {
  const r: [number, number][] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= a; b++) r.push([a, b]);
  return r;
})();

/** Counts of the 21 distinct rolls (DISTINCT_ROLLS order), or of the 36 ordered rolls (index 6 (a-1) + b-1). */
export type DiceCounts = readonly number[];

export type DiceVerdict = 'normal' | 'unusual' | 'veryUnusual';

export interface DiceStatistics {
  readonly rolls: number;
  /** Counts of the 21 distinct rolls, in DISTINCT_ROLLS order. */
  readonly counts: number[];
  readonly expected: number[];
  readonly chiSquare: number;
  readonly degreesOfFreedom: number;
  /** The chance that fair dice deviate at least this much from the expected counts. */
  readonly pValue: number;
  /** 'normal' p >= 0.05; 'unusual' 0.001 <= p < 0.05; 'veryUnusual' p < 0.001. */
  readonly verdict: DiceVerdict;
  readonly doubles: number;
  /** rolls / 6. */
  readonly doublesExpected: number;
  /** Rolls the analysis rated very lucky and very unlucky (0 when only counts are known). */
  readonly jokers: number;
  readonly antiJokers: number;
}

/** Index in DISTINCT_ROLLS of a roll (either order). */
export function rollIndex(a: number, b: number): number {
  const hi = Math.max(a, b);
  const lo = Math.min(a, b);
  return (hi * (hi - 1)) / 2 + lo - 1;
}

/** The chance of a distinct roll: 1/36 for a double, 2/36 for the others. */
export const rollChance = (index: number): number =>
  DISTINCT_ROLLS[index][0] === DISTINCT_ROLLS[index][1] ? 1 / 36 : 2 / 36;

/** 21 zero counts. */
export const emptyDiceCounts = (): number[] => new Array<number>(21).fill(0);

/** Distinct-roll counts from counts of 21 distinct or 36 ordered rolls. */
export function distinctCounts(counts: DiceCounts): number[] {
  if (counts.length === 21) return counts.map((c) => c);
  if (counts.length !== 36) throw new Error('Dice counts have 21 (distinct) or 36 (ordered) entries');
  const out = emptyDiceCounts();
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) out[rollIndex(a, b)] += counts[6 * (a - 1) + b - 1];
  return out;
}

export function mergeDiceCounts(a: DiceCounts, b: DiceCounts): number[] {
  const x = distinctCounts(a);
  const y = distinctCounts(b);
  return x.map((c, i) => c + y[i]);
}

/** The match log the analysis reads: the engine's stored log (libs/engine/src/mat.ts). */
export type { MatchLog };

/**
 * The rolls each side rolled in a match (opening rolls left out, see the header), indexed by Side.
 * Reads the log through the engine: an action the engine refuses ends the count there.
 */
export function countRolls(log: MatchLog): [number[], number[]] {
  const counts: [number[], number[]] = [emptyDiceCounts(), emptyDiceCounts()];
  const started = newMatch(log.options ?? {});
  if (!started.ok) return counts;
  let state = started.value;
  for (const action of log.actions ?? []) {
    const opening = currentGame(state).phase === 'opening';
    const next = applyAction(state, action);
    if (!next.ok) break;
    if (action.type === 'roll' && !opening && action.side !== undefined) {
      counts[action.side as Side][rollIndex(action.dice[0], action.dice[1])]++;
    }
    state = next.value;
  }
  return counts;
}

// ---------------------------------------------------------------------------------------------
// The chi-square distribution

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 terms; relative error below 1e-13). */
export function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let s = c[0];
  for (let i = 1; i < 9; i++) s += c[i] / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(s);
}

/** The regularised upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a), a > 0, x >= 0. */
export function regularizedGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    // P(a, x) by its series.
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return Math.max(0, 1 - sum * front);
  }
  // Q(a, x) by its continued fraction (modified Lentz).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.min(1, front * h);
}

/** The chance that a chi-square variable with `df` degrees of freedom is at least `x`. */
export const chiSquarePValue = (x: number, df: number): number => regularizedGammaQ(df / 2, x / 2);

export function diceVerdict(pValue: number): DiceVerdict {
  if (pValue < 0.001) return 'veryUnusual';
  if (pValue < 0.05) return 'unusual';
  return 'normal';
}

/** The statistics of a set of rolls (21 distinct or 36 ordered counts). */
export function diceStatistics(counts: DiceCounts): DiceStatistics {
  const c = distinctCounts(counts);
  const rolls = c.reduce((s, n) => s + n, 0);
  const expected = c.map((_, i) => rolls * rollChance(i));
  let chiSquare = 0;
  if (rolls > 0) for (let i = 0; i < 21; i++) chiSquare += (c[i] - expected[i]) ** 2 / expected[i];
  const degreesOfFreedom = 20;
  const pValue = rolls > 0 ? chiSquarePValue(chiSquare, degreesOfFreedom) : 1;
  const doubles = DISTINCT_ROLLS.reduce((s, [a, b], i) => s + (a === b ? c[i] : 0), 0);
  return {
    rolls,
    counts: c,
    expected,
    chiSquare,
    degreesOfFreedom,
    pValue,
    verdict: diceVerdict(pValue),
    doubles,
    doublesExpected: rolls / 6,
    jokers: 0,
    antiJokers: 0,
  };
}
