/**
 * The season's consumers of durable events: a finished match that was a ladder challenge moves its ladder, one
 * that was a league fixture records its result; a challenge's deadline job expires it when nobody accepted it
 * in time; a finished tournament and a closed league season award season points; each committed ladder,
 * league or season points change wakes its live pages. Each runs in the transaction that records its
 * consumption (a repeat changes nothing).
 */
import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventsService } from '../core/events/events.service';
import { LadderLiveService } from './ladder-live.service';
import { LadderPlayService } from './ladder-play.service';
import { LeagueLiveService } from './league-live.service';
import { LeaguePlayService } from './league-play.service';
import { SeasonPointsService } from './season-points.service';

@Injectable()
export class SeasonConsumers implements OnModuleInit {
  constructor(
    private readonly events: EventsService,
    private readonly play: LadderPlayService,
    private readonly live: LadderLiveService,
    private readonly leaguePlay: LeaguePlayService,
    private readonly leagueLive: LeagueLiveService,
    private readonly points: SeasonPointsService,
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
    this.events.on('tournament.resultChanged', 'season.tournamentPoints', async ({ payload }, tx) => {
      await this.points.awardTournament(tx, payload.tournamentId);
    });
    this.events.on('league.closed', 'season.leaguePoints', async ({ payload }, tx) => {
      await this.points.awardLeague(tx, payload.seasonId);
    });
    this.events.on('season.pointsChanged', 'season.pointsLive', async ({ payload }) => {
      await this.points.announce({ clubId: payload.clubId, season: payload.season });
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
