import { z } from 'zod';
import type { Action, GameOptions, MatchState } from '@gamao/engine';
import { Prisma } from '../generated/prisma/client';
import type { MatchStatus } from '../generated/prisma/enums';
import type { SqlService } from '../core/database/sql.service';
import type { EventMap } from '../core/events/event-map';

/**
 * The Match aggregate's queries: a match with its players, and its action log (MatchAction). The only place
 * that reads or writes a match's stored JSON (`state`, `options`, each action): what comes out is checked
 * here, at the top level, and typed. Each function runs on the client it is given; loading a match and
 * appending to its log, on every action, use the plain pg pool (SqlService).
 */
type Db = Prisma.TransactionClient;

const MATCH_INCLUDE = {
  participants: { include: { user: { select: { id: true, displayName: true } } } },
} satisfies Prisma.MatchInclude;

type MatchPayload = Omit<Prisma.MatchGetPayload<{ include: typeof MATCH_INCLUDE }>, 'participants'> & {
  participants: { userId: string; side: number; user: { id: string; displayName: string } }[];
};

/** A match row with its players, its stored JSON decoded. */
export type StoredMatch = Omit<MatchPayload, 'state' | 'options'> & {
  /** The engine's state after `lastSeq` actions (without its event history); null until the match starts. */
  readonly state: MatchState | null;
  readonly options: Partial<GameOptions>;
};

/** One entry of the log. */
export interface StoredAction {
  readonly seq: number;
  readonly action: Action;
  readonly createdAt: Date;
}

// ---- decoding -------------------------------------------------------------------------------------

/*
 * Top-level checks only: every action reads and writes the state, and the engine checks what it applies.
 * These catch a row written by something else (a migration, a hand edit) before a service trusts its fields.
 */
const storedOptions = z.looseObject({ length: z.number().int().nonnegative() });

const storedState = z.looseObject({
  options: storedOptions,
  match: z.looseObject({ score: z.tuple([z.number(), z.number()]) }),
  games: z.array(z.unknown()).min(1),
  actionCount: z.number().int().nonnegative(),
});

/** The fields of the current game that the services read. */
const storedCurrentGame = z.looseObject({
  index: z.number().int().nonnegative(),
  phase: z.enum(['opening', 'rolling', 'moving', 'over']),
  board: z.array(z.unknown()).length(2),
  turn: z.union([z.literal(0), z.literal(1), z.null()]),
  dice: z.array(z.number()).length(2).nullable(),
  cube: z.looseObject({ value: z.number() }),
  resignation: z.looseObject({}).nullable(),
});

const storedAction = z.looseObject({ type: z.string() });

function refuse(what: string, error: z.ZodError): never {
  throw new Error(`Stored ${what} is malformed: ${z.prettifyError(error)}`);
}

function decodeState(matchId: string, state: unknown): MatchState | null {
  if (state === null) return null;
  const checked = storedState.safeParse(state);
  if (!checked.success) refuse(`state of match ${matchId}`, checked.error);
  const current = storedCurrentGame.safeParse(checked.data.games[checked.data.games.length - 1]);
  if (!current.success) refuse(`current game of match ${matchId}`, current.error);
  return state as MatchState;
}

/** A match's stored engine options (also for a row another module loaded, as the tournaments do). */
export function decodeMatchOptions(matchId: string, options: unknown): Partial<GameOptions> {
  const checked = storedOptions.safeParse(options);
  if (!checked.success) refuse(`options of match ${matchId}`, checked.error);
  return options as Partial<GameOptions>;
}

function decodeMatch(row: MatchPayload): StoredMatch {
  return {
    ...row,
    options: decodeMatchOptions(row.id, row.options),
    state: decodeState(row.id, row.state),
  };
}

function decodeAction(matchId: string, row: { seq: number; action: unknown; createdAt: Date }): StoredAction {
  const checked = storedAction.safeParse(row.action);
  if (!checked.success) refuse(`action #${row.seq} of match ${matchId}`, checked.error);
  return { seq: row.seq, action: row.action as Action, createdAt: row.createdAt };
}

/**
 * The state as it is cached: without the event history (the log holds it, and the history is replayed when
 * needed), so it stays a few kilobytes however long the match, which is what every action reads and writes.
 */
function compact(state: MatchState): MatchState {
  return {
    ...state,
    games: state.games.map((game) => (game.events.length ? { ...game, events: [] } : game)),
  };
}

// ---- the match ------------------------------------------------------------------------------------

const LOAD_MATCH_SQL = `
  SELECT m.*, COALESCE((
    SELECT json_agg(json_build_object('userId', p."userId", 'side', p.side,
      'user', json_build_object('id', u.id, 'displayName', u."displayName")) ORDER BY p.side)
    FROM "MatchParticipant" p JOIN "User" u ON u.id = p."userId" WHERE p."matchId" = m.id), '[]') AS participants
  FROM "Match" m WHERE m.id = $1`;

/** The match with its players, or null. Plain SQL: every action loads it. */
export async function loadMatch(sql: SqlService, matchId: string): Promise<StoredMatch | null> {
  const [row] = await sql.query<MatchPayload>(LOAD_MATCH_SQL, [matchId]);
  return row ? decodeMatch(row) : null;
}

/** A challenge from `createdById` (side 0) to `opponentId` (side 1), with checked engine options. */
export async function createChallenge(
  db: Db,
  challenge: { clubId: string; createdById: string; opponentId: string; options: GameOptions },
): Promise<StoredMatch> {
  const created = await db.match.create({
    data: {
      clubId: challenge.clubId,
      options: challenge.options as unknown as Prisma.InputJsonValue,
      createdById: challenge.createdById,
      participants: {
        create: [
          { userId: challenge.createdById, side: 0 },
          { userId: challenge.opponentId, side: 1 },
        ],
      },
    },
    include: MATCH_INCLUDE,
  });
  return decodeMatch(created);
}

/**
 * Starts a challenged match matching `where`: ACTIVE, with its first state and the server's dice seed and
 * commitment. False when no CHALLENGED row matched (nothing changed).
 */
export async function startMatch(
  db: Db,
  matchId: string,
  start: { state: MatchState; serverSeed: string; serverSeedHash: string },
  where: Prisma.MatchWhereInput = {},
): Promise<boolean> {
  const { count } = await db.match.updateMany({
    where: { ...where, id: matchId, status: 'CHALLENGED' },
    data: {
      status: 'ACTIVE',
      startedAt: new Date(),
      serverSeed: start.serverSeed,
      serverSeedHash: start.serverSeedHash,
      state: compact(start.state) as unknown as Prisma.InputJsonValue,
    },
  });
  return count > 0;
}

/** Ends a pending challenge (declined or withdrawn); false when it was no longer pending. */
export async function closeChallenge(
  db: Db,
  matchId: string,
  status: 'DECLINED' | 'CANCELLED',
): Promise<boolean> {
  const { count } = await db.match.updateMany({
    where: { id: matchId, status: 'CHALLENGED' },
    data: { status, finishedAt: new Date() },
  });
  return count > 0;
}

/** Sets a player's own dice seed while nothing has been rolled; false once that is too late. */
export async function setClientSeed(db: Db, matchId: string, side: 0 | 1, seed: string): Promise<boolean> {
  const { count } = await db.match.updateMany({
    where: { id: matchId, lastSeq: 0, status: { in: ['CHALLENGED', 'ACTIVE'] } },
    data: side === 0 ? { clientSeed0: seed } : { clientSeed1: seed },
  });
  return count > 0;
}

/** A player's matches and challenges, newest first. */
export async function matchesOf(
  db: Db,
  userId: string,
  statuses: readonly MatchStatus[] | undefined,
): Promise<StoredMatch[]> {
  const rows = await db.match.findMany({
    where: {
      participants: { some: { userId } },
      ...(statuses?.length ? { status: { in: [...statuses] } } : {}),
    },
    include: MATCH_INCLUDE,
    orderBy: { createdAt: 'desc' },
    take: 100,
  });
  return rows.map(decodeMatch);
}

/** A club's matches: unfinished ones first, then the latest results. */
export async function matchesOfClub(
  db: Db,
  clubId: string,
  statuses: readonly MatchStatus[] | undefined,
): Promise<StoredMatch[]> {
  const rows = await db.match.findMany({
    where: { clubId, ...(statuses?.length ? { status: { in: [...statuses] } } : {}) },
    include: MATCH_INCLUDE,
    orderBy: [{ finishedAt: { sort: 'desc', nulls: 'first' } }, { createdAt: 'desc' }],
    take: 50,
  });
  return rows.map(decodeMatch);
}

// ---- the log --------------------------------------------------------------------------------------

/**
 * Appends one action and moves the cached state in a single atomic statement: the update only matches when
 * the match is still at the sequence the client saw, and the insert only happens when the update did. The
 * final action also writes the durable `match.finished` event ($12, for the club $13) in the same statement,
 * so the match cannot end without its hand-off to the bracket and the ratings.
 */
const APPEND_ACTION_SQL = `
  WITH moved AS (
    UPDATE "Match" SET "lastSeq" = $3, state = $4::jsonb, "rollCount" = "rollCount" + $5,
      score0 = $6, score1 = $7,
      status = CASE WHEN $8 THEN 'FINISHED'::"MatchStatus" ELSE status END,
      "finishedAt" = CASE WHEN $8 THEN now() ELSE "finishedAt" END,
      "winnerSide" = CASE WHEN $8 THEN $9::int ELSE "winnerSide" END,
      "resultSource" = CASE WHEN $8 THEN 'PLAYED' ELSE "resultSource" END
    WHERE id = $1 AND "lastSeq" = $2 AND status = 'ACTIVE'
    RETURNING id),
  appended AS (
    INSERT INTO "MatchAction" ("matchId", seq, action, "actorId")
    SELECT id, $3, $10::jsonb, $11::uuid FROM moved RETURNING seq),
  finished AS (
    INSERT INTO "DomainEvent" (type, payload, "clubId")
    SELECT 'match.finished', $12::jsonb, $13::uuid FROM moved WHERE $8 RETURNING id)
  SELECT seq, (SELECT id::text FROM finished) AS "eventId" FROM appended`;

/** One action to append, with the state it leads to. */
export interface MatchAppend {
  readonly matchId: string;
  readonly clubId: string;
  /** The sequence number the client saw: the append happens only if it is still the last one. */
  readonly expectedSeq: number;
  readonly action: Action;
  readonly actorId: string;
  readonly state: MatchState;
  readonly score: readonly [number, number];
  /** Set when the action ends the match: the winner, and the durable event that announces it. */
  readonly finished: { readonly winner: 0 | 1; readonly event: EventMap['match.finished'] } | null;
}

/**
 * Appends the action as number expectedSeq + 1 (see APPEND_ACTION_SQL); null when the log has moved on
 * since expectedSeq (nothing changed). `eventId` is the match.finished event written with a final action.
 */
export async function appendMatchAction(
  sql: SqlService,
  append: MatchAppend,
): Promise<{ seq: number; eventId: string | null } | null> {
  const { finished } = append;
  try {
    const [appended] = await sql.query<{ seq: number; eventId: string | null }>(APPEND_ACTION_SQL, [
      append.matchId,
      append.expectedSeq,
      append.expectedSeq + 1,
      JSON.stringify(compact(append.state)),
      append.action.type === 'roll' ? 1 : 0,
      append.score[0],
      append.score[1],
      finished !== null,
      finished?.winner ?? null,
      JSON.stringify(append.action),
      append.actorId,
      JSON.stringify(finished?.event ?? null),
      append.clubId,
    ]);
    return appended ?? null;
  } catch (error) {
    // The unique (matchId, seq) key: a simultaneous append won.
    if ((error as { code?: string }).code === '23505') return null;
    throw error;
  }
}

/** The whole log, in order. */
export async function matchActions(db: Db, matchId: string): Promise<StoredAction[]> {
  const rows = await db.matchAction.findMany({
    where: { matchId },
    orderBy: { seq: 'asc' },
    select: { seq: true, action: true, createdAt: true },
  });
  return rows.map((row) => decodeAction(matchId, row));
}
