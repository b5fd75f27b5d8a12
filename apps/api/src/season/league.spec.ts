/**
 * League seasons over real GraphQL HTTP and WebSocket on real PostgreSQL (issue 40, part 3): a director creates
 * a 3-division season (Sydney's margin points); a league evening on physical boards (a player reports, the
 * opponent confirms; another report confirmed by a neutral director, audited) moves the live standings, and
 * each board's result is a finished match of the club, rated as a league match; a
 * fixture's online match records its result through the outbox; closing the season promotes and relegates and
 * draws the next one. Every mutation refuses bad input (changing nothing) and callers without the right.
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
import { playToResignation, sidesOf } from '../../test/flows';
import { sql } from '../../test/online-match';

function data<T>(response: GraphQLResponse<T>): T {
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

const FIELDS = `id number previousId nextId pointsKind win closedAt startsOn
  divisions { division length players { id } standings { rank points wins player { id } } }
  fixtures { id code division week weekOf players { id } winnerId score source matchId
    report { reportedById playerId score } }`;
interface Fixture {
  id: string;
  code: string;
  division: number;
  week: number;
  weekOf: string;
  players: { id: string }[];
  winnerId: string | null;
  score: number[] | null;
  source: string | null;
  matchId: string | null;
  report: { reportedById: string; playerId: string; score: number[] | null } | null;
}
interface Season {
  id: string;
  number: number;
  previousId: string | null;
  nextId: string | null;
  pointsKind: string;
  win: number;
  closedAt: string | null;
  startsOn: string;
  divisions: {
    division: number;
    length: number;
    players: { id: string }[];
    standings: { rank: number; points: number; wins: number; player: { id: string } }[];
  }[];
  fixtures: Fixture[];
}
const CREATE = `mutation($i: CreateLeagueInput!) { createLeague(input: $i) { ${FIELDS} } }`;
const REPORT = `mutation($i: LeagueResultInput!) { reportLeagueResult(input: $i) { ${FIELDS} } }`;
const CONFIRM = `mutation($f: UUID!) { confirmLeagueResult(fixtureId: $f) { ${FIELDS} } }`;
const START = `mutation($f: UUID!) { startLeagueMatch(fixtureId: $f) { ${FIELDS} } }`;
const CLOSE = `mutation($s: UUID!) { closeLeagueSeason(seasonId: $s) { ${FIELDS} } }`;
const LEAGUE = `query($s: UUID!) { league(id: $s) { ${FIELDS} } }`;
const LIST = `query($c: UUID!) { clubLeagues(clubId: $c) { id } }`;

describe('league seasons (real PostgreSQL, GraphQL over HTTP and WebSocket)', () => {
  let t: TestApi;
  let owner: Account;
  let p: Account[];
  let outsider: Account;
  let clubId: string;
  let season: Season;
  const ids = () => p.map((x) => x.id);
  const divisions = () => [ids().slice(0, 4), ids().slice(4, 8), ids().slice(8, 12)];
  const fixture = (code: string) => season.fixtures.find((f) => f.code === code)!;
  const read = async (who: Account = owner) =>
    (season = data(await who.gql<{ league: Season }>(LEAGUE, { s: season.id })).league);

  beforeAll(async () => {
    t = await startTestApi();
    owner = await signUp(t, 'Olga');
    p = await Promise.all(Array.from({ length: 12 }, (_, i) => signUp(t, `Jogador ${i}`)));
    outsider = await signUp(t, 'Zé');
    const club = data(
      await owner.gql<{ createClub: { id: string; invitationCode: string } }>(
        'mutation { createClub(input: { name: "Clube da Liga" }) { id invitationCode } }',
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

  it('lets a director create a 3-division season, and refuses bad input and callers without the right', async () => {
    const base = {
      clubId,
      name: 'Liga de Verão',
      lengths: [5, 3, 1],
      points: { kind: 'MARGIN' },
      startsOn: '2026-12-01',
    };
    const refusals: [Record<string, unknown>, string][] = [
      [{ divisions: divisions(), lengths: [0] }, 'INVALID_LEAGUE_OPTIONS'],
      [{ divisions: divisions(), lengths: [5, 3] }, 'INVALID_LEAGUE_OPTIONS'],
      [{ divisions: [[p[0].id], ids().slice(1, 4)] }, 'INVALID_LEAGUE_OPTIONS'],
      [{ divisions: [ids().slice(0, 4), [p[0].id, p[5].id]], lengths: [5] }, 'DUPLICATE_PLAYER'],
      [{ divisions: [[...ids().slice(0, 3), outsider.id]] }, 'NOT_A_MEMBER'],
      [{ divisions: divisions(), tieBreaks: ['coin-toss'] }, 'INVALID_TIE_BREAKS'],
      [{ divisions: divisions(), promote: 2, relegate: 3 }, 'INVALID_LEAGUE_OPTIONS'],
      [{ divisions: divisions(), points: { kind: 'WIN_LOSS', win: 0, loss: 1 } }, 'INVALID_LEAGUE_OPTIONS'],
      [{ divisions: divisions(), startsOn: '2026-02-30' }, 'BAD_USER_INPUT'],
      [{ players: ids() }, 'INVALID_LEAGUE_OPTIONS'],
      [{ divisions: divisions(), name: ' ' }, 'BAD_USER_INPUT'],
    ];
    for (const [change, code] of refusals)
      expect([change, codeOf(await owner.gql(CREATE, { i: { ...base, ...change } }))]).toEqual([
        change,
        code,
      ]);
    const good = { ...base, divisions: divisions() };
    expect(codeOf(await p[0].gql(CREATE, { i: good }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(CREATE, { i: good }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(CREATE, { i: good }))).toBe('UNAUTHENTICATED');
    expect(data(await owner.gql<{ clubLeagues: unknown[] }>(LIST, { c: clubId })).clubLeagues).toEqual([]);

    season = data(await owner.gql<{ createLeague: Season }>(CREATE, { i: good })).createLeague;
    expect(season).toMatchObject({ number: 1, pointsKind: 'MARGIN', win: 100, startsOn: '2026-12-01' });
    expect(season.divisions.map((d) => [d.length, d.players.map((x) => x.id)])).toEqual(
      divisions().map((d, i) => [[5, 3, 1][i], d]),
    );
    // 4 players: 3 weeks of 2 fixtures per division.
    expect(season.fixtures).toHaveLength(18);
    expect(fixture('d1-w3-m1').weekOf).toBe('2026-12-15');
    expect(fixture('d1-w1-m1').players.map((x) => x.id)).toEqual([p[0].id, p[3].id]);
    expect(codeOf(await outsider.gql(LEAGUE, { s: season.id }))).toBe('FORBIDDEN');
  });

  it('plays a league evening on physical boards: reported, confirmed, and the standings move live', async () => {
    const evening = fixture('d1-w1-m1');
    const report = (score: number[] | null, playerId = p[0].id, outcome = 'PLAYED', f = evening.id) => ({
      i: { fixtureId: f, outcome, playerId, ...(score ? { score } : {}) },
    });
    expect(codeOf(await p[0].gql(REPORT, report([4, 2])))).toBe('INVALID_SCORE');
    expect(codeOf(await p[0].gql(REPORT, report(null)))).toBe('INVALID_SCORE');
    expect(codeOf(await p[0].gql(REPORT, report([5, 2], p[5].id)))).toBe('PLAYER_NOT_IN_MATCH');
    expect(codeOf(await p[0].gql(REPORT, report([5, 2], p[0].id, 'WALKOVER')))).toBe('BAD_USER_INPUT');
    expect(codeOf(await p[1].gql(REPORT, report([5, 2])))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(REPORT, report([5, 2])))).toBe('FORBIDDEN');
    expect(codeOf(await p[0].gql(REPORT, report([5, 2], p[0].id, 'PLAYED', 'nope')))).toBe('BAD_USER_INPUT');
    expect(codeOf(await p[3].gql(CONFIRM, { f: evening.id }))).toBe('REPORT_NOT_PENDING');
    expect(codeOf(await p[3].gql(CONFIRM, { f: 'nope' }))).toBe('BAD_USER_INPUT');
    expect((await read()).fixtures.every((f) => f.report === null && f.winnerId === null)).toBe(true);

    const live = subscribeOverWebSocket<{ leagueUpdated: { change: string; fixtureId: string } }>(
      t.wsUrl,
      'subscription($s: UUID!) { leagueUpdated(seasonId: $s) { change fixtureId } }',
      { s: season.id },
      p[3].token,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    season = data(await p[0].gql<{ reportLeagueResult: Season }>(REPORT, report([5, 2]))).reportLeagueResult;
    expect(fixture('d1-w1-m1')).toMatchObject({
      winnerId: null,
      report: { reportedById: p[0].id, playerId: p[0].id, score: [5, 2] },
    });
    expect(codeOf(await p[0].gql(CONFIRM, { f: evening.id }))).toBe('FORBIDDEN');
    expect(codeOf(await p[1].gql(CONFIRM, { f: evening.id }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(CONFIRM, { f: evening.id }))).toBe('FORBIDDEN');
    season = data(
      await p[3].gql<{ confirmLeagueResult: Season }>(CONFIRM, { f: evening.id }),
    ).confirmLeagueResult;
    expect(fixture('d1-w1-m1')).toMatchObject({
      winnerId: p[0].id,
      score: [5, 2],
      source: 'CONFIRMED',
      report: null,
    });
    await live.until((r) => r.some((x) => x.data?.leagueUpdated.change === 'result.recorded'));
    expect(codeOf(await p[3].gql(CONFIRM, { f: evening.id }))).toBe('RESULT_ALREADY_RECORDED');
    expect(codeOf(await p[3].gql(REPORT, report([5, 0], p[3].id)))).toBe('RESULT_ALREADY_RECORDED');

    // The other board: reported by its winner, confirmed by the director who does not play (audited).
    const other = fixture('d1-w1-m2');
    expect(other.players.map((x) => x.id)).toEqual([p[1].id, p[2].id]);
    data(await p[1].gql(REPORT, report([5, 4], p[1].id, 'PLAYED', other.id)));
    season = data(
      await owner.gql<{ confirmLeagueResult: Season }>(CONFIRM, { f: other.id }),
    ).confirmLeagueResult;
    // Sydney: 100 plus the margin (5-2: 103; 5-4: 101); losers 0.
    expect(season.divisions[0].standings.map((r) => [r.rank, r.player.id, r.points])).toEqual([
      [1, p[0].id, 103],
      [2, p[1].id, 101],
      [3, p[2].id, 0],
      [4, p[3].id, 0],
    ]);
    // Each board's result is a finished match of the club, rated as a league match (the UKBGF defaults).
    const boards = await sql<{ matchId: string; kind: string; resultSource: string; changes: string }>(
      t.database.url,
      `SELECT f."matchId", m.kind, m."resultSource",
        (SELECT count(*) FROM "RatingChange" r WHERE r."matchId" = f."matchId") AS changes
       FROM "LeagueFixture" f JOIN "Match" m ON m.id = f."matchId"
       WHERE f.id IN ($1, $2) ORDER BY f.code`,
      [evening.id, other.id],
    );
    expect(boards.map((b) => [b.kind, b.resultSource, Number(b.changes)])).toEqual([
      ['PHYSICAL', 'REPORTED', 2],
      ['PHYSICAL', 'REPORTED', 2],
    ]);
    const eligibility = data(
      await p[0].gql<{ matchRatingEligibility: { rated: boolean } }>(
        'query($m: UUID!) { matchRatingEligibility(matchId: $m) { rated reason } }',
        { m: boards[0].matchId },
      ),
    ).matchRatingEligibility;
    expect(eligibility).toEqual({ rated: true, reason: null });
    // Equal on points, head-to-head (unplayed) and wins: the game points split them (-1 against -3).
    expect(season.divisions[0].standings[3]).toMatchObject({ wins: 0 });
    const log = data(
      await owner.gql<{ auditLog: { action: string; actorId: string }[] }>(
        'query($c: UUID!) { auditLog(scope: { type: CLUB, id: $c }) { action actorId } }',
        { c: clubId },
      ),
    ).auditLog;
    expect(log.filter((e) => e.action.startsWith('league.'))).toEqual([
      { action: 'league.created', actorId: owner.id },
      { action: 'league.result', actorId: owner.id },
    ]);
    await live.close();
  });

  it("records a fixture's online match through the outbox; refuses a start by someone else", async () => {
    const online = fixture('d3-w1-m1');
    expect(codeOf(await p[9].gql(START, { f: online.id }))).toBe('FORBIDDEN');
    expect(codeOf(await p[8].gql(START, { f: 'nope' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await p[8].gql(START, { f: '00000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
    expect(codeOf(await outsider.gql(START, { f: online.id }))).toBe('FORBIDDEN');
    expect(codeOf(await p[8].gql(START, { f: fixture('d1-w1-m1').id }))).toBe('FORBIDDEN');
    season = data(await p[8].gql<{ startLeagueMatch: Season }>(START, { f: online.id })).startLeagueMatch;
    const matchId = fixture('d3-w1-m1').matchId!;
    expect(matchId).toBeTruthy();
    expect(codeOf(await p[11].gql(START, { f: online.id }))).toBe('MATCH_NOT_PLAYABLE');
    const game = await playToResignation(matchId, await sidesOf(matchId, [p[8], p[11]]));
    await game.last();
    const deadline = Date.now() + 10_000;
    while ((await read()).fixtures.find((f) => f.code === 'd3-w1-m1')!.winnerId === null) {
      if (Date.now() > deadline) throw new Error('the online result was not recorded');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(fixture('d3-w1-m1')).toMatchObject({ winnerId: game.winner.id, score: [1, 0], source: 'ONLINE' });
  });

  it('closes a 3-division season: promotion and relegation, and the next season drawn', async () => {
    expect(codeOf(await owner.gql(CLOSE, { s: season.id }))).toBe('SEASON_NOT_FINISHED');
    expect(codeOf(await owner.gql(CLOSE, { s: 'nope' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await owner.gql(CLOSE, { s: '00000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
    expect(codeOf(await p[0].gql(CLOSE, { s: season.id }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(CLOSE, { s: season.id }))).toBe('FORBIDDEN');
    // The director enters every other result: the better seed wins, at the division's length to 0.
    for (const f of season.fixtures.filter((x) => x.winnerId === null)) {
      const [a, b] = f.players.map((x) => ids().indexOf(x.id));
      const length = [5, 3, 1][f.division - 1];
      data(
        await owner.gql(REPORT, {
          i: { fixtureId: f.id, outcome: 'PLAYED', playerId: ids()[Math.min(a, b)], score: [length, 0] },
        }),
      );
    }
    const next = data(
      await owner.gql<{ closeLeagueSeason: Season }>(CLOSE, { s: season.id }),
    ).closeLeagueSeason;
    // The top of each division but the first goes up one, the bottom of each but the last down one; each next
    // division lists those relegated into it, those who stayed, those promoted into it.
    expect(next.divisions.map((d) => d.players.map((x) => ids().indexOf(x.id)))).toEqual([
      [0, 1, 2, 4],
      [3, 5, 6, 8],
      [7, 9, 10, 11],
    ]);
    expect(next).toMatchObject({ number: 2, previousId: season.id, startsOn: '2026-12-22', closedAt: null });
    expect(next.fixtures).toHaveLength(18);
    expect((await read()).closedAt).not.toBeNull();
    expect(season.nextId).toBe(next.id);
    expect(codeOf(await owner.gql(CLOSE, { s: season.id }))).toBe('LEAGUE_CLOSED');
    expect(codeOf(await p[0].gql(CONFIRM, { f: season.fixtures[0].id }))).toBe('LEAGUE_CLOSED');
    expect(
      data(await p[0].gql<{ clubLeagues: { id: string }[] }>(LIST, { c: clubId })).clubLeagues,
    ).toHaveLength(2);
  });
});
