/**
 * Lengths of time as the clock screens write them: "45 s", "10 min", "3 h", "2 d", or two units ("1 h 30 min").
 * The unit symbols read the same in Portuguese and English, so no translation is needed.
 */

const UNITS = [
  { symbol: 'd', ms: 86_400_000 },
  { symbol: 'h', ms: 3_600_000 },
  { symbol: 'min', ms: 60_000 },
  { symbol: 's', ms: 1_000 },
] as const;

/**
 * `ms` in its largest whole unit, with the next unit too when `units` is 2 and it is not zero ("1 h 30 min").
 * Rounded down; under a second is "0 s".
 */
export function spanText(ms: number, units: 1 | 2 = 1): string {
  let rest = Math.max(0, Math.floor(ms / 1000) * 1000);
  const first = UNITS.findIndex((u) => rest >= u.ms);
  if (first < 0) return '0 s';
  const parts: string[] = [];
  for (const u of UNITS.slice(first, first + units)) {
    const n = Math.floor(rest / u.ms);
    rest -= n * u.ms;
    if (n > 0 || parts.length === 0) parts.push(`${n} ${u.symbol}`);
  }
  return parts.join(' ');
}

/** Time left until `at`, rounded up to the second, so a countdown reads "1 s" until it is over. */
export function untilText(at: number, now: number): string {
  return spanText(Math.ceil(Math.max(0, at - now) / 1000) * 1000, 2);
}
