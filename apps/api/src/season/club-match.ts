/**
 * A stored match as @gamao/season's rating policy sees it (issue 40, part 1). The one place that reads the
 * Match row's kind, status and resultSource as a ClubMatch, so the "rated / not rated: <reason>" of a match,
 * the rating of a finished match and the club's recomputation all judge a match the same way.
 */
import type { ClubMatch, MatchContext, MatchOutcome } from '@gamao/season';

export interface MatchFacts {
  readonly id: string;
  readonly kind: string;
  readonly status: string;
  /** From the stored options; 0 when they name none (money play: too short for any policy). */
  readonly length: number;
  readonly winnerSide: number | null;
  readonly resultSource: string | null;
  readonly tournamentId: string | null;
  /** A ladder challenge's match (LadderChallenge.matchId). */
  readonly ladder: boolean;
  /** A match started from a friend's link (MatchInvite.matchId): friendly, so not rated by any policy. */
  readonly friendly: boolean;
  /** A league fixture's match, online or a physical board's result (LeagueFixture.matchId). */
  readonly league: boolean;
}

const SOURCE_OUTCOME: Record<string, MatchOutcome> = {
  PLAYED: 'played',
  REPORTED: 'played',
  RETIRED: 'retirement',
  TIMEOUT: 'timeout',
  FORFEIT: 'forfeit',
  WALKOVER: 'walkover',
  SETTLED: 'settled',
};

/** Before the end ('pending') or after it; a cancelled, declined or winnerless match is 'unfinished'. */
export function matchOutcome(facts: MatchFacts): MatchOutcome {
  if (facts.status === 'CHALLENGED' || facts.status === 'ACTIVE') return 'pending';
  if (facts.status !== 'FINISHED' || facts.winnerSide === null) return 'unfinished';
  return SOURCE_OUTCOME[facts.resultSource ?? 'PLAYED'] ?? 'played';
}

export function toClubMatch(facts: MatchFacts): ClubMatch {
  const context: MatchContext = facts.tournamentId
    ? 'tournament'
    : facts.ladder
      ? 'ladder'
      : facts.league
        ? 'league'
        : facts.friendly
          ? 'friendly'
          : 'challenge';
  return {
    id: facts.id,
    length: facts.length,
    board: facts.kind === 'PHYSICAL' ? 'physical' : 'online',
    context,
    chouette: facts.kind === 'CHOUETTE',
    outcome: matchOutcome(facts),
  };
}
