import { Logger } from '@nestjs/common';
import { loadConfig } from './core/config';
import { prepareDatabase } from './core/database/roles';

/**
 * `node apps/api/dist/migrate-main.js`: a deployment's migrate step (docker/compose.yaml). As the owner
 * (MIGRATION_DATABASE_URL) it applies pending migrations, creates the API's role named in DATABASE_URL when it is
 * missing (or resets its password to DATABASE_URL's), grants it its rights, and exits. The API then runs with
 * DATABASE_URL alone, and never holds the owner's credentials.
 */
async function main(): Promise<void> {
  const logger = new Logger('migrate');
  const config = loadConfig();
  if (!config.databaseUrl || !config.migrationDatabaseUrl) {
    throw new Error("Set MIGRATION_DATABASE_URL (the owner) and DATABASE_URL (the API's role).");
  }
  const { migrations } = await prepareDatabase({
    databaseUrl: config.databaseUrl,
    migrationDatabaseUrl: config.migrationDatabaseUrl,
    migrationsDir: config.migrationsDir,
    log: (message) => logger.warn(message),
  });
  logger.log(
    `Applied ${migrations.applied.length} migration(s)` +
      (migrations.applied.length ? `: ${migrations.applied.join(', ')}` : '') +
      `; ${migrations.alreadyApplied} already applied; the API's role holds its rights.`,
  );
}

main().catch((error: unknown) => {
  new Logger('migrate').error(error);
  process.exit(1);
});
