import { createHmac } from 'node:crypto';
import { Client } from 'pg';
import { applyMigrations, MIGRATION_LOCK_KEY, MigrationOutcome } from './migrate';

/**
 * Least privilege in PostgreSQL (docs/architecture.md, "Database roles"). Two roles:
 * - the owner, which runs the migrations and owns the tables (MIGRATION_DATABASE_URL, or a superuser
 *   DATABASE_URL);
 * - the API's role, which reads and writes rows and nothing more: it may not alter a table, switch a trigger
 *   off, set `session_replication_role`, truncate, or change or remove an entry of an append-only log.
 *
 * Three ways to configure it:
 * 1. MIGRATION_DATABASE_URL (owner) and DATABASE_URL (the API's role): migrations and grants run as the owner,
 *    which creates the API's role with DATABASE_URL's password when it does not exist yet (or resets the
 *    password when DATABASE_URL does not log in); the API connects as DATABASE_URL.
 *    `node apps/api/dist/migrate-main.js` does only the first part (docker/compose.yaml).
 * 2. Only DATABASE_URL, as a role that may create roles (a superuser: the embedded default, the tests): that
 *    role is the owner, and it creates the API's role `gamao_app`, whose password is derived from the owner's
 *    credentials (the same on every start and for every instance, stored nowhere).
 * 3. Only DATABASE_URL, as any other role: used as it is (an already least-privileged role after a separate
 *    migrate step, or, with a warning, an owner).
 */
export const APP_ROLE = 'gamao_app';

/** The append-only logs: the API inserts and reads them, never changes or removes a row. */
export const APPEND_ONLY_TABLES = [
  'MatchAction',
  'ChouetteAction',
  'AuditEntry',
  'AuditLegacy',
  // A match's chat is what a director reads after a report: never changed once sent.
  'MatchChatMessage',
] as const;

/**
 * The tables the API deletes rows from (a member leaving a club, a recomputed rating history, sessions and
 * attempts and reset tokens of the accounts). A new table the API deletes from goes here.
 */
export const DELETABLE_TABLES = [
  'ClubMembership',
  'RatingChange',
  'Session',
  'SignInAttempt',
  'PasswordReset',
  'MatchPresence',
  'RateLimit',
  // A player's mute of the other in a match's chat, undone by unmuting.
  'MatchChatMute',
] as const;

export interface PreparedDatabase {
  /** The URL the API connects with (the API's role). */
  readonly appUrl: string;
  readonly migrations: MigrationOutcome;
}

export class DatabaseRoleError extends Error {}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

function userOf(url: string): { user: string; password: string } {
  const parsed = new URL(url);
  return { user: decodeURIComponent(parsed.username), password: decodeURIComponent(parsed.password) };
}

function withUser(url: string, user: string, password: string): string {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(user);
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

/** The API role's password in mode 2: derived from the owner's credentials (never from host or database). */
export function derivedAppPassword(ownerUrl: string): string {
  const { user, password } = userOf(ownerUrl);
  return createHmac('sha256', `gamao-app-role\n${user}\n${password}`).update(APP_ROLE).digest('base64url');
}

async function withClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

interface RoleFacts {
  readonly name: string;
  readonly superuser: boolean;
  readonly createRole: boolean;
}

async function currentRole(client: Client): Promise<RoleFacts> {
  const { rows } = await client.query<{ name: string; superuser: boolean; createrole: boolean }>(
    `SELECT rolname AS name, rolsuper AS superuser, rolcreaterole AS createrole
       FROM pg_roles WHERE rolname = current_user`,
  );
  return { name: rows[0].name, superuser: rows[0].superuser, createRole: rows[0].createrole };
}

/** Whether `url` logs in (false only for a refused password or a missing role; other faults throw). */
async function logsIn(url: string): Promise<boolean> {
  try {
    await withClient(url, (client) => client.query('SELECT 1'));
    return true;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === '28P01' || code === '28000') return false;
    throw error;
  }
}

/**
 * Creates the login role if it does not exist, and resets its password to the one the API will use when it
 * does not log in with it. Roles belong to the whole server, so several API instances or test databases may
 * do this at once: a concurrent creation is taken as done.
 */
async function ensureLoginRole(owner: Client, role: string, password: string, appUrl: string): Promise<void> {
  const { rowCount } = await owner.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
  if (!rowCount) {
    try {
      await owner.query(
        `CREATE ROLE ${quoteIdent(role)} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS ` +
          `PASSWORD ${quoteLiteral(password)}`,
      );
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== '42710' && code !== '23505') throw error; // created meanwhile by another start
    }
    return;
  }
  if (!(await logsIn(appUrl))) {
    await owner.query(`ALTER ROLE ${quoteIdent(role)} LOGIN PASSWORD ${quoteLiteral(password)}`);
  }
}

/**
 * The API role's rights on the owner's tables, applied after every migration run (so they follow the schema)
 * under the migration lock. Default privileges cover tables a later migration creates before the next start.
 */
export async function grantAppPrivileges(owner: Client, appRole: string): Promise<void> {
  const app = quoteIdent(appRole);
  const { rows } = await owner.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`,
  );
  const tables = new Set(rows.map((row) => row.name));
  const present = (names: readonly string[]) => names.filter((name) => tables.has(name)).map(quoteIdent);
  const statements = [
    `GRANT USAGE ON SCHEMA public TO ${app}`,
    `REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${app}`,
    `GRANT SELECT, INSERT, UPDATE ON ALL TABLES IN SCHEMA public TO ${app}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${app}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE ON TABLES TO ${app}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${app}`,
  ];
  const appendOnly = present(APPEND_ONLY_TABLES);
  if (appendOnly.length) statements.push(`REVOKE UPDATE ON ${appendOnly.join(', ')} FROM ${app}`);
  // The one change the audit log allows: sealing an entry written before the chains were keyed (the trigger
  // of AuditEntry checks the rest).
  if (tables.has('AuditEntry')) statements.push(`GRANT UPDATE ("mac") ON "AuditEntry" TO ${app}`);
  if (tables.has('AuditLegacy')) statements.push(`REVOKE INSERT ON "AuditLegacy" FROM ${app}`);
  if (tables.has('_prisma_migrations')) {
    statements.push(`REVOKE INSERT, UPDATE ON "_prisma_migrations" FROM ${app}`);
  }
  const deletable = present(DELETABLE_TABLES);
  if (deletable.length) statements.push(`GRANT DELETE ON ${deletable.join(', ')} TO ${app}`);
  await owner.query('BEGIN');
  try {
    for (const statement of statements) await owner.query(statement);
    await owner.query('COMMIT');
  } catch (error) {
    await owner.query('ROLLBACK');
    throw error;
  }
}

/**
 * Migrates as the owner, then makes sure the API's role exists and holds exactly its rights; the URL the API
 * connects with.
 */
export async function prepareDatabase(options: {
  databaseUrl: string;
  migrationDatabaseUrl?: string;
  migrationsDir: string;
  log: (message: string) => void;
}): Promise<PreparedDatabase> {
  const ownerUrl = options.migrationDatabaseUrl ?? options.databaseUrl;
  const migrations = await applyMigrations(ownerUrl, options.migrationsDir).catch((error: Error) => {
    if (!options.migrationDatabaseUrl && /permission denied/.test(error.message)) {
      throw new DatabaseRoleError(
        `${error.message}. DATABASE_URL's role may not change the schema: give the owner's URL in ` +
          'MIGRATION_DATABASE_URL (or run the migrate step first).',
      );
    }
    throw error;
  });
  return withClient(ownerUrl, async (owner) => {
    const ownerRole = await currentRole(owner);
    let appUrl = options.databaseUrl;
    let appRole: string;
    if (options.migrationDatabaseUrl) {
      const { user, password } = userOf(options.databaseUrl);
      if (user === ownerRole.name) {
        throw new DatabaseRoleError(
          'DATABASE_URL and MIGRATION_DATABASE_URL name the same role: the API must run as a role of its own.',
        );
      }
      appRole = user;
      if (ownerRole.superuser || ownerRole.createRole) {
        await ensureLoginRole(owner, appRole, password, appUrl);
      }
    } else if (ownerRole.superuser || ownerRole.createRole) {
      const password = derivedAppPassword(ownerUrl);
      appRole = APP_ROLE;
      appUrl = withUser(options.databaseUrl, APP_ROLE, password);
      await ensureLoginRole(owner, appRole, password, appUrl);
    } else {
      const { rows } = await owner.query<{ owner: string }>(
        `SELECT tableowner AS owner FROM pg_tables WHERE schemaname = 'public' AND tablename = 'AuditEntry'`,
      );
      if (rows[0]?.owner === ownerRole.name) {
        options.log(
          `The API connects as ${ownerRole.name}, the owner of the tables, which can switch the append-only ` +
            'triggers off: give the owner in MIGRATION_DATABASE_URL and the API its own role in DATABASE_URL.',
        );
      }
      return { appUrl, migrations };
    }
    await owner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await grantAppPrivileges(owner, appRole);
    } finally {
      await owner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
    await assertLeastPrivilege(appUrl);
    return { appUrl, migrations };
  });
}

/** Refuses to run as a role that could undo the append-only guarantees. */
async function assertLeastPrivilege(appUrl: string): Promise<void> {
  await withClient(appUrl, async (client) => {
    const role = await currentRole(client);
    const { rows } = await client.query<{ owns: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_tables WHERE schemaname = 'public' AND tableowner = current_user) AS owns`,
    );
    if (role.superuser || role.createRole || rows[0].owns) {
      throw new DatabaseRoleError(
        `The API's role ${role.name} is a superuser, may create roles or owns tables: it must hold only the ` +
          'rights roles.ts grants.',
      );
    }
  });
}
