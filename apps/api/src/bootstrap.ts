import 'reflect-metadata';
import type { Server } from 'node:http';
import { INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import type { ApiConfig } from './core/config';
import { DatabaseHandle, openDatabase } from './core/database/database';
import { prepareDatabase } from './core/database/roles';
import { resolveAuditKey } from './audit/audit-key';
import { EventsService } from './core/events/events.service';
import { createRootLogger, httpLogger, PinoNestLogger } from './core/observability/logging';
import { markDraining } from './core/observability/readiness';
import { securityHeaders, trustProxySetting } from './core/http-door';
import { OpenSockets } from './core/open-sockets';

export interface RunningApi {
  readonly app: INestApplication;
  readonly database: DatabaseHandle;
  /** The URL the API's pools connect with: its own least-privileged role (core/database/roles.ts). */
  readonly appDatabaseUrl: string;
  readonly url: string;
  close(): Promise<void>;
}

/** In-flight HTTP requests get this long to finish before their connections are cut. */
const DRAIN_MS = 7_000;
/**
 * Then the event worker and Nest's shutdown hooks (pools, Redis, analysis workers) get this long. A hook that
 * hangs past it is named in a warning and left behind, so that an embedded database still stops (main.ts
 * exits at 10 s) and a caller awaiting close() is not held for ever.
 */
export const CLOSE_MS = 2_000;
/**
 * How long an idle keep-alive connection stays open. Node's default, 5 s, is shorter than a proxy's idle
 * timeout (60 s for nginx's upstream keepalive and most load balancers): the server then closes a connection
 * at the moment the proxy (or any pooling client) sends the next request on it, and that request fails with
 * ECONNRESET. The server's timeout must be the longer one. Headers get a little more, as Node advises.
 */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Graceful shutdown (SIGTERM), within 10 s: readiness turns false, the server stops taking connections, the
 * WebSockets close with 1012 (clients reconnect), requests in flight finish (at most DRAIN_MS), the event
 * worker finishes the deliveries it holds, then Nest closes (database pools, Redis): those two within
 * CLOSE_MS. Then the embedded database, if any, stops.
 */
async function shutDown(app: INestApplication, database: DatabaseHandle): Promise<void> {
  markDraining();
  const server = app.getHttpServer() as Server;
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  app.get(OpenSockets).closeAll();
  await settlesWithin(drained, DRAIN_MS);
  server.closeAllConnections();
  let step = 'the event worker';
  const closed = (async () => {
    await app.get(EventsService).stop();
    step = "Nest's shutdown hooks";
    await app.close();
  })();
  if (!(await settlesWithin(closed, CLOSE_MS))) {
    closed.catch(() => undefined);
    new Logger('gamao').warn(`Shutdown: ${step} did not stop within ${CLOSE_MS} ms; going on without it`);
  }
  await database.stop();
}

/** Whether `promise` settles within `ms` (a rejection that comes first is thrown). */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise.then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Starts the whole API: database (configured or embedded), pending migrations, then the Nest app.
 * Used by main.ts and by the integration tests, so both run the same start-up path.
 */
export async function startApi(
  config: ApiConfig,
  options: { logger?: false; logStream?: DestinationStream } = {},
): Promise<RunningApi> {
  // One JSON logger for the process, Nest's Logger included (core/observability/logging.ts); false silences it.
  const quiet = options.logger === false;
  const rootLogger = createRootLogger({
    level: quiet ? 'silent' : config.logLevel,
    stream: options.logStream,
  });
  const log = (message: string) => rootLogger.info({ context: 'gamao' }, message);
  // Before anything starts: without its key the API could neither write nor verify an audit chain.
  const auditKey = resolveAuditKey(config, process.env, log);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDataDir: config.embeddedDataDir,
    log,
  });
  try {
    // Migrations and grants as the owner; the API itself connects as its own role.
    const { appUrl, migrations } = await prepareDatabase({
      databaseUrl: database.url,
      migrationDatabaseUrl: database.embedded ? undefined : config.migrationDatabaseUrl,
      migrationsDir: config.migrationsDir,
      log,
    });
    if (migrations.applied.length) log(`Applied migrations: ${migrations.applied.join(', ')}`);
    const app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRoot({ ...config, auditKey }, appUrl),
      {
        bodyParser: false,
        ...(quiet ? { logger: false } : { bufferLogs: true }),
      },
    );
    if (!quiet) app.useLogger(new PinoNestLogger(rootLogger));
    app.disable('x-powered-by');
    app.set('trust proxy', trustProxySetting(config.trustedProxies));
    app.use(securityHeaders());
    app.use(httpLogger(rootLogger));
    app.useBodyParser('json', { limit: config.bodyLimit });
    app.enableCors({ origin: config.corsOrigins, credentials: true });
    const server = app.getHttpServer() as Server;
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
    await app.listen(config.port, config.host);
    const port = (server.address() as { port: number }).port;
    let closing: Promise<void> | undefined;
    return {
      app,
      database,
      appDatabaseUrl: appUrl,
      url: `http://localhost:${port}/graphql`,
      close: () => (closing ??= shutDown(app, database)),
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}
