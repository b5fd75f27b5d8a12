import { Account, codeOf, GraphQLResponse, signUp, startTestApi, TestApi } from '../../test/api';

function data<T>(response: GraphQLResponse<T>): T {
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

const MINE = 'query { myTournaments { id name status } }';
const READY =
  'query { myTournamentMatches { tournament { id name } match { slot matchId state player1 { id } player2 { id } } } }';

interface Ready {
  myTournamentMatches: {
    tournament: { id: string; name: string };
    match: { slot: string; matchId: string; state: string; player1: { id: string }; player2: { id: string } };
  }[];
}

describe("the viewer's tournaments and ready matches (real PostgreSQL, GraphQL over HTTP)", () => {
  let t: TestApi;
  let owner: Account;
  let ana: Account;
  let beto: Account;
  let caio: Account; // registers, then withdraws
  let clubId: string;

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 1_000_000 } });
    [owner, ana, beto, caio] = await Promise.all(['Olga', 'Ana', 'Beto', 'Caio'].map((n) => signUp(t, n)));
    const club = data(
      await owner.gql<{ createClub: { id: string; invitationCode: string } }>(
        'mutation { createClub(input: { name: "Clube Meu" }) { id invitationCode } }',
      ),
    ).createClub;
    clubId = club.id;
    for (const who of [ana, beto, caio])
      data(
        await who.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
          c: club.invitationCode,
        }),
      );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the tournaments a member entered and the matches they have to play', async () => {
    const create = (name: string) =>
      owner.gql<{ createTournament: { id: string } }>(
        'mutation($input: CreateTournamentInput!) { createTournament(input: $input) { id } }',
        { input: { clubId, name, format: 'SINGLE_ELIMINATION', matchLengths: [3] } },
      );
    const cup = data(await create('Copa')).createTournament.id;
    const other = data(await create('Outro')).createTournament.id;
    for (const p of [ana, beto, caio])
      data(
        await p.gql('mutation($t: UUID!) { registerForTournament(tournamentId: $t) { seed } }', { t: cup }),
      );
    data(
      await caio.gql('mutation($t: UUID!) { withdrawFromTournament(tournamentId: $t) { seed } }', { t: cup }),
    );

    expect(data(await ana.gql<{ myTournaments: { id: string }[] }>(MINE)).myTournaments).toEqual([
      { id: cup, name: 'Copa', status: 'REGISTRATION' },
    ]);
    expect(data(await caio.gql<{ myTournaments: unknown[] }>(MINE)).myTournaments).toEqual([]);
    expect(data(await owner.gql<{ myTournaments: unknown[] }>(MINE)).myTournaments).toEqual([]);
    expect(data(await ana.gql<Ready>(READY)).myTournamentMatches).toEqual([]);
    expect(codeOf(await t.gql(MINE))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(READY))).toBe('UNAUTHENTICATED');

    for (const p of [ana, beto])
      data(
        await owner.gql(
          'mutation($t: UUID!, $u: UUID) { checkInTournament(tournamentId: $t, userId: $u) { seed } }',
          {
            t: cup,
            u: p.id,
          },
        ),
      );
    data(await owner.gql('mutation($t: UUID!) { drawTournament(tournamentId: $t) { id } }', { t: cup }));
    data(await owner.gql('mutation($t: UUID!) { startTournament(tournamentId: $t) { id } }', { t: cup }));

    const [anaMatch] = data(await ana.gql<Ready>(READY)).myTournamentMatches;
    expect(anaMatch).toMatchObject({ tournament: { id: cup, name: 'Copa' }, match: { state: 'READY' } });
    expect([anaMatch.match.player1.id, anaMatch.match.player2.id].sort()).toEqual([ana.id, beto.id].sort());
    expect(data(await beto.gql<Ready>(READY)).myTournamentMatches.map((m) => m.match.matchId)).toEqual([
      anaMatch.match.matchId,
    ]);
    expect(data(await caio.gql<Ready>(READY)).myTournamentMatches).toEqual([]);
    expect(data(await owner.gql<Ready>(READY)).myTournamentMatches).toEqual([]);

    // Once the result is recorded, nothing is left to play; the tournament stays in the list.
    data(
      await owner.gql(
        'mutation($input: TournamentResultInput!) { reportTournamentResult(input: $input) { id } }',
        {
          input: { matchId: anaMatch.match.matchId, outcome: 'PLAYED', playerId: ana.id, score: [3, 1] },
        },
      ),
    );
    expect(data(await ana.gql<Ready>(READY)).myTournamentMatches).toEqual([]);
    expect(
      data(await ana.gql<{ myTournaments: { id: string; status: string }[] }>(MINE)).myTournaments,
    ).toEqual([{ id: cup, name: 'Copa', status: 'FINISHED' }]);

    // A member who leaves the club no longer sees its tournaments.
    data(await beto.gql('mutation($c: UUID!) { leaveClub(clubId: $c) }', { c: clubId }));
    expect(data(await beto.gql<{ myTournaments: unknown[] }>(MINE)).myTournaments).toEqual([]);
    expect(other).toBeTruthy();
  });
});
