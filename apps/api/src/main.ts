import { Logger } from '@nestjs/common';
import { startApi } from './bootstrap';
import { loadConfig } from './core/config';

async function main(): Promise<void> {
  const logger = new Logger('gamao');
  const api = await startApi(loadConfig());
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
  new Logger('gamao').error(error);
  process.exit(1);
});
