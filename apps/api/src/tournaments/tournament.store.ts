import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import type { TournamentDoc } from '@gamao/tournament';
import { Prisma } from '../generated/prisma/client';
import type {
  MatchKind,
  MatchStatus,
  SeedingMethod,
  Tournament as TournamentRow,
} from '../generated/prisma/client';
import { PrismaService } from '../core/database/prisma.service';
import { notFound } from '../core/errors/domain-error';
import { emitEvent } from '../core/events/events.service';
import type { User } from '../users/user.model';

export type Tx = Prisma.TransactionClient;
type Client = Tx | PrismaService;

/** A tournament as stored, its draw document decoded (null until the draw). */
export type StoredTournament = Omit<TournamentRow, 'state'> & { readonly state: TournamentDoc | null };

/** The settings of a new tournament. */
export type NewTournament = Omit<
  Prisma.TournamentUncheckedCreateInput,
  'id' | 'state' | 'status' | 'randomSeed' | 'createdAt' | 'startedAt' | 'finishedAt' | 'entries' | 'reports'
>;

/** A Match row of the tournament that is not cancelled or declined. */
export interface LiveMatchRow {
  id: string;
  tournamentSlot: string | null;
  status: MatchStatus;
  kind: MatchKind;
  finishedAt: Date | null;
  participants: { userId: string; side: number }[];
}

/** A Match row to open for a playable match of the draw. */
export interface NewMatchRow {
  id: string;
  clubId: string;
  options: object;
  createdById: string;
  tournamentId: string;
  tournamentRound: number;
  tournamentSlot: string;
  /** The round's clock (null: none), the abandonment limit, and when an unstarted match may be claimed. */
  timeControl: object | null;
  abandonMinutes: number;
  startBy: Date | null;
  /** Side 0 first. */
  players: readonly [string, string];
}

/** What a Match row of the tournament records when its result is decided. */
export interface MatchOutcome {
  kind: MatchKind;
  finishedAt: Date;
  winnerSide: number | null;
  resultSource: string;
  /** Side 0's and side 1's points, when known. */
  scores: readonly [number, number] | null;
}

/** Long enough for the draw of a large tournament; a change waits its turn on the tournament's row lock. */
const TX_OPTIONS = { timeout: 120_000, maxWait: 30_000 };

// The stored JSON is checked at the boundary: the top-level shape of the library's documents. The value
// returned is the stored one (a parse would copy it and drop fields the check does not name).
const playerIds = z.array(z.string());
const storedDoc = z.discriminatedUnion('format', [
  z.looseObject({
    format: z.literal('singleElimination'),
    crawford: z.boolean(),
    seeds: playerIds,
    size: z.number().int(),
    flights: z.array(z.looseObject({ name: z.string() })),
    matches: z.array(z.looseObject({ id: z.string() })),
  }),
  z.looseObject({
    format: z.literal('doubleElimination'),
    crawford: z.boolean(),
    seeds: playerIds,
    size: z.number().int(),
    reset: z.boolean(),
    matches: z.array(z.looseObject({ id: z.string() })),
  }),
  z.looseObject({
    format: z.literal('swiss'),
    crawford: z.boolean(),
    matchLengths: z.array(z.number().int()),
    roundCount: z.number().int(),
    seeds: playerIds,
    withdrawn: playerIds,
    rounds: z.array(z.looseObject({ round: z.number().int() })),
  }),
  z.looseObject({
    format: z.literal('roundRobin'),
    crawford: z.boolean(),
    matchLengths: z.array(z.number().int()),
    seeds: playerIds,
    groups: z.array(z.looseObject({ group: z.number().int() })),
    matches: z.array(z.looseObject({ id: z.string() })),
  }),
]);
/** The row with its draw document checked (a corrupt document is an internal error, never a client's). */
export function decodeTournament(row: TournamentRow): StoredTournament {
  if (row.state === null) return { ...row, state: null };
  const checked = storedDoc.safeParse(row.state);
  if (!checked.success) {
    throw new Error(
      `Tournament ${row.id}: the stored draw is not a tournament document (${checked.error.message})`,
    );
  }
  return { ...row, state: row.state as unknown as TournamentDoc };
}

const withPlayer = { user: { select: { id: true, displayName: true } } } as const;

/**
 * The tournament aggregate's storage: the Tournament row and its draw document, its entries and its Match
 * rows (its result reports: tournament-report.store.ts). The services hold the rules.
 */
@Injectable()
export class TournamentStore {
  constructor(private readonly prisma: PrismaService) {}

  /** Runs one change of a tournament in a transaction. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work, TX_OPTIONS);
  }

  // ---- the tournament --------------------------------------------------------------------------------

  async find(tournamentId: string): Promise<StoredTournament> {
    const t = await this.prisma.tournament.findUnique({ where: { id: tournamentId } });
    if (!t) throw notFound('Tournament');
    return decodeTournament(t);
  }

  /** What a permission check reads (club, format, status), without the draw document. */
  async head(tournamentId: string): Promise<Pick<TournamentRow, 'id' | 'clubId' | 'format' | 'status'>> {
    const t = await this.prisma.tournament.findUnique({
      where: { id: tournamentId },
      select: { id: true, clubId: true, format: true, status: true },
    });
    if (!t) throw notFound('Tournament');
    return t;
  }

  /** The tournament of a public link; NOT_FOUND when no tournament has this token (or its link is off). */
  async byPublicToken(token: string): Promise<StoredTournament> {
    const t = await this.prisma.tournament.findUnique({ where: { publicToken: token } });
    if (!t) throw notFound('Tournament');
    return decodeTournament(t);
  }

  async setPublicToken(tx: Tx, tournamentId: string, token: string | null): Promise<StoredTournament> {
    return decodeTournament(
      await tx.tournament.update({ where: { id: tournamentId }, data: { publicToken: token } }),
    );
  }

  async clubName(clubId: string): Promise<string> {
    const club = await this.prisma.club.findUnique({ where: { id: clubId }, select: { name: true } });
    return club?.name ?? '';
  }

  /**
   * Locks the tournament row for the rest of the transaction and returns it fresh. The draw document of a
   * large Swiss is hundreds of kilobytes: it is read as text and parsed once here, where the client would
   * parse, serialise and parse it again; the other columns come through the client.
   */
  async lock(tx: Tx, tournamentId: string): Promise<StoredTournament> {
    const [locked] = await tx.$queryRaw<{ state: string | null }[]>`
      SELECT state::text AS state FROM "Tournament" WHERE id = ${tournamentId}::uuid FOR UPDATE`;
    if (!locked) throw notFound('Tournament');
    const row = await tx.tournament.findUniqueOrThrow({ where: { id: tournamentId }, omit: { state: true } });
    return decodeTournament({ ...row, state: locked.state === null ? null : JSON.parse(locked.state) });
  }

  async create(tx: Tx, settings: NewTournament): Promise<StoredTournament> {
    return decodeTournament(await tx.tournament.create({ data: settings }));
  }

  /** A club's tournaments, newest first (the last 100). */
  async ofClub(clubId: string): Promise<StoredTournament[]> {
    const rows = await this.prisma.tournament.findMany({
      where: { clubId },
      orderBy: { createdAt: 'desc' },
      take: 100,
    });
    return rows.map(decodeTournament);
  }

  /** Tournaments of the user's clubs in which the user is entered (not withdrawn), newest first (the last 100). */
  async enteredBy(userId: string): Promise<StoredTournament[]> {
    const rows = await this.prisma.tournament.findMany({
      where: {
        entries: { some: { userId, withdrawnAt: null } },
        club: { memberships: { some: { userId } } },
      },
      orderBy: { createdAt: 'desc' },
      take: 100,
    });
    return rows.map(decodeTournament);
  }

  /**
   * Saves the draw document of a row read under `lock`, in one raw statement that does not send the large
   * document back: the returned row is the locked one with its new document.
   */
  async saveState(tx: Tx, locked: StoredTournament, doc: TournamentDoc): Promise<StoredTournament> {
    await tx.$executeRaw`
      UPDATE "Tournament" SET state = ${JSON.stringify(doc)}::jsonb WHERE id = ${locked.id}::uuid`;
    return { ...locked, state: doc };
  }

  async setSeedingMethod(tx: Tx, tournamentId: string, method: SeedingMethod): Promise<StoredTournament> {
    return decodeTournament(
      await tx.tournament.update({ where: { id: tournamentId }, data: { seedingMethod: method } }),
    );
  }

  /** The draw of a row read under `lock` (raw, as saveState: the document is not sent back). */
  async saveDraw(
    tx: Tx,
    locked: StoredTournament,
    doc: TournamentDoc,
    randomSeed: string | null,
  ): Promise<StoredTournament> {
    await tx.$executeRaw`
      UPDATE "Tournament" SET status = 'DRAWN', state = ${JSON.stringify(doc)}::jsonb, "randomSeed" = ${randomSeed}
      WHERE id = ${locked.id}::uuid`;
    return { ...locked, status: 'DRAWN', state: doc, randomSeed };
  }

  async markStarted(tx: Tx, tournamentId: string, at: Date): Promise<StoredTournament> {
    return decodeTournament(
      await tx.tournament.update({
        where: { id: tournamentId },
        data: { status: 'IN_PROGRESS', startedAt: at },
      }),
    );
  }

  /** The document after a result, with the status it leads to. */
  async saveProgress(
    tx: Tx,
    tournamentId: string,
    doc: TournamentDoc,
    status: 'IN_PROGRESS' | 'FINISHED',
    finishedAt: Date | null,
  ): Promise<void> {
    // Raw, for the same reason as lock(): one JSON text parameter instead of the client's argument tree.
    await tx.$executeRaw`
      UPDATE "Tournament" SET state = ${JSON.stringify(doc)}::jsonb,
        status = ${status}::"TournamentStatus",
        "finishedAt" = ${finishedAt}
      WHERE id = ${tournamentId}::uuid`;
  }

  // ---- entries ---------------------------------------------------------------------------------------

  countActiveEntries(tx: Tx, tournamentId: string): Promise<number> {
    return tx.tournamentEntry.count({ where: { tournamentId, withdrawnAt: null } });
  }

  findEntry(tx: Tx, tournamentId: string, userId: string) {
    return tx.tournamentEntry.findUnique({ where: { tournamentId_userId: { tournamentId, userId } } });
  }

  /** A new entry, or a withdrawn one entered again (its check-in and seed cleared). */
  async register(tx: Tx, tournamentId: string, userId: string, at: Date): Promise<void> {
    await tx.tournamentEntry.upsert({
      where: { tournamentId_userId: { tournamentId, userId } },
      create: { tournamentId, userId },
      update: { withdrawnAt: null, checkedInAt: null, registeredAt: at, seed: null },
    });
  }

  async markWithdrawn(tx: Tx, tournamentId: string, userId: string, at: Date): Promise<void> {
    await tx.tournamentEntry.update({
      where: { tournamentId_userId: { tournamentId, userId } },
      data: { withdrawnAt: at },
    });
  }

  async markCheckedIn(tx: Tx, tournamentId: string, userId: string, at: Date): Promise<void> {
    await tx.tournamentEntry.update({
      where: { tournamentId_userId: { tournamentId, userId } },
      data: { checkedInAt: at },
    });
  }

  /** Ids of the entrants who have not withdrawn. */
  async activeEntrants(tx: Tx, tournamentId: string): Promise<string[]> {
    const entries = await tx.tournamentEntry.findMany({ where: { tournamentId, withdrawnAt: null } });
    return entries.map((e) => e.userId);
  }

  /** Checked-in entrants who have not withdrawn, by registration. */
  checkedInEntries(tx: Tx, tournamentId: string): Promise<{ userId: string; seed: number | null }[]> {
    return tx.tournamentEntry.findMany({
      where: { tournamentId, withdrawnAt: null, checkedInAt: { not: null } },
      orderBy: [{ registeredAt: 'asc' }, { userId: 'asc' }],
    });
  }

  /** Seeds 1, 2, ... in the order given; with `clearOthers`, every other entry loses its seed. */
  async setSeeds(
    tx: Tx,
    tournamentId: string,
    order: readonly string[],
    clearOthers: boolean,
  ): Promise<void> {
    if (clearOthers) await tx.tournamentEntry.updateMany({ where: { tournamentId }, data: { seed: null } });
    // One statement for the whole order (a large field is hundreds of entries).
    await tx.$executeRaw`
      UPDATE "TournamentEntry" e SET seed = s.seed
      FROM unnest(${[...order]}::uuid[]) WITH ORDINALITY AS s("userId", seed)
      WHERE e."tournamentId" = ${tournamentId}::uuid AND e."userId" = s."userId"`;
  }

  /** Every entry with its player, seed order first, then by registration. */
  async entries(tournamentId: string) {
    const rows = await this.prisma.tournamentEntry.findMany({
      where: { tournamentId },
      include: withPlayer,
      orderBy: [{ seed: { sort: 'asc', nulls: 'last' } }, { registeredAt: 'asc' }],
    });
    return rows.map((row) => ({ ...row, player: row.user }));
  }

  async entry(tournamentId: string, userId: string) {
    const row = await this.prisma.tournamentEntry.findUniqueOrThrow({
      where: { tournamentId_userId: { tournamentId, userId } },
      include: withPlayer,
    });
    return { ...row, player: row.user };
  }

  // ---- the tournament's Match rows -------------------------------------------------------------------

  /** A tournament's Match row with its players, or NOT_FOUND. */
  async tournamentMatch(matchId: string) {
    const match = await this.prisma.match.findUnique({
      where: { id: matchId },
      include: { participants: true },
    });
    if (!match?.tournamentId) throw notFound('Tournament match');
    return { ...match, tournamentId: match.tournamentId };
  }

  match(tx: Tx, matchId: string) {
    return tx.match.findUniqueOrThrow({ where: { id: matchId } });
  }

  matchWithPlayers(tx: Tx, matchId: string) {
    return tx.match.findUnique({ where: { id: matchId }, include: { participants: true } });
  }

  /** The players of a match, side 0 first. */
  async matchPlayers(matchId: string): Promise<string[]> {
    const rows = await this.prisma.matchParticipant.findMany({ where: { matchId } });
    return rows.map((p) => p.userId);
  }

  /** The match will be played on a physical board; false when it is no longer waiting to start. */
  async markPhysical(matchId: string): Promise<boolean> {
    const { count } = await this.prisma.match.updateMany({
      where: { id: matchId, status: 'CHALLENGED' },
      data: { kind: 'PHYSICAL' },
    });
    return count > 0;
  }

  /** The live Match row of a slot, with its players. */
  slotMatch(tx: Tx, tournamentId: string, slot: string) {
    return tx.match.findFirst({
      where: { tournamentId, tournamentSlot: slot, status: { notIn: ['CANCELLED', 'DECLINED'] } },
      include: { participants: true },
    });
  }

  liveMatchRows(tournamentId: string, client: Client = this.prisma): Promise<LiveMatchRow[]> {
    return client.match.findMany({
      where: { tournamentId, status: { notIn: ['CANCELLED', 'DECLINED'] } },
      select: {
        id: true,
        tournamentSlot: true,
        status: true,
        kind: true,
        finishedAt: true,
        participants: { select: { userId: true, side: true } },
      },
    });
  }

  async finishMatch(tx: Tx, matchId: string, outcome: MatchOutcome): Promise<void> {
    await tx.match.update({
      where: { id: matchId },
      data: {
        status: 'FINISHED',
        kind: outcome.kind,
        finishedAt: outcome.finishedAt,
        winnerSide: outcome.winnerSide,
        resultSource: outcome.resultSource,
        ...(outcome.scores ? { score0: outcome.scores[0], score1: outcome.scores[1] } : {}),
      },
    });
  }

  /** The points each side reached (a match stopped at the round's time limit keeps its score there). */
  async setMatchScores(tx: Tx, matchId: string, scores: readonly [number, number]): Promise<void> {
    await tx.match.update({ where: { id: matchId }, data: { score0: scores[0], score1: scores[1] } });
  }

  async cancelMatches(tx: Tx, matchIds: readonly string[], at: Date): Promise<void> {
    if (!matchIds.length) return;
    await tx.match.updateMany({
      where: { id: { in: [...matchIds] } },
      data: { status: 'CANCELLED', finishedAt: at },
    });
  }

  /** Opens Match rows waiting to be started (CHALLENGED, online until a director says otherwise). */
  async createMatches(tx: Tx, rows: readonly NewMatchRow[]): Promise<void> {
    if (!rows.length) return;
    // One statement per table with the rows as one JSON parameter: a round of a large Swiss opens hundreds of
    // rows, and the client's createMany binds and checks every field of each (about 4 times slower).
    const matches = rows.map((row) => ({
      id: row.id,
      clubId: row.clubId,
      options: row.options,
      timeControl: row.timeControl ?? null,
      abandonMinutes: row.abandonMinutes,
      startBy: row.startBy?.toISOString() ?? null,
      createdById: row.createdById,
      tournamentId: row.tournamentId,
      tournamentRound: row.tournamentRound,
      tournamentSlot: row.tournamentSlot,
    }));
    await tx.$executeRaw`
      INSERT INTO "Match" (id, "clubId", kind, status, options, "timeControl", "abandonMinutes", "startBy",
        "createdById", "tournamentId", "tournamentRound", "tournamentSlot")
      SELECT r.id, r."clubId", 'ONLINE', 'CHALLENGED', r.options, r."timeControl", r."abandonMinutes", r."startBy",
        r."createdById", r."tournamentId", r."tournamentRound", r."tournamentSlot"
      FROM jsonb_to_recordset(${JSON.stringify(matches)}::jsonb) AS r(id uuid, "clubId" uuid, options jsonb,
        "timeControl" jsonb, "abandonMinutes" int, "startBy" timestamptz, "createdById" uuid, "tournamentId" uuid,
        "tournamentRound" int, "tournamentSlot" text)`;
    const participants = rows.flatMap((row) =>
      row.players.map((userId, side) => ({ matchId: row.id, userId, side })),
    );
    await tx.$executeRaw`
      INSERT INTO "MatchParticipant" ("matchId", "userId", side)
      SELECT r."matchId", r."userId", r.side
      FROM jsonb_to_recordset(${JSON.stringify(participants)}::jsonb) AS r("matchId" uuid, "userId" uuid, side int)`;
    // Their players are told (notifications), durably, with the rows.
    await emitEvent(
      tx,
      'tournament.matchesReady',
      {
        tournamentId: rows[0].tournamentId,
        clubId: rows[0].clubId,
        matches: rows.map((row) => ({
          matchId: row.id,
          slot: row.tournamentSlot,
          players: [...row.players],
        })),
      },
      rows[0].clubId,
    );
  }

  // ---- players ---------------------------------------------------------------------------------------

  /** The named users, by id (unknown ids and nulls left out). */
  async players(ids: readonly (string | null)[]): Promise<Map<string, User>> {
    const unique = [...new Set(ids.filter((id): id is string => id !== null))];
    const rows = await this.prisma.user.findMany({
      where: { id: { in: unique } },
      select: { id: true, displayName: true },
    });
    return new Map(rows.map((u) => [u.id, u]));
  }
}
