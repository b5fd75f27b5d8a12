/**
 * A director's recomputation of the club's ratings after a policy change (issue 40, part 1): the club's whole
 * finished-match log replayed by @gamao/season's replayClubRatings under the policy in force (ended time, then
 * id: the same log and policy always give the same figures), the RatingChange rows and Rating records
 * rewritten, and one audit entry naming the policy version, a SHA-256 digest of the replayed log, what was
 * rated and skipped, and every rating that moved: anyone can replay the log and check the result.
 */
import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { INITIAL_RATING } from '@gamao/tournament';
import { type LoggedMatch, replayClubRatings } from '@gamao/season';
import { PrismaService } from '../core/database/prisma.service';
import { badInput } from '../core/errors/domain-error';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import { toClubMatch } from './club-match';
import { clubRatings, writeRating } from './club-ratings.store';
import { finishedMatches } from './match-facts.store';
import { effectivePolicy } from './rating-eligibility';

export interface RecomputeSummary {
  readonly policyVersion: number;
  readonly rated: number;
  readonly skipped: number;
  readonly changedPlayers: number;
  readonly logDigest: string;
}

@Injectable()
export class RatingRecomputeService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditService,
  ) {}

  /** Behind @RequireRole('DIRECTOR'). */
  async recompute(actorId: string, clubId: string, reason: string): Promise<RecomputeSummary> {
    return this.prisma.$transaction(async (tx) => {
      // The club chain's lock serialises this with every rating update and policy change of the club.
      await this.audit.lock(tx, AuditScopeType.CLUB, clubId);
      const { policy, version } = await effectivePolicy(tx, clubId);
      const log: LoggedMatch[] = (await finishedMatches(tx, clubId))
        .filter((m) => m.winner && m.loser && m.finishedAt)
        .map((m) => ({
          ...toClubMatch(m),
          endedAt: m.finishedAt!.toISOString(),
          winner: m.winner!,
          loser: m.loser!,
        }));
      const replay = replayClubRatings(policy, log);
      if (!replay.ok) throw badInput(replay.error.message, 'policy');
      const byId = new Map(log.map((m) => [m.id, m]));
      const digest = createHash('sha256')
        .update(replay.value.entries.map((e) => e.match).join('\n'))
        .digest('hex');
      const before = await clubRatings(tx, clubId);
      const beforeOf = new Map(before.map((r) => [r.userId, r]));
      // The change rows, with each player's experience followed along the replay.
      const experience = new Map<string, number>();
      const rows = [];
      for (const entry of replay.value.entries) {
        if (!entry.rated) continue;
        const { length } = byId.get(entry.match)!;
        for (const [userId, opponentId, won, change, after] of [
          [entry.winner, entry.loser, true, entry.winnerChange, entry.winnerAfter],
          [entry.loser, entry.winner, false, entry.loserChange, entry.loserAfter],
        ] as const) {
          const exp = experience.get(userId) ?? 0;
          experience.set(userId, exp + length);
          rows.push({
            clubId,
            matchId: entry.match,
            userId,
            opponentId,
            won,
            length,
            ratingBefore: after - change,
            ratingAfter: after,
            change,
            experienceBefore: exp,
            experienceAfter: exp + length,
          });
        }
      }
      await tx.ratingChange.deleteMany({ where: { clubId } });
      if (rows.length) await tx.ratingChange.createMany({ data: rows });
      const after = Object.entries(replay.value.ratings).map(([userId, r]) => ({ userId, ...r }));
      const players = new Set([...beforeOf.keys(), ...after.map((r) => r.userId)]);
      // Rating rows are never deleted (the API's role may not: core/database/roles.ts): a member the replay
      // no longer rates goes back to 1500 and no experience.
      for (const userId of players) {
        const r = replay.value.ratings[userId] ?? { rating: INITIAL_RATING, experience: 0 };
        await writeRating(tx, clubId, { userId, ...r });
      }
      const moved = [...players]
        .map((userId) => {
          const b = beforeOf.get(userId);
          const a = replay.value.ratings[userId];
          return {
            userId,
            before: { rating: b?.rating ?? INITIAL_RATING, experience: b?.experience ?? 0 },
            after: { rating: a?.rating ?? INITIAL_RATING, experience: a?.experience ?? 0 },
          };
        })
        // A rating read back from PostgreSQL through the adapter has 15 significant digits: closer than 1e-9
        // is the same rating.
        .filter(
          (p) =>
            Math.abs(p.before.rating - p.after.rating) > 1e-9 || p.before.experience !== p.after.experience,
        )
        .sort((x, y) => (x.userId < y.userId ? -1 : 1));
      const rated = replay.value.entries.filter((e) => e.rated).length;
      const summary: RecomputeSummary = {
        policyVersion: version,
        rated,
        skipped: replay.value.entries.length - rated,
        changedPlayers: moved.length,
        logDigest: digest,
      };
      await this.audit.append(tx, AuditScopeType.CLUB, clubId, {
        actorId,
        action: 'rating.policyRecomputed',
        subject: `club:${clubId}`,
        before: moved.map((p) => ({ userId: p.userId, ...p.before })),
        after: {
          ...summary,
          skippedMatches: replay.value.entries.flatMap((e) =>
            e.rated ? [] : [{ match: e.match, reason: e.reason }],
          ),
          ratings: moved.map((p) => ({ userId: p.userId, ...p.after })),
        },
        reason,
      });
      return summary;
    });
  }
}
