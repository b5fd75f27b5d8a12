import {
  Account,
  codeOf,
  GraphQLResponse,
  signUp,
  startTestApi,
  subscribeOverWebSocket,
  TestApi,
} from '../../test/api';

/**
 * A tournament's public read-only link (no sign-in) and its live placings during a knockout, over real HTTP
 * and WebSocket on a real PostgreSQL: only a director turns the link on or off, bad input changes nothing,
 * an anonymous visitor reads the draw, the entrants and the placings known so far and nothing else, and a
 * link turned off is dead (and stays dead when it is turned on again).
 */
function data<T>(response: GraphQLResponse<T>): T {
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

const SET_LINK =
  'mutation($t: UUID!, $on: Boolean!) { setTournamentPublicLink(tournamentId: $t, enabled: $on) { id publicToken } }';
const TOKEN_OF = 'query($t: UUID!) { tournament(id: $t) { publicToken } }';
const PUBLIC =
  'query($k: String!) { publicTournament(token: $k) { name clubName format status matchLengths } publicTournamentEntries(token: $k) { seed withdrawn player { displayName } } publicTournamentMatches(token: $k) { slot matchId state finishedAt player1 { displayName } player2 { displayName } winner { displayName } } }';
const PUBLIC_PLACINGS =
  'query($k: String!) { publicTournamentPlacings(token: $k) { label decided player { displayName } } }';
const LIVE_PLACINGS =
  'query($t: UUID!) { tournamentPlacings(tournamentId: $t, live: true) { label decided lostInRound player { displayName } } }';
const FINAL_PLACINGS = 'query($t: UUID!) { tournamentPlacings(tournamentId: $t) { label } }';
const MATCHES =
  'query($t: UUID!) { tournamentMatches(tournamentId: $t) { slot matchId state length player1 { id } } }';
const REPORT =
  'mutation($input: TournamentResultInput!) { reportTournamentResult(input: $input) { status } }';
const AUDIT =
  'query($t: UUID!) { auditLog(scope: { type: TOURNAMENT, id: $t }, limit: 100) { action before after } }';

interface Draw {
  slot: string;
  matchId: string;
  state: string;
  length: number;
  player1: { id: string };
}

describe('public tournament links and live placings (real PostgreSQL, GraphQL over HTTP and WebSocket)', () => {
  let t: TestApi;
  let owner: Account;
  let member: Account;
  let outsider: Account;
  let players: Account[];
  let tournamentId: string;
  const anonymous = (query: string, variables: Record<string, unknown>) => t.gql(query, variables);
  const tokenOf = async () =>
    data(await member.gql<{ tournament: { publicToken: string | null } }>(TOKEN_OF, { t: tournamentId }))
      .tournament.publicToken;

  beforeAll(async () => {
    t = await startTestApi({ env: { subscriptionRecheckMs: 500 } });
    [owner, member, outsider] = await Promise.all(['Olga', 'Mel', 'Zé'].map((n) => signUp(t, n)));
    players = await Promise.all(['Ana', 'Bruno', 'Carla', 'Davi'].map((n) => signUp(t, n)));
    const club = data(
      await owner.gql<{ createClub: { id: string; invitationCode: string } }>(
        'mutation { createClub(input: { name: "Clube Público" }) { id invitationCode } }',
      ),
    ).createClub;
    for (const who of [member, ...players])
      data(
        await who.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
          c: club.invitationCode,
        }),
      );
    tournamentId = data(
      await owner.gql<{ createTournament: { id: string } }>(
        'mutation($input: CreateTournamentInput!) { createTournament(input: $input) { id } }',
        {
          input: {
            clubId: club.id,
            name: 'Copa Aberta',
            format: 'SINGLE_ELIMINATION',
            matchLengths: [3],
            seedingMethod: 'MANUAL',
          },
        },
      ),
    ).createTournament.id;
    for (const p of players) {
      data(
        await p.gql('mutation($t: UUID!) { registerForTournament(tournamentId: $t) { seed } }', {
          t: tournamentId,
        }),
      );
      data(
        await owner.gql(
          'mutation($t: UUID!, $u: UUID) { checkInTournament(tournamentId: $t, userId: $u) { seed } }',
          {
            t: tournamentId,
            u: p.id,
          },
        ),
      );
    }
    data(
      await owner.gql(
        'mutation($t: UUID!, $o: [UUID!]) { setTournamentSeeding(tournamentId: $t, method: MANUAL, order: $o) { id } }',
        { t: tournamentId, o: players.map((p) => p.id) },
      ),
    );
    data(
      await owner.gql('mutation($t: UUID!) { drawTournament(tournamentId: $t) { id } }', { t: tournamentId }),
    );
    data(
      await owner.gql('mutation($t: UUID!) { startTournament(tournamentId: $t) { id } }', {
        t: tournamentId,
      }),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses bad input and callers without the right, and changes nothing', async () => {
    expect(codeOf(await owner.gql(SET_LINK, { t: 'not-a-uuid', on: true }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await owner.gql(SET_LINK, { t: tournamentId, on: 'yes' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await owner.gql(SET_LINK, { t: tournamentId }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await owner.gql(SET_LINK, { t: '00000000-0000-4000-8000-000000000000', on: true }))).toBe(
      'NOT_FOUND',
    );
    // A member who is not a director, a player of the tournament, someone of no club, nobody signed in.
    expect(codeOf(await member.gql(SET_LINK, { t: tournamentId, on: true }))).toBe('FORBIDDEN');
    expect(codeOf(await players[0].gql(SET_LINK, { t: tournamentId, on: true }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(SET_LINK, { t: tournamentId, on: true }))).toBe('FORBIDDEN');
    expect(codeOf(await anonymous(SET_LINK, { t: tournamentId, on: true }))).toBe('UNAUTHENTICATED');
    expect(await tokenOf()).toBeNull();
    // Nothing was written to the audit trail either.
    const log = data(
      await member.gql<{ auditLog: { action: string }[] }>(AUDIT, { t: tournamentId }),
    ).auditLog;
    expect(log.filter((e) => e.action === 'tournament.publicLink')).toEqual([]);
  });

  it('a public token that is malformed is refused unread; one that names nothing is NOT_FOUND', async () => {
    for (const bad of ['', 'short', 'x'.repeat(33), `${'a'.repeat(31)}!`, "' OR 1=1 --"]) {
      const refused = await anonymous(PUBLIC, { k: bad });
      expect([bad, codeOf(refused), refused.errors?.[0]?.extensions?.field]).toEqual([
        bad,
        'BAD_USER_INPUT',
        'token',
      ]);
    }
    expect(codeOf(await anonymous(PUBLIC, { k: 'A'.repeat(32) }))).toBe('NOT_FOUND');
    expect(codeOf(await anonymous(PUBLIC_PLACINGS, { k: 'A'.repeat(32) }))).toBe('NOT_FOUND');
  });

  it('live placings during the knockout: the semi-final loser is 3-4 at once, the final placings wait', async () => {
    const draw = data(
      await member.gql<{ tournamentMatches: Draw[] }>(MATCHES, { t: tournamentId }),
    ).tournamentMatches;
    const semi = draw.find((m) => m.slot === 'main-r1-m1') as Draw;
    data(
      await owner.gql(REPORT, {
        input: { matchId: semi.matchId, outcome: 'PLAYED', playerId: semi.player1.id, score: [3, 1] },
      }),
    );
    const live = data(
      await member.gql<{
        tournamentPlacings: {
          label: string;
          decided: boolean;
          lostInRound: number | null;
          player: { displayName: string };
        }[];
      }>(LIVE_PLACINGS, { t: tournamentId }),
    ).tournamentPlacings;
    expect(live.map((p) => [p.label, p.player.displayName, p.decided])).toEqual([
      ['1-2', 'Ana', false],
      ['1-4', 'Bruno', false],
      ['1-4', 'Carla', false],
      ['3-4', 'Davi', true],
    ]);
    expect(live[3].lostInRound).toBe(1);
    expect(codeOf(await member.gql(FINAL_PLACINGS, { t: tournamentId }))).toBe('FLIGHT_NOT_FINISHED');
    expect(codeOf(await outsider.gql(LIVE_PLACINGS, { t: tournamentId }))).toBe('FORBIDDEN');
  });

  it('a director turns the link on: anyone reads the draw without signing in, and follows it live', async () => {
    const on = data(
      await owner.gql<{ setTournamentPublicLink: { publicToken: string } }>(SET_LINK, {
        t: tournamentId,
        on: true,
      }),
    ).setTournamentPublicLink.publicToken;
    expect(on).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Turning it on again keeps the link; the club's members see it, to share it.
    expect(
      data(
        await owner.gql<{ setTournamentPublicLink: { publicToken: string } }>(SET_LINK, {
          t: tournamentId,
          on: true,
        }),
      ).setTournamentPublicLink.publicToken,
    ).toBe(on);
    expect(await tokenOf()).toBe(on);

    const seen = data(
      (await anonymous(PUBLIC, { k: on })) as GraphQLResponse<{
        publicTournament: { name: string; clubName: string; status: string };
        publicTournamentEntries: { seed: number; player: { displayName: string } }[];
        publicTournamentMatches: {
          slot: string;
          matchId: string | null;
          state: string;
          finishedAt: string | null;
          winner: { displayName: string } | null;
        }[];
      }>,
    );
    expect(seen.publicTournament).toMatchObject({
      name: 'Copa Aberta',
      clubName: 'Clube Público',
      status: 'IN_PROGRESS',
    });
    expect(seen.publicTournamentEntries.map((e) => [e.seed, e.player.displayName])).toEqual([
      [1, 'Ana'],
      [2, 'Bruno'],
      [3, 'Carla'],
      [4, 'Davi'],
    ]);
    expect(seen.publicTournamentMatches.map((m) => [m.slot, m.state, m.winner?.displayName ?? null])).toEqual(
      [
        ['main-r1-m1', 'FINISHED', 'Ana'],
        ['main-r1-m2', 'READY', null],
        ['main-r2-m1', 'WAITING', null],
      ],
    );
    // No way from the public page into the club's pages: no match ids.
    expect(seen.publicTournamentMatches.every((m) => m.matchId === null)).toBe(true);
    // When each result was recorded, for the wall's latest results: only a finished match has one.
    const [firstSemi, ...unfinished] = seen.publicTournamentMatches;
    expect(Date.now() - Date.parse(firstSemi.finishedAt as string)).toBeLessThan(120_000);
    expect(unfinished.map((m) => m.finishedAt)).toEqual([null, null]);
    const placings = data(
      (await anonymous(PUBLIC_PLACINGS, { k: on })) as GraphQLResponse<{
        publicTournamentPlacings: { label: string }[];
      }>,
    ).publicTournamentPlacings;
    expect(placings.map((p) => p.label)).toEqual(['1-2', '1-4', '1-4', '3-4']);
    // What stays for members: the tournament by id, its audit trail, its reports.
    expect(codeOf(await anonymous(AUDIT, { t: tournamentId }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await anonymous(TOKEN_OF, { t: tournamentId }))).toBe('UNAUTHENTICATED');

    // The public page follows the tournament live, without signing in.
    const feed = subscribeOverWebSocket<{ publicTournamentUpdated: { change: string } }>(
      t.wsUrl,
      'subscription($k: String!) { publicTournamentUpdated(token: $k) { change } }',
      { k: on },
    );
    const draw = data(
      await member.gql<{ tournamentMatches: Draw[] }>(MATCHES, { t: tournamentId }),
    ).tournamentMatches;
    const semi = draw.find((m) => m.slot === 'main-r1-m2') as Draw;
    // Give the subscription its moment to start before the change it should see.
    await new Promise((resolve) => setTimeout(resolve, 300));
    data(
      await owner.gql(REPORT, {
        input: { matchId: semi.matchId, outcome: 'PLAYED', playerId: semi.player1.id, score: [3, 0] },
      }),
    );
    await feed.until((items) =>
      items.some((i) => i.data?.publicTournamentUpdated.change === 'result.recorded'),
    );
    // The later result is the newer one, although it comes after in the draw.
    const finished = data(
      (await anonymous(PUBLIC, { k: on })) as GraphQLResponse<{
        publicTournamentMatches: { slot: string; finishedAt: string | null }[];
      }>,
    ).publicTournamentMatches;
    const at = (slot: string) => Date.parse(finished.find((m) => m.slot === slot)?.finishedAt ?? '');
    expect(at('main-r1-m2')).toBeGreaterThan(at('main-r1-m1'));

    // Turned off: the link is dead at once, and its live feed ends at the next access check.
    expect(
      data(
        await owner.gql<{ setTournamentPublicLink: { publicToken: string | null } }>(SET_LINK, {
          t: tournamentId,
          on: false,
        }),
      ).setTournamentPublicLink.publicToken,
    ).toBeNull();
    expect(codeOf(await anonymous(PUBLIC, { k: on }))).toBe('NOT_FOUND');
    await feed.done;
    expect(codeOf(feed.received.at(-1) as GraphQLResponse<unknown>)).toBe('NOT_FOUND');
    await feed.close();
    // On again: a new token; the old link stays dead.
    const again = data(
      await owner.gql<{ setTournamentPublicLink: { publicToken: string } }>(SET_LINK, {
        t: tournamentId,
        on: true,
      }),
    ).setTournamentPublicLink.publicToken;
    expect(again).not.toBe(on);
    expect(codeOf(await anonymous(PUBLIC, { k: on }))).toBe('NOT_FOUND');
    expect(data(await anonymous(PUBLIC, { k: again }))).toBeTruthy();
    // Each change is in the audit trail, without the token.
    const log = data(
      await member.gql<{ auditLog: { action: string; after: unknown }[] }>(AUDIT, { t: tournamentId }),
    ).auditLog.filter((e) => e.action === 'tournament.publicLink');
    expect(log.map((e) => JSON.parse(e.after as string))).toEqual([
      { public: true },
      { public: false },
      { public: true },
    ]);
    expect(JSON.stringify(log)).not.toContain(on);
  });
});
