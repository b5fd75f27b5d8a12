import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import type { ApiConfig } from './core/config';
import { applyMigrations } from './core/database/migrate';
import { DatabaseHandle, openDatabase } from './core/database/database';
import { createRootLogger } from './core/observability/logging';

export interface RunningApi {
  readonly app: INestApplication;
  readonly database: DatabaseHandle;
  readonly url: string;
  close(): Promise<void>;
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
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDataDir: config.embeddedDataDir,
    log,
  });
  try {
    const migrations = await applyMigrations(database.url, config.migrationsDir);
    if (migrations.applied.length) log(`Applied migrations: ${migrations.applied.join(', ')}`);
    const app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRoot(config, database.url, rootLogger),
      { bodyParser: false, ...(quiet ? { logger: false } : { bufferLogs: true }) },
    );
    if (!quiet) app.useLogger(app.get(PinoNestLogger));
    app.useBodyParser('json', { limit: config.bodyLimit });
    app.enableCors({ origin: config.corsOrigins, credentials: true });
    await app.listen(config.port, config.host);
    const port = (app.getHttpServer().address() as { port: number }).port;
    let closing: Promise<void> | undefined;
    return {
      app,
      database,
      url: `http://localhost:${port}/graphql`,
      close: () =>
        (closing ??= (async () => {
          await app.close();
          await database.stop();
        })()),
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}
