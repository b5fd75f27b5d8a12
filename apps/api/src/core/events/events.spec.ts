import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { codeOf, startTestApi, TestApi } from '../../../test/api';
import { eventually, sleep } from '../../../test/faults';
import {
  activeMatch,
  clubOf,
  data,
  Player,
  playToResignation,
  sidesOf,
  signUpWith,
} from '../../../test/flows';
import { MIGRATIONS_DIR } from '../../../test/database';
import { PrismaService } from '../database/prisma.service';
import { EventsService } from './events.service';

const DEAD =
  'query($c: UUID!) { deadEvents(clubId: $c) { id type status attempts failedConsumer lastError payload } }';
const RETRY = 'mutation($e: String!) { retryEvent(eventId: $e) { id status attempts } }';

describe('durable events: retries, dead letters, idempotent consumers (real PostgreSQL)', () => {
  let t: TestApi;
  let events: EventsService;
  let prisma: PrismaService;
  /** The database's owner, for what only someone with direct access does (the API's role may not). */
  let asOwner: PrismaService;
  let owner: Player;
  let member: Player;
  let outsider: Player;
  let clubId: string;

  beforeAll(async () => {
    t = await startTestApi({
      env: { events: { worker: true, maxAttempts: 3, retryBaseMs: 50, pollMs: 50 } },
    });
    events = t.api.app.get(EventsService);
    prisma = t.api.app.get(PrismaService);
    asOwner = new PrismaService(t.database.url);
    const send = t.gql.bind(t);
    const as = <T>(q: string, v?: Record<string, unknown>, token?: string) =>
      send<T>(q, v, token ? { authorization: `Bearer ${token}` } : {});
    owner = await signUpWith(as, 'Olga');
    member = await signUpWith(as, 'Mara');
    outsider = await signUpWith(as, 'Otto');
    clubId = await clubOf(owner, [member]);
  });
  afterAll(async () => {
    await asOwner?.$disconnect();
    await t?.close();
  });

  const emitGameEnded = (sessionId: string) =>
    prisma.$transaction((tx) =>
      events.emit(tx, 'chouette.gameEnded', { sessionId, clubId, game: 0 }, clubId),
    );
  const row = async (id: bigint | string) =>
    (
      await prisma.$queryRaw<{ status: string; attempts: number }[]>`
        SELECT status::text, attempts FROM "DomainEvent" WHERE id = ${BigInt(id)}`
    )[0];

  it('writes nothing when the transaction that emits rolls back', async () => {
    const sessionId = randomUUID();
    await expect(
      prisma.$transaction(async (tx) => {
        await events.emit(tx, 'chouette.gameEnded', { sessionId, clubId, game: 0 }, clubId);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await prisma.$queryRaw<unknown[]>`
      SELECT 1 FROM "DomainEvent" WHERE payload->>'sessionId' = ${sessionId}`;
    expect(rows).toEqual([]);
  });

  it('delivers an event whose consumer throws twice on the third attempt, once', async () => {
    const sessionId = randomUUID();
    let calls = 0;
    events.on('chouette.gameEnded', 'test.flaky', async ({ payload }) => {
      if (payload.sessionId !== sessionId) return;
      calls++;
      if (calls <= 2) throw new Error(`flaky ${calls}`);
    });
    const id = await emitGameEnded(sessionId);
    await eventually(async () => (await row(id)).status === 'DONE');
    expect(await row(id)).toEqual({ status: 'DONE', attempts: 3 });
    await sleep(300);
    expect(calls).toBe(3);
    const done = await prisma.$queryRaw<{ consumer: string }[]>`
      SELECT consumer FROM "EventConsumption" WHERE "eventId" = ${id} AND consumer = 'test.flaky'`;
    expect(done).toHaveLength(1);
  });

  it('dead-letters an event whose consumer always throws; directors see it and "try again" delivers it once', async () => {
    const sessionId = randomUUID();
    let fixed = false;
    let handled = 0;
    events.on('chouette.gameEnded', 'test.broken', async ({ payload }) => {
      if (payload.sessionId !== sessionId) return;
      if (!fixed) throw new Error('always broken');
      handled++;
    });
    const id = String(await emitGameEnded(sessionId));
    await eventually(async () => (await row(id)).status === 'DEAD');
    expect((await row(id)).attempts).toBe(3);

    const dead = data(
      await owner.gql<{ deadEvents: Record<string, unknown>[] }>(DEAD, { c: clubId }),
    ).deadEvents;
    expect(dead).toEqual([
      expect.objectContaining({
        id,
        type: 'chouette.gameEnded',
        status: 'DEAD',
        attempts: 3,
        failedConsumer: 'test.broken',
        lastError: 'always broken',
      }),
    ]);
    expect(JSON.parse(dead[0].payload as string)).toEqual({ sessionId, clubId, game: 0 });

    // Only the club's directors see it and retry it.
    expect(codeOf(await member.gql(DEAD, { c: clubId }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(DEAD, { c: clubId }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(DEAD, { c: clubId }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await member.gql(RETRY, { e: id }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(RETRY, { e: id }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(RETRY, { e: id }))).toBe('UNAUTHENTICATED');
    // Bad input changes nothing.
    expect(codeOf(await owner.gql(RETRY, { e: 'abc' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await owner.gql(RETRY, { e: '-1' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await owner.gql(RETRY, { e: '999999999' }))).toBe('NOT_FOUND');
    expect(codeOf(await owner.gql(DEAD, { c: 'not-a-uuid' }))).toBe('BAD_USER_INPUT');
    expect((await row(id)).status).toBe('DEAD');
    expect(handled).toBe(0);

    fixed = true;
    const retried = data(
      await owner.gql<{ retryEvent: { status: string; attempts: number } }>(RETRY, { e: id }),
    );
    expect(retried.retryEvent).toMatchObject({ status: 'PENDING', attempts: 0 });
    await eventually(async () => (await row(id)).status === 'DONE');
    await sleep(300);
    expect(handled).toBe(1);
    expect(data(await owner.gql<{ deadEvents: unknown[] }>(DEAD, { c: clubId })).deadEvents).toEqual([]);
    expect(codeOf(await owner.gql(RETRY, { e: id }))).toBe('EVENT_NOT_DEAD');
  });

  it('rates a finished match once however often its event is delivered: no second rating change or audit entry', async () => {
    const matchId = await activeMatch(clubId, owner, member, 1);
    const { last } = await playToResignation(matchId, await sidesOf(matchId, [owner, member]));
    expect((await last()).status).toBe('FINISHED');
    // The final action answers once the rating is there.
    const counts = async () => {
      const [r] = await prisma.$queryRaw<{ changes: number; audit: number }[]>`
        SELECT (SELECT count(*)::int FROM "RatingChange" WHERE "matchId" = ${matchId}::uuid) AS changes,
               (SELECT count(*)::int FROM "AuditEntry" WHERE "scopeId" = ${clubId}::uuid) AS audit`;
      return r;
    };
    const before = await counts();
    expect(before.changes).toBe(2);
    const [{ id }] = await prisma.$queryRaw<{ id: bigint }[]>`
      SELECT id FROM "DomainEvent" WHERE type = 'match.finished' AND payload->>'matchId' = ${matchId}`;

    // Delivered again: the consumers' records say it is done.
    await prisma.$executeRaw`UPDATE "DomainEvent" SET status = 'PENDING' WHERE id = ${id}`;
    await eventually(async () => (await row(id)).status === 'DONE');
    expect(await counts()).toEqual(before);

    // Delivered again with those records gone: the rating itself refuses a second change.
    await asOwner.$executeRaw`DELETE FROM "EventConsumption" WHERE "eventId" = ${id}`;
    await prisma.$executeRaw`UPDATE "DomainEvent" SET status = 'PENDING' WHERE id = ${id}`;
    await eventually(async () => (await row(id)).status === 'DONE');
    expect(await counts()).toEqual(before);
  });

  it('repairs, by the migration that brought the events, a finished match whose hand-off was lost', async () => {
    const [ana, bia] = await Promise.all(
      ['Ana', 'Bia'].map((name) =>
        signUpWith((q, v, token) => t.gql(q, v, token ? { authorization: `Bearer ${token}` } : {}), name),
      ),
    );
    const club = await clubOf(ana, [bia]);
    const matchId = await activeMatch(club, ana, bia, 1);
    const { last } = await playToResignation(matchId, await sidesOf(matchId, [ana, bia]));
    expect((await last()).status).toBe('FINISHED');
    // As before this change, when a crash after the commit lost the rating: no event, no rating.
    await asOwner.$executeRaw`DELETE FROM "DomainEvent" WHERE payload->>'matchId' = ${matchId}`;
    await asOwner.$executeRaw`DELETE FROM "RatingChange" WHERE "matchId" = ${matchId}::uuid`;
    await asOwner.$executeRaw`DELETE FROM "Rating" WHERE "clubId" = ${club}::uuid`;
    const migration = readFileSync(
      path.join(MIGRATIONS_DIR, '20261201000000_domain_events', 'migration.sql'),
      'utf8',
    );
    const repair = migration.slice(migration.indexOf('-- Repair'));
    await asOwner.$executeRawUnsafe(repair);
    const changes = () =>
      prisma.$queryRaw<{ won: boolean }[]>`
        SELECT won FROM "RatingChange" WHERE "matchId" = ${matchId}::uuid ORDER BY won`;
    await eventually(async () => (await changes()).length === 2);
    expect(await changes()).toEqual([{ won: false }, { won: true }]);
    // A second run finds nothing left to repair.
    await asOwner.$executeRawUnsafe(repair);
    const events = await prisma.$queryRaw<unknown[]>`
      SELECT 1 FROM "DomainEvent" WHERE payload->>'matchId' = ${matchId}`;
    expect(events).toHaveLength(1);
  });
});
