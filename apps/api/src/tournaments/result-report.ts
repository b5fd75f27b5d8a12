import type { ResultReport } from '@gamao/tournament';
import { badInput } from '../core/errors/domain-error';
import { ResultOutcome, type TournamentResultInput } from './tournament.model';

/** How a Match row records where its result came from, by the kind of report. */
export const RESULT_SOURCE: Record<ResultReport['kind'], string> = {
  played: 'REPORTED',
  walkover: 'WALKOVER',
  retirement: 'RETIRED',
};

/** The GraphQL result input as the library's report. */
export function toReport(input: TournamentResultInput): ResultReport {
  if (input.score && input.score.length !== 2) throw badInput("The score is [winner's, loser's]", 'score');
  const score = input.score ? ([input.score[0], input.score[1]] as const) : undefined;
  switch (input.outcome) {
    case ResultOutcome.PLAYED:
      return score
        ? { kind: 'played', winner: input.playerId, score }
        : { kind: 'played', winner: input.playerId };
    case ResultOutcome.WALKOVER:
      if (score) throw badInput('A walkover has no score', 'score');
      return { kind: 'walkover', absent: input.playerId };
    case ResultOutcome.RETIREMENT:
      return score
        ? { kind: 'retirement', retired: input.playerId, score }
        : { kind: 'retirement', retired: input.playerId };
  }
}

/** The winner a report names: its winner, or the player other than the absent or retired one. */
export const reportWinner = (report: ResultReport, players: readonly string[]): string => {
  if (report.kind === 'played') return report.winner;
  const named = report.kind === 'walkover' ? report.absent : report.retired;
  return players.find((p) => p !== named) ?? named;
};
