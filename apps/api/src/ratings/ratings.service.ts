import { Injectable, Logger } from '@nestjs/common';
import { INITIAL_RATING, type RatedOutcome, leaderboard, rateMatch, replayRatings } from '@gamao/tournament';
import { Prisma } from '../generated/prisma/client';
import { notFound } from '../core/errors/domain-error';
import { PrismaService } from '../core/database/prisma.service';
import { EventsService } from '../core/events/events.service';
import { ClubsService } from '../clubs/clubs.service';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import type { LeaderboardEntry, RatingChange } from './rating.model';
import * as ratingStore from './rating.store';
import { matchEligibility } from '../season/rating-eligibility';
import type { MatchResult, StoredRatingChange } from './rating.store';

/**
 * Who beat whom over how many points, for a finished match with a winner and a set length (money play is
 * not rated). Whether the club rates it at all (chouette, walkover, timeout, forfeit, minimum length, board,
 * context) is the club's rating policy's answer: season/rating-eligibility.ts, asked before this.
 */
function ratedOutcome(match: MatchResult): RatedOutcome | null {
  if (match.status !== 'FINISHED' || match.winnerSide === null) return null;
  const { length } = match;
  const winner = match.participants.find((p) => p.side === match.winnerSide)?.userId;
  const loser = match.participants.find((p) => p.side !== match.winnerSide)?.userId;
  return winner && loser && length >= 1 ? { winner, loser, length } : null;
}

/**
 * Club ratings with the FIBS formula of @gamao/tournament. Every finished club match is rated once (the
 * unique (matchId, userId) key guards it): tournament or challenge, played or retired, never a walkover
 * or a money game. Each change is appended to the club's audit chain.
 */
@Injectable()
export class RatingsService {
  private readonly logger = new Logger('ratings');

  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
    private readonly audit: AuditService,
    private readonly events: EventsService,
  ) {}

  /** Rates a finished match inside the caller's transaction; false when it is not rated (or already was). */
  async rateFinishedMatch(
    tx: Prisma.TransactionClient,
    matchId: string,
    actorId: string | null,
  ): Promise<boolean> {
    const match = await ratingStore.matchResult(tx, matchId);
    const outcome = match ? ratedOutcome(match) : null;
    if (!match || !outcome || !(await matchEligibility(tx, matchId))?.eligibility.rated) return false;
    const { winner: winnerId, loser: loserId, length } = outcome;
    // The club chain's lock also serialises every rating update of the club.
    await this.audit.lock(tx, AuditScopeType.CLUB, match.clubId);
    if (await ratingStore.isRated(tx, matchId)) return false;
    const records = await this.records(tx, match.clubId, [winnerId, loserId]);
    const rated = rateMatch(records[0], records[1], length);
    if (!rated.ok) {
      this.logger.warn(`Match ${matchId} not rated: ${rated.error.message}`);
      return false;
    }
    const sides = [
      { userId: winnerId, opponentId: loserId, won: true, change: rated.value.winner },
      { userId: loserId, opponentId: winnerId, won: false, change: rated.value.loser },
    ];
    for (const side of sides) {
      await ratingStore.saveRating(tx, match.clubId, side.userId, {
        rating: side.change.ratingAfter,
        experience: side.change.experienceAfter,
      });
    }
    await ratingStore.addChanges(
      tx,
      sides.map((side) => ({
        clubId: match.clubId,
        matchId,
        userId: side.userId,
        opponentId: side.opponentId,
        won: side.won,
        length,
        ...side.change,
      })),
    );
    await this.audit.append(tx, AuditScopeType.CLUB, match.clubId, {
      actorId,
      action: 'rating.changed',
      subject: `match:${matchId}`,
      before: sides.map((s) => ({
        userId: s.userId,
        rating: s.change.ratingBefore,
        experience: s.change.experienceBefore,
      })),
      after: sides.map((s) => ({
        userId: s.userId,
        rating: s.change.ratingAfter,
        experience: s.change.experienceAfter,
      })),
      reason: `${length}-point match won by ${winnerId}`,
    });
    return true;
  }

  /**
   * After a result is corrected: the club's ratings are folded again over its rated matches in their
   * original order, with the results as they now stand. A match whose winner changed is rated the other way,
   * one that is no longer finished (or became a walkover) drops out, one newly rated joins at the end; every
   * later change follows, since FIBS ratings depend on the path. Audited as one entry with the reason.
   */
  async recomputeAfterCorrection(
    tx: Prisma.TransactionClient,
    clubId: string,
    correctedMatchId: string,
    actorId: string | null,
    reason: string,
  ): Promise<void> {
    await this.audit.lock(tx, AuditScopeType.CLUB, clubId);
    const rows = await ratingStore.changesOfClub(tx, clubId);
    const order = [...new Set([...rows.map((r) => r.matchId), correctedMatchId])];
    const matches = await ratingStore.matchResults(tx, order);
    const byId = new Map(matches.map((m) => [m.id, m]));
    const rated: (RatedOutcome & { matchId: string })[] = [];
    for (const matchId of order) {
      const m = byId.get(matchId);
      const outcome = m ? ratedOutcome(m) : null;
      if (outcome && (await matchEligibility(tx, matchId))?.eligibility.rated)
        rated.push({ matchId, ...outcome });
    }
    const replay = replayRatings(rated);
    if (!replay.ok) {
      this.logger.warn(`Ratings of club ${clubId} not recomputed: ${replay.error.message}`);
      return;
    }
    const players = [...replay.value.records.keys()];
    const before = await this.records(tx, clubId, players);
    const kept = new Set(rated.map((r) => r.matchId));
    await ratingStore.deleteChangesExcept(tx, clubId, [...kept]);
    const existing = new Map(rows.map((r) => [`${r.matchId}:${r.userId}`, r]));
    for (const [i, outcome] of rated.entries()) {
      const { winner, loser } = replay.value.matches[i];
      const sides = [
        { userId: outcome.winner, opponentId: outcome.loser, won: true, change: winner },
        { userId: outcome.loser, opponentId: outcome.winner, won: false, change: loser },
      ];
      for (const side of sides) {
        const data = { opponentId: side.opponentId, won: side.won, length: outcome.length, ...side.change };
        const row = existing.get(`${outcome.matchId}:${side.userId}`);
        if (!row) {
          await ratingStore.addChange(tx, { clubId, matchId: outcome.matchId, userId: side.userId, ...data });
        } else if (
          row.won !== data.won ||
          row.ratingBefore !== data.ratingBefore ||
          row.ratingAfter !== data.ratingAfter ||
          row.experienceBefore !== data.experienceBefore
        ) {
          await ratingStore.updateChange(tx, row.id, data);
        }
      }
    }
    const changed = players
      .map((userId, i) => ({ userId, before: before[i], after: replay.value.records.get(userId)! }))
      .filter((p) => p.before.rating !== p.after.rating || p.before.experience !== p.after.experience);
    for (const p of changed) await ratingStore.saveRating(tx, clubId, p.userId, p.after);
    if (!changed.length) return;
    await this.events.emit(tx, 'ratings.recomputed', { clubId, matchId: correctedMatchId }, clubId);
    await this.audit.append(tx, AuditScopeType.CLUB, clubId, {
      actorId,
      action: 'rating.recomputed',
      subject: `match:${correctedMatchId}`,
      before: changed.map((p) => ({ userId: p.userId, ...p.before })),
      after: changed.map((p) => ({ userId: p.userId, ...p.after })),
      reason,
    });
  }

  /** Current ratings (1500 and no experience for a member never rated), in the order asked. */
  async records(client: Prisma.TransactionClient, clubId: string, userIds: readonly string[]) {
    const rows = await ratingStore.ratings(client, clubId, userIds);
    return userIds.map((userId) => {
      const row = rows.find((r) => r.userId === userId);
      return { rating: row?.rating ?? INITIAL_RATING, experience: row?.experience ?? 0 };
    });
  }

  /** Called by clubLeaderboard only, behind @RequireRole('MEMBER'). */
  async leaderboard(clubId: string): Promise<LeaderboardEntry[]> {
    const rows = await ratingStore.ratings(this.prisma, clubId);
    const users = await ratingStore.players(
      this.prisma,
      rows.map((r) => r.userId),
    );
    const byId = new Map(users.map((u) => [u.id, u]));
    return leaderboard(
      rows.map((r) => ({ player: r.userId, rating: r.rating, experience: r.experience })),
    ).map((row) => ({
      rank: row.rank,
      player: byId.get(row.player) ?? { id: row.player, displayName: '' },
      rating: row.rating,
      experience: row.experience,
    }));
  }

  /** Called by ratingHistory only, behind @RequireRole('MEMBER'). */
  async history(clubId: string, userId: string): Promise<RatingChange[]> {
    return this.withPlayers(await ratingStore.changesOfPlayer(this.prisma, clubId, userId));
  }

  /** What one match did to its two players' ratings (none when it was not rated); for the club's members. */
  async ofMatch(viewerId: string, matchId: string): Promise<RatingChange[]> {
    const clubId = await ratingStore.clubOfMatch(this.prisma, matchId);
    if (!clubId) throw notFound('Match');
    await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
    return this.withPlayers(await ratingStore.changesOfMatch(this.prisma, matchId));
  }

  private async withPlayers(rows: StoredRatingChange[]): Promise<RatingChange[]> {
    const users = await ratingStore.players(this.prisma, [
      ...new Set(rows.flatMap((r) => [r.userId, r.opponentId])),
    ]);
    const byId = new Map(users.map((u) => [u.id, u]));
    const user = (id: string) => byId.get(id) ?? { id, displayName: '' };
    return rows.map((row) => ({ ...row, player: user(row.userId), opponent: user(row.opponentId) }));
  }
}
