import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The audit chains' key: HMAC-SHA256 with a secret that never lives in the database, so that someone who can
 * only write to the database (even as its owner) cannot recompute an entry's MAC after rewriting it.
 */
export const AUDIT_KEY = Symbol('AUDIT_KEY');

export const MIN_AUDIT_KEY_LENGTH = 32;

/**
 * AUDIT_KEY when it is set; else `audit.key` beside the embedded data folder (`.data/audit.key` by default),
 * generated at the first start. In production (NODE_ENV=production) the key must come from the environment:
 * a key generated into a container's file system would be lost with it, and every chain with it.
 */
export function resolveAuditKey(
  options: { auditKey: string | undefined; embeddedDataDir: string },
  env: NodeJS.ProcessEnv = process.env,
  log: (message: string) => void = () => undefined,
): string {
  if (options.auditKey) {
    if (options.auditKey.length < MIN_AUDIT_KEY_LENGTH) {
      throw new Error(
        `AUDIT_KEY must be at least ${MIN_AUDIT_KEY_LENGTH} characters (openssl rand -hex 32).`,
      );
    }
    return options.auditKey;
  }
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'AUDIT_KEY is required in production (openssl rand -hex 32); keep a copy outside the database.',
    );
  }
  const file = path.join(path.dirname(options.embeddedDataDir), 'audit.key');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      // wx: two processes starting at once keep the first one's key.
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
      log(`Generated the audit key in ${file}: keep a copy, the audit chains are verified with it`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < MIN_AUDIT_KEY_LENGTH) throw new Error(`${file} holds no usable audit key`);
  return key;
}

const hmac = (key: string, text: string): string =>
  createHmac('sha256', key).update(text, 'utf8').digest('hex');

/** An entry's MAC: over its hash, which covers its content and the previous entry's hash. */
export const entryMac = (key: string, hash: string): string => hmac(key, `gamao-audit-entry\n${hash}`);

/** The head's MAC: the scope, the last sequence number and its hash (so the head cannot be moved back). */
export const headMac = (
  key: string,
  head: { scopeType: string; scopeId: string; seq: number; hash: string },
) => hmac(key, `gamao-audit-head\n${head.scopeType}\n${head.scopeId}\n${head.seq}\n${head.hash}`);

/** A checkpoint's MAC: what a club keeps, outside the database, to check the chain against later. */
export const checkpointMac = (
  key: string,
  checkpoint: { scopeType: string; scopeId: string; seq: number; hash: string; at: string },
) =>
  hmac(
    key,
    `gamao-audit-checkpoint\n${checkpoint.scopeType}\n${checkpoint.scopeId}\n${checkpoint.seq}\n` +
      `${checkpoint.hash}\n${checkpoint.at}`,
  );

/** Compares two hex MACs in constant time (false for a missing one). */
export function sameMac(actual: string | null | undefined, expected: string): boolean {
  if (!actual || actual.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(actual, 'utf8'), Buffer.from(expected, 'utf8'));
}
