/**
 * The tournament overview page's view model, as plain functions: what the viewer has to do (their next
 * matches, the result reports they may confirm), the facts, registration, the director's next step and the
 * entries. The rules themselves are the API's (and @gamao/tournament's): this only reads the loaded data.
 */
import { registrationRefusal } from '@gamao/tournament';
import type { DrawMatch, LoadedTournament } from './load';

type Data = Pick<
  LoadedTournament,
  'tournament' | 'tournamentEntries' | 'tournamentMatches' | 'tournamentResultReports' | 'director' | 'meId'
>;
export type Entry = LoadedTournament['tournamentEntries'][number];
export type Report = LoadedTournament['tournamentResultReports'][number];

/** An entry's state as its badge shows it. */
export type EntryStatus = 'withdrawn' | 'in' | 'registered';

export const entryStatus = (e: Pick<Entry, 'withdrawnAt' | 'checkedInAt'>): EntryStatus =>
  e.withdrawnAt ? 'withdrawn' : e.checkedInAt ? 'in' : 'registered';

/** A match the viewer plays next, and against whom. */
export interface NextMatch {
  readonly match: DrawMatch;
  readonly opponent: DrawMatch['player1'];
}

/**
 * A result report the viewer may confirm (a director who does not play in its match: any open one), and
 * whether they may dispute it.
 */
export interface ReportToConfirm {
  readonly report: Report;
  readonly mayDispute: boolean;
}

/** Swiss: the round paired last, its matches without a result, and whether rounds remain to pair. */
export interface SwissProgress {
  readonly lastRound: number;
  readonly unfinished: number;
  readonly toPair: boolean;
}

export interface TournamentOverview {
  /** The tournament takes registrations. */
  readonly registration: boolean;
  /** The viewer's own entry (not withdrawn). */
  readonly mine: Entry | undefined;
  /** The entries not withdrawn. */
  readonly active: Entry[];
  readonly checkedIn: number;
  /** The checked-in players the director seeds before the draw. */
  readonly toSeed: { id: string; name: string; seed: number | null | undefined }[];
  readonly myMatches: NextMatch[];
  readonly reports: ReportToConfirm[];
  readonly swiss: SwissProgress;
  /** Why the viewer cannot register now (the API would refuse it for the same reason), or null. */
  readonly refusal: ReturnType<typeof registrationRefusal>;
  /** The matches ready to play, or null when the draw is not shown yet. */
  readonly ready: DrawMatch[] | null;
}

/** The players of a slot's match. */
const playersOf = (matches: readonly DrawMatch[], slot: string) => {
  const m = matches.find((x) => x.slot === slot);
  return [m?.player1?.id, m?.player2?.id];
};

/** The viewer may dispute a pending report of their own match that the opponent made. */
export const mayDispute = (report: Report, matches: readonly DrawMatch[], meId: string): boolean =>
  report.status === 'PENDING' &&
  report.reportedById !== meId &&
  playersOf(matches, report.slot).includes(meId);

/**
 * The viewer may confirm an open report, as the API decides it (result-authority.ts): never their own; a
 * pending one as the reporter's opponent; any open one as a director who does not play in the match.
 */
export function mayConfirm(
  report: Report,
  matches: readonly DrawMatch[],
  meId: string,
  director: boolean,
): boolean {
  if (report.reportedById === meId) return false;
  const players = playersOf(matches, report.slot);
  if (director && !players.includes(meId)) return report.status === 'PENDING' || report.status === 'DISPUTED';
  return players.includes(meId) && report.status === 'PENDING';
}

/** Swiss: the next round is paired once every match of the last one has a result, until all are paired. */
export function swissProgress(
  tournament: Pick<Data['tournament'], 'rounds' | 'roundsPaired'>,
  matches: readonly Pick<DrawMatch, 'round' | 'state'>[],
): SwissProgress {
  const lastRound = Math.max(0, ...matches.map((m) => m.round));
  const unfinished = matches.filter((m) => m.round === lastRound && m.state === 'READY').length;
  return { lastRound, unfinished, toPair: (tournament.rounds ?? 0) > (tournament.roundsPaired ?? 0) };
}

export function tournamentOverview(data: Data, now: Date): TournamentOverview {
  const { tournament, tournamentEntries: entries, tournamentMatches: matches, director, meId } = data;
  const active = entries.filter((e) => !e.withdrawnAt);
  const open = data.tournamentResultReports.filter((r) => r.status === 'PENDING' || r.status === 'DISPUTED');
  const reports = open
    .filter((report) => mayConfirm(report, matches, meId, director))
    .map((report) => ({ report, mayDispute: mayDispute(report, matches, meId) }));
  const { registrationOpensAt: opens, registrationClosesAt: closes, maxPlayers } = tournament;
  return {
    registration: tournament.status === 'REGISTRATION',
    mine: entries.find((e) => e.player.id === meId && !e.withdrawnAt),
    active,
    checkedIn: active.filter((e) => e.checkedInAt).length,
    toSeed: active
      .filter((e) => e.checkedInAt)
      .map((e) => ({ id: e.player.id, name: e.player.displayName, seed: e.seed })),
    myMatches: matches
      .filter((m) => m.state === 'READY' && (m.player1?.id === meId || m.player2?.id === meId))
      .map((match) => ({ match, opponent: match.player1?.id === meId ? match.player2 : match.player1 })),
    reports,
    swiss: swissProgress(tournament, matches),
    refusal: registrationRefusal(
      {
        opensAt: opens ? new Date(opens) : null,
        closesAt: closes ? new Date(closes) : null,
        maxPlayers: maxPlayers ?? null,
      },
      active.length,
      now,
    ),
    ready:
      matches.length && tournament.status !== 'REGISTRATION'
        ? matches.filter((m) => m.state === 'READY')
        : null,
  };
}
