/**
 * The club's book (docs/domain.md "Season", "Money"): money recorded, not handled. Each entry is a fee owed
 * (tournament or league evening), a payment (cash or transfer), a prize won, a prize paid out, dues charged
 * for a period, or a chouette settlement, in integer cents. A member's balance is what the club owes them:
 * a fee or dues lowers it, a payment or a prize won raises it, a prize paid out lowers it, a chouette
 * settlement is signed (won +, lost -). Dues are up to date when every charged period is paid in full.
 */
import { formatCents, checkCents, checkCurrency } from './money';
import { type MemberId, type Result, err, ok } from './types';

export type EntryKind = 'fee' | 'payment' | 'prize' | 'prize-paid' | 'dues' | 'chouette';

export interface LedgerEntry {
  readonly id: string;
  /** ISO 8601 date (yyyy-mm-dd). */
  readonly date: string;
  readonly member: MemberId;
  readonly kind: EntryKind;
  /** Cents: positive, except a chouette settlement, which is signed. */
  readonly amount: number;
  readonly method?: 'cash' | 'transfer';
  /** The dues period charged or paid, e.g. "2026-12". */
  readonly period?: string;
  /** The tournament, league evening or chouette it belongs to. */
  readonly reference?: string;
  readonly note?: string;
}

export function validateEntry(e: LedgerEntry): Result<LedgerEntry> {
  if (e.kind === 'chouette') {
    const c = checkCents(Math.abs(e.amount), 'a chouette settlement', true);
    if (!c.ok) return c;
  } else {
    const c = checkCents(e.amount, `a ${e.kind}`, true);
    if (!c.ok) return c;
  }
  if (e.kind === 'payment' && e.method === undefined)
    return err('INVALID_AMOUNT', 'a payment says cash or transfer');
  if (e.kind === 'dues' && e.period === undefined) return err('INVALID_AMOUNT', 'dues name their period');
  return ok(e);
}

/** The entry's effect on the member's balance. */
export function balanceEffect(e: LedgerEntry): number {
  switch (e.kind) {
    case 'fee':
    case 'dues':
    case 'prize-paid':
      return -e.amount;
    case 'payment':
    case 'prize':
    case 'chouette':
      return e.amount;
  }
}

const chronological = (a: LedgerEntry, b: LedgerEntry, ia: number, ib: number) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : ia - ib;

function inOrder(entries: readonly LedgerEntry[]): LedgerEntry[] {
  return entries
    .map((e, i) => ({ e, i }))
    .sort((x, y) => chronological(x.e, y.e, x.i, y.i))
    .map((x) => x.e);
}

export interface StatementLine {
  readonly entry: LedgerEntry;
  readonly balance: number;
}

/** A member's entries by date (same day: the order given) with the running balance. */
export function memberStatement(entries: readonly LedgerEntry[], member: MemberId): Result<StatementLine[]> {
  const lines: StatementLine[] = [];
  let balance = 0;
  for (const e of inOrder(entries.filter((x) => x.member === member))) {
    const v = validateEntry(e);
    if (!v.ok) return err(v.error.code, `entry ${e.id}: ${v.error.message}`);
    balance += balanceEffect(e);
    lines.push({ entry: e, balance });
  }
  return ok(lines);
}

export interface DuesStatus {
  readonly member: MemberId;
  readonly upToDate: boolean;
  /** Periods charged and not fully paid, oldest first. */
  readonly owing: readonly string[];
}

export function duesStatus(entries: readonly LedgerEntry[], members: readonly MemberId[]): DuesStatus[] {
  return members.map((member) => {
    const charged = new Map<string, number>();
    for (const e of entries) {
      if (e.member !== member || e.period === undefined) continue;
      const sign = e.kind === 'dues' ? 1 : e.kind === 'payment' ? -1 : 0;
      charged.set(e.period, (charged.get(e.period) ?? 0) + sign * e.amount);
    }
    const owing = [...charged.entries()]
      .filter(([, left]) => left > 0)
      .map(([p]) => p)
      .sort();
    return { member, upToDate: owing.length === 0, owing };
  });
}

function csvField(value: string): string {
  const s = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * The club's book as CSV in the tournament library's style (RFC 4180, CRLF, a header, formula-looking text
 * prefixed with an apostrophe): by date, with each member's running balance. Amounts are written as decimal
 * text made from the integer cents ("12.50"), the balance's sign as the member sees it.
 */
export function bookCsv(
  entries: readonly LedgerEntry[],
  currency: string,
  names?: Readonly<Record<MemberId, string>>,
): Result<string> {
  const c = checkCurrency(currency);
  if (!c.ok) return c;
  const balances = new Map<MemberId, number>();
  // Amounts are our own decimal text (digits, a point, a leading minus): written as they are, not guarded.
  const lines = ['Date,Member,Kind,Method,Period,Reference,Note,Currency,Amount,Balance'];
  for (const e of inOrder(entries)) {
    const v = validateEntry(e);
    if (!v.ok) return err(v.error.code, `entry ${e.id}: ${v.error.message}`);
    const balance = (balances.get(e.member) ?? 0) + balanceEffect(e);
    balances.set(e.member, balance);
    const text = [
      e.date,
      names && Object.prototype.hasOwnProperty.call(names, e.member) ? names[e.member] : e.member,
      e.kind,
      e.method ?? '',
      e.period ?? '',
      e.reference ?? '',
      e.note ?? '',
      currency,
    ];
    lines.push([...text.map(csvField), formatCents(balanceEffect(e)), formatCents(balance)].join(','));
  }
  return ok(lines.map((l) => l + '\r\n').join(''));
}
