/**
 * A league season (docs/domain.md "Season", "League"): divisions, top first, each playing a round robin
 * (single, or double with the sides swapped in the second half) one round a week by the circle method, so an
 * odd division gives one player a bye each week. Each division has its match length. Results are recorded in
 * any order; a walkover counts as the match length to 0.
 */
import { type MemberId, type Result, err, firstDuplicate, ok } from './types';

export interface LeagueMatch {
  /** `d${division}-w${week}-m${number}`. */
  readonly id: string;
  readonly division: number;
  readonly week: number;
  readonly players: readonly [MemberId, MemberId];
  readonly length: number;
  readonly result: LeagueResult | null;
}

export interface LeagueResult {
  readonly winner: MemberId;
  readonly loser: MemberId;
  readonly kind: 'played' | 'walkover';
  /** [winner's points, loser's points]; a walkover is [length, 0]. */
  readonly score: readonly [number, number];
}

export interface LeagueDivision {
  readonly division: number;
  /** Seed order. */
  readonly players: readonly MemberId[];
  readonly length: number;
  /** Who sits out each week (index week - 1); null in an even division. */
  readonly byes: readonly (MemberId | null)[];
}

export interface League {
  readonly double: boolean;
  readonly divisions: readonly LeagueDivision[];
  readonly matches: readonly LeagueMatch[];
}

export interface LeagueOptions {
  /** Division by division, top first, each in seed order. */
  readonly divisions: readonly (readonly MemberId[])[];
  /** One match length per division. */
  readonly lengths: readonly number[];
  readonly double?: boolean;
}

/** Circle method: the first player stays, the others turn one step a week; a null is the bye. */
function circle(players: readonly MemberId[]): { pairs: [MemberId, MemberId][]; bye: MemberId | null }[] {
  const line: (MemberId | null)[] = players.length % 2 === 0 ? players.slice() : [...players, null];
  const n = line.length;
  const [fixed, ...others] = line;
  const weeks = [];
  for (let r = 0; r < n - 1; r++) {
    const order = [fixed, ...others.map((_, i) => others[(i - r + others.length) % others.length])];
    const pairs: [MemberId, MemberId][] = [];
    let bye: MemberId | null = null;
    for (let i = 0; i < n / 2; i++) {
      const [a, b] = [order[i], order[n - 1 - i]];
      if (a === null) bye = b;
      else if (b === null) bye = a;
      else pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    weeks.push({ pairs, bye });
  }
  return weeks;
}

export function createLeague(options: LeagueOptions): Result<League> {
  const { divisions, lengths } = options;
  if (divisions.length === 0) return err('TOO_FEW_PLAYERS', 'a league has at least one division');
  if (lengths.length !== divisions.length) return err('INVALID_OPTIONS', 'one match length per division');
  const bad = lengths.find((l) => !Number.isInteger(l) || l < 1);
  if (bad !== undefined) return err('INVALID_OPTIONS', `match length ${bad}`);
  const small = divisions.findIndex((d) => d.length < 2);
  if (small >= 0) return err('TOO_FEW_PLAYERS', `division ${small + 1} has fewer than 2 players`);
  const twice = firstDuplicate(divisions.flat());
  if (twice !== null) return err('DUPLICATE_PLAYER', `${twice} is entered twice`);
  const double = options.double ?? false;
  const matches: LeagueMatch[] = [];
  const out: LeagueDivision[] = divisions.map((players, i) => {
    const division = i + 1;
    const first = circle(players);
    const weeks = double
      ? [
          ...first,
          ...first.map((w) => ({
            pairs: w.pairs.map(([a, b]) => [b, a] as [MemberId, MemberId]),
            bye: w.bye,
          })),
        ]
      : first;
    weeks.forEach((w, wi) =>
      w.pairs.forEach((pair, mi) =>
        matches.push({
          id: `d${division}-w${wi + 1}-m${mi + 1}`,
          division,
          week: wi + 1,
          players: pair,
          length: lengths[i],
          result: null,
        }),
      ),
    );
    return { division, players: players.slice(), length: lengths[i], byes: weeks.map((w) => w.bye) };
  });
  return ok({ double, divisions: out, matches });
}

export type LeagueReport =
  | { readonly kind: 'played'; readonly winner: MemberId; readonly score: readonly [number, number] }
  | { readonly kind: 'walkover'; readonly absent: MemberId };

export function recordLeagueResult(league: League, matchId: string, report: LeagueReport): Result<League> {
  const match = league.matches.find((m) => m.id === matchId);
  if (!match) return err('UNKNOWN_MATCH', `no match ${matchId}`);
  if (match.result !== null) return err('RESULT_ALREADY_RECORDED', `${matchId} has a result`);
  const named = report.kind === 'played' ? report.winner : report.absent;
  if (!match.players.includes(named)) return err('PLAYER_NOT_IN_MATCH', `${named} does not play ${matchId}`);
  const other = match.players[0] === named ? match.players[1] : match.players[0];
  let result: LeagueResult;
  if (report.kind === 'walkover') {
    result = { winner: other, loser: named, kind: 'walkover', score: [match.length, 0] };
  } else {
    const [w, l] = report.score;
    if (!Number.isInteger(w) || !Number.isInteger(l) || l < 0 || w < match.length || l >= match.length) {
      return err(
        'INVALID_SCORE',
        `in a ${match.length}-point match the winner reaches ${match.length} and the loser does not`,
      );
    }
    result = { winner: named, loser: other, kind: 'played', score: [w, l] };
  }
  return ok({ ...league, matches: league.matches.map((m) => (m.id === matchId ? { ...m, result } : m)) });
}

export const leagueFinished = (league: League): boolean => league.matches.every((m) => m.result !== null);
