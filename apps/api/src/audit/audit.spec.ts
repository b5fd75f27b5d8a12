import { Client } from 'pg';
import { Account, codeOf, GraphQLResponse, signUp, startTestApi, TestApi } from '../../test/api';
import { entryMac, headMac } from './audit-key';
import { entryHash } from './audit.service';
import { canonicalJson } from './canonical-json';

function data<T>(response: GraphQLResponse<T>): T {
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

const VERIFY =
  'query($s: AuditScopeInput!) { verifyAudit(scope: $s) { valid entries firstInvalidSeq problem } }';
const LOG =
  'query($s: AuditScopeInput!) { auditLog(scope: $s) { seq action subject actorId prevHash hash } }';

describe('audit log: append-only, hash-chained (real PostgreSQL)', () => {
  let t: TestApi;
  let director: Account;
  let players: Account[];
  let outsider: Account;
  let clubId: string;

  async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: t.database.url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** Runs SQL with the append-only trigger off, as someone with direct database access could. */
  async function tamper(text: string): Promise<void> {
    await sql(
      `BEGIN; ALTER TABLE "AuditEntry" DISABLE TRIGGER "AuditEntry_append_only"; ${text}; ` +
        `ALTER TABLE "AuditEntry" ENABLE TRIGGER "AuditEntry_append_only"; COMMIT;`,
    );
  }

  /** A tournament whose chain holds: created, three registrations. */
  async function tournamentWithHistory(): Promise<string> {
    const created = await director.gql<{ createTournament: { id: string } }>(
      'mutation($i: CreateTournamentInput!) { createTournament(input: $i) { id } }',
      { i: { clubId, name: 'Auditado', format: 'ROUND_ROBIN', matchLengths: [3] } },
    );
    const id = data(created).createTournament.id;
    for (const p of players) {
      data(
        await p.gql('mutation($t: UUID!) { registerForTournament(tournamentId: $t) { seed } }', {
          t: id,
        }),
      );
    }
    return id;
  }

  const verify = async (id: string) =>
    data(
      await director.gql<{ verifyAudit: Record<string, unknown> }>(VERIFY, { s: { type: 'TOURNAMENT', id } }),
    ).verifyAudit;

  beforeAll(async () => {
    t = await startTestApi();
    [director, outsider, ...players] = await Promise.all(
      ['Dora', 'Zeca', 'Ana', 'Bia', 'Caio'].map((n) => signUp(t, n)),
    );
    const club = await director.gql<{ createClub: { id: string; invitationCode: string } }>(
      'mutation { createClub(input: { name: "Clube Auditado" }) { id invitationCode } }',
    );
    clubId = data(club).createClub.id;
    for (const p of players) {
      data(
        await p.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
          c: data(club).createClub.invitationCode,
        }),
      );
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes canonical JSON with sorted keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }], e: undefined })).toBe(
      '{"a":[{"c":"x","d":null}],"b":1}',
    );
  });

  it('chains every entry to the one before it, and verifies an untouched chain', async () => {
    const id = await tournamentWithHistory();
    const log = data(
      await director.gql<{
        auditLog: { seq: number; action: string; prevHash: string; hash: string; actorId: string }[];
      }>(LOG, { s: { type: 'TOURNAMENT', id } }),
    ).auditLog;
    expect(log.map((e) => [e.seq, e.action])).toEqual([
      [1, 'tournament.created'],
      [2, 'entry.registered'],
      [3, 'entry.registered'],
      [4, 'entry.registered'],
    ]);
    expect(log[0].prevHash).toBe('');
    log.slice(1).forEach((e, i) => expect(e.prevHash).toBe(log[i].hash));
    expect(log.every((e) => /^[0-9a-f]{64}$/.test(e.hash))).toBe(true);
    expect(log[0].actorId).toBe(director.id);
    expect(await verify(id)).toEqual({ valid: true, entries: 4, firstInvalidSeq: null, problem: null });
    expect(codeOf(await outsider.gql(VERIFY, { s: { type: 'TOURNAMENT', id } }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(VERIFY, { s: { type: 'TOURNAMENT', id } }))).toBe('UNAUTHENTICATED');
    expect(
      codeOf(
        await director.gql(VERIFY, { s: { type: 'TOURNAMENT', id: '00000000-0000-4000-8000-000000000000' } }),
      ),
    ).toBe('NOT_FOUND');
  });

  it('refuses UPDATE, DELETE and TRUNCATE while the trigger is on', async () => {
    const id = await tournamentWithHistory();
    await expect(sql(`UPDATE "AuditEntry" SET reason = 'x' WHERE "scopeId" = $1`, [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(sql(`DELETE FROM "AuditEntry" WHERE "scopeId" = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(sql(`TRUNCATE "AuditEntry"`)).rejects.toThrow(/append-only/);
    expect(await verify(id)).toMatchObject({ valid: true, entries: 4 });
  });

  it('names the first entry whose content was changed', async () => {
    const id = await tournamentWithHistory();
    await tamper(
      `UPDATE "AuditEntry" SET subject = 'user:someone-else' WHERE "scopeId" = '${id}' AND seq = 3`,
    );
    expect(await verify(id)).toEqual({
      valid: false,
      entries: 4,
      firstInvalidSeq: 3,
      problem: 'CONTENT_CHANGED',
    });
  });

  it('detects an entry whose stored hash was replaced', async () => {
    const id = await tournamentWithHistory();
    // Rewrite entry 2 and give it a fresh hash of anything: entry 3 still points to the old hash.
    await tamper(`UPDATE "AuditEntry" SET hash = repeat('0', 64) WHERE "scopeId" = '${id}' AND seq = 2`);
    const result = await verify(id);
    expect(result).toMatchObject({ valid: false, firstInvalidSeq: 2 });
  });

  it('detects a deleted entry', async () => {
    const id = await tournamentWithHistory();
    await tamper(`DELETE FROM "AuditEntry" WHERE "scopeId" = '${id}' AND seq = 2`);
    expect(await verify(id)).toEqual({
      valid: false,
      entries: 3,
      firstInvalidSeq: 2,
      problem: 'MISSING_OR_REORDERED',
    });
  });

  it('detects the newest entry deleted (the chain head no longer matches)', async () => {
    const id = await tournamentWithHistory();
    await tamper(`DELETE FROM "AuditEntry" WHERE "scopeId" = '${id}' AND seq = 4`);
    expect(await verify(id)).toEqual({ valid: false, entries: 3, firstInvalidSeq: 4, problem: 'TRUNCATED' });
  });

  it('detects reordered entries', async () => {
    const id = await tournamentWithHistory();
    await tamper(
      `UPDATE "AuditEntry" SET seq = -seq WHERE "scopeId" = '${id}' AND seq IN (2, 3); UPDATE "AuditEntry" SET seq = CASE seq WHEN -2 THEN 3 ELSE 2 END WHERE "scopeId" = '${id}' AND seq < 0`,
    );
    expect(await verify(id)).toMatchObject({ valid: false, firstInvalidSeq: 2 });
  });
  interface Row {
    id: string;
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

  /**
   * What someone holding the database (even as its owner) but not the audit key can do: change an entry,
   * recompute the SHA-256 chain from there on, move the head, and (with `key`) the MACs too.
   */
  async function rewriteAndRehash(id: string, seq: number, subject: string, key?: string): Promise<void> {
    const rows = await sql<Row>(`SELECT * FROM "AuditEntry" WHERE "scopeId" = $1 ORDER BY seq`, [id]);
    let prevHash = rows[seq - 2]?.hash ?? '';
    const statements: string[] = [];
    for (const row of rows.slice(seq - 1)) {
      const changed = { ...row, subject: row.seq === seq ? subject : row.subject, prevHash };
      const hash = entryHash(changed);
      const mac = key ? `'${entryMac(key, hash)}'` : 'mac';
      statements.push(
        `UPDATE "AuditEntry" SET subject = ${changed.subject === null ? 'NULL' : `'${changed.subject}'`}, ` +
          `"prevHash" = '${prevHash}', hash = '${hash}', mac = ${mac} WHERE id = ${row.id}`,
      );
      prevHash = hash;
    }
    const last = rows[rows.length - 1];
    const head = key
      ? `'${headMac(key, { scopeType: last.scopeType, scopeId: id, seq: last.seq, hash: prevHash })}'`
      : 'mac';
    statements.push(`UPDATE "AuditHead" SET hash = '${prevHash}', mac = ${head} WHERE "scopeId" = '${id}'`);
    await tamper(statements.join('; '));
  }

  const CHECKPOINT =
    'query($s: AuditScopeInput!) { auditCheckpoint(scope: $s) { scopeType scopeId seq hash at mac } }';
  const VERIFY_AGAINST =
    'query($s: AuditScopeInput!, $c: AuditCheckpointInput) ' +
    '{ verifyAudit(scope: $s, checkpoint: $c) { valid entries firstInvalidSeq problem } }';

  it('detects a rewrite re-hashed with database access alone: the keyed MAC no longer verifies', async () => {
    const id = await tournamentWithHistory();
    await rewriteAndRehash(id, 2, 'user:someone-else');
    // The SHA-256 chain is consistent again: only the MAC, made with a key the database never held, tells.
    const log = data(
      await director.gql<{ auditLog: { seq: number; subject: string; prevHash: string; hash: string }[] }>(
        LOG,
        { s: { type: 'TOURNAMENT', id } },
      ),
    ).auditLog;
    expect(log[1].subject).toBe('user:someone-else');
    log.slice(1).forEach((e, i) => expect(e.prevHash).toBe(log[i].hash));
    expect(await verify(id)).toEqual({
      valid: false,
      entries: 4,
      firstInvalidSeq: 2,
      problem: 'MAC_MISMATCH',
    });
  });

  it('detects the newest entries removed and the head moved back to the entry before them', async () => {
    const id = await tournamentWithHistory();
    const [third] = await sql<Row>(`SELECT * FROM "AuditEntry" WHERE "scopeId" = $1 AND seq = 3`, [id]);
    await tamper(
      `DELETE FROM "AuditEntry" WHERE "scopeId" = '${id}' AND seq = 4; ` +
        `UPDATE "AuditHead" SET seq = 3, hash = '${third.hash}' WHERE "scopeId" = '${id}'`,
    );
    expect(await verify(id)).toEqual({
      valid: false,
      entries: 3,
      firstInvalidSeq: 4,
      problem: 'MAC_MISMATCH',
    });
  });

  it('checks a chain against a signed checkpoint kept outside the database', async () => {
    const id = await tournamentWithHistory();
    const s = { type: 'TOURNAMENT', id };
    const checkpoint = data(
      await director.gql<{ auditCheckpoint: Record<string, unknown> & { seq: number } }>(CHECKPOINT, { s }),
    ).auditCheckpoint;
    expect(checkpoint).toMatchObject({ scopeType: 'TOURNAMENT', scopeId: id, seq: 4 });
    const { scopeType: _type, scopeId: _id, ...kept } = checkpoint;
    const verifyAgainst = async (c: Record<string, unknown>) =>
      data(await director.gql<{ verifyAudit: Record<string, unknown> }>(VERIFY_AGAINST, { s, c }))
        .verifyAudit;
    expect(await verifyAgainst(kept)).toEqual({
      valid: true,
      entries: 4,
      firstInvalidSeq: null,
      problem: null,
    });
    // A checkpoint edited by hand (or issued for another chain) is refused.
    expect(await verifyAgainst({ ...kept, seq: 3 })).toMatchObject({
      valid: false,
      problem: 'CHECKPOINT_INVALID',
    });
    // Even someone holding the key as well as the database cannot rewrite what a club kept a checkpoint of.
    await rewriteAndRehash(id, 2, 'user:someone-else', process.env.AUDIT_KEY);
    expect(await verify(id)).toMatchObject({ valid: true });
    expect(await verifyAgainst(kept)).toEqual({
      valid: false,
      entries: 4,
      firstInvalidSeq: 4,
      problem: 'CHECKPOINT_MISMATCH',
    });
  });
});
