// The API's process: starts it with the configuration of the environment, and stops it on SIGINT or SIGTERM.
import { Logger } from '@nestjs/common';
import pino from 'pino';
import { startApi } from './bootstrap';
import { loadConfig } from './core/config';

async function main(): Promise<void> {
  const logger = new Logger('gamao');
  const config = loadConfig();
  // `npm start` keeps the JSON logs in a file and prints a summary; without LOG_FILE they go to stdout.
  // Written synchronously, as pino writes stdout: no line is lost at exit.
  const logStream = config.logFile
    ? pino.destination({ dest: config.logFile, mkdir: true, sync: true })
    : undefined;
  const api = await startApi(config, { logStream });
  logger.log(`GraphQL API ready at ${api.url}`);
  const shutdown = (signal: string) => {
    logger.log(`${signal} received, stopping`);
    // bootstrap.ts drains within DRAIN_MS and a little more; never hang past 10 s.
    setTimeout(() => process.exit(1), 10_000).unref();
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // Nest buffers its logs until the app listens: without the flush a failed start would log nothing.
  Logger.flush();
  new Logger('gamao').error(error);
  process.exit(1);
});
