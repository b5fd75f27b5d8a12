/**
 * The ledger: what each finished game was worth to each player, corrections, and running totals.
 *
 * A game's points (seed 000 rule 6): every member's own result against the box (drops paid when they
 * happened, the rest at the end); the box side's result is minus their sum, split 50/50 with the partner
 * when there is one (odd point to or from the box, partner.ts). So every game's points sum to zero, and so
 * does the session.
 *
 * Corrections are actions in the log (the API hash-chains them): who, why, and the points added to each
 * player for one game (whole points summing to zero, so the ledger stays balanced). Nothing is overwritten:
 * a game's recorded points stay as they were and its corrections are listed beside them.
 */
import type { GameKind } from '@gamao/engine';
import type { ChouetteGame, GameEndReason } from './game';
import type { CubeLogEntry, OutcomeReason } from './member-cube';
import { type ExtraRecord, withExtras } from './extras';
import { splitBoxResult } from './partner';
import type { ScoreEditKind } from './score-edits';
import type { BoxVsCaptain } from './rotation';
import type { PlayerId, TableSide } from './types';

export interface MemberRecord {
  readonly player: PlayerId;
  /** The cube's final value and whether it was ever turned (offered and accepted). */
  readonly cube: number;
  readonly turned: boolean;
  /** Who doubled, who took, beavers, raccoons, drops: the member's cube in order. */
  readonly log: readonly CubeLogEntry[];
  readonly reason: OutcomeReason;
  readonly conceded: TableSide | null;
  readonly kind: GameKind;
  /** The member's points: positive when won from the box. */
  readonly points: number;
}

export interface GameRecord {
  readonly index: number;
  readonly box: PlayerId;
  readonly partner: PlayerId | null;
  readonly captain: PlayerId;
  /** Who moved for the team at the end. */
  readonly actingCaptain: PlayerId;
  readonly winner: TableSide | null;
  readonly reason: GameEndReason;
  /** Who won between the box and the captain: decides the rotation. */
  readonly boxVsCaptain: BoxVsCaptain;
  readonly members: readonly MemberRecord[];
  /** The box side's result before the split: minus the members' sum. */
  readonly boxSide: number;
  /** Every participant's points (box, partner, members); they sum to zero. */
  readonly points: Readonly<Record<PlayerId, number>>;
  /** House rule: extras given in the game (extras.ts); absent when none. */
  readonly extras?: readonly ExtraRecord[];
}

export interface Correction {
  /** The action's sequence number in the session's log (1-based). */
  readonly seq: number;
  readonly game: number;
  readonly by: string;
  readonly reason: string;
  readonly delta: Readonly<Record<PlayerId, number>>;
  /** A sheet edit's correction (sheet.ts): the edit's kind; absent for a correction as such. */
  readonly edit?: ScoreEditKind;
}

/** The record of a finished game (every member's outcome is set). */
export function gameRecord(g: ChouetteGame): GameRecord {
  const members: MemberRecord[] = g.members.map((m) => ({
    player: m.player,
    cube: m.cube.value,
    turned: m.cube.owner !== 'centred',
    log: m.log,
    reason: m.outcome?.reason ?? 'game',
    conceded: m.outcome?.conceded ?? null,
    kind: m.outcome?.kind ?? 'single',
    points: m.outcome?.points ?? 0,
  }));
  const boxSide = members.reduce((sum, m) => sum - m.points, 0);
  const points: Record<PlayerId, number> = {};
  if (g.partner) {
    const split = splitBoxResult(boxSide);
    points[g.box] = split.box;
    points[g.partner] = split.partner;
  } else {
    points[g.box] = boxSide;
  }
  for (const m of members) points[m.player] = m.points;
  const captain = members.find((m) => m.player === g.captain);
  return withExtras(g, {
    index: g.index,
    box: g.box,
    partner: g.partner,
    captain: g.captain,
    actingCaptain: g.actingCaptain,
    winner: g.end?.winner ?? null,
    reason: g.end?.reason ?? 'allOut',
    boxVsCaptain: captain && captain.points > 0 ? 'captain' : 'box',
    members,
    boxSide,
    points,
  });
}

export interface LedgerGame {
  readonly index: number;
  readonly record: GameRecord;
  readonly corrections: readonly Correction[];
  /** The game's points with its corrections. */
  readonly net: Readonly<Record<PlayerId, number>>;
  /** Running totals after this game (corrections included). */
  readonly totals: Readonly<Record<PlayerId, number>>;
}

export interface Ledger {
  /** Every player who ever joined the session, in order of arrival. */
  readonly players: readonly PlayerId[];
  readonly games: readonly LedgerGame[];
  /** Final totals per player (0 for who never played); they sum to zero. */
  readonly totals: Readonly<Record<PlayerId, number>>;
}

function add(into: Record<PlayerId, number>, points: Readonly<Record<PlayerId, number>>): void {
  for (const [p, v] of Object.entries(points)) into[p] = (into[p] ?? 0) + v;
}

/** The ledger of `games` with `corrections`, over `players` (rows for players missing from it are added). */
export function buildLedger(
  players: readonly PlayerId[],
  games: readonly GameRecord[],
  corrections: readonly Correction[],
): Ledger {
  const rows = [...players];
  const seen = new Set(rows);
  const note = (p: PlayerId): void => {
    if (!seen.has(p)) {
      seen.add(p);
      rows.push(p);
    }
  };
  for (const g of games) Object.keys(g.points).forEach(note);
  for (const c of corrections) Object.keys(c.delta).forEach(note);
  const running: Record<PlayerId, number> = Object.fromEntries(rows.map((p) => [p, 0]));
  const ledgerGames: LedgerGame[] = games.map((record) => {
    const own = corrections.filter((c) => c.game === record.index);
    const net: Record<PlayerId, number> = { ...record.points };
    for (const c of own) add(net, c.delta);
    add(running, net);
    return { index: record.index, record, corrections: own, net, totals: { ...running } };
  });
  return { players: rows, games: ledgerGames, totals: running };
}
