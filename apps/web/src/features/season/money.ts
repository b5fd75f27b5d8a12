/**
 * Money on the site (issue 40, part 6), in integer cents only: what a director types ("14,33", "14.33",
 * "14") read as cents, a percentage ("10", "2,5") read as basis points, payout shares ("60/30/10", "2:1"), and
 * cents written in the club's currency for the reader's locale: Intl formats the exact decimal text built from
 * the integer, never a float.
 */
const AMOUNT = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/** Cents from a typed amount, or null when it is no amount of money (the form says so; the API checks too). */
export function parseCents(text: string): number | null {
  const m = AMOUNT.exec(text.trim().replace(/^R\$\s*/, ''));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Basis points from a typed percentage with at most two decimals ("10" -> 1000, "2,5" -> 250). */
export function parseBasisPoints(text: string): number | null {
  const m = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/%$/, '').trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Payout shares from "60/30/10", "60 30 10" or "2:1"; null unless every share is a positive whole number. */
export function parseShares(text: string): number[] | null {
  const parts = text
    .trim()
    .split(/\s*[/:;, ]\s*/)
    .filter(Boolean);
  if (!parts.length || parts.some((p) => !/^\d{1,5}$/.test(p) || Number(p) === 0)) return null;
  return parts.map(Number);
}

/** The exact decimal text of `cents` ("-12.05"). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** `cents` in `currency` for `locale` (R$ 14,33 in pt-BR, R$14.33 in English). */
export function formatMoney(cents: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  // Intl reads a decimal string exactly (ECMA-402 NumberFormat v3); the type wants a number.
  return format.format(centsText(cents) as unknown as number);
}
