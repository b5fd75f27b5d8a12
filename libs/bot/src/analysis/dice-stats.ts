/**
 * Dice statistics: are a player's rolls what fair dice give? Three tests, each valid at the sample size:
 * - the 21 kinds of roll (a double 1/36, any other 2/36: 3-1 and 1-3 are one roll), Pearson's statistic;
 * - the faces of the single dice (two per roll, 1/6 each), Pearson's statistic;
 * - the rate of doubles against 1/6, the exact two-sided binomial test.
 * Below MONTE_CARLO_BELOW rolls (where the 21 kinds expect fewer than 5 each, and the chi-square
 * distribution is not a valid approximation) both Pearson statistics get a Monte Carlo p-value from fair
 * rolls drawn with a seed taken from the counts (exact-tests.ts); above it the chi-square tail.
 * A test is judged only from its minimum sample (MINIMUM_ROLLS); the judged tests are corrected together
 * (Holm), and the verdict is 'tooFew' when none is judged.
 *
 * Which rolls count (countRolls): every roll a side made after the opening roll of each game. The
 * opening roll is left out: it is never a double (a tie is rolled again), so counting it would bias the
 * doubles rate and the tests against fair dice.
 *
 * The chi-square tail is Q(df / 2, x / 2) with Q the regularised upper incomplete gamma function (series
 * below a + 1, Lentz's continued fraction above: Numerical Recipes, 2nd ed., 6.2).
 */
import { type MatchLog, type Side, applyAction, currentGame, newMatch } from '@gamao/engine';
import {
  DEFAULT_SEQUENTIAL_RULE,
  type SequentialRule,
  SequentialPValue,
  binomialTwoSidedPValue,
  holmAdjust,
  seedOfCounts,
  seededUint32,
} from './exact-tests';

/** The 21 distinct rolls, higher die first: 11, 21, 22, 31, 32, 33, ... 66. */
export const DISTINCT_ROLLS: readonly (readonly [number, number])[] = (() => {
  const r: [number, number][] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= a; b++) r.push([a, b]);
  return r;
})();

/** Counts of the 21 distinct rolls (DISTINCT_ROLLS order), or of the 36 ordered rolls (index 6 (a-1) + b-1). */
export type DiceCounts = readonly number[];

export type DiceVerdict = 'tooFew' | 'normal' | 'unusual' | 'veryUnusual';

export type DiceTestKind = 'rolls' | 'faces' | 'doubles';

/**
 * The rolls each test needs before it is judged (below, a 'normal' would read as a clean bill of health
 * that so few rolls cannot give): the faces 15 rolls (30 dice, 5 expected per face) and the doubles 30
 * (5 expected doubles), Cochran's 5 per category; the 21 kinds 36 rolls (one expected per double, two per
 * other roll), since 5 per kind would take 180 rolls, more than a whole match gives, and the Monte Carlo
 * p-value is exact at any size.
 */
export const MINIMUM_ROLLS: Readonly<Record<DiceTestKind, number>> = { rolls: 36, faces: 15, doubles: 30 };

/** From this many rolls every kind expects 5 or more and the chi-square tail is used (Cochran's rule). */
export const MONTE_CARLO_BELOW = 180;

export interface DiceTest {
  readonly kind: DiceTestKind;
  /** How the p-value was found. */
  readonly method: 'monteCarlo' | 'chiSquare' | 'exactBinomial';
  /** Pearson's statistic (rolls, faces) or the doubles count. */
  readonly statistic: number;
  /** The chance that fair dice deviate at least this much (computed at any size). */
  readonly pValue: number;
  /** Holm-adjusted over the judged tests; null when not judged. */
  readonly adjustedPValue: number | null;
  readonly minimumRolls: number;
  /** 'tooFew' below minimumRolls, else from adjustedPValue. */
  readonly verdict: DiceVerdict;
}

export interface DiceStatistics {
  readonly rolls: number;
  /** Counts of the 21 distinct rolls, in DISTINCT_ROLLS order. */
  readonly counts: number[];
  readonly expected: number[];
  /** Pearson's statistic over the 21 kinds. */
  readonly chiSquare: number;
  readonly degreesOfFreedom: number;
  /** The p-value of the 21 kinds' test (tests[0]). */
  readonly pValue: number;
  /** The family's verdict: the worst of the judged tests after Holm's correction; 'tooFew' when none is. */
  readonly verdict: DiceVerdict;
  readonly doubles: number;
  /** rolls / 6. */
  readonly doublesExpected: number;
  /** How often each face 1..6 showed on the single dice (2 per roll). */
  readonly faces: number[];
  /** The tests of the 21 kinds, the faces and the doubles, in that order. */
  readonly tests: DiceTest[];
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

/** 'normal' p >= 0.05; 'unusual' 0.001 <= p < 0.05; 'veryUnusual' p < 0.001. */
export function diceVerdict(pValue: number): DiceVerdict {
  if (pValue < 0.001) return 'veryUnusual';
  if (pValue < 0.05) return 'unusual';
  return 'normal';
}

/** The faces 1..6 of the single dice of distinct-roll counts. */
export function faceCounts(counts: readonly number[]): number[] {
  const faces = new Array<number>(6).fill(0);
  DISTINCT_ROLLS.forEach(([a, b], i) => {
    faces[a - 1] += counts[i];
    faces[b - 1] += counts[i];
  });
  return faces;
}

function pearson(observed: readonly number[], chances: readonly number[], n: number): number {
  if (n === 0) return 0;
  let x = 0;
  for (let i = 0; i < observed.length; i++) x += (observed[i] - n * chances[i]) ** 2 / (n * chances[i]);
  return x;
}

const ROLL_CHANCES = DISTINCT_ROLLS.map((_, i) => rollChance(i));
const FACE_CHANCES = [1, 1, 1, 1, 1, 1].map((x) => x / 6);
/** The ordered roll 6 (a - 1) + b - 1 as its distinct kind, and its two faces. */
const ORDERED_KIND = Array.from({ length: 36 }, (_, r) => rollIndex(Math.floor(r / 6) + 1, (r % 6) + 1));

/**
 * Monte Carlo p-values of the two Pearson statistics (kinds, faces) of `n` rolls, from shared draws of fair
 * rolls (the sequential rule of exact-tests.ts), seeded from the counts.
 */
export function monteCarloPValues(
  counts: readonly number[],
  rule: SequentialRule = DEFAULT_SEQUENTIAL_RULE,
): { rolls: number; faces: number } {
  const n = counts.reduce((s, c) => s + c, 0);
  const kinds = new SequentialPValue(pearson(counts, ROLL_CHANCES, n), rule);
  const faces = new SequentialPValue(pearson(faceCounts(counts), FACE_CHANCES, 2 * n), rule);
  const next = seededUint32(seedOfCounts(counts));
  const k = new Array<number>(21);
  const f = new Array<number>(6);
  for (;;) {
    k.fill(0);
    f.fill(0);
    for (let i = 0; i < n; i++) {
      const r = next() % 36;
      k[ORDERED_KIND[r]]++;
      f[Math.floor(r / 6)]++;
      f[r % 6]++;
    }
    const a = kinds.add(pearson(k, ROLL_CHANCES, n));
    const b = faces.add(pearson(f, FACE_CHANCES, 2 * n));
    if (a && b) break;
  }
  return { rolls: kinds.pValue, faces: faces.pValue };
}

/** The statistics of a set of rolls (21 distinct or 36 ordered counts). */
export function diceStatistics(counts: DiceCounts): DiceStatistics {
  const c = distinctCounts(counts);
  const rolls = c.reduce((s, n) => s + n, 0);
  const expected = c.map((_, i) => rolls * rollChance(i));
  const faces = faceCounts(c);
  const chiSquare = pearson(c, ROLL_CHANCES, rolls);
  const facesChiSquare = pearson(faces, FACE_CHANCES, 2 * rolls);
  const doubles = DISTINCT_ROLLS.reduce((s, [a, b], i) => s + (a === b ? c[i] : 0), 0);
  const exact = rolls > 0 && rolls < MONTE_CARLO_BELOW;
  const mc = exact ? monteCarloPValues(c) : null;
  const raw: Omit<DiceTest, 'adjustedPValue' | 'verdict'>[] = [
    {
      kind: 'rolls',
      method: exact ? 'monteCarlo' : 'chiSquare',
      statistic: chiSquare,
      pValue: mc ? mc.rolls : rolls > 0 ? chiSquarePValue(chiSquare, 20) : 1,
      minimumRolls: MINIMUM_ROLLS.rolls,
    },
    {
      kind: 'faces',
      method: exact ? 'monteCarlo' : 'chiSquare',
      statistic: facesChiSquare,
      pValue: mc ? mc.faces : rolls > 0 ? chiSquarePValue(facesChiSquare, 5) : 1,
      minimumRolls: MINIMUM_ROLLS.faces,
    },
    {
      kind: 'doubles',
      method: 'exactBinomial',
      statistic: doubles,
      pValue: binomialTwoSidedPValue(doubles, rolls, 1 / 6),
      minimumRolls: MINIMUM_ROLLS.doubles,
    },
  ];
  const judged = raw.filter((t) => rolls >= t.minimumRolls);
  const adjusted = holmAdjust(judged.map((t) => t.pValue));
  const tests: DiceTest[] = raw.map((t) => {
    const at = judged.indexOf(t);
    const adjustedPValue = at < 0 ? null : adjusted[at];
    return {
      ...t,
      adjustedPValue,
      verdict: adjustedPValue === null ? 'tooFew' : diceVerdict(adjustedPValue),
    };
  });
  const worst = judged.length ? diceVerdict(Math.min(...adjusted)) : 'tooFew';
  return {
    rolls,
    counts: c,
    expected,
    chiSquare,
    degreesOfFreedom: 20,
    pValue: raw[0].pValue,
    verdict: worst,
    doubles,
    doublesExpected: rolls / 6,
    faces,
    tests,
    jokers: 0,
    antiJokers: 0,
  };
}

/**
 * The statistics of a stored analysis's dice recomputed from its counts by the current tests (the jokers
 * are the analysis's own and kept): the tests change without the analysis being redone.
 */
export function currentDiceStatistics(stored: {
  readonly counts: DiceCounts;
  readonly jokers?: number;
  readonly antiJokers?: number;
}): DiceStatistics {
  return { ...diceStatistics(stored.counts), jokers: stored.jokers ?? 0, antiJokers: stored.antiJokers ?? 0 };
}
