import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Prisma } from '../generated/prisma/client';
import type { ApiConfig } from '../core/config';
import { API_CONFIG } from '../core/config.module';
import { PrismaService } from '../core/database/prisma.service';
import { notFound } from '../core/errors/domain-error';
import { ClubsService } from '../clubs/clubs.service';
import { checkpointMac, entryMac, headMac, sameMac } from './audit-key';
import { canonicalJson, sha256 } from './canonical-json';
import {
  AuditCheckpoint,
  AuditCheckpointInput,
  AuditEntry,
  AuditProblem,
  AuditScopeType,
  AuditVerification,
} from './audit.model';
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

/** The hashed content of an entry: everything but its own hash and MAC, timestamps as ISO text. */
export function entryHash(entry: Omit<StoredEntry, 'hash' | 'mac'>): string {
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
 * verification notice removed newest entries. Each entry and each head also carries a MAC made with the audit
 * key (audit-key.ts), which never lives in the database: re-hashing a rewritten chain with database access
 * alone leaves MACs that no longer verify.
 */
@Injectable()
export class AuditService implements OnApplicationBootstrap {
  private readonly key: string;
  private readonly logger = new Logger('audit');

  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {
    if (!config.auditKey) throw new Error('The audit key was not resolved (bootstrap.ts: resolveAuditKey)');
    this.key = config.auditKey;
  }

  /**
   * At start: seals the entries (and heads) written before the chains were keyed, once; on the embedded
   * default, also writes a checkpoint of every chain to .data/audit-checkpoints/.
   */
  async onApplicationBootstrap(): Promise<void> {
    let sealed = 0;
    for (;;) {
      const batch = await auditStore.unsealedLegacyEntries(this.prisma, 500);
      for (const entry of batch)
        await auditStore.sealEntry(this.prisma, entry.id, entryMac(this.key, entry.hash));
      sealed += batch.length;
      if (batch.length < 500) break;
    }
    for (const head of await auditStore.unsealedLegacyHeads(this.prisma)) {
      await auditStore.sealHead(this.prisma, head, headMac(this.key, head));
    }
    if (sealed) this.logger.log(`Sealed ${sealed} audit entries written before the chains were keyed`);
    if (!this.config.databaseUrl) await this.exportCheckpoints();
  }

  /** Every chain's checkpoint, in one file per start, beside the embedded data folder. */
  private async exportCheckpoints(): Promise<void> {
    const heads = await auditStore.heads(this.prisma);
    if (!heads.length) return;
    const at = new Date().toISOString();
    // Scope types by their GraphQL names, as verifyAudit takes them (TOURNAMENT, CLUB, CHOUETTE).
    const names = new Map<string, string>(
      Object.entries(AuditScopeType).map(([name, value]) => [value, name]),
    );
    const checkpoints = heads.map((head) => ({
      ...this.sign({ ...head, at }),
      scopeType: names.get(head.scopeType) ?? head.scopeType,
    }));
    const dir = path.join(path.dirname(this.config.embeddedDataDir), 'audit-checkpoints');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `checkpoints-${at.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify(checkpoints, null, 2)}\n`);
    this.logger.log(`Wrote ${checkpoints.length} audit checkpoints to ${file}`);
  }

  private sign(head: { scopeType: string; scopeId: string; seq: number; hash: string; at: string }) {
    return { ...head, scopeType: head.scopeType as AuditScopeType, mac: checkpointMac(this.key, head) };
  }

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
    const hash = entryHash(entry);
    await auditStore.appendEntry(
      tx,
      { ...entry, hash, mac: entryMac(this.key, hash) },
      headMac(this.key, { scopeType, scopeId, seq: entry.seq, hash }),
    );
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

  /** A signed checkpoint of the chain's head as it stands, for a club to keep outside the database. */
  async checkpoint(viewerId: string, scopeType: AuditScopeType, scopeId: string): Promise<AuditCheckpoint> {
    await this.assertCanRead(viewerId, scopeType, scopeId);
    const { head } = await auditStore.chain(this.prisma, scopeType, scopeId);
    return this.sign({
      scopeType,
      scopeId,
      seq: head?.seq ?? 0,
      hash: head?.hash ?? '',
      at: new Date().toISOString(),
    });
  }

  /**
   * Walks the chain in sequence order: every entry must carry the next sequence number, the previous
   * entry's hash, the hash of its own content and the MAC of that hash; the last one must be the recorded
   * head, itself with a valid MAC. With a checkpoint, the chain must still hold the entry it recorded.
   */
  async verify(
    viewerId: string,
    scopeType: AuditScopeType,
    scopeId: string,
    checkpoint?: AuditCheckpointInput | null,
  ): Promise<AuditVerification> {
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
      if (!sameMac(row.mac, entryMac(this.key, row.hash))) return invalid(row.seq, AuditProblem.MAC_MISMATCH);
      prevHash = row.hash;
      previousId = row.id;
    }
    if ((head?.seq ?? 0) !== rows.length || (head?.hash ?? '') !== prevHash) {
      return invalid(rows.length + 1, AuditProblem.TRUNCATED);
    }
    if (head && head.seq > 0 && !sameMac(head.mac, headMac(this.key, { scopeType, scopeId, ...head }))) {
      return invalid(rows.length + 1, AuditProblem.MAC_MISMATCH);
    }
    if (checkpoint) {
      const expected = checkpointMac(this.key, { scopeType, scopeId, ...checkpoint });
      if (!sameMac(checkpoint.mac, expected)) return invalid(checkpoint.seq, AuditProblem.CHECKPOINT_INVALID);
      if (checkpoint.seq > rows.length) return invalid(rows.length + 1, AuditProblem.TRUNCATED);
      const kept = checkpoint.seq === 0 ? '' : rows[checkpoint.seq - 1].hash;
      if (kept !== checkpoint.hash) return invalid(checkpoint.seq, AuditProblem.CHECKPOINT_MISMATCH);
    }
    return { valid: true, entries: rows.length, firstInvalidSeq: null, problem: null };
  }
}
