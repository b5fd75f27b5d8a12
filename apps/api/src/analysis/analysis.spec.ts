import { ANALYSIS_VERSION } from '@gamao/bot';
import { Client } from 'pg';
import { codeOf, signUp, startTestApi, subscribeOverWebSocket, TestApi } from '../../test/api';
import { activeMatch, clubOf, data, type Player, sidesOf, tournamentFinal } from '../../test/flows';

/**
 * Match records and their analysis over real GraphQL and PostgreSQL: who may read a record and ask for its
 * analysis, refusals of bad ids, the job's lifecycle (queued, running, then done or failed, each announced
 * live), a second delivery of its event, a finished tournament match analysed without being asked, the
 * club's PR leaderboard with its minimum of decisions, and the redo of analyses done by an earlier version.
 */

const VIEW = 'seq status phase sideToAct';
interface View {
  seq: number;
  status: string;
  phase: string;
  sideToAct: number | null;
}
interface Move {
  from: number;
  to: number;
  die: number;
}

const RECORD = `query($id: String!) { matchRecord(id: $id) {
  id kind clubId tournamentId title matchLength finished hasMoves log players { side name userId }
  analysis { id status error requestedAt } } }`;
const REQUEST = 'mutation($id: String!) { requestAnalysis(recordId: $id) { id recordId status error } }';
const ANALYSIS = `query($id: String!) { matchRecord(id: $id) { analysis {
  id status depth error startedAt finishedAt result players { side userId pr band unforced } } } }`;

async function sql<T = Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Plays `turns` rolls (each with the first legal play of the side to act), then that side resigns a single
 * game and the other accepts: a finished match with checker plays in its log.
 */
async function playAndResign(matchId: string, players: [Player, Player], turns = 4): Promise<void> {
  const sides = await sidesOf(matchId, players);
  const act = async (
    who: Player,
    name: string,
    seq: number,
    extra = '',
    vars: Record<string, unknown> = {},
  ) =>
    data(
      await who.gql<Record<string, View>>(
        `mutation($id: UUID!, $s: Int!${extra ? `, ${extra}` : ''}) { ${name}(matchId: $id, expectedSeq: $s${
          extra ? ', moves: $moves' : ''
        }) { ${VIEW} } }`,
        { id: matchId, s: seq, ...vars },
      ),
    )[name];
  let m = await act(sides[0], 'rollDice', 0);
  while (m.phase === 'opening') m = await act(sides[0], 'rollDice', m.seq);
  let rolls = 1;
  for (;;) {
    const who = sides[m.sideToAct ?? 0];
    if (m.phase === 'moving') {
      const legal = data(
        await who.gql<{ legalPlays: { moves: Move[] }[] }>(
          'query($id: UUID!) { legalPlays(matchId: $id) { moves { from to die } } }',
          { id: matchId },
        ),
      ).legalPlays;
      m = await act(who, 'submitPlay', m.seq, '$moves: [CheckerMoveInput!]!', {
        moves: legal[0]?.moves ?? [],
      });
      continue;
    }
    if (rolls >= turns) break;
    m = await act(who, 'rollDice', m.seq);
    rolls++;
  }
  const loser = sides[m.sideToAct ?? 0];
  const winner = loser === sides[0] ? sides[1] : sides[0];
  const resigned = data(
    await loser.gql<{ resign: View }>(
      `mutation($id: UUID!, $s: Int!) { resign(matchId: $id, expectedSeq: $s, kind: single) { ${VIEW} } }`,
      { id: matchId, s: m.seq },
    ),
  ).resign;
  const done = data(
    await winner.gql<{ acceptResignation: View }>(
      `mutation($id: UUID!, $s: Int!) { acceptResignation(matchId: $id, expectedSeq: $s) { ${VIEW} } }`,
      { id: matchId, s: resigned.seq },
    ),
  ).acceptResignation;
  expect(done.status).toBe('FINISHED');
}

interface Cast {
  ana: Player;
  bia: Player;
  /** The club's owner (a director). */
  dora: Player;
  /** A member of the club who did not play. */
  mia: Player;
  /** The owner of another club. */
  carl: Player;
  /** A member of no club. */
  eve: Player;
  clubId: string;
  otherClubId: string;
}

async function cast(t: TestApi): Promise<Cast> {
  const [ana, bia, dora, mia, carl, eve] = await Promise.all(
    ['Ana', 'Bia', 'Dora', 'Mia', 'Carl', 'Eve'].map((name) => signUp(t, name)),
  );
  const clubId = await clubOf(dora, [ana, bia, mia]);
  const otherClubId = await clubOf(carl, []);
  return { ana, bia, dora, mia, carl, eve, clubId, otherClubId };
}

const EVENTS = { worker: true, maxAttempts: 8, retryBaseMs: 100, pollMs: 100 };

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
        playerDiceStats: { matches: number; rolls: number; counts: number[]; verdict: string };
      }>(
        'query($u: ID!) { playerDiceStats(userId: $u) { matches rolls counts expected chiSquare degreesOfFreedom pValue verdict doubles doublesExpected } }',
        { u: c.ana.id },
      ),
    ).playerDiceStats;
    expect(stats.matches).toBe(2);
    expect(stats.counts).toHaveLength(21);
    expect(stats.counts.reduce((a, b) => a + b, 0)).toBe(stats.rolls);
    expect(stats.rolls).toBeGreaterThan(0);
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

  it('ranks the club by PR over the analysed decisions, leaving out members under the minimum', async () => {
    const insertAnalysis = async (subject: string, rows: [string, number, number][]) => {
      const [a] = await sql<{ id: string }>(
        t.database.url,
        `INSERT INTO "MatchAnalysis" (id, "subjectKind", "subjectId", "clubId", status, result)
         VALUES (gen_random_uuid(), 'MATCH', $1, $2, 'DONE', '{}') RETURNING id`,
        [subject, c.otherClubId],
      );
      for (const [i, [userId, unforced, totalError]] of rows.entries()) {
        await sql(
          t.database.url,
          `INSERT INTO "AnalysisPlayer" ("analysisId", side, "userId", name, "clubId", unforced, "checkerDecisions",
             "cubeDecisions", "totalError", "errorRate", pr, luck, doubtful, bad, "veryBad", "analysedAt", "playedAt")
           VALUES ($1, $2, $3, 'x', $4, $5::int, $5::int, 0, $6::float8, $6::float8 / $5::int, 500 * $6::float8 / $5::int, 0, 0, 0, 0, now(), now())`,
          [a.id, i, userId, c.otherClubId, unforced, totalError],
        );
      }
    };
    // Ana: 50 decisions with 0.5 lost, then 100 with 0.4: PR 500 × 0.9 / 150 = 3.0. Bia: 60 decisions, PR 5.
    await insertAnalysis('00000000-0000-4000-8000-000000000001', [
      [c.ana.id, 50, 0.5],
      [c.bia.id, 60, 0.6],
    ]);
    await insertAnalysis('00000000-0000-4000-8000-000000000002', [[c.ana.id, 100, 0.4]]);
    const board = async (min?: number) =>
      data(
        await c.carl.gql<{
          clubPrLeaderboard: {
            userId: string;
            matches: number;
            decisions: number;
            pr: number;
            band: string;
          }[];
        }>(
          `query($c: ID!${min === undefined ? '' : ', $m: Int'}) { clubPrLeaderboard(clubId: $c${
            min === undefined ? '' : ', minDecisions: $m'
          }) { userId name matches decisions pr band } }`,
          { c: c.otherClubId, ...(min === undefined ? {} : { m: min }) },
        ),
      ).clubPrLeaderboard;
    const withDefault = await board();
    expect(withDefault).toHaveLength(1);
    expect(withDefault[0]).toMatchObject({
      userId: c.ana.id,
      matches: 2,
      decisions: 150,
      band: 'grandMaster',
    });
    expect(withDefault[0].pr).toBeCloseTo(3.0, 9);
    const all = await board(10);
    expect(all.map((r) => r.userId)).toEqual([c.ana.id, c.bia.id]);
    expect(all[1].pr).toBeCloseTo(5.0, 9);
    expect(all[1].band).toBe('master');
    expect(
      codeOf(
        await c.carl.gql('query($c: ID!) { clubPrLeaderboard(clubId: $c, minDecisions: -1) { pr } }', {
          c: c.otherClubId,
        }),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(
      codeOf(
        await c.mia.gql('query($c: ID!) { clubPrLeaderboard(clubId: $c) { pr } }', { c: c.otherClubId }),
      ),
    ).toBe('FORBIDDEN');
    // Carl sees Ana's figures in his club only (not the match she played in hers).
    const history = data(
      await c.carl.gql<{ playerPrHistory: { pr: number; decisions: number; opponent: string }[] }>(
        'query($u: ID!) { playerPrHistory(userId: $u) { recordId date pr decisions opponent } }',
        { u: c.ana.id },
      ),
    ).playerPrHistory;
    expect(history.map((p) => p.decisions)).toEqual([50, 100]);
    expect(history[0].opponent).toBe('x');
    const outsider = data(
      await c.eve.gql<{ playerPrHistory: unknown[] }>(
        'query($u: ID!) { playerPrHistory(userId: $u) { pr } }',
        {
          u: c.ana.id,
        },
      ),
    ).playerPrHistory;
    expect(outsider).toEqual([]);
  });

  it('reads an imported .mat as a record of its club, which its named players may have analysed', async () => {
    const { matchMat } = data(
      await c.ana.gql<{ matchMat: string }>('query($id: UUID!) { matchMat(matchId: $id) }', { id: matchId }),
    );
    const { importMat } = data(
      await c.mia.gql<{ importMat: { recordId: string } }>(
        'mutation($c: UUID!, $t: String!, $p0: UUID, $p1: UUID) { importMat(clubId: $c, text: $t, player0UserId: $p0, player1UserId: $p1) { recordId } }',
        { c: c.clubId, t: matchMat, p0: c.ana.id, p1: c.bia.id },
      ),
    );
    const id = importMat.recordId;
    expect(id).toMatch(/^i:/);
    const { matchRecord } = data(
      await c.dora.gql<{
        matchRecord: {
          kind: string;
          finished: boolean;
          hasMoves: boolean;
          log: string;
          players: { userId: string }[];
        };
      }>(RECORD, { id }),
    );
    expect(matchRecord).toMatchObject({ kind: 'IMPORTED', finished: true, hasMoves: true });
    expect(matchRecord.players.map((p) => p.userId)).toEqual([c.ana.id, c.bia.id]);
    const log = JSON.parse(matchRecord.log) as { actions: { type: string }[] };
    expect(log.actions.some((a) => a.type === 'play')).toBe(true);
    for (const outsider of [c.carl, c.eve])
      expect(codeOf(await outsider.gql(RECORD, { id }))).toBe('FORBIDDEN');
    // Mia uploaded it but did not play it: she may read it, not ask for its analysis; Ana may.
    expect(codeOf(await c.mia.gql(REQUEST, { id }))).toBe('FORBIDDEN');
    const queued = data(await c.ana.gql<{ requestAnalysis: { status: string } }>(REQUEST, { id }));
    expect(queued.requestAnalysis.status).toBe('QUEUED');
    const done = await until(
      async () =>
        data(
          await c.ana.gql<{ matchRecord: { analysis: { status: string; error: string | null } } }>(ANALYSIS, {
            id,
          }),
        ).matchRecord.analysis,
      (a) => a.status === 'DONE' || a.status === 'FAILED',
      60_000,
    );
    expect(done).toMatchObject({ status: 'DONE', error: null });
  }, 90_000);
});

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
