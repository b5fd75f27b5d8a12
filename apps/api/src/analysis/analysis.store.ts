import { Prisma } from '../generated/prisma/client';
import type { AnalysisStatus, AnalysisSubject } from '../generated/prisma/enums';
import type { PrismaService } from '../core/database/prisma.service';
import type { MatchAnalysis } from '@gamao/bot';
import { checkMatchAnalysis } from './match-analysis';

/**
 * The MatchAnalysis aggregate's queries: one analysis per record (its status, its result) and the per-player
 * rows of finished analyses (AnalysisPlayer) that the leaderboards and histories read. The only place that
 * reads or writes an analysis's stored JSON. Each status change is one conditional statement, so that two
 * deliveries of an event, or two instances, never run or store an analysis twice.
 */
type Db = Prisma.TransactionClient | PrismaService;

export interface StoredAnalysis {
  readonly id: string;
  readonly subjectKind: AnalysisSubject;
  readonly subjectId: string;
  readonly clubId: string;
  readonly tournamentId: string | null;
  readonly status: AnalysisStatus;
  readonly requestedById: string | null;
  readonly requestedAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
  readonly attempts: number;
  /** The ANALYSIS_VERSION of the stored result (null until DONE). */
  readonly version: number | null;
  readonly depth: string | null;
  readonly error: string | null;
}

export interface StoredAnalysisPlayer {
  readonly side: number;
  readonly userId: string | null;
  readonly name: string;
  readonly unforced: number;
  readonly checkerDecisions: number;
  readonly cubeDecisions: number;
  readonly totalError: number;
  readonly errorRate: number;
  readonly pr: number;
  readonly luck: number;
  readonly doubtful: number;
  readonly bad: number;
  readonly veryBad: number;
}

const ANALYSIS_SELECT = {
  id: true,
  subjectKind: true,
  subjectId: true,
  clubId: true,
  tournamentId: true,
  status: true,
  requestedById: true,
  requestedAt: true,
  startedAt: true,
  finishedAt: true,
  attempts: true,
  version: true,
  depth: true,
  error: true,
} satisfies Prisma.MatchAnalysisSelect;

export interface Subject {
  readonly subjectKind: AnalysisSubject;
  readonly subjectId: string;
}

export function findAnalysis(db: Db, subject: Subject): Promise<StoredAnalysis | null> {
  return db.matchAnalysis.findUnique({
    where: { subjectKind_subjectId: subject },
    select: ANALYSIS_SELECT,
  });
}

export function analysisById(db: Db, id: string): Promise<StoredAnalysis | null> {
  return db.matchAnalysis.findUnique({ where: { id }, select: ANALYSIS_SELECT });
}

/** The analyses of several subjects of one kind at once (for lists of records). */
export async function analysesOf(
  db: Db,
  subjectKind: AnalysisSubject,
  subjectIds: readonly string[],
): Promise<Map<string, StoredAnalysis>> {
  if (!subjectIds.length) return new Map();
  const rows = await db.matchAnalysis.findMany({
    where: { subjectKind, subjectId: { in: [...subjectIds] } },
    select: ANALYSIS_SELECT,
  });
  return new Map(rows.map((row) => [row.subjectId, row]));
}

/** The stored result of a finished analysis (checked), or null. */
export async function analysisResult(db: Db, id: string): Promise<MatchAnalysis | null> {
  const row = await db.matchAnalysis.findUnique({ where: { id }, select: { result: true } });
  return row?.result ? checkMatchAnalysis(row.result) : null;
}

export function analysisPlayers(db: Db, analysisId: string): Promise<StoredAnalysisPlayer[]> {
  return db.analysisPlayer.findMany({
    where: { analysisId },
    orderBy: { side: 'asc' },
    select: {
      side: true,
      userId: true,
      name: true,
      unforced: true,
      checkerDecisions: true,
      cubeDecisions: true,
      totalError: true,
      errorRate: true,
      pr: true,
      luck: true,
      doubtful: true,
      bad: true,
      veryBad: true,
    },
  });
}

/**
 * Queues an analysis of a subject: a new row, or one queued again on its row: a failed one, or one done by an
 * analysis older than `version` (the current ANALYSIS_VERSION). Null when the subject already has an
 * analysis queued, running, or done by the current version (nothing to do: the caller answers with it).
 */
export async function queueAnalysis(
  tx: Prisma.TransactionClient,
  queued: Subject & { clubId: string; tournamentId: string | null; requestedById: string | null },
  version: number,
): Promise<StoredAnalysis | null> {
  const [row] = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "MatchAnalysis" (id, "subjectKind", "subjectId", "clubId", "tournamentId", "requestedById")
    VALUES (gen_random_uuid(), ${queued.subjectKind}::"AnalysisSubject", ${queued.subjectId}, ${queued.clubId}::uuid,
      ${queued.tournamentId}::uuid, ${queued.requestedById}::uuid)
    ON CONFLICT ("subjectKind", "subjectId") DO UPDATE
      SET status = 'QUEUED', "requestedById" = EXCLUDED."requestedById", "requestedAt" = now(),
        "startedAt" = NULL, "finishedAt" = NULL, error = NULL
      WHERE "MatchAnalysis".status = 'FAILED'
        OR ("MatchAnalysis".status = 'DONE' AND coalesce("MatchAnalysis".version, 0) < ${version})
    RETURNING id::text`;
  return row ? analysisById(tx, row.id) : null;
}

/** Serialises, until the transaction ends, the requests to redo one club's outdated analyses. */
export async function lockClubRedo(tx: Prisma.TransactionClient, clubId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM pg_advisory_xact_lock(hashtextextended(${`analysis.redoClub:${clubId}`}, 0))`;
}

/** A club's analyses done by a version earlier than `version` (to be redone). */
const outdatedOf = (clubId: string, version: number) =>
  ({
    clubId,
    status: 'DONE',
    OR: [{ version: null }, { version: { lt: version } }],
  }) satisfies Prisma.MatchAnalysisWhereInput;

/** The same rule for one row already read. */
export const isOutdated = (row: StoredAnalysis, version: number): boolean =>
  row.status === 'DONE' && (row.version ?? 0) < version;

export function countOutdated(db: Db, clubId: string, version: number): Promise<number> {
  return db.matchAnalysis.count({ where: outdatedOf(clubId, version) });
}

/** The club's next analysis to redo: the latest done first. */
export function nextOutdated(db: Db, clubId: string, version: number): Promise<StoredAnalysis | null> {
  return db.matchAnalysis.findFirst({
    where: outdatedOf(clubId, version),
    orderBy: [{ finishedAt: 'desc' }, { id: 'asc' }],
    select: ANALYSIS_SELECT,
  });
}

/**
 * Whether an analysis is waiting or running anywhere (a redo waits for them all). One queued or started more
 * than an hour ago is not counted: its event was dead-lettered, and it must not hold the redos up for ever.
 */
export async function analysesInFlight(db: Db): Promise<boolean> {
  const [row] = await db.$queryRaw<{ busy: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM "MatchAnalysis"
      WHERE (status = 'QUEUED' AND "requestedAt" > now() - interval '1 hour')
         OR (status = 'RUNNING' AND "startedAt" > now() - interval '1 hour')) AS busy`;
  return row?.busy ?? false;
}

/**
 * Starts a run: a QUEUED analysis, or a RUNNING one whose run was cut short (its instance stopped; the event
 * is delivered again). Null when it is DONE or FAILED: a second delivery of the event does nothing.
 */
export async function startRun(db: Db, id: string): Promise<StoredAnalysis | null> {
  const moved = await db.$executeRaw`
    UPDATE "MatchAnalysis" SET status = 'RUNNING', "startedAt" = now(), attempts = attempts + 1
    WHERE id = ${id}::uuid AND status IN ('QUEUED', 'RUNNING')`;
  return moved ? analysisById(db, id) : null;
}

/** What a finished run stores for each side. */
export interface PlayerRow {
  readonly side: 0 | 1;
  readonly userId: string | null;
  readonly name: string;
}

/**
 * Stores a finished run (only while it is RUNNING) with its per-player rows, in one transaction: false when
 * another delivery already finished it. A redone analysis replaces the rows of the earlier version.
 */
export async function finishRun(
  tx: Prisma.TransactionClient,
  analysis: StoredAnalysis,
  result: MatchAnalysis,
  players: readonly PlayerRow[],
  playedAt: Date,
): Promise<boolean> {
  const moved = await tx.$executeRaw`
    UPDATE "MatchAnalysis" SET status = 'DONE', "finishedAt" = now(), version = ${result.version},
      depth = ${result.depth}, result = ${JSON.stringify(result)}::jsonb, error = NULL
    WHERE id = ${analysis.id}::uuid AND status = 'RUNNING'`;
  if (!moved) return false;
  // A redone analysis writes its rows over the earlier version's (the API's role never deletes them).
  for (const player of players) {
    const summary = result.players[player.side];
    const row = {
      analysisId: analysis.id,
      side: player.side,
      userId: player.userId,
      name: player.name || summary.name,
      clubId: analysis.clubId,
      tournamentId: analysis.tournamentId,
      unforced: summary.unforced,
      checkerDecisions: summary.checkerDecisions,
      cubeDecisions: summary.cubeDecisions,
      totalError: summary.totalError,
      errorRate: summary.errorRate,
      pr: summary.pr,
      luck: summary.luck,
      doubtful: summary.marks.doubtful,
      bad: summary.marks.bad,
      veryBad: summary.marks.veryBad,
      analysedAt: new Date(),
      playedAt,
    };
    await tx.analysisPlayer.upsert({
      where: { analysisId_side: { analysisId: analysis.id, side: player.side } },
      create: row,
      update: row,
    });
  }
  return true;
}

/** Marks a run FAILED with its reason (only while it is RUNNING). */
export async function failRun(db: Db, id: string, error: string): Promise<boolean> {
  const moved = await db.$executeRaw`
    UPDATE "MatchAnalysis" SET status = 'FAILED', "finishedAt" = now(), error = ${error.slice(0, 2000)}
    WHERE id = ${id}::uuid AND status = 'RUNNING'`;
  return moved === 1;
}

// ---- leaderboards and histories -----------------------------------------------------------------------

export interface PrRow {
  readonly userId: string;
  readonly name: string;
  readonly matches: number;
  readonly decisions: number;
  readonly totalError: number;
}

/**
 * Each member's figures over the rows that `filter` keeps: analysed matches, unforced decisions and their total
 * error (PR = 500 × total error / decisions, so a long match weighs as much as its decisions). The name is the
 * member's display name now.
 */
async function prRows(db: Db, filter: Prisma.Sql, minDecisions: number): Promise<PrRow[]> {
  return db.$queryRaw<PrRow[]>`
    SELECT p."userId"::text AS "userId", u."displayName" AS name, count(*)::int AS matches,
      sum(p.unforced)::int AS decisions, sum(p."totalError")::float8 AS "totalError"
    FROM "AnalysisPlayer" p JOIN "User" u ON u.id = p."userId"
    WHERE p."userId" IS NOT NULL AND ${filter}
    GROUP BY p."userId", u."displayName"
    HAVING sum(p.unforced) >= ${minDecisions} AND sum(p.unforced) > 0
    ORDER BY sum(p."totalError") / sum(p.unforced), u."displayName"
    LIMIT 500`;
}

export function clubPrRows(db: Db, clubId: string, minDecisions: number): Promise<PrRow[]> {
  return prRows(db, Prisma.sql`p."clubId" = ${clubId}::uuid`, minDecisions);
}

export function tournamentPrRows(db: Db, tournamentId: string): Promise<PrRow[]> {
  return prRows(db, Prisma.sql`p."tournamentId" = ${tournamentId}::uuid`, 0);
}

export interface HistoryRow {
  readonly subjectKind: AnalysisSubject;
  readonly subjectId: string;
  readonly playedAt: Date;
  readonly pr: number;
  readonly decisions: number;
  readonly opponent: string | null;
}

/**
 * A member's analysed records, oldest first, among those the viewer may see: in a club of the viewer's, or
 * the viewer's own.
 */
export function prHistory(db: Db, userId: string, viewerId: string): Promise<HistoryRow[]> {
  return db.$queryRaw<HistoryRow[]>`
    SELECT a."subjectKind", a."subjectId", p."playedAt", p.pr, p.unforced AS decisions, o.name AS opponent
    FROM "AnalysisPlayer" p
    JOIN "MatchAnalysis" a ON a.id = p."analysisId"
    LEFT JOIN "AnalysisPlayer" o ON o."analysisId" = p."analysisId" AND o.side <> p.side
    WHERE p."userId" = ${userId}::uuid
      AND (p."userId" = ${viewerId}::uuid OR EXISTS (
        SELECT 1 FROM "ClubMembership" m WHERE m."clubId" = p."clubId" AND m."userId" = ${viewerId}::uuid))
    ORDER BY p."playedAt", a.id
    LIMIT 1000`;
}

/** Whether two members share a club (what lets one see the other's profile). */
export async function shareAClub(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db.$queryRaw<{ shared: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM "ClubMembership" x JOIN "ClubMembership" y ON y."clubId" = x."clubId"
      WHERE x."userId" = ${a}::uuid AND y."userId" = ${b}::uuid) AS shared`;
  return row?.shared ?? false;
}

export async function tournamentClub(db: Db, tournamentId: string): Promise<string | null> {
  const row = await db.tournament.findUnique({ where: { id: tournamentId }, select: { clubId: true } });
  return row?.clubId ?? null;
}

/** Whether a finished match has a checker play to analyse. */
export async function matchHasPlays(db: Db, matchId: string): Promise<boolean> {
  const [row] = await db.$queryRaw<{ plays: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "MatchAction" WHERE "matchId" = ${matchId}::uuid AND action->>'type' = 'play') AS plays`;
  return row?.plays ?? false;
}
