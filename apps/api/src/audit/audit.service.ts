import { Injectable } from '@nestjs/common';
import { Prisma } from '../generated/prisma/client';
import { PrismaService } from '../core/database/prisma.service';
import { notFound } from '../core/errors/domain-error';
import { ClubsService } from '../clubs/clubs.service';
import { canonicalJson, sha256 } from './canonical-json';
import { AuditEntry, AuditProblem, AuditScopeType, AuditVerification } from './audit.model';
import * as auditStore from './audit.store';
import type { ChainHead, StoredEntry } from './audit.store';

export interface AuditRecord {
  readonly actorId: string | null;
  readonly action: string;
  readonly subject?: string | null;
  readonly before?: unknown;
  readonly after?: unknown;
  readonly reason?: string | null;
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
  async lock(tx: Prisma.TransactionClient, scopeType: AuditScopeType, scopeId: string): Promise<ChainHead> {
    return auditStore.lockHead(tx, scopeType, scopeId);
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
    await auditStore.appendEntry(tx, { ...entry, hash: entryHash(entry) });
  }

  /** Members of the club (of the tournament, of the chouette) read its audit log. */
  async assertCanRead(viewerId: string, scopeType: AuditScopeType, scopeId: string): Promise<void> {
    let clubId = scopeId;
    if (scopeType === AuditScopeType.TOURNAMENT) {
      const tournamentClub = await auditStore.clubOfTournament(this.prisma, scopeId);
      if (!tournamentClub) throw notFound('Tournament');
      clubId = tournamentClub;
    } else if (scopeType === AuditScopeType.CHOUETTE) {
      const chouetteClub = await auditStore.clubOfChouette(this.prisma, scopeId);
      if (!chouetteClub) throw notFound('Chouette');
      clubId = chouetteClub;
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
    return auditStore.entries(this.prisma, scopeType, scopeId, after, Math.min(Math.max(limit, 1), 500));
  }

  /**
   * Walks the chain in sequence order: every entry must carry the next sequence number, the previous
   * entry's hash, and the hash of its own content; the last one must be the recorded head.
   */
  async verify(viewerId: string, scopeType: AuditScopeType, scopeId: string): Promise<AuditVerification> {
    await this.assertCanRead(viewerId, scopeType, scopeId);
    const { entries: rows, head } = await auditStore.chain(this.prisma, scopeType, scopeId);
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
