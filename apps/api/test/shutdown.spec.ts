import { CLOSE_MS } from '../src/bootstrap';
import { EventsService } from '../src/core/events/events.service';
import { startTestApi } from './api';
import { createTestDatabase } from './database';
import { eventually, sqlOn } from './faults';

describe('shutdown with a step that hangs (real HTTP, real PostgreSQL)', () => {
  it('goes on after CLOSE_MS, names the step in a warning, and the API stays stopped', async () => {
    const database = await createTestDatabase({ migrate: false });
    const lines: { level?: string; msg?: string }[] = [];
    const t = await startTestApi({
      database,
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    expect((await t.gql('query { health { status } }')).errors).toBeUndefined();

    // The event worker stops, then hangs (as a delivery stuck on its database call would).
    const events = t.api.app.get(EventsService);
    const stop = events.stop.bind(events);
    let release!: () => void;
    const hung = new Promise<void>((resolve) => (release = resolve));
    events.stop = async () => {
      await stop();
      await hung;
    };

    const started = Date.now();
    await t.close();
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(CLOSE_MS - 50);
    expect(took).toBeLessThan(CLOSE_MS + 2_000);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: `Shutdown: the event worker did not stop within ${CLOSE_MS} ms; going on without it`,
      }),
    );
    // The server no longer answers.
    await expect(fetch(t.httpUrl, { method: 'POST' })).rejects.toThrow();

    // The step finishes late: Nest then closes its pools (no connection to the database is left).
    release();
    const connections = async () =>
      (
        await sqlOn<{ n: number }>(
          'postgres',
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [database.name],
        )
      )[0].n;
    try {
      expect(await eventually(async () => (await connections()) === 0, 5_000)).toBe(true);
    } finally {
      await database.drop();
    }
  });
});
