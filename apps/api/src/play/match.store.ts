import { z } from 'zod';
import type { Action, ClockState, GameOptions, MatchState, TimeControl } from '@gamao/engine';
import { Prisma } from '../generated/prisma/client';
import type { MatchStatus } from '../generated/prisma/enums';
import type { SqlService } from '../core/database/sql.service';
import type { EventMap } from '../core/events/event-map';

/**
 * The Match aggregate's queries: a match with its players, and its action log (MatchAction). With
 * match-clock.store.ts (its clock and presence rows), the only place that reads or writes a match's stored
 * JSON (`state`, `options`, each action, the clock): what comes out is checked here, at the top level, and typed. Each function runs on the client it is given; loading a match and
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
export type StoredMatch = Omit<MatchPayload, 'state' | 'options' | 'timeControl' | 'clock'> & {
  /** The engine's state after `lastSeq` actions (without its event history); null until the match starts. */
  readonly state: MatchState | null;
  readonly options: Partial<GameOptions>;
  /** The match's time control; null: no clock. */
  readonly timeControl: TimeControl | null;
  /** The clocks (null until the match starts, and for a match without a clock). */
  readonly clock: ClockState | null;
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

const ms = z.number().int().nonnegative();
const storedTimeControl = z.looseObject({
  delayMs: ms,
  reserveMs: ms,
  autoRoll: z.boolean(),
  preset: z.enum(['blitz', 'standard', 'slow']).nullable(),
  reservePerPointMs: ms.nullable(),
});
const storedClock = z.looseObject({
  reserveMs: z.tuple([ms, ms]),
  running: z.union([z.literal(0), z.literal(1), z.null()]),
  startedAt: z.number().nullable(),
  charged: z.boolean(),
  pausedAt: z.number().nullable(),
});

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

/** A stored time control (a match's, or a tournament's once resolved), or null. */
export function decodeTimeControl(matchId: string, value: unknown): TimeControl | null {
  if (value === null || value === undefined) return null;
  const checked = storedTimeControl.safeParse(value);
  if (!checked.success) refuse(`time control of match ${matchId}`, checked.error);
  return value as TimeControl;
}

export function decodeClock(matchId: string, value: unknown): ClockState | null {
  if (value === null || value === undefined) return null;
  const checked = storedClock.safeParse(value);
  if (!checked.success) refuse(`clock of match ${matchId}`, checked.error);
  return value as ClockState;
}

function decodeMatch(row: MatchPayload): StoredMatch {
  return {
    ...row,
    options: decodeMatchOptions(row.id, row.options),
    state: decodeState(row.id, row.state),
    timeControl: decodeTimeControl(row.id, row.timeControl),
    clock: decodeClock(row.id, row.clock),
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

/** The ACTIVE matches of a tournament, with their players; and the tournament's club (null: no such tournament). */
export async function liveTournamentMatches(
  sql: SqlService,
  tournamentId: string,
): Promise<{ clubId: string | null; matches: StoredMatch[] }> {
  const [t] = await sql.query<{ clubId: string }>('SELECT "clubId" FROM "Tournament" WHERE id = $1', [
    tournamentId,
  ]);
  if (!t) return { clubId: null, matches: [] };
  const rows = await sql.query<MatchPayload>(
    LOAD_MATCH_SQL.replace('WHERE m.id = $1', `WHERE m."tournamentId" = $1 AND m.status = 'ACTIVE'`),
    [tournamentId],
  );
  return { clubId: t.clubId, matches: rows.map(decodeMatch) };
}

/** The match with its players, or null. Plain SQL: every action loads it. */
export async function loadMatch(sql: SqlService, matchId: string): Promise<StoredMatch | null> {
  const [row] = await sql.query<MatchPayload>(LOAD_MATCH_SQL, [matchId]);
  return row ? decodeMatch(row) : null;
}

/** A challenge from `createdById` (side 0) to `opponentId` (side 1), with checked engine options. */
export async function createChallenge(
  db: Db,
  challenge: {
    clubId: string;
    createdById: string;
    opponentId: string;
    options: GameOptions;
    timeControl: TimeControl | null;
    abandonMinutes: number;
  },
): Promise<StoredMatch> {
  const created = await db.match.create({
    data: {
      clubId: challenge.clubId,
      options: challenge.options as unknown as unknown as Prisma.InputJsonValue,
      timeControl: (challenge.timeControl ?? Prisma.DbNull) as unknown as Prisma.InputJsonValue,
      abandonMinutes: challenge.abandonMinutes,
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
  start: {
    state: MatchState;
    serverSeed: string;
    serverSeedHash: string;
    clock: ClockState | null;
    /** The options when the start changes them (a tournament's start score); left out, they stay. */
    options?: Partial<GameOptions>;
    /** When it started (now when left out). */
    startedAt?: Date;
  },
  where: Prisma.MatchWhereInput = {},
): Promise<boolean> {
  const { count } = await db.match.updateMany({
    where: { ...where, id: matchId, status: 'CHALLENGED' },
    data: {
      ...(start.options ? { options: start.options as unknown as Prisma.InputJsonValue } : {}),
      status: 'ACTIVE',
      startedAt: start.startedAt ?? new Date(),
      serverSeed: start.serverSeed,
      serverSeedHash: start.serverSeedHash,
      state: compact(start.state) as unknown as unknown as Prisma.InputJsonValue,
      clock: (start.clock ?? Prisma.DbNull) as unknown as Prisma.InputJsonValue,
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
 * the match is still at the sequence the client saw (and its clocks are as the caller read them: a director's
 * pause in between is not overwritten), and the insert only happens when the update did. The final action also
 * writes the durable `match.finished` event in the same statement, so the match cannot end without its hand-off
 * to the bracket and the ratings; and the clock's next job (a deadline, an automatic roll) is scheduled with it.
 * An `annulTimeout` reopens a match that a timeout or a forfeit finished (`reopen`). When the decision passes to
 * the other side, the match records whose turn it is and when its "your turn" notice falls due, and schedules
 * the durable check of it (`match.turn`, the notifications') unless one is pending (or one pending for over
 * ten minutes was lost); when a correspondence move begins, its first daily reminder (`match.reminderDue`).
 */
const APPEND_ACTION_SQL = `
  WITH moved AS (
    UPDATE "Match" SET "lastSeq" = $3, state = $4::jsonb, "rollCount" = "rollCount" + $5,
      score0 = $6, score1 = $7,
      status = CASE WHEN $8 THEN 'FINISHED'::"MatchStatus" ELSE 'ACTIVE'::"MatchStatus" END,
      "finishedAt" = CASE WHEN $8 THEN now() ELSE NULL END,
      "winnerSide" = CASE WHEN $8 THEN $9::int ELSE NULL END,
      "resultSource" = CASE WHEN $8 THEN $14 ELSE NULL END,
      clock = $15::jsonb, "deadlineAt" = $16::timestamptz,
      "turnSide" = CASE WHEN $21::jsonb IS NULL THEN "turnSide" ELSE ($21::jsonb->>'side')::int END,
      "turnNoticeAt" = CASE WHEN $21::jsonb IS NULL THEN "turnNoticeAt" ELSE $24::timestamptz END,
      "turnCheckAt" = CASE WHEN $21::jsonb IS NULL OR "turnCheckAt" > now() - interval '10 minutes'
        THEN "turnCheckAt" ELSE $24::timestamptz END
    WHERE id = $1 AND "lastSeq" = $2 AND clock IS NOT DISTINCT FROM $19::jsonb
      AND (status = 'ACTIVE' OR ($20 AND status = 'FINISHED' AND "resultSource" IN ('TIMEOUT', 'FORFEIT')))
    RETURNING id, "turnCheckAt"),
  appended AS (
    INSERT INTO "MatchAction" ("matchId", seq, action, "actorId")
    SELECT id, $3, $10::jsonb, $11::uuid FROM moved RETURNING seq),
  finished AS (
    INSERT INTO "DomainEvent" (type, payload, "clubId")
    SELECT CASE WHEN $20 THEN 'match.reopened' ELSE 'match.finished' END, $12::jsonb, $13::uuid
    FROM moved WHERE $8 OR $20 RETURNING id),
  scheduled AS (
    INSERT INTO "DomainEvent" (type, payload, "clubId", "availableAt")
    SELECT 'clock.due', $17::jsonb, $13::uuid, $18::timestamptz FROM moved WHERE $17::jsonb IS NOT NULL),
  turned AS (
    INSERT INTO "DomainEvent" (type, payload, "clubId", "availableAt")
    SELECT 'match.turn', $21::jsonb, $13::uuid, $24::timestamptz FROM moved
    WHERE $21::jsonb IS NOT NULL AND "turnCheckAt" = $24::timestamptz),
  reminded AS (
    INSERT INTO "DomainEvent" (type, payload, "clubId", "availableAt")
    SELECT 'match.reminderDue', $22::jsonb, $13::uuid, $23::timestamptz FROM moved WHERE $22::jsonb IS NOT NULL)
  SELECT seq, (SELECT id::text FROM finished) AS "eventId" FROM appended`;

/** A job of the clock to schedule: at `at`, look at the match again (events/event-map.ts, clock.due). */
export interface ClockJob {
  readonly at: Date;
  readonly job: 'deadline' | 'autoRoll';
}

/** One action to append, with the state it leads to. */
export interface MatchAppend {
  readonly matchId: string;
  readonly clubId: string;
  /** The sequence number the client saw: the append happens only if it is still the last one. */
  readonly expectedSeq: number;
  readonly action: Action;
  /** Null for the server's own actions (a timeout, an automatic roll). */
  readonly actorId: string | null;
  readonly state: MatchState;
  readonly score: readonly [number, number];
  /** Set when the action ends the match: the winner, how, and the durable event that announces it. */
  readonly finished: {
    readonly winner: 0 | 1;
    readonly source: 'PLAYED' | 'TIMEOUT' | 'FORFEIT';
    readonly event: EventMap['match.finished'];
  } | null;
  /** The clocks as the caller read them (the append is refused if they changed since) and after the action. */
  readonly clockBefore: ClockState | null;
  readonly clock: ClockState | null;
  readonly deadlineAt: Date | null;
  readonly job: ClockJob | null;
  /** Reopens a match finished by a timeout or a forfeit (a director's annulment), with its durable event. */
  readonly reopen?: EventMap['match.reopened'] | null;
  /** The side the decision passed to with this action (null: the same side decides, or nobody). */
  readonly turnTo?: 0 | 1 | null;
  /** With `turnTo`: when that side's "your turn" notice falls due if he has not played by then. */
  readonly turnNoticeAt?: Date | null;
  /** A correspondence move that began: when its first daily reminder falls due (match.reminderDue). */
  readonly reminderAt?: Date | null;
}

/**
 * Appends the action as number expectedSeq + 1 (see APPEND_ACTION_SQL); null when the log has moved on
 * since expectedSeq (nothing changed). `eventId` is the match.finished event written with a final action.
 * With `reopen`, the statement writes the durable match.reopened event instead (its id is `eventId`).
 */
export async function appendMatchAction(
  sql: SqlService,
  append: MatchAppend,
): Promise<{ seq: number; eventId: string | null } | null> {
  const { finished } = append;
  const params = [
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
    JSON.stringify(append.reopen ?? finished?.event ?? null),
    append.clubId,
    finished?.source ?? null,
    append.clock ? JSON.stringify(append.clock) : null,
    append.deadlineAt,
    append.job
      ? JSON.stringify({ matchId: append.matchId, seq: append.expectedSeq + 1, job: append.job.job })
      : null,
    append.job?.at ?? null,
    append.clockBefore ? JSON.stringify(append.clockBefore) : null,
    Boolean(append.reopen),
    append.turnTo === null || append.turnTo === undefined
      ? null
      : JSON.stringify({ matchId: append.matchId, seq: append.expectedSeq + 1, side: append.turnTo }),
    append.reminderAt ? JSON.stringify({ matchId: append.matchId, seq: append.expectedSeq + 1 }) : null,
    append.reminderAt ?? null,
    append.turnNoticeAt ?? null,
  ];
  try {
    const [appended] = await sql.query<{ seq: number; eventId: string | null }>(APPEND_ACTION_SQL, params);
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
