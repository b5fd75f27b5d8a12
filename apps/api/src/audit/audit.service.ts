import { Injectable } from '@nestjs/common';
import { Prisma } from '../generated/prisma/client';
import { PrismaService } from '../core/database/prisma.service';
import { notFound } from '../core/errors/domain-error';
import { ClubsService } from '../clubs/clubs.service';
import { canonicalJson, sha256 } from './canonical-json';
import { AuditEntry, AuditProblem, AuditScopeType, AuditVerification } from './audit.model';

export interface AuditRecord {
  readonly actorId: string | null;
  readonly action: string;
  readonly subject?: string | null;
  readonly before?: unknown;
  readonly after?: unknown;
  readonly reason?: string | null;
}

interface StoredEntry {
  scopeType: string;
  scopeId: string;
  seq: number;
  actorId: string | null;
  action: string;
  subject: string | null;
  before: string | null;
  after: string | null;
  reason: string | null;
  createdAt: Date;
  prevHash: string;
  hash: string;
}

/** The hashed content of an entry: everything but its own hash, timestamps as ISO text. */
export function entryHash(entry: Omit<StoredEntry, 'hash'>): string {
  return sha256(
    canonicalJson({
      scopeType: entry.scopeType,
      scopeId: entry.scopeId,
      seq: entry.seq,
      actorId: entry.actorId,
      action: entry.action,
      subject: entry.subject,
      before: entry.before,
      after: entry.after,
      reason: entry.reason,
      createdAt: entry.createdAt.toISOString(),
      prevHash: entry.prevHash,
    }),
  );
}

/** A value as canonical JSON text (undefined and null as no value). */
const asText = (value: unknown): string | null =>
  value === undefined || value === null ? null : canonicalJson(JSON.parse(JSON.stringify(value)));

/**
 * The audit log: one hash chain per scope (a tournament, or a club for rating changes). Appends happen inside
 * the caller's transaction, after locking the scope's head row, so a chain never forks; the head also lets
 * verification notice removed newest entries.
 */
@Injectable()
export class AuditService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
  ) {}

  /** Locks the scope's chain until the transaction ends (call it first to order locks). */
  async lock(tx: Prisma.TransactionClient, scopeType: AuditScopeType, scopeId: string) {
    await tx.$executeRaw`INSERT INTO "AuditHead" ("scopeType", "scopeId", seq, hash)
      VALUES (${scopeType}, ${scopeId}::uuid, 0, '') ON CONFLICT DO NOTHING`;
    const [head] = await tx.$queryRaw<{ seq: number; hash: string }[]>`
      SELECT seq, hash FROM "AuditHead" WHERE "scopeType" = ${scopeType} AND "scopeId" = ${scopeId}::uuid
      FOR UPDATE`;
    return head;
  }

  async append(
    tx: Prisma.TransactionClient,
    scopeType: AuditScopeType,
    scopeId: string,
    record: AuditRecord,
  ): Promise<void> {
    const head = await this.lock(tx, scopeType, scopeId);
    const entry = {
      scopeType,
      scopeId,
      seq: head.seq + 1,
      actorId: record.actorId,
      action: record.action,
      subject: record.subject ?? null,
      before: asText(record.before),
      after: asText(record.after),
      reason: record.reason ?? null,
      createdAt: new Date(),
      prevHash: head.hash,
    };
    const hash = entryHash(entry);
    await tx.auditEntry.create({
      data: { ...entry, hash },
    });
    await tx.auditHead.update({
      where: { scopeType_scopeId: { scopeType, scopeId } },
      data: { seq: entry.seq, hash },
    });
  }

  /** Members of the club (of the tournament, of the chouette) read its audit log. */
  async assertCanRead(viewerId: string, scopeType: AuditScopeType, scopeId: string): Promise<void> {
    let clubId = scopeId;
    if (scopeType === AuditScopeType.TOURNAMENT) {
      const tournament = await this.prisma.tournament.findUnique({ where: { id: scopeId } });
      if (!tournament) throw notFound('Tournament');
      clubId = tournament.clubId;
    } else if (scopeType === AuditScopeType.CHOUETTE) {
      const session = await this.prisma.chouetteSession.findUnique({ where: { id: scopeId } });
      if (!session) throw notFound('Chouette');
      clubId = session.clubId;
    }
    await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
  }

  async entries(
    viewerId: string,
    scopeType: AuditScopeType,
    scopeId: string,
    after = 0,
    limit = 100,
  ): Promise<AuditEntry[]> {
    await this.assertCanRead(viewerId, scopeType, scopeId);
    const rows = await this.prisma.auditEntry.findMany({
      where: { scopeType, scopeId, seq: { gt: after } },
      orderBy: { seq: 'asc' },
      take: Math.min(Math.max(limit, 1), 500),
    });
    return rows;
  }

  /**
   * Walks the chain in sequence order: every entry must carry the next sequence number, the previous
   * entry's hash, and the hash of its own content; the last one must be the recorded head.
   */
  async verify(viewerId: string, scopeType: AuditScopeType, scopeId: string): Promise<AuditVerification> {
    await this.assertCanRead(viewerId, scopeType, scopeId);
    const rows = await this.prisma.auditEntry.findMany({
      where: { scopeType, scopeId },
      orderBy: [{ seq: 'asc' }, { id: 'asc' }],
    });
    const head = await this.prisma.auditHead.findUnique({
      where: { scopeType_scopeId: { scopeType, scopeId } },
    });
    const invalid = (seq: number, problem: AuditProblem): AuditVerification => ({
      valid: false,
      entries: rows.length,
      firstInvalidSeq: seq,
      problem,
    });
    let prevHash = '';
    let previousId = 0n;
    for (const [i, row] of rows.entries()) {
      const expected = i + 1;
      if (row.seq !== expected || row.id < previousId)
        return invalid(expected, AuditProblem.MISSING_OR_REORDERED);
      if (row.prevHash !== prevHash) return invalid(row.seq, AuditProblem.BROKEN_LINK);
      if (entryHash(row) !== row.hash) return invalid(row.seq, AuditProblem.CONTENT_CHANGED);
      prevHash = row.hash;
      previousId = row.id;
    }
    if ((head?.seq ?? 0) !== rows.length || (head?.hash ?? '') !== prevHash) {
      return invalid(rows.length + 1, AuditProblem.TRUNCATED);
    }
    return { valid: true, entries: rows.length, firstInvalidSeq: null, problem: null };
  }
}
