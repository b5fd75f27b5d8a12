/**
 * The club book's queries (issue 40, part 6): its settings (currency, jackpot carried), its append-only
 * entries read as @gamao/season's LedgerEntry (kinds and methods mapped one to one), and its prize pools.
 * Each function runs on the client it is given; `bookSettings(db, club, true)` locks one club's book.
 */
import type { LedgerEntry } from '@gamao/season';
import type { BookEntryKind, PaymentMethod, Prisma } from '../generated/prisma/client';

type Db = Prisma.TransactionClient;

export const KIND_TO: Record<LedgerEntry['kind'], BookEntryKind> = {
  fee: 'FEE',
  payment: 'PAYMENT',
  prize: 'PRIZE',
  'prize-paid': 'PRIZE_PAID',
  dues: 'DUES',
  chouette: 'CHOUETTE',
};
const KIND_OF = Object.fromEntries(Object.entries(KIND_TO).map(([k, v]) => [v, k])) as Record<
  BookEntryKind,
  LedgerEntry['kind']
>;
const METHOD_OF: Record<PaymentMethod, 'cash' | 'transfer'> = { CASH: 'cash', TRANSFER: 'transfer' };

export interface StoredEntry extends LedgerEntry {
  readonly recordedById: string;
  readonly createdAt: Date;
}

/** The club's settings, created with the defaults (BRL, no jackpot) on first use; locked when `lock`. */
export async function bookSettings(db: Db, clubId: string, lock = false) {
  await db.$executeRaw`INSERT INTO "ClubBook" ("clubId") VALUES (${clubId}::uuid) ON CONFLICT DO NOTHING`;
  if (lock) await db.$queryRaw`SELECT 1 FROM "ClubBook" WHERE "clubId" = ${clubId}::uuid FOR UPDATE`;
  return (await db.clubBook.findUnique({ where: { clubId } }))!;
}

export const setCurrency = (db: Db, clubId: string, currency: string) =>
  db.clubBook.update({ where: { clubId }, data: { currency, updatedAt: new Date() } });

export const setJackpot = (db: Db, clubId: string, jackpotCents: number) =>
  db.clubBook.update({ where: { clubId }, data: { jackpotCents, updatedAt: new Date() } });

export async function addEntry(
  db: Db,
  clubId: string,
  recordedById: string,
  e: LedgerEntry,
): Promise<string> {
  const row = await db.bookEntry.create({
    data: {
      clubId,
      memberId: e.member,
      kind: KIND_TO[e.kind],
      amountCents: e.amount,
      method: e.method ? (e.method === 'cash' ? 'CASH' : 'TRANSFER') : null,
      period: e.period ?? null,
      reference: e.reference ?? null,
      note: e.note ?? null,
      date: new Date(`${e.date}T00:00:00Z`),
      recordedById,
    },
    select: { id: true },
  });
  return row.id;
}

/** The club's entries in the order recorded (the library orders by date, same day in this order). */
export async function entries(db: Db, clubId: string, memberId?: string): Promise<StoredEntry[]> {
  const rows = await db.bookEntry.findMany({
    where: { clubId, ...(memberId ? { memberId } : {}) },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map((r) => ({
    id: r.id,
    date: r.date.toISOString().slice(0, 10),
    member: r.memberId,
    kind: KIND_OF[r.kind],
    amount: r.amountCents,
    ...(r.method ? { method: METHOD_OF[r.method] } : {}),
    ...(r.period ? { period: r.period } : {}),
    ...(r.reference ? { reference: r.reference } : {}),
    ...(r.note ? { note: r.note } : {}),
    recordedById: r.recordedById,
    createdAt: r.createdAt,
  }));
}

/** The entry fees recorded for one event (its reference), in cents. */
export async function feesOf(db: Db, clubId: string, reference: string): Promise<number> {
  const sum = await db.bookEntry.aggregate({
    where: { clubId, reference, kind: 'FEE' },
    _sum: { amountCents: true },
  });
  return sum._sum.amountCents ?? 0;
}

export const poolOf = (db: Db, clubId: string, reference: string) =>
  db.prizePool.findUnique({ where: { clubId_reference: { clubId, reference } } });

export const pools = (db: Db, clubId: string) =>
  db.prizePool.findMany({ where: { clubId }, orderBy: { createdAt: 'desc' } });

export const addPool = (db: Db, data: Prisma.PrizePoolUncheckedCreateInput) => db.prizePool.create({ data });
