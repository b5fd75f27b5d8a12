/**
 * The analysis job when it cannot finish (a 1 ms time limit), over real GraphQL and PostgreSQL: FAILED with a
 * readable reason, announced live, a second delivery that does nothing, and a tournament match analysed
 * without being asked.
 */
import { codeOf, startTestApi, subscribeOverWebSocket, TestApi } from '../../test/api';
import { activeMatch, data, tournamentFinal } from '../../test/flows';
import {
  ANALYSIS,
  cast,
  type Cast,
  EVENTS,
  playAndResign,
  RECORD,
  REQUEST,
  sql,
  until,
} from '../../test/match-records';

describe('the analysis job when the analysis cannot finish', () => {
  let t: TestApi;
  let c: Cast;

  beforeAll(async () => {
    // One millisecond for an analysis: every run is stopped and FAILED with its reason.
    t = await startTestApi({ env: { events: EVENTS, analysis: { workers: 1, timeoutMs: 1 } } });
    c = await cast(t);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('marks the analysis FAILED with a readable reason, announced live, and a second delivery does nothing', async () => {
    const matchId = await activeMatch(c.clubId, c.ana, c.bia, 1);
    await playAndResign(matchId, [c.ana, c.bia], 2);
    const id = `m:${matchId}`;
    const live = subscribeOverWebSocket<{ analysisUpdated: { status: string; error: string | null } }>(
      t.wsUrl,
      'subscription($id: String!) { analysisUpdated(recordId: $id) { status error } }',
      { id },
      c.mia.token,
    );
    const queued = data(
      await c.ana.gql<{ requestAnalysis: { id: string; status: string } }>(REQUEST, { id }),
    );
    expect(queued.requestAnalysis.status).toBe('QUEUED');
    const failed = await until(
      async () =>
        data(
          await c.mia.gql<{ matchRecord: { analysis: { status: string; error: string | null } } }>(ANALYSIS, {
            id,
          }),
        ).matchRecord.analysis,
      (a) => a.status === 'FAILED',
    );
    expect(failed.error).toBe('The analysis took longer than 0.001 s');
    await live.until((items) => items.some((i) => i.data?.analysisUpdated.status === 'FAILED'));
    expect(live.received.map((i) => i.data?.analysisUpdated.status)).toContain('FAILED');
    await live.close();

    // The event delivered again: the analysis is not run again.
    const [before] = await sql<{ attempts: number }>(t.database.url, 'SELECT attempts FROM "MatchAnalysis"');
    expect(before.attempts).toBe(1);
    const [again] = await sql<{ id: string }>(
      t.database.url,
      `INSERT INTO "DomainEvent" (type, payload, "clubId") VALUES ('analysis.requested', $1::jsonb, $2) RETURNING id::text`,
      [JSON.stringify({ analysisId: queued.requestAnalysis.id, recordId: id }), c.clubId],
    );
    await until(
      async () =>
        (
          await sql<{ status: string }>(t.database.url, 'SELECT status FROM "DomainEvent" WHERE id = $1', [
            again.id,
          ])
        )[0],
      (row) => row.status === 'DONE',
    );
    const [after] = await sql<{ attempts: number; status: string }>(
      t.database.url,
      'SELECT attempts, status FROM "MatchAnalysis"',
    );
    expect(after).toEqual({ attempts: 1, status: 'FAILED' });

    // Asked again, a failed analysis is queued again (on the same row).
    const retried = data(
      await c.bia.gql<{ requestAnalysis: { id: string; status: string } }>(REQUEST, { id }),
    );
    expect(retried.requestAnalysis).toEqual({
      ...retried.requestAnalysis,
      id: queued.requestAnalysis.id,
      status: 'QUEUED',
    });
  });

  it('analyses a finished tournament match without being asked', async () => {
    const { tournamentId, matchId } = await tournamentFinal(c.clubId, c.dora, [c.ana, c.bia]);
    await playAndResign(matchId, [c.ana, c.bia], 2);
    const row = await until(
      async () =>
        (
          await sql<{ tournamentId: string; requestedById: string | null; status: string }>(
            t.database.url,
            `SELECT "tournamentId", "requestedById", status FROM "MatchAnalysis" WHERE "subjectId" = $1`,
            [matchId],
          )
        )[0],
      (r) => r !== undefined && r.status === 'FAILED',
    );
    expect(row.tournamentId).toBe(tournamentId);
    expect(row.requestedById).toBeNull();
    const { matchRecord } = data(
      await c.mia.gql<{ matchRecord: { kind: string; tournamentId: string } }>(RECORD, {
        id: `m:${matchId}`,
      }),
    );
    expect(matchRecord).toMatchObject({ kind: 'TOURNAMENT', tournamentId });
    expect(
      data(
        await c.mia.gql<{ tournamentPr: unknown[] }>(
          'query($t: ID!) { tournamentPr(tournamentId: $t) { pr } }',
          { t: tournamentId },
        ),
      ).tournamentPr,
    ).toEqual([]);
    expect(
      codeOf(
        await c.carl.gql('query($t: ID!) { tournamentPr(tournamentId: $t) { pr } }', { t: tournamentId }),
      ),
    ).toBe('FORBIDDEN');
  });
});
