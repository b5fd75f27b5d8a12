/**
 * Season points over real GraphQL HTTP and WebSocket on real PostgreSQL (issue 40, part 4): a director sets the
 * club's points table (audited; bad tables and callers without the right change nothing); a tournament played to
 * its end on the site and a closed league season award their placings through the outbox; the leaderboard and a
 * member's season read them, and the leaderboard's subscribers are woken.
 */
import {
  Account,
  codeOf,
  GraphQLResponse,
  signUp,
  startTestApi,
  subscribeOverWebSocket,
  TestApi,
} from '../../test/api';
import { playToResignation, sidesOf, tournamentFinal } from '../../test/flows';

function data<T>(response: GraphQLResponse<T>): T {
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

const TABLE =
  'query($c: UUID!) { seasonPointsTable(clubId: $c) { rows { minField places } attendance isDefault } }';
const SET = `mutation($i: SeasonPointsTableInput!) { setSeasonPointsTable(input: $i) { rows { minField places } attendance isDefault } }`;
const BOARD = `query($c: UUID!, $s: Int) { seasonLeaderboard(clubId: $c, season: $s) { season seasons rows { rank points events member { id displayName } } } }`;
const MEMBER = `query($c: UUID!, $m: UUID!) { memberSeason(clubId: $c, memberId: $m) { rank points events
  best { eventName points } awards { kind eventName fieldSize place placing attendance points } } }`;
interface Board {
  season: number;
  seasons: number[];
  rows: { rank: number; points: number; events: number; member: { id: string } }[];
}

describe('season points (real PostgreSQL, GraphQL over HTTP and WebSocket)', () => {
  let t: TestApi;
  let owner: Account;
  let p: Account[];
  let outsider: Account;
  let clubId: string;
  const year = new Date().getUTCFullYear();
  const board = async () =>
    data(await p[0].gql<{ seasonLeaderboard: Board }>(BOARD, { c: clubId })).seasonLeaderboard;

  beforeAll(async () => {
    t = await startTestApi();
    owner = await signUp(t, 'Olga');
    p = await Promise.all(['Ana', 'Bia', 'Caio'].map((n) => signUp(t, n)));
    outsider = await signUp(t, 'Zé');
    const club = data(
      await owner.gql<{ createClub: { id: string; invitationCode: string } }>(
        'mutation { createClub(input: { name: "Clube dos Pontos" }) { id invitationCode } }',
      ),
    ).createClub;
    clubId = club.id;
    for (const who of p)
      data(
        await who.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
          c: club.invitationCode,
        }),
      );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets a director set the points table (audited); refuses bad tables and callers without the right', async () => {
    const before = data(await p[0].gql<{ seasonPointsTable: { isDefault: boolean } }>(TABLE, { c: clubId }));
    expect(before.seasonPointsTable.isDefault).toBe(true);
    const good = { clubId, rows: [{ minField: 2, places: [10, 6, 2] }], attendance: 1 };
    const bad: [Record<string, unknown>, string][] = [
      [{ attendance: -1 }, 'INVALID_POINTS_TABLE'],
      [{ rows: [{ minField: 2, places: [10, -6] }] }, 'INVALID_POINTS_TABLE'],
      [{ rows: [{ minField: 0, places: [10] }] }, 'INVALID_POINTS_TABLE'],
      [
        {
          rows: [
            { minField: 2, places: [10] },
            { minField: 2, places: [5] },
          ],
        },
        'INVALID_POINTS_TABLE',
      ],
      [{ rows: [] }, 'BAD_USER_INPUT'],
    ];
    for (const [change, code] of bad)
      expect([change, codeOf(await owner.gql(SET, { i: { ...good, ...change } }))]).toEqual([change, code]);
    expect(codeOf(await p[0].gql(SET, { i: good }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(SET, { i: good }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(SET, { i: good }))).toBe('UNAUTHENTICATED');
    expect(data(await p[0].gql(TABLE, { c: clubId }))).toEqual(before);
    expect(codeOf(await outsider.gql(TABLE, { c: clubId }))).toBe('FORBIDDEN');

    const set = data(
      await owner.gql<{ setSeasonPointsTable: unknown }>(SET, { i: good }),
    ).setSeasonPointsTable;
    expect(set).toEqual({ rows: [{ minField: 2, places: [10, 6, 2] }], attendance: 1, isDefault: false });
    const log = data(
      await owner.gql<{ auditLog: { action: string; actorId: string }[] }>(
        'query($c: UUID!) { auditLog(scope: { type: CLUB, id: $c }) { action actorId } }',
        { c: clubId },
      ),
    ).auditLog;
    expect(log.filter((e) => e.action === 'season.pointsTable')).toEqual([
      { action: 'season.pointsTable', actorId: owner.id },
    ]);
  });

  it('awards a finished tournament and a closed league through the outbox, live; a member reads their season', async () => {
    const live = subscribeOverWebSocket<{ seasonPointsUpdated: { clubId: string; season: number } }>(
      t.wsUrl,
      'subscription($c: UUID!) { seasonPointsUpdated(clubId: $c) { clubId season } }',
      { c: clubId },
      p[2].token,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A two-player cup of one point, played on the site to its end.
    const cup = await tournamentFinal(clubId, owner, [p[0], p[1]]);
    const game = await playToResignation(cup.matchId, await sidesOf(cup.matchId, [p[0], p[1]]));
    await game.last();
    await live.until((r) => r.length >= 1, 10_000);
    expect(live.received[0].data?.seasonPointsUpdated).toEqual({ clubId, season: year });
    expect((await board()).rows.map((r) => [r.member.id, r.points, r.events])).toEqual([
      [game.winner.id, 11, 1],
      [game.loser.id, 7, 1],
    ]);

    // A league of one division of three, every result entered by the director, closed.
    const league = data(
      await owner.gql<{
        createLeague: { id: string; fixtures: { id: string; players: { id: string }[] }[] };
      }>(
        `mutation($i: CreateLeagueInput!) { createLeague(input: $i) { id fixtures { id players { id } } } }`,
        { i: { clubId, name: 'Liga', divisions: [[p[2].id, p[0].id, p[1].id]], lengths: [3] } },
      ),
    ).createLeague;
    const order = [p[2].id, p[0].id, p[1].id];
    for (const f of league.fixtures) {
      const winner = order.find((id) => f.players.some((x) => x.id === id))!;
      data(
        await owner.gql('mutation($i: LeagueResultInput!) { reportLeagueResult(input: $i) { id } }', {
          i: { fixtureId: f.id, outcome: 'PLAYED', playerId: winner, score: [3, 1] },
        }),
      );
    }
    data(await owner.gql('mutation($s: UUID!) { closeLeagueSeason(seasonId: $s) { id } }', { s: league.id }));
    await live.until((r) => r.length >= 2, 10_000);
    // Caio 1st (10 + 1), Ana 2nd (6 + 1), Bia 3rd (2 + 1), added to the cup's 11 and 7.
    const cupPoints = new Map([
      [game.winner.id, 11],
      [game.loser.id, 7],
    ]);
    const expected = new Map([
      [p[2].id, 11],
      [p[0].id, 7 + (cupPoints.get(p[0].id) ?? 0)],
      [p[1].id, 3 + (cupPoints.get(p[1].id) ?? 0)],
    ]);
    const after = await board();
    expect(after.season).toBe(year);
    expect(after.seasons).toEqual([year]);
    expect(new Map(after.rows.map((r) => [r.member.id, r.points]))).toEqual(expected);
    expect(after.rows.map((r) => r.points)).toEqual([...expected.values()].sort((a, b) => b - a));

    const mine = data(
      await p[0].gql<{ memberSeason: { rank: number; points: number; events: number; awards: unknown[] } }>(
        MEMBER,
        { c: clubId, m: p[0].id },
      ),
    ).memberSeason;
    expect(mine.points).toBe(expected.get(p[0].id));
    expect(mine.events).toBe(2);
    expect(mine.awards).toContainEqual({
      kind: 'league',
      eventName: 'Liga #1 (1)',
      fieldSize: 3,
      place: 2,
      placing: 6,
      attendance: 1,
      points: 7,
    });
    expect(codeOf(await outsider.gql(MEMBER, { c: clubId, m: p[0].id }))).toBe('FORBIDDEN');
    expect(codeOf(await p[0].gql(MEMBER, { c: clubId, m: outsider.id }))).toBe('NOT_FOUND');
    expect(codeOf(await outsider.gql(BOARD, { c: clubId }))).toBe('FORBIDDEN');
    expect(codeOf(await p[0].gql(BOARD, { c: clubId, s: 1999 }))).toBe('BAD_USER_INPUT');
    await live.close();
  });
});
