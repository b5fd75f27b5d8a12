/**
 * Settling up at the end of a session: who pays whom, in money (stake per point), with few transfers.
 *
 * Balances are whole points summing to zero (the ledger's totals). The transfers are found on points
 * (exact integers) and turned into money at the end: amount = points x stake, rounded to 6 decimals so a
 * stake like 0.1 prints as money should.
 *
 * Fewest transfers: n players with a non-zero balance need n - k transfers, where k is the largest number of
 * groups they can be split into that each sum to zero (each group settles inside itself with one transfer
 * fewer than its size). Finding k is NP-hard in general; up to EXACT_SETTLEMENT_LIMIT players with a non-zero
 * balance it is found exactly by dynamic programming over subsets (2^n states); above that, the greedy
 * method is used over everyone. Inside each group (or over everyone, when greedy), the largest debtor pays
 * the largest creditor as much as both allow, repeatedly: every transfer settles at least one player, so
 * a group of m players needs at most m - 1 transfers. Ties are broken by player id, so the result is
 * deterministic.
 */
import { ok } from '@gamao/engine';
import { type ChouetteResult, type PlayerId, chouetteError as err } from './types';

/** Up to this many non-zero balances the fewest transfers are found exactly. */
export const EXACT_SETTLEMENT_LIMIT = 12;

export interface Transfer {
  readonly from: PlayerId;
  readonly to: PlayerId;
  readonly points: number;
  /** points x stake */
  readonly amount: number;
}

export interface Settlement {
  readonly stake: number;
  /** Points per player (the ledger's totals). */
  readonly balances: Readonly<Record<PlayerId, number>>;
  readonly transfers: readonly Transfer[];
  /** 'exact': provably the fewest transfers; 'greedy': largest debtor to largest creditor. */
  readonly method: 'exact' | 'greedy';
}

export const money = (points: number, stake: number): number => Math.round(points * stake * 1e6) / 1e6 || 0;

interface Entry {
  readonly player: PlayerId;
  readonly balance: number;
}

const byId = (a: Entry, b: Entry): number => (a.player < b.player ? -1 : a.player > b.player ? 1 : 0);

/** Largest debtor pays largest creditor until everyone is settled. */
function greedy(entries: readonly Entry[]): { from: PlayerId; to: PlayerId; points: number }[] {
  const left = new Map(entries.map((e) => [e.player, e.balance]));
  const out: { from: PlayerId; to: PlayerId; points: number }[] = [];
  for (;;) {
    let debtor: Entry | null = null;
    let creditor: Entry | null = null;
    for (const e of [...entries].sort(byId)) {
      const b = left.get(e.player) as number;
      if (b < 0 && (!debtor || b < debtor.balance)) debtor = { player: e.player, balance: b };
      if (b > 0 && (!creditor || b > creditor.balance)) creditor = { player: e.player, balance: b };
    }
    if (!debtor || !creditor) return out;
    const points = Math.min(-debtor.balance, creditor.balance);
    out.push({ from: debtor.player, to: creditor.player, points });
    left.set(debtor.player, debtor.balance + points);
    left.set(creditor.player, creditor.balance - points);
  }
}

/** The largest split into zero-sum groups (subset dynamic programming), as groups of entries. */
function zeroSumGroups(entries: readonly Entry[]): Entry[][] {
  const n = entries.length;
  const size = 1 << n;
  // Balances are safe integers; their subset sums fit a double exactly.
  const sum = new Float64Array(size);
  const best = new Uint8Array(size);
  for (let mask = 1; mask < size; mask++) {
    const low = mask & -mask;
    sum[mask] = sum[mask ^ low] + entries[31 - Math.clz32(low)].balance;
    let b = 0;
    for (let i = 0; i < n; i++) if (mask & (1 << i) && best[mask ^ (1 << i)] > b) b = best[mask ^ (1 << i)];
    best[mask] = b + (sum[mask] === 0 ? 1 : 0);
  }
  // Walk back from the full set, removing one player at a time along an optimal chain; the zero-sum sets
  // met on the way cut the chain into zero-sum groups.
  const groups: Entry[][] = [];
  let mask = size - 1;
  let current: Entry[] = [];
  while (mask) {
    const gain = sum[mask] === 0 ? 1 : 0;
    if (gain && current.length > 0) {
      groups.push(current);
      current = [];
    }
    let chosen = -1;
    for (let i = 0; i < n && chosen < 0; i++) {
      if (mask & (1 << i) && best[mask ^ (1 << i)] + gain === best[mask]) chosen = i;
    }
    current.push(entries[chosen]);
    mask ^= 1 << chosen;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** Who pays whom to settle `balances` (whole points summing to zero), at `stake` per point. */
export function settleBalances(
  balances: Readonly<Record<PlayerId, number>>,
  stake = 1,
): ChouetteResult<Settlement> {
  const entries: Entry[] = [];
  let total = 0;
  for (const [player, balance] of Object.entries(balances)) {
    if (!Number.isSafeInteger(balance)) return err('INVALID_ACTION', 'Balances are whole points');
    total += balance;
    if (balance !== 0) entries.push({ player, balance });
  }
  if (total !== 0) return err('INVALID_ACTION', 'Balances must sum to zero');
  if (!Number.isFinite(stake) || stake < 0)
    return err('INVALID_OPTIONS', 'The stake is a number of at least 0');
  entries.sort(byId);
  const exact = entries.length <= EXACT_SETTLEMENT_LIMIT;
  const raw = exact ? zeroSumGroups(entries).flatMap(greedy) : greedy(entries);
  return ok({
    stake,
    balances: { ...balances },
    transfers: raw.map((t) => ({ ...t, amount: money(t.points, stake) })),
    method: exact ? 'exact' : 'greedy',
  });
}

/**
 * Each player's balance in whole cents, for a club's book (integer cents only): the stake per point taken to
 * the cent, times the whole points. The balances sum to zero, so their cents do too.
 */
export function settlementCents(
  balances: Readonly<Record<PlayerId, number>>,
  stake: number,
): Record<PlayerId, number> {
  const stakeCents = Math.round(stake * 100);
  return Object.fromEntries(
    Object.entries(balances).map(([player, points]) => [player, points * stakeCents || 0]),
  );
}
