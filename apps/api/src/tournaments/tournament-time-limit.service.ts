/**
 * Timed matches (issue 41, part 4): once a round's time limit has passed and the game in play is over, a
 * director enters the score reached and @gamao/tournament's decideAtTimeLimit applies the event's rule (the
 * leader wins, or the Sydney rule's ranking; an equal score: one more game). The result is recorded at once
 * through the results service (source TIME_LIMIT, audited with the score at the limit, which the Match row
 * keeps), and the standings count it as the standings policy says of a match stopped by the time limit (not
 * rated by default) and, under the Sydney rule, by its points (100 minus the rounds plus score points).
 */
import { Injectable } from '@nestjs/common';
import {
  type ResultReport,
  decideAtTimeLimit,
  docMatches,
  standingsPolicy,
  timeLimitPassed,
} from '@gamao/tournament';
import { DomainError, forbidden } from '../core/errors/domain-error';
import { ClubsService } from '../clubs/clubs.service';
import type { DayBoard } from './tournament-day.model';
import { TournamentDayService } from './tournament-day.service';
import { TournamentDayStore } from './tournament-day.store';
import { TournamentResultsService } from './tournament-results.service';
import { TournamentStore } from './tournament.store';
import { drawnDoc, unwrap } from './tournament-refusals';

@Injectable()
export class TournamentTimeLimitService {
  constructor(
    private readonly store: TournamentStore,
    private readonly dayStore: TournamentDayStore,
    private readonly day: TournamentDayService,
    private readonly results: TournamentResultsService,
    private readonly clubs: ClubsService,
  ) {}

  /** `score`: the points reached at the limit, player 1's first (the draw's order). */
  async record(viewerId: string, matchId: string, score: readonly number[]): Promise<DayBoard> {
    const match = await this.store.tournamentMatch(matchId);
    await this.clubs.requireRole(match.clubId, viewerId, 'DIRECTOR');
    if (match.participants.some((p) => p.userId === viewerId)) {
      throw forbidden('Another director records a match you play');
    }
    if (score.length !== 2) throw new DomainError('INVALID_SCORE', "The score is [player 1's, player 2's]");
    const t = await this.store.find(match.tournamentId);
    const rules = await this.dayStore.rules(t.id);
    if (rules.timeLimitMinutes === null) {
      throw new DomainError('INVALID_TIME_LIMIT', 'This tournament has no round time limit');
    }
    const slot = docMatches(drawnDoc(t)).find((m) => m.slot === match.tournamentSlot);
    if (!slot || slot.status !== 'ready') throw new DomainError('MATCH_NOT_READY');
    const startsAt = await this.dayStore.roundStart(t.id, slot.round);
    if (!startsAt || !timeLimitPassed(startsAt.getTime(), rules.timeLimitMinutes, Date.now())) {
      throw new DomainError('INVALID_TIME_LIMIT', "The round's time limit has not passed yet");
    }
    const at: [number, number] = [score[0], score[1]];
    const decision = unwrap(decideAtTimeLimit(rules.timeLimitRule, slot.length, at));
    if (decision.kind === 'oneMoreGame') {
      throw new DomainError('INVALID_SCORE', 'The score is equal at the limit: one more game decides');
    }
    if (decision.kind === 'draw') {
      throw new DomainError('INVALID_SCORE', 'This format has no draws: one more game decides');
    }
    const players = slot.players as [string, string];
    const winner = players[decision.winner];
    const won: [number, number] = [at[decision.winner], at[1 - decision.winner]];
    // A finished match keeps its score; a leader's win below the length is recorded without one (a played
    // result's winner reaches the length), the score at the limit kept in the audit entry's reason.
    const report: ResultReport =
      decision.kind === 'finished' ? { kind: 'played', winner, score: won } : { kind: 'played', winner };
    const policy = unwrap(standingsPolicy(rules.standingsPolicy));
    await this.results.recordAtTimeLimit(
      viewerId,
      matchId,
      report,
      `time limit: ${at[0]}-${at[1]}, ${decision.kind}`,
      decision.kind === 'finished' || policy.timeLimit.rated,
      at,
    );
    return this.day.board(viewerId, matchId);
  }
}
