/**
 * Money is recorded, never handled: amounts are integer cents (safe integers, never floats) in the club's
 * currency, an ISO 4217 code (BRL by default). Splits of an amount are exact: the largest-remainder method,
 * every cent accounted for, the odd cent to the higher place.
 */
import { type Result, err, ok } from './types';

export const DEFAULT_CURRENCY = 'BRL';

/** Cents: a safe integer. `positive` refuses zero and negatives. */
export function checkCents(amount: number, what: string, positive = false): Result<number> {
  if (!Number.isSafeInteger(amount))
    return err('INVALID_AMOUNT', `${what} must be whole cents, got ${amount}`);
  if (positive && amount <= 0) return err('INVALID_AMOUNT', `${what} must be more than zero, got ${amount}`);
  if (!positive && amount < 0) return err('INVALID_AMOUNT', `${what} cannot be negative, got ${amount}`);
  return ok(amount);
}

/** An ISO 4217 alphabetic code: three capital letters (the list itself is the API's to keep). */
export function checkCurrency(code: string): Result<string> {
  return /^[A-Z]{3}$/.test(code) ? ok(code) : err('INVALID_CURRENCY', `${code} is not an ISO 4217 code`);
}

/**
 * Splits `amount` cents by integer `shares` (60/30/10 is [60, 30, 10]; 2/3 and 1/3 is [2, 1]): each place
 * gets floor(amount * share / total), then the cents left go one each to the largest remainders, equal
 * remainders to the higher place (the lower index). The parts add up to `amount` exactly.
 */
export function splitByShares(amount: number, shares: readonly number[]): Result<number[]> {
  const checked = checkCents(amount, 'the amount');
  if (!checked.ok) return checked;
  if (shares.length === 0 || shares.some((s) => !Number.isSafeInteger(s) || s < 0)) {
    return err('INVALID_PAYOUT', 'shares must be whole numbers, zero or more');
  }
  const total = shares.reduce((a, b) => a + b, 0);
  if (total === 0) return err('INVALID_PAYOUT', 'the shares add up to zero');
  if (!Number.isSafeInteger(amount * total)) return err('INVALID_AMOUNT', 'the amount is too large to split');
  const parts = shares.map((s) => Math.floor((amount * s) / total));
  const remainders = shares.map((s, i) => ({ i, r: (amount * s) % total }));
  let left = amount - parts.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of remainders) {
    if (left === 0) break;
    parts[i]++;
    left--;
  }
  return ok(parts);
}

export interface PrizePoolRule {
  /** Integer shares per place, first place first. */
  readonly payout: readonly number[];
  /** The club's cut of the entry fees in basis points (1000 = 10 %), rounded down: the odd cent stays in the pool. */
  readonly clubCutBasisPoints: number;
  /** The part of the entry fees put into the jackpot, basis points of the fees, rounded down. */
  readonly jackpotBasisPoints: number;
}

export interface PrizePool {
  readonly fees: number;
  readonly clubCut: number;
  /** Added to the jackpot from this event's fees. */
  readonly jackpotAdded: number;
  /** The jackpot paid out with this event's prizes (the one carried in, when `payJackpot`). */
  readonly jackpotPaid: number;
  /** Carried to the next event. */
  readonly jackpotCarried: number;
  /** Per place, first place first; they add up to the fees less cut and jackpot share, plus the jackpot paid. */
  readonly prizes: readonly number[];
}

/**
 * One event's prize pool: fees - club cut - jackpot share (+ the carried jackpot when it is won) split by the
 * payout shares. The jackpot carried in stays carried unless `payJackpot`.
 */
export function prizePool(
  fees: number,
  rule: PrizePoolRule,
  jackpotIn: number,
  payJackpot: boolean,
): Result<PrizePool> {
  for (const [v, what] of [
    [fees, 'the fees'],
    [jackpotIn, 'the jackpot'],
  ] as const) {
    const c = checkCents(v, what);
    if (!c.ok) return c;
  }
  const bp = [rule.clubCutBasisPoints, rule.jackpotBasisPoints];
  if (bp.some((b) => !Number.isInteger(b) || b < 0) || bp[0] + bp[1] > 10000) {
    return err('INVALID_PAYOUT', 'the cut and the jackpot share are basis points adding up to at most 10000');
  }
  const clubCut = Math.floor((fees * rule.clubCutBasisPoints) / 10000);
  const jackpotAdded = Math.floor((fees * rule.jackpotBasisPoints) / 10000);
  const jackpotPaid = payJackpot ? jackpotIn : 0;
  const prizes = splitByShares(fees - clubCut - jackpotAdded + jackpotPaid, rule.payout);
  if (!prizes.ok) return prizes;
  return ok({
    fees,
    clubCut,
    jackpotAdded,
    jackpotPaid,
    jackpotCarried: jackpotIn - jackpotPaid + jackpotAdded,
    prizes: prizes.value,
  });
}

/** "1234.05" from 123405 cents, "-0.50" from -50: for the CSV, built from integers. */
export function formatCents(amount: number): string {
  const abs = Math.abs(amount);
  return `${amount < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
