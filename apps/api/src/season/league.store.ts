/**
 * The LeagueSeason aggregate's queries (issue 40, part 3): a season, its divisions and its fixtures, read as
 * @gamao/season's League (with the stored rule, tie-breaks and movement) and written back after a rule of that
 * library ran. Each function runs on the client it is given; `lockSeason` serialises every change of one season.
 */
import type { League, LeagueMatch, LeagueReport, PointsRule, TieBreak } from '@gamao/season';
import { Prisma } from '../generated/prisma/client';

type Db = Prisma.TransactionClient;

export interface StoredFixture {
  readonly id: string;
  readonly code: string;
  readonly source: string | null;
  readonly recordedAt: Date | null;
  readonly report: LeagueReport | null;
  readonly reportedById: string | null;
  readonly matchId: string | null;
}

export interface StoredSeason {
  readonly id: string;
  readonly clubId: string;
  readonly name: string;
  readonly number: number;
  readonly previousId: string | null;
  readonly nextId: string | null;
  readonly rule: PointsRule;
  readonly tieBreaks: readonly TieBreak[];
  readonly promote: number;
  readonly relegate: number;
  readonly startsOn: Date;
  readonly closedAt: Date | null;
  readonly league: League;
  /** By the library's match id (its code). */
  readonly fixtures: ReadonlyMap<string, StoredFixture>;
}

export interface NewSeason {
  readonly clubId: string;
  readonly name: string;
  readonly number: number;
  readonly previousId: string | null;
  readonly rule: PointsRule;
  readonly tieBreaks: readonly TieBreak[];
  readonly promote: number;
  readonly relegate: number;
  readonly startsOn: Date;
  readonly createdById: string;
  readonly league: League;
}

export async function createSeason(db: Db, s: NewSeason): Promise<string> {
  const { id } = await db.leagueSeason.create({
    data: {
      clubId: s.clubId,
      name: s.name,
      number: s.number,
      previousId: s.previousId,
      double: s.league.double,
      pointsRule: s.rule as unknown as Prisma.InputJsonValue,
      tieBreaks: [...s.tieBreaks],
      promote: s.promote,
      relegate: s.relegate,
      startsOn: s.startsOn,
      createdById: s.createdById,
    },
    select: { id: true },
  });
  await db.leagueDivision.createMany({
    data: s.league.divisions.map((d) => ({
      seasonId: id,
      division: d.division,
      length: d.length,
      players: [...d.players],
    })),
  });
  await db.leagueFixture.createMany({
    data: s.league.matches.map((m) => ({
      seasonId: id,
      code: m.id,
      division: m.division,
      week: m.week,
      player0Id: m.players[0],
      player1Id: m.players[1],
      length: m.length,
    })),
  });
  return id;
}

/** The whole season, for its close (every division's results are read). */
export async function lockSeason(db: Db, seasonId: string): Promise<void> {
  await db.$queryRaw`SELECT 1 FROM "LeagueSeason" WHERE id = ${seasonId}::uuid FOR UPDATE`;
}

/**
 * One division, for a result: its row locked, the season's shared (a close waits for the result, and a result
 * for a close), so the divisions of one season take their results in parallel.
 */
export async function lockDivision(db: Db, seasonId: string, division: number): Promise<void> {
  await db.$queryRaw`SELECT 1 FROM "LeagueSeason" WHERE id = ${seasonId}::uuid FOR SHARE`;
  await db.$queryRaw`SELECT 1 FROM "LeagueDivision" WHERE "seasonId" = ${seasonId}::uuid AND division = ${division} FOR UPDATE`;
}

/** The season's own row and the season drawn from it (no divisions, no fixtures). */
export async function seasonHeader(db: Db, id: string) {
  const row = await db.leagueSeason.findUnique({ where: { id } });
  if (!row) return null;
  const next = await db.leagueSeason.findUnique({ where: { previousId: id }, select: { id: true } });
  return { ...row, nextId: next?.id ?? null };
}
export type SeasonHeader = NonNullable<Awaited<ReturnType<typeof seasonHeader>>>;

/** The season as the library's League: every division, or only `division` (a result changes one). */
export async function seasonById(db: Db, id: string, division?: number): Promise<StoredSeason | null> {
  const only = division === undefined ? {} : { where: { division } };
  const row = await db.leagueSeason.findUnique({
    where: { id },
    include: {
      divisions: { ...only, orderBy: { division: 'asc' } },
      fixtures: { ...only, orderBy: [{ division: 'asc' }, { week: 'asc' }, { code: 'asc' }] },
    },
  });
  if (!row) return null;
  const next = await db.leagueSeason.findUnique({ where: { previousId: id }, select: { id: true } });
  const matches: LeagueMatch[] = row.fixtures.map((f) => ({
    id: f.code,
    division: f.division,
    week: f.week,
    players: [f.player0Id, f.player1Id],
    length: f.length,
    result:
      f.winnerId === null
        ? null
        : {
            winner: f.winnerId,
            loser: f.winnerId === f.player0Id ? f.player1Id : f.player0Id,
            kind: f.kind === 'walkover' ? 'walkover' : 'played',
            score: [f.winnerScore ?? 0, f.loserScore ?? 0],
          },
  }));
  return {
    id: row.id,
    clubId: row.clubId,
    name: row.name,
    number: row.number,
    previousId: row.previousId,
    nextId: next?.id ?? null,
    rule: row.pointsRule as unknown as PointsRule,
    tieBreaks: row.tieBreaks as TieBreak[],
    promote: row.promote,
    relegate: row.relegate,
    startsOn: row.startsOn,
    closedAt: row.closedAt,
    fixtures: new Map(
      row.fixtures.map((f) => [
        f.code,
        {
          id: f.id,
          code: f.code,
          source: f.source,
          recordedAt: f.recordedAt,
          report: f.report as unknown as LeagueReport | null,
          reportedById: f.reportedById,
          matchId: f.matchId,
        },
      ]),
    ),
    league: {
      double: row.double,
      divisions: row.divisions.map((d) => {
        const weeks = row.fixtures.filter((f) => f.division === d.division).map((f) => f.week);
        const lastWeek = Math.max(0, ...weeks);
        // The bye of each week: the one player of an odd division without a fixture that week.
        const byes = Array.from({ length: lastWeek }, (_, w) => {
          if (d.players.length % 2 === 0) return null;
          const playing = new Set(
            row.fixtures
              .filter((f) => f.division === d.division && f.week === w + 1)
              .flatMap((f) => [f.player0Id, f.player1Id]),
          );
          return d.players.find((p) => !playing.has(p)) ?? null;
        });
        return { division: d.division, players: d.players, length: d.length, byes };
      }),
      matches,
    },
  };
}

/** The fixture row (to find its season). */
export const fixtureById = (db: Db, id: string) => db.leagueFixture.findUnique({ where: { id } });
export const fixtureOfMatch = (db: Db, matchId: string) =>
  db.leagueFixture.findUnique({ where: { matchId } });

/** A report waits for its confirmation (a newer report replaces an older one). */
export async function saveReport(db: Db, fixtureId: string, report: LeagueReport, reportedById: string) {
  await db.leagueFixture.update({
    where: { id: fixtureId },
    data: { report: report as unknown as Prisma.InputJsonValue, reportedById },
  });
}

/** The result recorded; false when the fixture already had one (nothing changed). */
export async function saveResult(
  db: Db,
  fixtureId: string,
  result: NonNullable<LeagueMatch['result']>,
  source: 'CONFIRMED' | 'DIRECTOR' | 'ONLINE',
): Promise<boolean> {
  const { count } = await db.leagueFixture.updateMany({
    where: { id: fixtureId, winnerId: null },
    data: {
      kind: result.kind,
      winnerId: result.winner,
      winnerScore: result.score[0],
      loserScore: result.score[1],
      source,
      recordedAt: new Date(),
      report: Prisma.DbNull,
      reportedById: null,
    },
  });
  return count === 1;
}

/** The fixture's online match, once; false when it already has one. */
export async function attachMatch(db: Db, fixtureId: string, matchId: string): Promise<boolean> {
  const { count } = await db.leagueFixture.updateMany({
    where: { id: fixtureId, matchId: null, winnerId: null },
    data: { matchId },
  });
  return count === 1;
}

export async function markClosed(db: Db, seasonId: string): Promise<boolean> {
  const { count } = await db.leagueSeason.updateMany({
    where: { id: seasonId, closedAt: null },
    data: { closedAt: new Date() },
  });
  return count === 1;
}

/** The club's league seasons, newest first. */
export const clubSeasonIds = async (db: Db, clubId: string) =>
  (
    await db.leagueSeason.findMany({
      where: { clubId },
      orderBy: [{ createdAt: 'desc' }, { number: 'desc' }],
      select: { id: true },
    })
  ).map((r) => r.id);

/** The members of the club among `ids` (a league seats members only). */
export async function membersAmong(db: Db, clubId: string, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db.clubMembership.findMany({
    where: { clubId, userId: { in: [...ids] } },
    select: { userId: true },
  });
  return new Set(rows.map((r) => r.userId));
}

/** The online match of a fixture: the league's length, player0 on side 0, waiting to start. */
export async function createFixtureMatch(
  db: Db,
  m: {
    clubId: string;
    player0Id: string;
    player1Id: string;
    createdById: string;
    options: Prisma.InputJsonValue;
    abandonMinutes: number;
  },
): Promise<{ id: string; clubId: string; options: unknown; timeControl: unknown }> {
  return db.match.create({
    data: {
      clubId: m.clubId,
      options: m.options,
      abandonMinutes: m.abandonMinutes,
      createdById: m.createdById,
      participants: {
        create: [
          { userId: m.player0Id, side: 0 },
          { userId: m.player1Id, side: 1 },
        ],
      },
    },
    select: { id: true, clubId: true, options: true, timeControl: true },
  });
}

/**
 * A physical board's result as a finished Match of the club (kind PHYSICAL, player0 on side 0), attached to
 * its fixture, so that the club's rating policy, the ratings and the head-to-head see it as any other match.
 */
export async function createBoardMatch(
  db: Db,
  m: {
    fixtureId: string;
    clubId: string;
    player0Id: string;
    player1Id: string;
    createdById: string;
    length: number;
    winnerSide: 0 | 1;
    score: [number, number];
    resultSource: 'REPORTED' | 'WALKOVER';
  },
): Promise<string> {
  const now = new Date();
  const match = await db.match.create({
    data: {
      clubId: m.clubId,
      kind: 'PHYSICAL',
      status: 'FINISHED',
      options: { length: m.length },
      createdById: m.createdById,
      startedAt: now,
      finishedAt: now,
      score0: m.score[0],
      score1: m.score[1],
      winnerSide: m.winnerSide,
      resultSource: m.resultSource,
      participants: {
        create: [
          { userId: m.player0Id, side: 0 },
          { userId: m.player1Id, side: 1 },
        ],
      },
    },
    select: { id: true },
  });
  await db.leagueFixture.update({ where: { id: m.fixtureId }, data: { matchId: match.id } });
  return match.id;
}

/** A finished match's winner and score by user id (null: not finished or no winner). */
export async function finishedMatch(
  db: Db,
  matchId: string,
): Promise<{ winner: string; scores: Map<string, number> } | null> {
  const row = await db.match.findUnique({
    where: { id: matchId },
    select: {
      status: true,
      winnerSide: true,
      score0: true,
      score1: true,
      participants: { select: { userId: true, side: true } },
    },
  });
  if (!row || row.status !== 'FINISHED' || row.winnerSide === null) return null;
  const winner = row.participants.find((p) => p.side === row.winnerSide)?.userId;
  if (!winner) return null;
  return {
    winner,
    scores: new Map(row.participants.map((p) => [p.userId, p.side === 0 ? row.score0 : row.score1])),
  };
}

export async function displayNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const users = await db.user.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, displayName: true },
  });
  return new Map(users.map((u) => [u.id, u.displayName]));
}
