/**
 * Season points' queries (issue 40, part 4): the club's points table, the awards per event and member (written
 * once per event and rewritten when a finished tournament's result is corrected), and what the award reads of a
 * finished tournament (its document and its day rules' tie-breaks) or a closed league season.
 */
import type { PointsAward, SeasonPointsRule } from '@gamao/season';
import type { TournamentDoc } from '@gamao/tournament';
import { Prisma } from '../generated/prisma/client';

type Db = Prisma.TransactionClient;

export async function pointsTable(db: Db, clubId: string): Promise<SeasonPointsRule | null> {
  const row = await db.seasonPointsTable.findUnique({ where: { clubId } });
  return row ? { table: row.rows as unknown as SeasonPointsRule['table'], attendance: row.attendance } : null;
}

export async function savePointsTable(db: Db, clubId: string, rule: SeasonPointsRule, by: string) {
  const values = {
    rows: rule.table as unknown as Prisma.InputJsonValue,
    attendance: rule.attendance,
    updatedById: by,
    updatedAt: new Date(),
  };
  await db.seasonPointsTable.upsert({ where: { clubId }, create: { clubId, ...values }, update: values });
}

export interface StoredAward extends PointsAward {
  readonly kind: string;
  readonly eventName: string;
  readonly fieldSize: number;
  readonly awardedAt: Date;
}

/** Writes an event's awards (a second delivery, or a corrected tournament, rewrites the same rows). */
export async function saveAwards(
  db: Db,
  clubId: string,
  season: number,
  awards: readonly (PointsAward & { kind: string; eventName: string; fieldSize: number })[],
): Promise<void> {
  for (const a of awards) {
    const values = {
      season,
      kind: a.kind,
      eventName: a.eventName.slice(0, 120),
      fieldSize: a.fieldSize,
      place: a.place,
      placing: a.placing,
      attendance: a.attendance,
    };
    await db.seasonAward.upsert({
      where: { clubId_event_memberId: { clubId, event: a.event, memberId: a.member } },
      create: { clubId, event: a.event, memberId: a.member, ...values },
      update: values,
    });
  }
}

export async function seasonAwards(db: Db, clubId: string, season: number): Promise<StoredAward[]> {
  const rows = await db.seasonAward.findMany({
    where: { clubId, season },
    orderBy: [{ awardedAt: 'asc' }, { event: 'asc' }],
  });
  return rows.map((r) => ({
    event: r.event,
    member: r.memberId,
    place: r.place,
    placing: r.placing,
    attendance: r.attendance,
    kind: r.kind,
    eventName: r.eventName,
    fieldSize: r.fieldSize,
    awardedAt: r.awardedAt,
  }));
}

/** The seasons (years) with awards in the club, latest first. */
export async function awardSeasons(db: Db, clubId: string): Promise<number[]> {
  const rows = await db.seasonAward.findMany({
    where: { clubId },
    distinct: ['season'],
    select: { season: true },
    orderBy: { season: 'desc' },
  });
  return rows.map((r) => r.season);
}

/** A finished tournament as season points read it; null when it is not finished. */
export async function finishedTournament(db: Db, tournamentId: string) {
  const row = await db.tournament.findUnique({
    where: { id: tournamentId },
    select: { clubId: true, name: true, status: true, state: true, finishedAt: true },
  });
  if (!row || row.status !== 'FINISHED' || row.state === null) return null;
  const day = await db.tournamentDayRules.findUnique({
    where: { tournamentId },
    select: { tieBreaks: true, standingsPolicy: true },
  });
  return {
    clubId: row.clubId,
    name: row.name,
    finishedAt: row.finishedAt ?? new Date(),
    doc: row.state as unknown as TournamentDoc,
    tieBreaks: day?.tieBreaks ?? [],
    standingsPolicy: (day?.standingsPolicy ?? {}) as Record<string, unknown>,
  };
}
