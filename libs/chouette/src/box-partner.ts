/**
 * House rule: the box's partner by table size, and splitting a table past its maximum (issue 42).
 *
 * - Below `partnerThreshold` players (option, seed 000: 5) there is no partner; from it the box may call one
 *   (partner.ts); from `partnerMandatoryFrom` (house rule, 0 = never) the box must: the game does not start
 *   without one (PARTNER_REQUIRED). FIBS: mandatory from 6 with at most 10 players; LA: optional from 6,
 *   mandatory from 7.
 * - `maxPlayers` (0 = no limit): a latecomer who would take the table past it is refused with TABLE_FULL, and
 *   `splitTable` says how the table splits in two (LA: an 8th player at a 7-handed table makes two tables of
 *   4, the last three of the line joining the newcomer). The old table keeps the top of its line, the new
 *   table takes the bottom of the line and the newcomers, and is the smaller when the total is odd.
 */
import { ok } from '@gamao/engine';
import type { ChouetteOptions } from './options';
import { partnerAllowed } from './partner';
import { type ChouetteResult, type PlayerId, chouetteError as err } from './types';

export type PartnerStatus = 'none' | 'optional' | 'mandatory';

/** Whether the box plays alone, may call a partner, or must, with `present` players at the table. */
export function partnerStatus(present: number, o: ChouetteOptions): PartnerStatus {
  const mandatory = o.house.partnerMandatoryFrom;
  if (mandatory > 0 && present >= mandatory) return 'mandatory';
  return partnerAllowed(present, o.partnerThreshold) ? 'optional' : 'none';
}

/** Refuses to start a game that needs a partner and has none. */
export function checkPartnerForGame(
  line: readonly PlayerId[],
  partner: PlayerId | null,
  o: ChouetteOptions,
): ChouetteResult<true> {
  if (partner === null && partnerStatus(line.length, o) === 'mandatory') {
    return err('PARTNER_REQUIRED', `With ${line.length} players the box must call a partner`);
  }
  return ok(true);
}

/** Whether one more player may sit without splitting the table. */
export function checkSeat(present: number, o: ChouetteOptions): ChouetteResult<true> {
  const max = o.house.maxPlayers;
  if (max > 0 && present + 1 > max) {
    return err('TABLE_FULL', `This table seats at most ${max} players: split it to seat more`);
  }
  return ok(true);
}

export interface TableSplit {
  /** The old table's line: its top, in order. */
  readonly stay: readonly PlayerId[];
  /** The new table's players: the bottom of the old line, then the newcomers (they roll for its order). */
  readonly newTable: readonly PlayerId[];
}

/** How `line` plus `arriving` splits in two: the new table has half the players, rounded down. */
export function splitTable(
  line: readonly PlayerId[],
  arriving: readonly PlayerId[],
): ChouetteResult<TableSplit> {
  if (arriving.length === 0) return err('INVALID_ACTION', 'A table splits when somebody arrives');
  if (arriving.some((p) => line.includes(p))) return err('ALREADY_PRESENT', 'A newcomer is already seated');
  const total = line.length + arriving.length;
  const newSize = Math.floor(total / 2);
  const moving = Math.max(0, newSize - arriving.length);
  const stay = line.slice(0, line.length - moving);
  if (stay.length < 3 || newSize < 3) return err('TOO_FEW_PLAYERS', 'Each table needs at least 3 players');
  return ok({ stay, newTable: [...line.slice(line.length - moving), ...arriving] });
}
