/**
 * Order of entry at the table (seed 000 rule 7): every player present rolls two dice; the highest total is
 * the box, the next the captain, and the others follow in order as the next captains. Ties roll again, only
 * among the tied players, as many rounds as it takes; a tie never disturbs the players already ranked above
 * or below it.
 *
 * The state keeps the ranking as groups, highest first: a group of one is placed, a group of two or more is
 * tied and rolls again. A round ends when every tied player has rolled; each tied group then splits by its
 * totals.
 */
import { type Dice, ok } from '@gamao/engine';
import { type ChouetteResult, type PlayerId, chouetteError as err } from './types';

export interface EntryRoll {
  /** 1 for the first round; tied players roll again in the following rounds. */
  readonly round: number;
  readonly player: PlayerId;
  readonly dice: Dice;
}

export interface EntryOrderState {
  /** The ranking so far, highest first; a group of two or more is tied. */
  readonly groups: readonly (readonly PlayerId[])[];
  /** The current round. */
  readonly round: number;
  /** This round's rolls so far. */
  readonly rolls: readonly EntryRoll[];
  /** Every roll of every round, in order. */
  readonly history: readonly EntryRoll[];
}

/** All `players` tied before the first roll. */
export const startEntryOrder = (players: readonly PlayerId[]): EntryOrderState => ({
  groups: players.length > 0 ? [[...players]] : [],
  round: 1,
  rolls: [],
  history: [],
});

/** The players who still have to roll in this round (tied and not yet rolled), in ranking order. */
export function mustRollForOrder(s: EntryOrderState): PlayerId[] {
  const rolled = new Set(s.rolls.map((r) => r.player));
  return s.groups.filter((g) => g.length > 1).flatMap((g) => g.filter((p) => !rolled.has(p)));
}

/** The final order (box, captain, then the queue) once no tie is left, else null. */
export function entryOrderResult(s: EntryOrderState): PlayerId[] | null {
  return s.groups.every((g) => g.length === 1) ? s.groups.map((g) => g[0]) : null;
}

const total = (d: Dice): number => d[0] + d[1];

/** Ends the round when every tied player has rolled: each tied group splits by totals, highest first. */
function closeRound(s: EntryOrderState): EntryOrderState {
  if (mustRollForOrder(s).length > 0 || s.rolls.length === 0) return s;
  const totals = new Map(s.rolls.map((r) => [r.player, total(r.dice)]));
  const groups: PlayerId[][] = [];
  for (const g of s.groups) {
    if (g.length === 1) {
      groups.push([...g]);
      continue;
    }
    const distinct = [...new Set(g.map((p) => totals.get(p) as number))].sort((a, b) => b - a);
    for (const t of distinct) groups.push(g.filter((p) => totals.get(p) === t));
  }
  const next = { ...s, groups, rolls: [] };
  return entryOrderResult(next) === null ? { ...next, round: s.round + 1 } : next;
}

/** `player` rolls `dice` for the order. Only a tied player who has not rolled this round may roll. */
export function recordEntryRoll(
  s: EntryOrderState,
  player: PlayerId,
  dice: Dice,
): ChouetteResult<EntryOrderState> {
  if (!s.groups.some((g) => g.includes(player))) {
    return err('NOT_PRESENT', `${player} is not rolling for the order`);
  }
  if (entryOrderResult(s) !== null) return err('NOT_SEATING', 'The order is already settled');
  if (s.rolls.some((r) => r.player === player)) {
    return err('ALREADY_ROLLED_FOR_ORDER', `${player} has already rolled in this round`);
  }
  if (!mustRollForOrder(s).includes(player)) {
    return err('NOT_ROLLING_FOR_ORDER', `${player} is already placed: only tied players roll again`);
  }
  const roll: EntryRoll = { round: s.round, player, dice };
  return ok(closeRound({ ...s, rolls: [...s.rolls, roll], history: [...s.history, roll] }));
}

/** `player` leaves while the order is being rolled: the others keep their places (and may complete the round). */
export function removeFromEntryOrder(s: EntryOrderState, player: PlayerId): EntryOrderState {
  const groups = s.groups.map((g) => g.filter((p) => p !== player)).filter((g) => g.length > 0);
  const rolls = s.rolls.filter((r) => r.player !== player);
  const tiedLeft = groups.some((g) => g.length > 1);
  const next = { ...s, groups, rolls: tiedLeft ? rolls : [] };
  return tiedLeft ? closeRound(next) : next;
}
