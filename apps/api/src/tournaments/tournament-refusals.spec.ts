/**
 * What a tournament refuses: bad settings (nothing is created), director-only mutations from anyone else, and a
 * draw with too few players checked in.
 */
import { Account, codeOf, startTestApi, TestApi } from '../../test/api';
import {
  CHECK_IN,
  CORRECT,
  CREATE,
  data,
  DRAW,
  PAIR,
  PHYSICAL,
  REGISTER,
  SEEDING,
  setUpTournamentClub,
  START,
  START_MATCH,
  tournamentActions,
  TournamentClub,
  WITHDRAW,
} from '../../test/tournament-club';

describe('tournament refusals (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let owner: Account;
  let director: Account;
  let member: Account;
  let outsider: Account;
  let players: Account[];
  let clubId: string;
  const club = {} as TournamentClub;
  const { matches, auditCount, setUp } = tournamentActions(club);

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 1_000_000 } });
    Object.assign(club, await setUpTournamentClub(t));
    ({ owner, director, member, outsider, players, clubId } = club);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses bad tournament settings and creates nothing', async () => {
    const base = { name: 'Aberto', format: 'SINGLE_ELIMINATION', matchLengths: [5] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: ' ' }, 'BAD_USER_INPUT'],
      [{ ...base, matchLengths: [0] }, 'INVALID_MATCH_LENGTH'],
      [{ ...base, matchLengths: [] }, 'INVALID_MATCH_LENGTH'],
      [{ ...base, format: 'SWISS' }, 'BAD_USER_INPUT'],
      [{ ...base, format: 'SWISS', rounds: 0 }, 'BAD_USER_INPUT'],
      [{ ...base, format: 'ROUND_ROBIN', consolation: true }, 'BAD_USER_INPUT'],
      [{ ...base, maxPlayers: 1 }, 'BAD_USER_INPUT'],
      [{ ...base, groups: 2 }, 'BAD_USER_INPUT'],
      [
        {
          ...base,
          registrationOpensAt: '2030-01-02T00:00:00Z',
          registrationClosesAt: '2030-01-01T00:00:00Z',
        },
        'BAD_USER_INPUT',
      ],
      [{ ...base, format: 'KNOCKOUT' }, 'BAD_USER_INPUT'],
    ];
    for (const [input, expected] of cases) {
      expect([input, codeOf(await owner.gql(CREATE, { input: { clubId, ...input } }))]).toEqual([
        input,
        expected,
      ]);
    }
    // A refused match-length list names its field, so that the site can point at it.
    const refused = await owner.gql(CREATE, { input: { clubId, ...base, matchLengths: [5, 0] } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'INVALID_MATCH_LENGTH',
      field: 'matchLengths',
    });
    const list = await member.gql<{ clubTournaments: unknown[] }>(
      'query($c: UUID!) { clubTournaments(clubId: $c) { id } }',
      { c: clubId },
    );
    expect(data(list).clubTournaments).toEqual([]);
  });

  it('allows director-only mutations to directors only', async () => {
    const id = await setUp(
      { name: 'Autorização', format: 'SINGLE_ELIMINATION', matchLengths: [1] },
      players.slice(0, 2),
    );
    const other = await setUp(
      { name: 'Autorização 2', format: 'SINGLE_ELIMINATION', matchLengths: [1] },
      players.slice(0, 2),
    );
    data(await director.gql(DRAW, { t: other }));
    data(await director.gql(START, { t: other }));
    const [final] = await matches(other);
    const cases: [string, Record<string, unknown>][] = [
      [CREATE, { input: { clubId, name: 'Xis', format: 'SWISS', rounds: 3, matchLengths: [3] } }],
      [SEEDING, { t: id, m: 'RANDOM' }],
      [DRAW, { t: id }],
      [START, { t: id }],
      [PAIR, { t: id }],
      [CHECK_IN, { t: id, u: players[0].id }],
      [WITHDRAW, { t: id, u: players[0].id }],
      [PHYSICAL, { m: final.matchId }],
      [
        CORRECT,
        { input: { matchId: final.matchId, outcome: 'PLAYED', playerId: players[0].id }, why: 'because' },
      ],
    ];
    const before = { matches: await matches(other), audit: await auditCount(id) };
    for (const [query, variables] of cases) {
      const name = query.split('{')[1].split('(')[0].trim();
      expect([name, codeOf(await member.gql(query, variables))]).toEqual([name, 'FORBIDDEN']);
      expect([name, codeOf(await players[1].gql(query, variables))]).toEqual([name, 'FORBIDDEN']);
      expect([name, codeOf(await outsider.gql(query, variables))]).toEqual([name, 'FORBIDDEN']);
      expect([name, codeOf(await t.gql(query, variables))]).toEqual([name, 'UNAUTHENTICATED']);
    }
    expect({ matches: await matches(other), audit: await auditCount(id) }).toEqual(before);
    // Player-side mutations: members of the club and the players only.
    for (const [query, variables] of [
      [REGISTER, { t: id }],
      [CHECK_IN, { t: id }],
      [WITHDRAW, { t: id }],
      [START_MATCH, { m: final.matchId }],
    ] as const) {
      expect(codeOf(await outsider.gql(query, variables))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(query, variables))).toBe('UNAUTHENTICATED');
    }
    expect(codeOf(await member.gql(START_MATCH, { m: final.matchId }))).toBe('FORBIDDEN');
    // With too few players checked in, the draw is refused.
    const lonely = await setUp(
      { name: 'Vazio', format: 'ROUND_ROBIN', matchLengths: [3] },
      players.slice(0, 1),
    );
    expect(codeOf(await director.gql(DRAW, { t: lonely }))).toBe('TOO_FEW_PLAYERS');
  });
});
