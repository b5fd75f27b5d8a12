/**
 * A club's records over real GraphQL and PostgreSQL: its PR leaderboard with the minimum of decisions, a
 * player's PR history, and an imported .mat read as a record of the club and analysed for its named players.
 */
import { codeOf, startTestApi, TestApi } from '../../test/api';
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

describe("match records: a club's PR leaderboard and imported .mat files", () => {
  let t: TestApi;
  let c: Cast;
  let matchId: string;

  beforeAll(async () => {
    t = await startTestApi({ env: { events: EVENTS } });
    c = await cast(t);
    matchId = await activeMatch(c.clubId, c.ana, c.bia, 1);
    await playAndResign(matchId, [c.ana, c.bia]);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
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
