import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { entryMac } from '../src/audit/audit-key';
import { APP_ROLE } from '../src/core/database/roles';
import { signUp, startTestApi, TestApi } from './api';
import { adminUrl, createTestDatabase } from './database';

/**
 * The API runs as a PostgreSQL role of its own (core/database/roles.ts): what someone holding the API's
 * credentials can and cannot do, tried over a real connection with the very URL the API's pools use.
 */
describe("least privilege: the API's own PostgreSQL role (real PostgreSQL)", () => {
  let t: TestApi;
  let tournamentId: string;

  async function on<T = Record<string, unknown>>(url: string, text: string): Promise<T[]> {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }
  /** SQL with the API's credentials. */
  const asApi = <T = Record<string, unknown>>(text: string) => on<T>(t.api.appDatabaseUrl, text);

  beforeAll(async () => {
    t = await startTestApi();
    const director = await signUp(t, 'Dora');
    const club = await director.gql<{ createClub: { id: string } }>(
      'mutation { createClub(input: { name: "Clube do Menor Privilégio" }) { id } }',
    );
    const created = await director.gql<{ createTournament: { id: string } }>(
      'mutation($i: CreateTournamentInput!) { createTournament(input: $i) { id } }',
      { i: { clubId: club.data?.createClub.id, name: 'Cofre', format: 'ROUND_ROBIN', matchLengths: [3] } },
    );
    tournamentId = created.data!.createTournament.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('connects as its own role, which is neither a superuser nor the owner of a table', async () => {
    const [role] = await asApi<{ name: string; superuser: boolean; createrole: boolean; owns: boolean }>(
      `SELECT rolname AS name, rolsuper AS superuser, rolcreaterole AS createrole,
              EXISTS (SELECT 1 FROM pg_tables WHERE tableowner = current_user) AS owns
         FROM pg_roles WHERE rolname = current_user`,
    );
    expect(role).toEqual({ name: APP_ROLE, superuser: false, createrole: false, owns: false });
    // The owner (here the superuser of the test server) is not who the API's pools log in as.
    expect(new URL(t.api.appDatabaseUrl).username).toBe(APP_ROLE);
    expect(new URL(t.database.url).username).not.toBe(APP_ROLE);
  });

  it("refuses a trigger disable with the API's credentials", async () => {
    for (const table of ['AuditEntry', 'MatchAction', 'ChouetteAction']) {
      await expect(asApi(`ALTER TABLE "${table}" DISABLE TRIGGER ALL`)).rejects.toThrow(/must be owner/);
      await expect(asApi(`ALTER TABLE "${table}" DISABLE TRIGGER "${table}_append_only"`)).rejects.toThrow(
        /must be owner/,
      );
    }
  });

  it("refuses SET session_replication_role = replica with the API's credentials", async () => {
    await expect(asApi('SET session_replication_role = replica')).rejects.toThrow(/permission denied/);
    await expect(asApi("SELECT set_config('session_replication_role', 'replica', false)")).rejects.toThrow(
      /permission denied/,
    );
  });

  it("refuses UPDATE, DELETE and TRUNCATE of the append-only logs with the API's credentials", async () => {
    for (const table of ['AuditEntry', 'MatchAction', 'ChouetteAction', 'AuditLegacy']) {
      await expect(asApi(`UPDATE "${table}" SET id = id`)).rejects.toThrow(/permission denied/);
      await expect(asApi(`DELETE FROM "${table}"`)).rejects.toThrow(/permission denied/);
      await expect(asApi(`TRUNCATE "${table}"`)).rejects.toThrow(/permission denied/);
    }
    // The one column it may set is an unsealed legacy entry's MAC, and the trigger refuses even that here.
    await expect(
      asApi(`UPDATE "AuditEntry" SET mac = 'x' WHERE "scopeId" = '${tournamentId}' AND seq = 1`),
    ).rejects.toThrow(/append-only/);
    // Nothing changed: the chain still verifies.
    const [entry] = await asApi<{ hash: string; mac: string }>(
      `SELECT hash, mac FROM "AuditEntry" WHERE "scopeId" = '${tournamentId}' AND seq = 1`,
    );
    expect(entry.mac).toBe(entryMac(process.env.AUDIT_KEY!, entry.hash));
  });

  it("refuses schema and role changes with the API's credentials", async () => {
    await expect(asApi('ALTER TABLE "AuditEntry" ADD COLUMN x int')).rejects.toThrow(/must be owner/);
    await expect(asApi('DROP TABLE "AuditEntry"')).rejects.toThrow(/must be owner/);
    await expect(asApi('DROP TRIGGER "AuditEntry_append_only" ON "AuditEntry"')).rejects.toThrow(
      /must be owner/,
    );
    await expect(asApi('CREATE TABLE "Mine" (id int)')).rejects.toThrow(/permission denied/);
    await expect(asApi('CREATE ROLE intruder LOGIN')).rejects.toThrow(/permission denied/);
    // A GRANT to itself only warns ("no privileges were granted") and changes nothing.
    await asApi(`GRANT UPDATE, DELETE, TRUNCATE ON "AuditEntry" TO ${APP_ROLE}`);
    await expect(asApi('UPDATE "AuditEntry" SET reason = reason')).rejects.toThrow(/permission denied/);
    await expect(
      asApi(
        'CREATE OR REPLACE FUNCTION refuse_log_change() RETURNS trigger LANGUAGE sql AS $$ SELECT NULL $$',
      ),
    ).rejects.toThrow(/must be owner|permission denied/);
    await expect(asApi('DELETE FROM "_prisma_migrations"')).rejects.toThrow(/permission denied/);
  });

  it('still reads, writes, listens and notifies as its own role', async () => {
    const client = new Client({ connectionString: t.api.appDatabaseUrl });
    await client.connect();
    try {
      const heard = new Promise<string | undefined>((resolve) =>
        client.on('notification', (message) => resolve(message.payload)),
      );
      await client.query('LISTEN domain_events');
      await asApi(`SELECT pg_notify('domain_events', 'probe')`);
      expect(await heard).toBe('probe');
    } finally {
      await client.end();
    }
    const [{ count }] = await asApi<{ count: string }>(
      `SELECT count(*) FROM "AuditEntry" WHERE "scopeId" = '${tournamentId}'`,
    );
    expect(Number(count)).toBe(1);
  });
});

describe('the audit entries written before the chains were keyed (real PostgreSQL)', () => {
  it('are sealed once at start; an entry inserted later without the key is not', async () => {
    const database = await createTestDatabase();
    const owner = async (text: string) => {
      const client = new Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    };
    try {
      let t = await startTestApi({ database });
      const director = await signUp(t, 'Dora');
      // Over whichever API is running now (sessions live in the database, so the token outlives a restart).
      const asDirector = <T>(query: string, variables?: Record<string, unknown>) =>
        t.gql<T>(query, variables, { authorization: `Bearer ${director.token}` });
      const club = await asDirector<{ createClub: { id: string } }>(
        'mutation { createClub(input: { name: "Clube Antigo" }) { id } }',
      );
      const clubId = club.data!.createClub.id;
      const tournament = async () =>
        (
          await asDirector<{ createTournament: { id: string } }>(
            'mutation($i: CreateTournamentInput!) { createTournament(input: $i) { id } }',
            { i: { clubId, name: 'Antigo', format: 'ROUND_ROBIN', matchLengths: [3] } },
          )
        ).data!.createTournament.id;
      const old = await tournament();
      await t.close();
      // As the chains stood before the keyed MACs: no MAC anywhere, and the legacy mark after them.
      await owner(
        `BEGIN; ALTER TABLE "AuditEntry" DISABLE TRIGGER "AuditEntry_append_only";
         ALTER TABLE "AuditLegacy" DISABLE TRIGGER "AuditLegacy_append_only";
         UPDATE "AuditEntry" SET mac = NULL; UPDATE "AuditHead" SET mac = NULL;
         UPDATE "AuditLegacy" SET "maxEntryId" = (SELECT max(id) FROM "AuditEntry");
         ALTER TABLE "AuditEntry" ENABLE TRIGGER "AuditEntry_append_only";
         ALTER TABLE "AuditLegacy" ENABLE TRIGGER "AuditLegacy_append_only"; COMMIT;`,
      );
      t = await startTestApi({ database });
      const verify = async (id: string) =>
        (
          await asDirector<{ verifyAudit: Record<string, unknown> }>(
            'query($s: AuditScopeInput!) { verifyAudit(scope: $s) { valid entries firstInvalidSeq problem } }',
            { s: { type: 'TOURNAMENT', id } },
          )
        ).data!.verifyAudit;
      expect(await verify(old)).toEqual({ valid: true, entries: 1, firstInvalidSeq: null, problem: null });
      // Written after the mark without a MAC (as the API's role could): never sealed, not even by a restart.
      const fresh = await tournament();
      await owner(
        `BEGIN; ALTER TABLE "AuditEntry" DISABLE TRIGGER "AuditEntry_append_only";
         UPDATE "AuditEntry" SET mac = NULL WHERE "scopeId" = '${fresh}';
         ALTER TABLE "AuditEntry" ENABLE TRIGGER "AuditEntry_append_only"; COMMIT;`,
      );
      await t.close();
      t = await startTestApi({ database });
      const [{ mac }] = await owner(`SELECT mac FROM "AuditEntry" WHERE "scopeId" = '${fresh}'`);
      expect(mac).toBeNull();
      expect(await verify(fresh)).toEqual({
        valid: false,
        entries: 1,
        firstInvalidSeq: 1,
        problem: 'MAC_MISMATCH',
      });
      expect(await verify(old)).toMatchObject({ valid: true });
      await t.close();
    } finally {
      await database.drop();
    }
  });
});

describe('MIGRATION_DATABASE_URL (owner) and DATABASE_URL (the API role), as docker/compose.yaml sets them', () => {
  it("migrates as the owner, creates the API's role, then runs as it, also with DATABASE_URL alone", async () => {
    const database = await createTestDatabase({ migrate: false });
    const role = `gamao_api_${randomBytes(4).toString('hex')}`;
    const appUrl = new URL(database.url);
    appUrl.username = role;
    appUrl.password = 'api-secret';
    const owner = async (text: string) => {
      const client = new Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    };
    const asRole = async (text: string) => {
      const client = new Client({ connectionString: appUrl.toString() });
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    };
    try {
      let t = await startTestApi({
        database,
        env: { databaseUrl: appUrl.toString(), migrationDatabaseUrl: database.url },
      });
      expect(t.api.appDatabaseUrl).toBe(appUrl.toString());
      await signUp(t, 'Dora');
      await t.close();
      expect(await asRole('SELECT current_user AS name')).toEqual([{ name: role }]);
      await expect(asRole('ALTER TABLE "AuditEntry" DISABLE TRIGGER ALL')).rejects.toThrow(/must be owner/);
      // The API alone, as its role (the migrate step ran before): no pending migration, no owner's rights.
      t = await startTestApi({ database, env: { databaseUrl: appUrl.toString() } });
      expect(t.api.appDatabaseUrl).toBe(appUrl.toString());
      await signUp(t, 'Bia');
      await t.close();
      const [{ count }] = await owner('SELECT count(*)::int AS count FROM "User"');
      expect(count).toBe(2);
    } finally {
      await database.drop();
      const admin = new Client({ connectionString: adminUrl() });
      await admin.connect();
      await admin.query(`DROP ROLE IF EXISTS "${role}"`).finally(() => admin.end());
    }
  });
});
