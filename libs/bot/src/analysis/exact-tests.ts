/**
 * Tests of fair dice that hold at any sample size: a Monte Carlo p-value for a multinomial statistic
 * (Besag & Clifford's sequential rule, seeded from the counts so the same rolls always give the same answer),
 * the exact two-sided binomial test, and Holm's correction when several tests are read together.
 * Pure: the random numbers come from a small seeded generator here, never from Math.random.
 */
/** mulberry32: a 32-bit seeded generator, enough for a few million draws. Returns uint32 values. */
export function seededUint32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** FNV-1a over a list of counts: the seed of a sample's Monte Carlo draws. */
export function seedOfCounts(counts: readonly number[]): number {
  let h = 0x811c9dc5;
  for (const c of counts) {
    h = Math.imul(h ^ (c & 0xffff), 0x01000193);
    h = Math.imul(h ^ (c >>> 16), 0x01000193);
  }
  return h >>> 0;
}

/**
 * Besag & Clifford (1991), a sequential Monte Carlo p-value: draw until `hits` simulated statistics are at
 * least the observed one (p = hits / draws), or `maxDraws` - 1 draws (p = (found + 1) / maxDraws). Valid at
 * every sample size (P(p <= u) <= u), bounded in cost, and quick when the sample is ordinary.
 */
export interface SequentialRule {
  readonly hits: number;
  readonly maxDraws: number;
}

export const DEFAULT_SEQUENTIAL_RULE: SequentialRule = { hits: 20, maxDraws: 5_000 };

/** Tracks one statistic through shared draws. */
export class SequentialPValue {
  private found = 0;
  private draws = 0;
  private done: number | null = null;
  constructor(
    private readonly observed: number,
    private readonly rule: SequentialRule,
  ) {}
  /** Records one simulated statistic; true once this p-value is settled. */
  add(simulated: number): boolean {
    if (this.done !== null) return true;
    this.draws++;
    // A relative tolerance so that float noise does not split ties.
    if (simulated >= this.observed - 1e-9 * Math.max(1, Math.abs(this.observed))) this.found++;
    if (this.found >= this.rule.hits) this.done = this.found / this.draws;
    else if (this.draws >= this.rule.maxDraws - 1) this.done = (this.found + 1) / this.rule.maxDraws;
    return this.done !== null;
  }
  get pValue(): number {
    return this.done ?? (this.found + 1) / (this.draws + 1);
  }
}

/** ln P(X = i) for X ~ Binomial(n, p), i = 0..n, 0 < p < 1 (ln C(n, i) by its recurrence). */
export function logBinomialPmfs(n: number, p: number): number[] {
  const out = new Array<number>(n + 1);
  let logChoose = 0;
  for (let i = 0; i <= n; i++) {
    out[i] = logChoose + i * Math.log(p) + (n - i) * Math.log(1 - p);
    logChoose += Math.log(n - i) - Math.log(i + 1);
  }
  return out;
}

/**
 * The exact two-sided binomial test: the chance of an outcome no more likely than the one observed (the
 * rule of R's binom.test). 1 when n = 0.
 */
export function binomialTwoSidedPValue(k: number, n: number, p: number): number {
  if (n <= 0) return 1;
  const pmf = logBinomialPmfs(n, p);
  const observed = pmf[k];
  let sum = 0;
  for (const l of pmf) if (l <= observed + 1e-7) sum += Math.exp(l);
  return Math.min(1, sum);
}

/**
 * Holm's step-down adjustment of m p-values (same order as given): the i-th smallest is multiplied by
 * m - i + 1 and kept at least as large as the one before, capped at 1. Rejecting where the adjusted value is
 * below α keeps the chance of any false alarm at most α, whatever the dependence between the tests.
 */
export function holmAdjust(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, i) => [p, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(m).fill(1);
  let running = 0;
  order.forEach(([p, i], rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    out[i] = running;
  });
  return out;
}
