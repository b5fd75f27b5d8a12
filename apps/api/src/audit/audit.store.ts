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
}

export interface ChainHead {
  readonly seq: number;
  readonly hash: string;
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
export async function appendEntry(tx: Db, entry: StoredEntry): Promise<void> {
  await tx.auditEntry.create({ data: { ...entry } });
  await tx.auditHead.update({
    where: { scopeType_scopeId: { scopeType: entry.scopeType, scopeId: entry.scopeId } },
    data: { seq: entry.seq, hash: entry.hash },
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
): Promise<{ entries: (StoredEntry & { id: bigint })[]; head: ChainHead | null }> {
  const rows = await db.auditEntry.findMany({
    where: { scopeType, scopeId },
    orderBy: [{ seq: 'asc' }, { id: 'asc' }],
  });
  const head = await db.auditHead.findUnique({
    where: { scopeType_scopeId: { scopeType, scopeId } },
    select: { seq: true, hash: true },
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
