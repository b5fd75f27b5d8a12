/**
 * The redo of a club's analyses done by an earlier version of the analysis, over real GraphQL and PostgreSQL:
 * who may see and ask for it, and the durable chain that redoes them one at a time.
 */
import { ANALYSIS_VERSION } from '@gamao/bot';
import { codeOf, startTestApi, TestApi } from '../../test/api';
import { activeMatch, data } from '../../test/flows';
import { cast, type Cast, EVENTS, playAndResign, REQUEST, sql, until } from '../../test/match-records';

describe("redoing a club's analyses done by an earlier version", () => {
  let t: TestApi;
  let c: Cast;
  let matches: string[];
  const OUTDATED = 'query($c: UUID!) { clubOutdatedAnalyses(clubId: $c) }';
  const REDO = 'mutation($c: UUID!) { redoOutdatedAnalyses(clubId: $c) }';
  const rows = () =>
    sql<{ subjectId: string; status: string; version: number | null; requestedById: string | null }>(
      t.database.url,
      `SELECT "subjectId", status, version, "requestedById"::text AS "requestedById" FROM "MatchAnalysis"
       WHERE "subjectId" = ANY($1) ORDER BY "subjectId"`,
      [matches],
    );
  const chainEvents = async () =>
    (
      await sql<{ n: number }>(
        t.database.url,
        `SELECT count(*)::int AS n FROM "DomainEvent" WHERE type = 'analysis.redoClub' AND status = 'PENDING'`,
      )
    )[0].n;

  beforeAll(async () => {
    t = await startTestApi({ env: { events: EVENTS } });
    c = await cast(t);
    matches = [];
    for (let i = 0; i < 2; i++) {
      const matchId = await activeMatch(c.clubId, c.ana, c.bia, 1);
      await playAndResign(matchId, [c.ana, c.bia], 2);
      data(await c.ana.gql(REQUEST, { id: `m:${matchId}` }));
      matches.push(matchId);
    }
    await until(rows, (r) => r.length === 2 && r.every((a) => a.status === 'DONE'), 60_000);
    // As analyses stored before the current version left them (their figures made different on purpose).
    await sql(t.database.url, 'UPDATE "MatchAnalysis" SET version = $2 WHERE "subjectId" = ANY($1)', [
      matches,
      ANALYSIS_VERSION - 1,
    ]);
    await sql(
      t.database.url,
      `UPDATE "AnalysisPlayer" SET pr = 99 WHERE "analysisId" IN
       (SELECT id FROM "MatchAnalysis" WHERE "subjectId" = ANY($1))`,
      [matches],
    );
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('counts them for the members; only a director may have them redone, and a refusal writes nothing', async () => {
    expect(data(await c.mia.gql<{ clubOutdatedAnalyses: number }>(OUTDATED, { c: c.clubId }))).toEqual({
      clubOutdatedAnalyses: 2,
    });
    expect(codeOf(await c.carl.gql(OUTDATED, { c: c.clubId }))).toBe('FORBIDDEN');
    expect(codeOf(await c.eve.gql(OUTDATED, { c: c.clubId }))).toBe('FORBIDDEN');
    expect(codeOf(await c.ana.gql(REDO, { c: c.clubId }))).toBe('FORBIDDEN');
    expect(codeOf(await c.mia.gql(REDO, { c: c.clubId }))).toBe('FORBIDDEN');
    expect(codeOf(await c.carl.gql(REDO, { c: c.clubId }))).toBe('FORBIDDEN');
    expect(codeOf(await c.dora.gql(REDO, { c: 'nope' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await c.dora.gql(REDO, { c: '00000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
    expect(await chainEvents()).toBe(0);
    expect((await rows()).map((r) => r.status)).toEqual(['DONE', 'DONE']);
  });

  it('redoes them one at a time, after the analyses that wait, and stops when none is left', async () => {
    // An analysis a player asked for, waiting (its event not written, so it stays queued): the redo waits.
    const [waiting] = await sql<{ id: string }>(
      t.database.url,
      `INSERT INTO "MatchAnalysis" (id, "subjectKind", "subjectId", "clubId")
       VALUES (gen_random_uuid(), 'MATCH', gen_random_uuid()::text, $1) RETURNING id::text`,
      [c.clubId],
    );
    expect(data(await c.dora.gql<{ redoOutdatedAnalyses: number }>(REDO, { c: c.clubId }))).toEqual({
      redoOutdatedAnalyses: 2,
    });
    // Asked again while it runs: one chain. A chain always has a pending event; while a step is delivered,
    // the next step's event is written before the step's own is marked done, so two show for a moment
    // (two chains would never show fewer than two).
    expect(data(await c.dora.gql<{ redoOutdatedAnalyses: number }>(REDO, { c: c.clubId }))).toEqual({
      redoOutdatedAnalyses: 2,
    });
    expect(await until(chainEvents, (n) => n === 1, 5_000)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await rows()).map((r) => [r.status, r.version])).toEqual([
      ['DONE', ANALYSIS_VERSION - 1],
      ['DONE', ANALYSIS_VERSION - 1],
    ]);

    await sql(t.database.url, `UPDATE "MatchAnalysis" SET status = 'FAILED' WHERE id = $1`, [waiting.id]);
    let most = 0;
    const redone = await until(
      async () => {
        const now = await rows();
        most = Math.max(most, now.filter((r) => r.status === 'QUEUED' || r.status === 'RUNNING').length);
        return now;
      },
      (r) => r.every((a) => a.status === 'DONE' && a.version === ANALYSIS_VERSION),
      60_000,
    );
    expect(most).toBeLessThanOrEqual(1);
    expect(redone.map((r) => r.requestedById)).toEqual([c.dora.id, c.dora.id]);
    const players = await sql<{ pr: number }>(
      t.database.url,
      `SELECT p.pr FROM "AnalysisPlayer" p JOIN "MatchAnalysis" a ON a.id = p."analysisId"
       WHERE a."subjectId" = ANY($1)`,
      [matches],
    );
    expect(players).toHaveLength(4);
    expect(players.every((p) => p.pr !== 99)).toBe(true);
    expect(data(await c.mia.gql<{ clubOutdatedAnalyses: number }>(OUTDATED, { c: c.clubId }))).toEqual({
      clubOutdatedAnalyses: 0,
    });
    // The chain ends; asked again with nothing outdated, nothing is written.
    await until(chainEvents, (n) => n === 0, 15_000);
    expect(data(await c.dora.gql<{ redoOutdatedAnalyses: number }>(REDO, { c: c.clubId }))).toEqual({
      redoOutdatedAnalyses: 0,
    });
    expect(await chainEvents()).toBe(0);
  }, 120_000);
});
