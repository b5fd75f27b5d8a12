/**
 * The season's consumers of durable events: a finished match that was a ladder challenge moves its ladder, one
 * that was a league fixture records its result; a challenge's deadline job expires it when nobody accepted it
 * in time; each committed ladder or league change wakes its live pages. Each runs in the transaction that records its consumption (a repeat changes nothing).
 */
import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventsService } from '../core/events/events.service';
import { LadderLiveService } from './ladder-live.service';
import { LadderPlayService } from './ladder-play.service';
import { LeagueLiveService } from './league-live.service';
import { LeaguePlayService } from './league-play.service';

@Injectable()
export class SeasonConsumers implements OnModuleInit {
  constructor(
    private readonly events: EventsService,
    private readonly play: LadderPlayService,
    private readonly live: LadderLiveService,
    private readonly leaguePlay: LeaguePlayService,
    private readonly leagueLive: LeagueLiveService,
  ) {}

  onModuleInit(): void {
    this.events.on('match.finished', 'season.ladderResult', async ({ payload }, tx) => {
      if (payload.tournamentId) return;
      await this.play.recordResult(tx, payload.matchId);
    });
    this.events.on('match.finished', 'season.leagueResult', async ({ payload }, tx) => {
      if (payload.tournamentId) return;
      await this.leaguePlay.recordResult(tx, payload.matchId);
    });
    this.events.on('league.changed', 'season.leagueLive', async ({ payload }) => {
      await this.leagueLive.announce({
        seasonId: payload.seasonId,
        change: payload.change,
        fixtureId: payload.fixtureId ?? null,
      });
    });
    this.events.on('ladder.challengeDue', 'season.ladderDeadline', async ({ payload }, tx) => {
      await this.play.expire(tx, payload.ladderId, payload.challengeId);
    });
    this.events.on('ladder.changed', 'season.ladderLive', async ({ payload }) => {
      await this.live.announce({
        ladderId: payload.ladderId,
        change: payload.change,
        challengeId: payload.challengeId ?? null,
      });
    });
  }
}
