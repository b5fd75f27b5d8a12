import { z } from 'zod';
import { Prisma } from '../generated/prisma/client';
import type { AuditEntry, AuditScopeType } from './audit.model';

/**
 * The AuditEntry aggregate's queries: the entries of each scope's hash chain and the chain's head
 * (AuditHead). Each function runs on the client it is given; appends run in the caller's transaction.
 */
type Db = Prisma.TransactionClient;

/** An entry's stored columns, as they are hashed (`before` and `after` are JSON text). */
export interface StoredEntry {
  readonly scopeType: string;
  readonly scopeId: string;
  readonly seq: number;
  readonly actorId: string | null;
  readonly action: string;
  readonly subject: string | null;
  readonly before: string | null;
  readonly after: string | null;
  readonly reason: string | null;
  readonly createdAt: Date;
  readonly prevHash: string;
  readonly hash: string;
  /** HMAC of the hash with the audit key (audit-key.ts); null only on an entry not sealed (yet). */
  readonly mac: string | null;
}

export interface ChainHead {
  readonly seq: number;
  readonly hash: string;
}

export interface SealedHead extends ChainHead {
  readonly mac: string | null;
}

function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const jsonText = z.string().refine(isJsonText, 'not JSON text');

/** What an entry read for the log must hold: `before` and `after` are JSON text (or none). */
const loggedEntry = z.object({
  seq: z.number().int().positive(),
  actorId: z.string().nullable(),
  action: z.string(),
  subject: z.string().nullable(),
  before: jsonText.nullable(),
  after: jsonText.nullable(),
  reason: z.string().nullable(),
  createdAt: z.date(),
  prevHash: z.string(),
  hash: z.string(),
  mac: z.string().nullable(),
});

/**
 * Creates the scope's head if it has none, then locks it until the transaction ends (so a chain never
 * forks); the head as it stands.
 */
export async function lockHead(tx: Db, scopeType: AuditScopeType, scopeId: string): Promise<ChainHead> {
  await tx.$executeRaw`INSERT INTO "AuditHead" ("scopeType", "scopeId", seq, hash)
    VALUES (${scopeType}, ${scopeId}::uuid, 0, '') ON CONFLICT DO NOTHING`;
  const [head] = await tx.$queryRaw<ChainHead[]>`
    SELECT seq, hash FROM "AuditHead" WHERE "scopeType" = ${scopeType} AND "scopeId" = ${scopeId}::uuid
    FOR UPDATE`;
  return head;
}

/** Writes the entry and moves the scope's head to it (the head must be locked: lockHead). */
export async function appendEntry(tx: Db, entry: StoredEntry, headMac: string): Promise<void> {
  await tx.auditEntry.create({ data: { ...entry } });
  await tx.auditHead.update({
    where: { scopeType_scopeId: { scopeType: entry.scopeType, scopeId: entry.scopeId } },
    data: { seq: entry.seq, hash: entry.hash, mac: headMac },
  });
}

/**
 * Entries written before the chains were keyed (id up to AuditLegacy.maxEntryId) that have no MAC yet, oldest
 * first, at most `take`; the database lets only those receive one.
 */
export async function unsealedLegacyEntries(db: Db, take: number): Promise<{ id: bigint; hash: string }[]> {
  return db.$queryRaw<{ id: bigint; hash: string }[]>`
    SELECT e.id, e.hash FROM "AuditEntry" e JOIN "AuditLegacy" l ON l.id = 1 AND e.id <= l."maxEntryId"
    WHERE e.mac IS NULL ORDER BY e.id LIMIT ${take}`;
}

export async function sealEntry(db: Db, id: bigint, mac: string): Promise<void> {
  await db.$executeRaw`UPDATE "AuditEntry" SET mac = ${mac} WHERE id = ${id} AND mac IS NULL`;
}

/** Heads without a MAC that stand on a legacy entry (a head moved by a later append always has one). */
export async function unsealedLegacyHeads(
  db: Db,
): Promise<{ scopeType: string; scopeId: string; seq: number; hash: string }[]> {
  return db.$queryRaw`
    SELECT h."scopeType", h."scopeId"::text AS "scopeId", h.seq, h.hash FROM "AuditHead" h
    WHERE h.mac IS NULL AND EXISTS (
      SELECT 1 FROM "AuditEntry" e JOIN "AuditLegacy" l ON l.id = 1 AND e.id <= l."maxEntryId"
      WHERE e."scopeType" = h."scopeType" AND e."scopeId" = h."scopeId" AND e.seq = h.seq AND e.hash = h.hash)`;
}

/** Seals a head, unless it moved meanwhile. */
export async function sealHead(
  db: Db,
  head: { scopeType: string; scopeId: string; seq: number; hash: string },
  mac: string,
): Promise<void> {
  await db.$executeRaw`UPDATE "AuditHead" SET mac = ${mac}
    WHERE "scopeType" = ${head.scopeType} AND "scopeId" = ${head.scopeId}::uuid AND seq = ${head.seq}
      AND hash = ${head.hash} AND mac IS NULL`;
}

/** Every chain's head, for the checkpoints file. */
export async function heads(
  db: Db,
): Promise<{ scopeType: string; scopeId: string; seq: number; hash: string }[]> {
  return db.auditHead.findMany({
    where: { seq: { gt: 0 } },
    select: { scopeType: true, scopeId: true, seq: true, hash: true },
    orderBy: [{ scopeType: 'asc' }, { scopeId: 'asc' }],
  });
}

/**
 * Entries after `afterSeq`, oldest first, for the log. An entry whose `before` or `after` is not JSON text
 * fails loudly here, named by its scope and sequence number (verifyAudit reads the chain as stored).
 */
export async function entries(
  db: Db,
  scopeType: AuditScopeType,
  scopeId: string,
  afterSeq: number,
  take: number,
): Promise<AuditEntry[]> {
  const rows = await db.auditEntry.findMany({
    where: { scopeType, scopeId, seq: { gt: afterSeq } },
    orderBy: { seq: 'asc' },
    take,
  });
  return rows.map((row) => {
    const decoded = loggedEntry.safeParse(row);
    if (!decoded.success) {
      throw new Error(`Audit entry ${scopeType}:${scopeId}#${row.seq}: ${z.prettifyError(decoded.error)}`);
    }
    return decoded.data;
  });
}

/**
 * The whole chain as stored, in sequence order (then insertion order, so a reordering shows), with the
 * recorded head (null when the scope has none). Not decoded: verification hashes the text as it is.
 */
export async function chain(
  db: Db,
  scopeType: AuditScopeType,
  scopeId: string,
): Promise<{ entries: (StoredEntry & { id: bigint })[]; head: SealedHead | null }> {
  const rows = await db.auditEntry.findMany({
    where: { scopeType, scopeId },
    orderBy: [{ seq: 'asc' }, { id: 'asc' }],
  });
  const head = await db.auditHead.findUnique({
    where: { scopeType_scopeId: { scopeType, scopeId } },
    select: { seq: true, hash: true, mac: true },
  });
  return { entries: rows, head };
}

/**
 * The club a tournament or a chouette session belongs to (null when there is none), for who may read its
 * chain: a read of those aggregates' rows, the one column the audit needs.
 */
export async function clubOfTournament(db: Db, tournamentId: string): Promise<string | null> {
  const row = await db.tournament.findUnique({ where: { id: tournamentId }, select: { clubId: true } });
  return row?.clubId ?? null;
}

export async function clubOfChouette(db: Db, sessionId: string): Promise<string | null> {
  const row = await db.chouetteSession.findUnique({ where: { id: sessionId }, select: { clubId: true } });
  return row?.clubId ?? null;
}
