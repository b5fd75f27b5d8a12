/**
 * Match records and their analysis over real GraphQL and PostgreSQL: who may read a record and ask for its
 * analysis, refusals of bad ids, the job's lifecycle (queued, running, then done, announced live), a second
 * delivery of its event, the redo of an earlier version's analysis, dice statistics and the lists of records.
 */
import { ANALYSIS_VERSION } from '@gamao/bot';
import { codeOf, startTestApi, subscribeOverWebSocket, TestApi } from '../../test/api';
import { activeMatch, data } from '../../test/flows';
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

describe('match records', () => {
  let t: TestApi;
  let c: Cast;
  let matchId: string;
  let live: ReturnType<typeof subscribeOverWebSocket<{ analysisUpdated: { status: string } }>>;
  const analysisRow = async () =>
    (
      await sql<{ id: string; attempts: number; status: string }>(
        t.database.url,
        'SELECT id, attempts, status FROM "MatchAnalysis" WHERE "subjectId" = $1',
        [matchId],
      )
    )[0];

  beforeAll(async () => {
    t = await startTestApi({ env: { events: EVENTS } });
    c = await cast(t);
    matchId = await activeMatch(c.clubId, c.ana, c.bia, 1);
    await playAndResign(matchId, [c.ana, c.bia]);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('reads a finished online match as a record, with its engine log, for its players and club members', async () => {
    for (const viewer of [c.ana, c.bia, c.mia, c.dora]) {
      const { matchRecord } = data(
        await viewer.gql<{ matchRecord: Record<string, unknown> }>(RECORD, { id: `m:${matchId}` }),
      );
      expect(matchRecord).toMatchObject({
        id: `m:${matchId}`,
        kind: 'ONLINE',
        clubId: c.clubId,
        tournamentId: null,
        matchLength: 1,
        finished: true,
        hasMoves: true,
        analysis: null,
      });
      const players = matchRecord.players as { side: number; name: string; userId: string }[];
      expect(players.map((p) => p.userId).sort()).toEqual([c.ana.id, c.bia.id].sort());
      const log = JSON.parse(matchRecord.log as string) as {
        options: { length: number };
        actions: { type: string }[];
      };
      expect(log.options.length).toBe(1);
      expect(log.actions.some((a) => a.type === 'play')).toBe(true);
      expect(log.actions[log.actions.length - 1].type).toBe('acceptResignation');
    }
  });

  it('refuses a record to a member of another club and to a member of no club', async () => {
    for (const viewer of [c.carl, c.eve]) {
      const response = await viewer.gql(RECORD, { id: `m:${matchId}` });
      expect(codeOf(response)).toBe('FORBIDDEN');
      expect(response.data).toBeNull();
    }
    expect(codeOf(await t.gql(RECORD, { id: `m:${matchId}` }))).toBe('UNAUTHENTICATED');
  });

  it('follows the analysis over a real WebSocket only for those who may see the record', async () => {
    const SUB = 'subscription($id: String!) { analysisUpdated(recordId: $id) { recordId status } }';
    type Event = { analysisUpdated: { recordId: string; status: string } };
    for (const [who, code] of [
      [c.carl.token, 'FORBIDDEN'],
      [c.eve.token, 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      const refused = subscribeOverWebSocket<Event>(t.wsUrl, SUB, { id: `m:${matchId}` }, who);
      await refused.done;
      expect(refused.received.some((r) => r.data?.analysisUpdated)).toBe(false);
      expect(JSON.stringify(refused.received) + String(refused.failure())).toContain(code);
      await refused.close();
    }
    const malformed = subscribeOverWebSocket<Event>(t.wsUrl, SUB, { id: `c:${matchId}:0` }, c.mia.token);
    await malformed.done;
    expect(JSON.stringify(malformed.received) + String(malformed.failure())).toContain('INVALID_RECORD_ID');
    await malformed.close();
  });

  it('refuses malformed and unknown ids, with a clear code', async () => {
    for (const id of ['', matchId, `x:${matchId}`, `m:${matchId}:1`, `c:${matchId}:0`, 'm:not-a-uuid']) {
      expect(codeOf(await c.ana.gql(RECORD, { id }))).toBe('INVALID_RECORD_ID');
      expect(codeOf(await c.ana.gql(REQUEST, { id }))).toBe('INVALID_RECORD_ID');
    }
    expect(codeOf(await c.ana.gql(RECORD, { id: 'm:' + 'a'.repeat(5000) }))).toBe('BAD_USER_INPUT');
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [`m:${unknown}`, `i:${unknown}`, `c:${unknown}:1`]) {
      expect(codeOf(await c.ana.gql(RECORD, { id }))).toBe('NOT_FOUND');
      expect(codeOf(await c.ana.gql(REQUEST, { id }))).toBe('NOT_FOUND');
    }
    const [{ n }] = await sql<{ n: number }>(
      t.database.url,
      'SELECT count(*)::int AS n FROM "MatchAnalysis"',
    );
    expect(n).toBe(0);
  });

  it('lets only the players and the club’s directors ask for an analysis, and only of a finished match', async () => {
    expect(codeOf(await c.mia.gql(REQUEST, { id: `m:${matchId}` }))).toBe('FORBIDDEN');
    expect(codeOf(await c.carl.gql(REQUEST, { id: `m:${matchId}` }))).toBe('FORBIDDEN');
    expect(codeOf(await c.eve.gql(REQUEST, { id: `m:${matchId}` }))).toBe('FORBIDDEN');
    const live = await activeMatch(c.clubId, c.ana, c.bia, 1);
    expect(codeOf(await c.ana.gql(REQUEST, { id: `m:${live}` }))).toBe('MATCH_NOT_FINISHED');
    const rows = await sql(t.database.url, 'SELECT id FROM "MatchAnalysis"');
    const events = await sql(
      t.database.url,
      `SELECT id FROM "DomainEvent" WHERE type = 'analysis.requested'`,
    );
    expect(rows).toHaveLength(0);
    expect(events).toHaveLength(0);
  });

  it('queues one analysis however often it is asked, with its event in the same transaction', async () => {
    live = subscribeOverWebSocket<{ analysisUpdated: { status: string } }>(
      t.wsUrl,
      'subscription($id: String!) { analysisUpdated(recordId: $id) { status } }',
      { id: `m:${matchId}` },
      c.mia.token,
    );
    const first = data(
      await c.dora.gql<{ requestAnalysis: { id: string; status: string } }>(REQUEST, { id: `m:${matchId}` }),
    );
    expect(first.requestAnalysis.status).toBe('QUEUED');
    const again = data(await c.ana.gql<{ requestAnalysis: { id: string } }>(REQUEST, { id: `m:${matchId}` }));
    expect(again.requestAnalysis.id).toBe(first.requestAnalysis.id);
    const events = await sql<{ payload: { analysisId: string; recordId: string } }>(
      t.database.url,
      `SELECT payload FROM "DomainEvent" WHERE type = 'analysis.requested'`,
    );
    expect(events.map((e) => e.payload)).toEqual([
      { analysisId: first.requestAnalysis.id, recordId: `m:${matchId}` },
    ]);
  });

  it('runs it in a worker thread: RUNNING, then DONE with its result and a row per player, announced live', async () => {
    const id = `m:${matchId}`;
    const done = await until(
      async () =>
        data(
          await c.mia.gql<{
            matchRecord: {
              analysis: {
                status: string;
                depth: string | null;
                error: string | null;
                startedAt: string | null;
                finishedAt: string | null;
                result: string | null;
                players: { side: number; userId: string; pr: number; band: string; unforced: number }[];
              };
            };
          }>(ANALYSIS, { id }),
        ).matchRecord.analysis,
      (a) => a.status === 'DONE' || a.status === 'FAILED',
      60_000,
    );
    expect(done.error).toBeNull();
    expect(done.status).toBe('DONE');
    expect(done.depth).toEqual(expect.any(String));
    expect(done.startedAt).not.toBeNull();
    expect(done.finishedAt).not.toBeNull();
    const result = JSON.parse(done.result as string) as {
      decisions: unknown[];
      players: { pr: number; unforced: number }[];
    };
    expect(result.decisions.length).toBeGreaterThan(0);
    expect(done.players.map((p) => p.userId).sort()).toEqual([c.ana.id, c.bia.id].sort());
    for (const p of done.players) {
      expect(p.pr).toBeCloseTo(result.players[p.side].pr, 9);
      expect(p.unforced).toBe(result.players[p.side].unforced);
      expect(p.band).toEqual(expect.any(String));
    }
    // The dice statistics are served as the current tests compute them from the stored counts: a result
    // stored with the old chi-square verdict (no tests) is read with its tests.
    const served = (json: string | null) =>
      (JSON.parse(json as string) as { dice: { verdict: string; tests?: { kind: string }[] }[] }).dice[0];
    expect(served(done.result).tests?.map((x) => x.kind)).toEqual(['rolls', 'faces', 'doubles']);
    const fresh = served(done.result).verdict;
    await sql(
      t.database.url,
      `UPDATE "MatchAnalysis" SET result = jsonb_set(result, '{dice,0}',
         ((result->'dice'->0) - 'tests') || '{"verdict":"stale","pValue":0.0027}') WHERE "subjectId" = $1`,
      [matchId],
    );
    const reread = data(
      await c.mia.gql<{ matchRecord: { analysis: { result: string | null } } }>(ANALYSIS, { id }),
    ).matchRecord.analysis;
    expect(served(reread.result).verdict).toBe(fresh);
    expect(served(reread.result).tests).toHaveLength(3);
    await live.until((items) => items.some((i) => i.data?.analysisUpdated.status === 'DONE'));
    const statuses = live.received.map((i) => i.data?.analysisUpdated.status);
    expect(statuses[statuses.length - 1]).toBe('DONE');
    expect(statuses.filter((s) => !['QUEUED', 'RUNNING', 'DONE'].includes(s as string))).toEqual([]);
    await live.close();

    // The event delivered again: nothing is analysed or written twice.
    const [again] = await sql<{ id: string }>(
      t.database.url,
      `INSERT INTO "DomainEvent" (type, payload, "clubId") VALUES ('analysis.requested', $1::jsonb, $2) RETURNING id::text`,
      [JSON.stringify({ analysisId: (await analysisRow()).id, recordId: id }), c.clubId],
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
    expect(await analysisRow()).toMatchObject({ attempts: 1, status: 'DONE' });
    const players = await sql(t.database.url, 'SELECT side FROM "AnalysisPlayer" WHERE "analysisId" = $1', [
      (await analysisRow()).id,
    ]);
    expect(players).toHaveLength(2);

    // The players' PR histories have the record.
    const history = data(
      await c.ana.gql<{ playerPrHistory: { recordId: string; opponent: string }[] }>(
        'query($u: ID!) { playerPrHistory(userId: $u) { recordId date pr decisions opponent } }',
        { u: c.ana.id },
      ),
    ).playerPrHistory;
    expect(history.map((p) => p.recordId)).toEqual([id]);
    expect(history[0].opponent).toBe('Bia');
  }, 90_000);

  it('runs again an analysis left RUNNING by a server that stopped, when its event is delivered again', async () => {
    const other = await activeMatch(c.clubId, c.ana, c.bia, 1);
    await playAndResign(other, [c.ana, c.bia], 2);
    // As a stopped instance leaves it: the row RUNNING after one attempt, its event not yet done.
    const [row] = await sql<{ id: string }>(
      t.database.url,
      `INSERT INTO "MatchAnalysis" (id, "subjectKind", "subjectId", "clubId", status, attempts, "startedAt")
       VALUES (gen_random_uuid(), 'MATCH', $1, $2, 'RUNNING', 1, now()) RETURNING id::text`,
      [other, c.clubId],
    );
    await sql(
      t.database.url,
      `INSERT INTO "DomainEvent" (type, payload, "clubId") VALUES ('analysis.requested', $1::jsonb, $2)`,
      [JSON.stringify({ analysisId: row.id, recordId: `m:${other}` }), c.clubId],
    );
    const done = await until(
      async () =>
        (
          await sql<{ status: string; attempts: number }>(
            t.database.url,
            'SELECT status, attempts FROM "MatchAnalysis" WHERE id = $1',
            [row.id],
          )
        )[0],
      (r) => r.status === 'DONE' || r.status === 'FAILED',
      60_000,
    );
    expect(done).toEqual({ status: 'DONE', attempts: 2 });
    const players = await sql(t.database.url, 'SELECT side FROM "AnalysisPlayer" WHERE "analysisId" = $1', [
      row.id,
    ]);
    expect(players).toHaveLength(2);
  }, 90_000);

  it('redoes an analysis of an earlier version when asked again, replacing its rows; only for those who may ask', async () => {
    const id = `m:${matchId}`;
    const analysisId = (await analysisRow()).id;
    const VERSIONED = `query($id: String!) { matchRecord(id: $id) { analysis { status version outdated } } }`;
    const current = data(
      await c.mia.gql<{ matchRecord: { analysis: { version: number; outdated: boolean } } }>(VERSIONED, {
        id,
      }),
    ).matchRecord.analysis;
    expect(current).toEqual({ status: 'DONE', version: ANALYSIS_VERSION, outdated: false });
    // As an analysis stored before the current version left it (its figures made different on purpose).
    await sql(t.database.url, 'UPDATE "MatchAnalysis" SET version = $2 WHERE id = $1', [
      analysisId,
      ANALYSIS_VERSION - 1,
    ]);
    await sql(t.database.url, 'UPDATE "AnalysisPlayer" SET pr = 99, unforced = 1 WHERE "analysisId" = $1', [
      analysisId,
    ]);
    const outdated = data(
      await c.mia.gql<{ matchRecord: { analysis: { version: number; outdated: boolean } } }>(VERSIONED, {
        id,
      }),
    ).matchRecord.analysis;
    expect(outdated).toEqual({ status: 'DONE', version: ANALYSIS_VERSION - 1, outdated: true });
    const requested = async () =>
      (await sql(t.database.url, `SELECT id FROM "DomainEvent" WHERE type = 'analysis.requested'`)).length;
    const before = await requested();

    // A member who did not play, and the owner of another club, may not redo it: nothing changes.
    expect(codeOf(await c.mia.gql(REQUEST, { id }))).toBe('FORBIDDEN');
    expect(codeOf(await c.carl.gql(REQUEST, { id }))).toBe('FORBIDDEN');
    expect(await analysisRow()).toMatchObject({ status: 'DONE', attempts: 1 });
    expect(await requested()).toBe(before);

    const asked = data(
      await c.bia.gql<{ requestAnalysis: { id: string; status: string } }>(REQUEST, { id }),
    ).requestAnalysis;
    expect(asked).toMatchObject({ id: analysisId, status: 'QUEUED' });
    expect(await requested()).toBe(before + 1);
    const redone = await until(
      async () =>
        data(
          await c.ana.gql<{
            matchRecord: {
              analysis: {
                status: string;
                result: string | null;
                players: { side: number; pr: number; unforced: number }[];
              };
            };
          }>(ANALYSIS, { id }),
        ).matchRecord.analysis,
      (a) => a.status === 'DONE' || a.status === 'FAILED',
      60_000,
    );
    expect(redone.status).toBe('DONE');
    const result = JSON.parse(redone.result as string) as {
      version: number;
      players: { pr: number; unforced: number }[];
    };
    expect(result.version).toBe(ANALYSIS_VERSION);
    // One row per player, the new figures in place of the old ones.
    expect(redone.players).toHaveLength(2);
    for (const p of redone.players) {
      expect(p.pr).toBeCloseTo(result.players[p.side].pr, 9);
      expect(p.unforced).toBe(result.players[p.side].unforced);
      expect(p.pr).not.toBe(99);
    }
    expect(
      data(
        await c.mia.gql<{ matchRecord: { analysis: { version: number; outdated: boolean } } }>(VERSIONED, {
          id,
        }),
      ).matchRecord.analysis,
    ).toEqual({ status: 'DONE', version: ANALYSIS_VERSION, outdated: false });
    expect(await analysisRow()).toMatchObject({ status: 'DONE', attempts: 2 });

    // Asked again now that it is current: answered as it is.
    const again = data(
      await c.ana.gql<{ requestAnalysis: { id: string; status: string } }>(REQUEST, { id }),
    ).requestAnalysis;
    expect(again).toMatchObject({ id: analysisId, status: 'DONE' });
    expect(await requested()).toBe(before + 1);
  }, 90_000);

  it("gives a member's dice statistics over their finished matches", async () => {
    const stats = data(
      await c.mia.gql<{
        playerDiceStats: {
          matches: number;
          rolls: number;
          counts: number[];
          verdict: string;
          faces: number[];
          tests: { kind: string; verdict: string; minimumRolls: number; adjustedPValue: number | null }[];
        };
      }>(
        'query($u: ID!) { playerDiceStats(userId: $u) { matches rolls counts expected chiSquare degreesOfFreedom pValue verdict doubles doublesExpected faces tests { kind method pValue adjustedPValue minimumRolls verdict } } }',
        { u: c.ana.id },
      ),
    ).playerDiceStats;
    expect(stats.matches).toBe(2);
    expect(stats.counts).toHaveLength(21);
    expect(stats.counts.reduce((a, b) => a + b, 0)).toBe(stats.rolls);
    expect(stats.rolls).toBeGreaterThan(0);
    expect(stats.tests.map((x) => x.kind)).toEqual(['rolls', 'faces', 'doubles']);
    expect(stats.faces.reduce((a, b) => a + b, 0)).toBe(2 * stats.rolls);
    // Few rolls in these short matches: a test below its minimum says too few, with no adjusted p-value.
    for (const x of stats.tests)
      expect(x.verdict === 'tooFew').toBe(stats.rolls < x.minimumRolls && x.adjustedPValue === null);
    const hidden = data(
      await c.carl.gql<{ playerDiceStats: unknown }>(
        'query($u: ID!) { playerDiceStats(userId: $u) { rolls } }',
        {
          u: c.ana.id,
        },
      ),
    ).playerDiceStats;
    expect(hidden).toBeNull();
  });

  it("lists a player's and a club's finished records with their analysis", async () => {
    const { playerMatchRecords } = data(
      await c.mia.gql<{ playerMatchRecords: { id: string; analysis: { status: string } | null }[] }>(
        'query($u: ID!) { playerMatchRecords(userId: $u) { id analysis { status } } }',
        { u: c.ana.id },
      ),
    );
    // Newest first; the live match of an earlier test is not finished, so it is not listed.
    expect(playerMatchRecords).toHaveLength(2);
    expect(playerMatchRecords[1].id).toBe(`m:${matchId}`);
    expect(playerMatchRecords.every((r) => r.analysis?.status === 'DONE')).toBe(true);
    const { clubMatchRecords } = data(
      await c.mia.gql<{ clubMatchRecords: { id: string }[] }>(
        'query($c: ID!) { clubMatchRecords(clubId: $c) { id } }',
        {
          c: c.clubId,
        },
      ),
    );
    expect(clubMatchRecords.map((r) => r.id)).toEqual(playerMatchRecords.map((r) => r.id));
    expect(
      codeOf(await c.carl.gql('query($c: ID!) { clubMatchRecords(clubId: $c) { id } }', { c: c.clubId })),
    ).toBe('FORBIDDEN');
    const { playerMatchRecords: hidden } = data(
      await c.carl.gql<{ playerMatchRecords: unknown[] }>(
        'query($u: ID!) { playerMatchRecords(userId: $u) { id } }',
        {
          u: c.ana.id,
        },
      ),
    );
    expect(hidden).toEqual([]);
    expect(codeOf(await c.ana.gql('query { playerMatchRecords(userId: "nope") { id } }'))).toBe(
      'BAD_USER_INPUT',
    );
  });
});
