/**
 * The storage of a tournament's day (issue 41): its day rules (one row, none until a director sets them), each
 * round's start time, and each player's check-in at his board with a director's lateness waiver. The stored
 * JSON is checked here, at the boundary; the services hold the rules.
 */
import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import {
  type BothLate,
  DEFAULT_LATENESS_RULE,
  DEFAULT_TIME_LIMIT_RULE,
  type LatenessRule,
  type LatenessWaiver,
  type MatchEnd,
  type StandingsPolicyChanges,
  type TimeLimitRule,
} from '@gamao/tournament';
import type { Prisma } from '../generated/prisma/client';
import { PrismaService } from '../core/database/prisma.service';
import type { Tx } from './tournament.store';

type Client = Tx | PrismaService;

/** How a finished match ended, when its result does not say (resultEnds). */
export interface ResultEnd {
  readonly end: MatchEnd;
  /** A match stopped by the time limit: the score reached then, [winner's, loser's]. */
  readonly limitScore?: readonly [number, number];
}

interface EndRow {
  slot: string;
  source: string | null;
  winnerSide: number | null;
  score0: number | null;
  score1: number | null;
  lastAction: string | null;
}

/** A tournament's day rules as the lib takes them. */
export interface DayRules {
  readonly lateness: LatenessRule;
  readonly bothLate: BothLate;
  /** null: no time limit. */
  readonly timeLimitMinutes: number | null;
  readonly timeLimitRule: TimeLimitRule;
  /** Empty: the format's default tie-breaks. */
  readonly tieBreaks: readonly string[];
  readonly standingsPolicy: StandingsPolicyChanges;
  /** 0: never set. */
  readonly version: number;
}

export const DEFAULT_DAY_RULES: DayRules = {
  lateness: DEFAULT_LATENESS_RULE,
  bothLate: 'each',
  timeLimitMinutes: null,
  timeLimitRule: DEFAULT_TIME_LIMIT_RULE,
  tieBreaks: [],
  standingsPolicy: {},
  version: 0,
};

/** A player's row at a board. */
export interface BoardPlayerRow {
  readonly matchId: string;
  readonly userId: string;
  readonly checkedInAt: Date | null;
  readonly waiver: LatenessWaiver | null;
}

const latenessRule = z.object({
  graceMinutes: z.number(),
  pointsPerInterval: z.number(),
  intervalMinutes: z.number(),
  forfeitAt: z.union([z.literal('halfLength'), z.number()]),
});
const timeLimitRule = z.looseObject({ kind: z.string(), onTie: z.string() });
const waiver = z.object({ points: z.union([z.literal('all'), z.number()]), reason: z.string() });

const json = (value: unknown): Prisma.InputJsonValue => value as Prisma.InputJsonValue;

@Injectable()
export class TournamentDayStore {
  constructor(private readonly prisma: PrismaService) {}

  /** The day rules in force: the stored ones, or the defaults. */
  async rules(tournamentId: string, client: Client = this.prisma): Promise<DayRules> {
    const row = await client.tournamentDayRules.findUnique({ where: { tournamentId } });
    if (!row) return DEFAULT_DAY_RULES;
    const rule = latenessRule.safeParse(row.latenessRule);
    const limit = timeLimitRule.safeParse(row.timeLimitRule ?? DEFAULT_TIME_LIMIT_RULE);
    if (!rule.success || !limit.success) {
      throw new Error(`Tournament ${tournamentId}: the stored day rules are not day rules`);
    }
    return {
      lateness: rule.data,
      bothLate: row.bothLate === 'net' ? 'net' : 'each',
      timeLimitMinutes: row.timeLimitMinutes,
      timeLimitRule: limit.data as unknown as TimeLimitRule,
      tieBreaks: row.tieBreaks,
      standingsPolicy: (row.standingsPolicy ?? {}) as StandingsPolicyChanges,
      version: row.version,
    };
  }

  async saveRules(tx: Tx, tournamentId: string, rules: DayRules): Promise<void> {
    const data = {
      latenessRule: json(rules.lateness),
      bothLate: rules.bothLate,
      timeLimitMinutes: rules.timeLimitMinutes,
      timeLimitRule: json(rules.timeLimitRule),
      tieBreaks: [...rules.tieBreaks],
      standingsPolicy: json(rules.standingsPolicy),
      version: rules.version,
      updatedAt: new Date(),
    };
    await tx.tournamentDayRules.upsert({
      where: { tournamentId },
      create: { tournamentId, ...data },
      update: data,
    });
  }

  async roundStart(tournamentId: string, round: number, client: Client = this.prisma): Promise<Date | null> {
    const row = await client.tournamentRoundStart.findUnique({
      where: { tournamentId_round: { tournamentId, round } },
    });
    return row?.startsAt ?? null;
  }

  async setRoundStart(tx: Tx, tournamentId: string, round: number, startsAt: Date): Promise<void> {
    await tx.tournamentRoundStart.upsert({
      where: { tournamentId_round: { tournamentId, round } },
      create: { tournamentId, round, startsAt },
      update: { startsAt },
    });
  }

  /** The live Match rows of one round of a tournament. */
  matchRows(tournamentId: string, round: number, client: Client = this.prisma) {
    return client.match.findMany({
      where: { tournamentId, tournamentRound: round, status: { notIn: ['CANCELLED', 'DECLINED'] } },
      select: { id: true, tournamentSlot: true, status: true, startedAt: true },
    });
  }

  /**
   * How a tournament's finished matches ended where their result alone does not say it, by slot: stopped by
   * the round's time limit (with the score reached then, [winner's, loser's]), lost on time (the clock), or
   * decided by an accepted resignation (the match's last action). Played, retired and walked-over matches
   * are told by their result.
   */
  async resultEnds(
    tournamentId: string,
    client: Client = this.prisma,
    onlyMatchId: string | null = null,
  ): Promise<Map<string, ResultEnd>> {
    const rows = await client.$queryRaw<EndRow[]>`
      SELECT m."tournamentSlot" AS slot, m."resultSource" AS source, m."winnerSide" AS "winnerSide",
             m.score0, m.score1,
             (SELECT a.action->>'type' FROM "MatchAction" a WHERE a."matchId" = m.id
               ORDER BY a.seq DESC LIMIT 1) AS "lastAction"
      FROM "Match" m
      WHERE m."tournamentId" = ${tournamentId}::uuid AND m.status = 'FINISHED' AND m."tournamentSlot" IS NOT NULL
        AND (${onlyMatchId}::uuid IS NULL OR m.id = ${onlyMatchId}::uuid)`;
    const ends = new Map<string, ResultEnd>();
    for (const r of rows) {
      if (r.source === 'TIME_LIMIT') {
        const scores = [r.score0, r.score1];
        const w = r.winnerSide;
        // Recorded by recordTimeLimitResult; 0-0 cannot be a score at the limit (equal: one more game).
        const limitScore =
          w !== null && (r.score0 ?? 0) + (r.score1 ?? 0) > 0
            ? ([scores[w] ?? 0, scores[1 - w] ?? 0] as [number, number])
            : undefined;
        ends.set(r.slot, { end: 'timeLimit', ...(limitScore ? { limitScore } : {}) });
      } else if (r.source === 'TIMEOUT') ends.set(r.slot, { end: 'timedOut' });
      else if (r.source === 'PLAYED' && r.lastAction === 'acceptResignation')
        ends.set(r.slot, { end: 'resigned' });
    }
    return ends;
  }

  /** The players' rows of a tournament's boards (all rounds), by match then player. */
  async boardPlayers(tournamentId: string, client: Client = this.prisma): Promise<BoardPlayerRow[]> {
    const rows = await client.tournamentBoardPlayer.findMany({ where: { tournamentId } });
    return rows.map((r) => ({
      matchId: r.matchId,
      userId: r.userId,
      checkedInAt: r.checkedInAt,
      waiver: r.waiver === null ? null : waiver.parse(r.waiver),
    }));
  }

  async boardPlayer(tx: Tx, matchId: string, userId: string): Promise<BoardPlayerRow | null> {
    const row = await tx.tournamentBoardPlayer.findUnique({ where: { matchId_userId: { matchId, userId } } });
    if (!row) return null;
    return { ...row, waiver: row.waiver === null ? null : waiver.parse(row.waiver) };
  }

  async checkIn(tx: Tx, tournamentId: string, matchId: string, userId: string, at: Date): Promise<void> {
    await tx.tournamentBoardPlayer.upsert({
      where: { matchId_userId: { matchId, userId } },
      create: { tournamentId, matchId, userId, checkedInAt: at },
      update: { checkedInAt: at },
    });
  }

  async setWaiver(tx: Tx, matchId: string, userId: string, value: LatenessWaiver): Promise<void> {
    await tx.tournamentBoardPlayer.update({
      where: { matchId_userId: { matchId, userId } },
      data: { waiver: json(value) },
    });
  }
}
