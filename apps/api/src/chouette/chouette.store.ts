import { z } from 'zod';
import type { ChouetteAction, ChouetteClocks, ChouetteState, PlayerId } from '@gamao/chouette';
import type { TimeControl } from '@gamao/engine';
import { Prisma } from '../generated/prisma/client';
import type { ChouetteMode, ChouetteSession, ChouetteStatus, ClubRole } from '../generated/prisma/client';
import type { PrismaService } from '../core/database/prisma.service';

/**
 * The ChouetteSession aggregate's queries: a session, its players and its action log (ChouetteAction). The
 * only place that reads or writes a session's stored JSON (`state`, `options`, each action): what comes out
 * is checked here, at the top level, and typed. Each function runs on the client it is given.
 */
type Db = Prisma.TransactionClient;

/** A session row, its stored JSON decoded. */
export type StoredSession = Omit<
  ChouetteSession,
  'state' | 'options' | 'timeControl' | 'clocks' | 'absences'
> & {
  /** Players away from the table: each to their proxy's id, or null (their cube follows the captain's). */
  readonly absences: Readonly<Record<PlayerId, PlayerId | null>>;
  /** The library's state after `lastSeq` actions. */
  readonly state: ChouetteState;
  /** The library's checked options, as `newChouette` takes them. */
  readonly options: object;
  /** Board mode: the engine's resolved time control; null: no clock. */
  readonly timeControl: TimeControl | null;
  /** The players' clocks after `lastSeq` actions (null: no clock). */
  readonly clocks: ChouetteClocks | null;
};

/** One entry of the log. */
export interface StoredChouetteAction {
  readonly seq: number;
  readonly action: ChouetteAction;
  readonly actorId: string | null;
  readonly createdAt: Date;
}

// ---- decoding -------------------------------------------------------------------------------------

/*
 * Top-level checks of the fields the service reads (the library checks every action it applies); they catch
 * a row written by something else (a migration, a hand edit) before a service trusts it.
 */
const storedOptions = z.looseObject({ mode: z.enum(['board', 'scorekeeper']) });

const players = z.array(z.string());

const storedState = z.looseObject({
  options: storedOptions,
  phase: z.enum(['gathering', 'seating', 'ready', 'playing', 'closed']),
  players,
  present: players,
  line: players,
  game: z.looseObject({ box: z.string(), members: z.array(z.unknown()) }).nullable(),
  games: z.array(z.unknown()),
  corrections: z.array(z.looseObject({ by: z.string() })),
  actionCount: z.number().int().nonnegative(),
});

const storedAction = z.looseObject({ type: z.string() });

const storedTimeControl = z
  .looseObject({ delayMs: z.number().int().nonnegative(), reserveMs: z.number().int().nonnegative() })
  .nullable();

const storedAbsences = z.record(z.string(), z.string().nullable());

const storedClocks = z
  .looseObject({ game: z.number().int().nullable(), players: z.record(z.string(), z.looseObject({})) })
  .nullable();

function refuse(what: string, error: z.ZodError): never {
  throw new Error(`Stored ${what} is malformed: ${z.prettifyError(error)}`);
}

function decodeOptions(sessionId: string, options: unknown): object {
  const checked = storedOptions.safeParse(options);
  if (!checked.success) refuse(`options of chouette ${sessionId}`, checked.error);
  return options as object;
}

function decodeSession(row: ChouetteSession): StoredSession {
  const state = storedState.safeParse(row.state);
  if (!state.success) refuse(`state of chouette ${row.id}`, state.error);
  const tc = storedTimeControl.safeParse(row.timeControl ?? null);
  if (!tc.success) refuse(`time control of chouette ${row.id}`, tc.error);
  const clocks = storedClocks.safeParse(row.clocks ?? null);
  if (!clocks.success) refuse(`clocks of chouette ${row.id}`, clocks.error);
  const absences = storedAbsences.safeParse(row.absences ?? {});
  if (!absences.success) refuse(`absences of chouette ${row.id}`, absences.error);
  return {
    ...row,
    options: decodeOptions(row.id, row.options),
    state: row.state as unknown as ChouetteState,
    timeControl: (row.timeControl ?? null) as unknown as TimeControl | null,
    clocks: (row.clocks ?? null) as unknown as ChouetteClocks | null,
    absences: absences.data,
  };
}

function decodeAction(
  sessionId: string,
  row: { seq: number; action: unknown; actorId: string | null; createdAt: Date },
): StoredChouetteAction {
  const checked = storedAction.safeParse(row.action);
  if (!checked.success) refuse(`action #${row.seq} of chouette ${sessionId}`, checked.error);
  return { ...row, action: row.action as ChouetteAction };
}

// ---- the session ----------------------------------------------------------------------------------

/** A new session; null when its join code is already taken (draw another). */
export async function createSession(
  db: Db,
  session: {
    clubId: string;
    organiserId: string;
    mode: ChouetteMode;
    options: object;
    stake: number;
    code: string;
    state: ChouetteState;
    serverSeed?: string;
    serverSeedHash?: string;
    timeControl?: TimeControl | null;
    clocks?: ChouetteClocks | null;
  },
): Promise<StoredSession | null> {
  try {
    const row = await db.chouetteSession.create({
      data: {
        ...session,
        options: session.options as Prisma.InputJsonValue,
        state: session.state as unknown as Prisma.InputJsonValue,
        timeControl: session.timeControl
          ? (session.timeControl as unknown as Prisma.InputJsonValue)
          : Prisma.DbNull,
        clocks: session.clocks ? (session.clocks as unknown as Prisma.InputJsonValue) : Prisma.DbNull,
      },
    });
    return decodeSession(row);
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') return null;
    throw error;
  }
}

export async function loadSession(db: Db, sessionId: string): Promise<StoredSession | null> {
  const row = await db.chouetteSession.findUnique({ where: { id: sessionId } });
  return row ? decodeSession(row) : null;
}

/** Serialises the changes of one session's absences (the caller's transaction holds the row lock). */
export async function lockSession(db: Db, sessionId: string): Promise<void> {
  await db.$queryRaw`SELECT 1 FROM "ChouetteSession" WHERE id = ${sessionId}::uuid FOR UPDATE`;
}

/** The players away from the table (house rule absentMember), replaced whole. */
export async function setAbsences(
  db: Db,
  sessionId: string,
  absences: Readonly<Record<PlayerId, PlayerId | null>>,
): Promise<void> {
  await db.chouetteSession.update({ where: { id: sessionId }, data: { absences: { ...absences } } });
}

/** The id of the session with this join code (as stored: upper case), or null. */
export async function sessionIdByCode(db: Db, code: string): Promise<string | null> {
  const found = await db.chouetteSession.findUnique({ where: { code }, select: { id: true } });
  return found?.id ?? null;
}

/** A club's sessions, newest first. */
export async function sessionsOfClub(db: Db, clubId: string, openOnly: boolean): Promise<StoredSession[]> {
  const rows = await db.chouetteSession.findMany({
    where: { clubId, ...(openOnly ? { status: 'OPEN' as const } : {}) },
    orderBy: { createdAt: 'desc' },
    take: 50,
  });
  return rows.map(decodeSession);
}

/** The open sessions of every club the user belongs to, newest first. */
export async function openSessionsOfMyClubs(db: Db, userId: string): Promise<StoredSession[]> {
  const rows = await db.chouetteSession.findMany({
    where: { status: 'OPEN', club: { memberships: { some: { userId } } } },
    orderBy: { createdAt: 'desc' },
    take: 100,
  });
  return rows.map(decodeSession);
}

/** The sessions the user organises or joined, newest first. */
export async function sessionsOf(db: Db, userId: string, openOnly: boolean): Promise<StoredSession[]> {
  const rows = await db.chouetteSession.findMany({
    where: {
      OR: [{ organiserId: userId }, { players: { some: { userId } } }],
      ...(openOnly ? { status: 'OPEN' as const } : {}),
    },
    orderBy: { createdAt: 'desc' },
    take: 100,
  });
  return rows.map(decodeSession);
}

/** What views of sessions show beside them: the people's names, and the viewer's role in each club. */
export async function viewContext(
  db: Db,
  userIds: readonly string[],
  viewerId: string,
  clubIds: readonly string[],
): Promise<{ users: { id: string; displayName: string }[]; roles: Map<string, ClubRole> }> {
  const [users, memberships] = await Promise.all([
    db.user.findMany({ where: { id: { in: [...userIds] } }, select: { id: true, displayName: true } }),
    db.clubMembership.findMany({
      where: { userId: viewerId, clubId: { in: [...clubIds] } },
      select: { clubId: true, role: true },
    }),
  ]);
  return { users, roles: new Map(memberships.map((m) => [m.clubId, m.role])) };
}

// ---- the log --------------------------------------------------------------------------------------

/** One action to append, with the state it leads to. */
export interface ChouetteAppend {
  readonly sessionId: string;
  /** The sequence number the client saw: the append happens only if it is still the last one. */
  readonly expectedSeq: number;
  readonly action: ChouetteAction;
  /** Null: the server's own action (a timeout). */
  readonly actorId: string | null;
  readonly state: ChouetteState;
  readonly status: ChouetteStatus;
  readonly at: Date;
  /** The clocks after the action (a table with a time control), saved with the state. */
  readonly clocks?: ChouetteClocks | null;
}

/**
 * Appends the action as number expectedSeq + 1 and moves the session's state, in one transaction with
 * `alsoInTransaction` (the durable events and the audit entries of what the action did): the conditional
 * update on the session row and the unique (sessionId, seq) key both guard it. False when the log has moved
 * on since expectedSeq (nothing changed).
 */
export async function appendChouetteAction(
  prisma: PrismaService,
  append: ChouetteAppend,
  alsoInTransaction: (tx: Db) => Promise<void>,
): Promise<boolean> {
  const { sessionId, expectedSeq, action, state, status, at } = append;
  const seq = expectedSeq + 1;
  const clocks = append.clocks ? JSON.stringify(append.clocks) : null;
  const stale = new Error('stale');
  try {
    await prisma.$transaction(async (tx) => {
      const moved = await tx.$executeRaw`
        UPDATE "ChouetteSession" SET "lastSeq" = ${seq}, state = ${JSON.stringify(state)}::jsonb,
          phase = ${state.phase}, status = ${status}::"ChouetteStatus", "updatedAt" = ${at},
          clocks = COALESCE(${clocks}::jsonb, clocks),
          "closedAt" = CASE WHEN ${status} = 'CLOSED' THEN COALESCE("closedAt", ${at}) ELSE NULL END
        WHERE id = ${sessionId}::uuid AND "lastSeq" = ${expectedSeq}`;
      if (moved !== 1) throw stale;
      await tx.chouetteAction.create({
        data: {
          sessionId,
          seq,
          action: action as unknown as Prisma.InputJsonValue,
          actorId: append.actorId,
          createdAt: at,
        },
      });
      if (action.type === 'join') {
        await tx.chouettePlayer.createMany({
          data: [{ sessionId, userId: action.player }],
          skipDuplicates: true,
        });
      }
      await alsoInTransaction(tx);
    });
    return true;
  } catch (error) {
    if (error === stale || (error as { code?: string }).code === 'P2002') return false;
    throw error;
  }
}

/**
 * New options (house rules) for a table that has not played a game, with the state they lead to, guarded by
 * the sequence number like an append, in one transaction with `alsoInTransaction` (the audit entry). False when
 * the log moved on since expectedSeq (nothing changed).
 */
export async function updateSessionOptions(
  prisma: PrismaService,
  change: { sessionId: string; expectedSeq: number; options: object; state: ChouetteState; at: Date },
  alsoInTransaction: (tx: Db) => Promise<void>,
): Promise<boolean> {
  const { sessionId, expectedSeq, options, state, at } = change;
  const stale = new Error('stale');
  try {
    await prisma.$transaction(async (tx) => {
      const moved = await tx.$executeRaw`
        UPDATE "ChouetteSession" SET options = ${JSON.stringify(options)}::jsonb,
          state = ${JSON.stringify(state)}::jsonb, "updatedAt" = ${at}
        WHERE id = ${sessionId}::uuid AND "lastSeq" = ${expectedSeq} AND status = 'OPEN'`;
      if (moved !== 1) throw stale;
      await alsoInTransaction(tx);
    });
    return true;
  } catch (error) {
    if (error === stale) return false;
    throw error;
  }
}

/** The session's options and its whole log, in order; null when there is no such session. */
export async function chouetteHistory(
  db: Db,
  sessionId: string,
): Promise<{ options: object; rows: StoredChouetteAction[] } | null> {
  const session = await db.chouetteSession.findUnique({
    where: { id: sessionId },
    select: { options: true },
  });
  if (!session) return null;
  const rows = await db.chouetteAction.findMany({
    where: { sessionId },
    orderBy: { seq: 'asc' },
    select: { seq: true, action: true, actorId: true, createdAt: true },
  });
  return {
    options: decodeOptions(sessionId, session.options),
    rows: rows.map((row) => decodeAction(sessionId, row)),
  };
}

// ---- clocks ---------------------------------------------------------------------------------------

/** The open tables with a clock, for an outage's credit. */
export async function tablesWithClocks(
  db: Db,
): Promise<
  { sessionId: string; clubId: string; seq: number; timeControl: TimeControl; clocks: ChouetteClocks }[]
> {
  const rows = await db.chouetteSession.findMany({
    where: { status: 'OPEN', timeControl: { not: Prisma.DbNull }, clocks: { not: Prisma.DbNull } },
    select: { id: true, clubId: true, lastSeq: true, timeControl: true, clocks: true },
  });
  return rows.map((r) => ({
    sessionId: r.id,
    clubId: r.clubId,
    seq: r.lastSeq,
    timeControl: r.timeControl as unknown as TimeControl,
    clocks: r.clocks as unknown as ChouetteClocks,
  }));
}

/** Replaces a table's clocks if it is still at `seq` (false when it moved on). */
export async function updateTableClocks(
  db: Db,
  change: { sessionId: string; seq: number; clocks: ChouetteClocks },
): Promise<boolean> {
  const moved = await db.$executeRaw`
    UPDATE "ChouetteSession" SET clocks = ${JSON.stringify(change.clocks)}::jsonb
    WHERE id = ${change.sessionId}::uuid AND "lastSeq" = ${change.seq}`;
  return moved === 1;
}
