import { Client } from 'pg';
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
 * A club's lobby of open challenges over GraphQL, on a real PostgreSQL: post, list, withdraw and accept,
 * bad input and callers without the right (each refusal changes nothing), two members accepting the same
 * challenge at the same moment: exactly one plays it; and the lobby followed live over a real WebSocket, by
 * members only.
 */

async function sql<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

function data<T>(response: GraphQLResponse<T>): T {
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

interface Open {
  id: string;
  clubId: string;
  clubName: string;
  status: string;
  createdBy: { id: string };
  acceptedBy: { id: string } | null;
  matchId: string | null;
  options: { length: number; profile: string; cube: boolean };
  timeControl: { preset: string | null; delaySeconds: number; reserveSeconds: number } | null;
}

const FIELDS =
  'id clubId clubName status createdBy { id } acceptedBy { id } matchId options { length profile cube } timeControl { preset delaySeconds reserveSeconds }';
const POST = `mutation($input: OpenChallengeInput!) { postOpenChallenge(input: $input) { ${FIELDS} } }`;
const WITHDRAW = `mutation($id: UUID!) { withdrawOpenChallenge(id: $id) { ${FIELDS} } }`;
const ACCEPT = `mutation($id: UUID!) { acceptOpenChallenge(id: $id) { ${FIELDS} } }`;
const LOBBY = `query($c: UUID!) { clubOpenChallenges(clubId: $c) { ${FIELDS} } }`;
const MINE = `query { openChallengesOfMyClubs { ${FIELDS} } }`;
const LIVE = 'subscription($c: UUID!) { clubLobbyUpdated(clubId: $c) { clubId openChallengeId status at } }';
interface LobbyNews {
  clubLobbyUpdated: { clubId: string; openChallengeId: string; status: string; at: string };
}
const MY_LIVE = 'subscription { myClubsLobbyUpdated { clubId openChallengeId status } }';
interface MyLobbiesNews {
  myClubsLobbyUpdated: { clubId: string; openChallengeId: string; status: string };
}
const MATCH =
  'query($id: UUID!) { match(id: $id) { status options { length } players { side user { id } } timeControl { preset } } }';

describe("a club's lobby of open challenges (real PostgreSQL, GraphQL over HTTP and WebSocket)", () => {
  let t: TestApi;
  let ana: Account; // owns the club
  let bia: Account;
  let caio: Account;
  let dani: Account;
  let outsider: Account;
  let clubId: string;
  let invitationCode: string;

  const lobby = async (who: Account = bia) =>
    data(await who.gql<{ clubOpenChallenges: Open[] }>(LOBBY, { c: clubId })).clubOpenChallenges;
  const post = (who: Account, options: Record<string, unknown>, timeControl?: Record<string, unknown>) =>
    who.gql<{ postOpenChallenge: Open }>(POST, {
      input: { clubId, options, ...(timeControl ? { timeControl } : {}) },
    });

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 1_000_000, subscriptionRecheckMs: 500 } });
    // One after the other: a busy machine refuses a burst of password hashes as SERVICE_UNAVAILABLE.
    [ana, bia, caio, dani, outsider] = [
      await signUp(t, 'Ana'),
      await signUp(t, 'Bia'),
      await signUp(t, 'Caio'),
      await signUp(t, 'Dani'),
      await signUp(t, 'Zé'),
    ];
    const club = data(
      await ana.gql<{ createClub: { id: string; invitationCode: string } }>(
        'mutation { createClub(input: { name: "Clube do Saguão" }) { id invitationCode } }',
      ),
    ).createClub;
    clubId = club.id;
    invitationCode = club.invitationCode;
    for (const who of [bia, caio, dani])
      data(
        await who.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
          c: club.invitationCode,
        }),
      );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('posts an open challenge with its match length and clock, and any member sees it', async () => {
    const posted = data(
      await post(ana, { length: 5, profile: 'international' }, { preset: 'blitz' }),
    ).postOpenChallenge;
    expect(posted).toMatchObject({
      clubId,
      clubName: 'Clube do Saguão',
      status: 'OPEN',
      createdBy: { id: ana.id },
      acceptedBy: null,
      matchId: null,
      options: { length: 5, profile: 'international', cube: true },
      timeControl: { preset: 'blitz' },
    });
    expect((await lobby()).map((c) => c.id)).toEqual([posted.id]);
    const mine = data(await caio.gql<{ openChallengesOfMyClubs: Open[] }>(MINE)).openChallengesOfMyClubs;
    expect(mine.map((c) => c.id)).toEqual([posted.id]);
    // Someone outside the club sees none of it.
    expect(
      data(await outsider.gql<{ openChallengesOfMyClubs: Open[] }>(MINE)).openChallengesOfMyClubs,
    ).toEqual([]);
    data(await ana.gql(WITHDRAW, { id: posted.id }));
  });

  it('refuses bad input with a clear code and posts nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown> | undefined, string][] = [
      [{ length: -1 }, undefined, 'INVALID_OPTIONS'],
      [{ length: 100 }, undefined, 'INVALID_OPTIONS'],
      [{ length: 5, maxCube: 3 }, undefined, 'INVALID_OPTIONS'],
      [{ length: 5, profile: 'nenhum' }, undefined, 'BAD_USER_INPUT'],
      [{ length: 5 }, { delaySeconds: 999 }, 'INVALID_TIME_CONTROL'],
      [{ length: 5 }, { reserveSeconds: -5 }, 'INVALID_TIME_CONTROL'],
    ];
    for (const [options, clock, code] of cases)
      expect([options, clock, codeOf(await post(bia, options, clock))]).toEqual([options, clock, code]);
    expect(await lobby()).toEqual([]);
    // A member keeps at most three open at once.
    for (let i = 0; i < 3; i++) data(await post(dani, { length: 3 }));
    expect(codeOf(await post(dani, { length: 3 }))).toBe('TOO_MANY_OPEN_CHALLENGES');
    const danis = await lobby();
    expect(danis).toHaveLength(3);
    for (const c of danis) data(await dani.gql(WITHDRAW, { id: c.id }));
    expect(await lobby()).toEqual([]);
  });

  it('refuses callers without the right, and changes nothing', async () => {
    const posted = data(await post(bia, { length: 3 })).postOpenChallenge;
    // Not a member: cannot post, list, accept or withdraw.
    expect(codeOf(await post(outsider, { length: 3 }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(LOBBY, { c: clubId }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(ACCEPT, { id: posted.id }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(WITHDRAW, { id: posted.id }))).toBe('FORBIDDEN');
    // Signed out: nothing at all.
    expect(codeOf(await t.gql(LOBBY, { c: clubId }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(ACCEPT, { id: posted.id }))).toBe('UNAUTHENTICATED');
    // Another member cannot withdraw it; its poster cannot accept it.
    expect(codeOf(await caio.gql(WITHDRAW, { id: posted.id }))).toBe('FORBIDDEN');
    expect(codeOf(await bia.gql(ACCEPT, { id: posted.id }))).toBe('SAME_PLAYER');
    expect(codeOf(await caio.gql(ACCEPT, { id: '00000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
    expect((await lobby()).map((c) => [c.id, c.status])).toEqual([[posted.id, 'OPEN']]);
    // Withdrawn, it can be neither accepted nor withdrawn again.
    expect(
      data(await bia.gql<{ withdrawOpenChallenge: Open }>(WITHDRAW, { id: posted.id })).withdrawOpenChallenge
        .status,
    ).toBe('CANCELLED');
    expect(codeOf(await caio.gql(ACCEPT, { id: posted.id }))).toBe('CHALLENGE_NOT_PENDING');
    expect(codeOf(await bia.gql(WITHDRAW, { id: posted.id }))).toBe('CHALLENGE_NOT_PENDING');
    expect(await lobby()).toEqual([]);
  });

  it('starts the match for the first member who accepts, with the posted length and clock', async () => {
    const posted = data(
      await post(ana, { length: 7, profile: 'international' }, { preset: 'standard' }),
    ).postOpenChallenge;
    const taken = data(
      await caio.gql<{ acceptOpenChallenge: Open }>(ACCEPT, { id: posted.id }),
    ).acceptOpenChallenge;
    expect(taken).toMatchObject({ status: 'ACCEPTED', acceptedBy: { id: caio.id } });
    expect(taken.matchId).toMatch(/^[0-9a-f-]{36}$/);
    const { match } = data(
      await ana.gql<{
        match: {
          status: string;
          options: { length: number };
          players: { side: number; user: { id: string } }[];
          timeControl: { preset: string };
        };
      }>(MATCH, { id: taken.matchId }),
    );
    expect(match).toMatchObject({
      status: 'ACTIVE',
      options: { length: 7 },
      timeControl: { preset: 'standard' },
    });
    expect(match.players.map((p) => [p.side, p.user.id])).toEqual([
      [0, ana.id],
      [1, caio.id],
    ]);
    expect(codeOf(await dani.gql(ACCEPT, { id: posted.id }))).toBe('CHALLENGE_NOT_PENDING');
    expect(await lobby()).toEqual([]);
  });

  it('lets exactly one of two members accepting at the same moment play it', async () => {
    for (let round = 0; round < 5; round++) {
      const posted = data(await post(ana, { length: 3 })).postOpenChallenge;
      const answers = await Promise.all(
        [bia, caio, dani].map((who) => who.gql<{ acceptOpenChallenge: Open }>(ACCEPT, { id: posted.id })),
      );
      const won = answers.filter((a) => a.data?.acceptOpenChallenge);
      const refused = answers.map(codeOf).filter(Boolean);
      expect([won.length, refused]).toEqual([1, ['CHALLENGE_NOT_PENDING', 'CHALLENGE_NOT_PENDING']]);
      // One match was started, by the winner, and it is the one the challenge records.
      const winner = won[0].data!.acceptOpenChallenge;
      const matches = await sql<{ id: string }>(
        t.database.url,
        `SELECT m.id FROM "Match" m JOIN "MatchParticipant" p ON p."matchId" = m.id AND p.side = 1
          WHERE m."createdById" = $1 AND p."userId" = ANY($2::uuid[]) AND m."createdAt" >= now() - interval '1 minute'`,
        [ana.id, [bia.id, caio.id, dani.id]],
      );
      expect(matches.map((m) => m.id)).toContain(winner.matchId);
      const rows = await sql<{ n: string }>(
        t.database.url,
        `SELECT count(*) AS n FROM "OpenChallenge" WHERE id = $1 AND status = 'ACCEPTED' AND "matchId" = $2`,
        [posted.id, winner.matchId],
      );
      expect(rows[0].n).toBe('1');
    }
  });

  it('a member follows the lobby live: each post, withdrawal and acceptance once committed; only members may', async () => {
    const feed = subscribeOverWebSocket<LobbyNews>(t.wsUrl, LIVE, { c: clubId }, caio.token);
    // Give the subscription its moment to start before the changes it should see.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const posted = data(await post(ana, { length: 5 })).postOpenChallenge;
    const withdrawn = data(await post(bia, { length: 3 })).postOpenChallenge;
    data(await bia.gql(WITHDRAW, { id: withdrawn.id }));
    data(await dani.gql(ACCEPT, { id: posted.id }));
    // A refused change is not news: nothing is published for it.
    expect(codeOf(await caio.gql(ACCEPT, { id: posted.id }))).toBe('CHALLENGE_NOT_PENDING');
    expect(codeOf(await post(bia, { length: 5, profile: 'nenhum' }))).toBe('BAD_USER_INPUT');
    await feed.until((items) => items.length >= 4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const news = feed.received.map((r) => r.data!.clubLobbyUpdated);
    expect(news.map((n) => [n.openChallengeId, n.status])).toEqual([
      [posted.id, 'OPEN'],
      [withdrawn.id, 'OPEN'],
      [withdrawn.id, 'CANCELLED'],
      [posted.id, 'ACCEPTED'],
    ]);
    expect(news.every((n) => n.clubId === clubId && !Number.isNaN(Date.parse(n.at)))).toBe(true);
    // When the news arrives, the change is there to read.
    expect(await lobby(caio)).toEqual([]);
    await feed.close();

    // Outside the club, signed out, or with a malformed club id: refused.
    for (const [token, c, code] of [
      [outsider.token, clubId, 'FORBIDDEN'],
      [undefined, clubId, 'UNAUTHENTICATED'],
      [caio.token, 'not-a-uuid', 'BAD_USER_INPUT'],
    ] as const) {
      const denied = subscribeOverWebSocket<LobbyNews>(t.wsUrl, LIVE, { c }, token);
      await denied.done;
      expect(JSON.stringify(denied.received) + JSON.stringify(denied.failure())).toContain(code);
      await denied.close();
    }

    // A member removed from the club stops hearing its lobby at once.
    const eva = await signUp(t, 'Eva');
    data(
      await eva.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', { c: invitationCode }),
    );
    const evas = subscribeOverWebSocket<LobbyNews>(t.wsUrl, LIVE, { c: clubId }, eva.token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    data(
      await ana.gql('mutation($c: UUID!, $u: UUID!) { removeMember(clubId: $c, userId: $u) }', {
        c: clubId,
        u: eva.id,
      }),
    );
    await evas.done;
    expect(evas.received.map((r) => codeOf(r as GraphQLResponse<unknown>))).toEqual(['FORBIDDEN']);
    await evas.close();
  });

  it("gathers a member's home: turns, challenges, open challenges and tables of the clubs, ratings", async () => {
    const DASHBOARD = `query { dashboard {
      myTurn { id } challengesReceived { id } openChallenges { id } myOpenChallenges { id }
      tournamentMatches { match { slot } } openChouettes { id } recentResults { id }
      ratings { clubId clubName rating experience } } }`;
    type Dash = {
      myTurn: { id: string }[];
      challengesReceived: { id: string }[];
      openChallenges: { id: string }[];
      myOpenChallenges: { id: string }[];
      tournamentMatches: unknown[];
      openChouettes: { id: string }[];
      recentResults: unknown[];
      ratings: { clubId: string; clubName: string; rating: number; experience: number }[];
    };
    const dashboard = async (who: Account) => data(await who.gql<{ dashboard: Dash }>(DASHBOARD)).dashboard;
    const challenge = data(
      await bia.gql<{ challenge: { id: string } }>(
        'mutation($input: ChallengeInput!) { challenge(input: $input) { id } }',
        {
          input: { clubId, opponentId: caio.id, options: { length: 3 } },
        },
      ),
    ).challenge;
    const open = data(await post(ana, { length: 5 })).postOpenChallenge;
    const table = data(
      await ana.gql<{ openChouette: { id: string } }>(
        'mutation($input: OpenChouetteInput!) { openChouette(input: $input) { id } }',
        {
          input: { clubId },
        },
      ),
    ).openChouette;
    const caios = await dashboard(caio);
    expect(caios.challengesReceived.map((m) => m.id)).toEqual([challenge.id]);
    expect(caios.openChallenges.map((c) => c.id)).toEqual([open.id]);
    expect(caios.myOpenChallenges).toEqual([]);
    expect(caios.openChouettes.map((c) => c.id)).toEqual([table.id]);
    expect(caios.ratings).toEqual([{ clubId, clubName: 'Clube do Saguão', rating: 1500, experience: 0 }]);
    // A match in progress is listed exactly when it waits for Caio.
    const active = data(
      await caio.gql<{ myMatches: { id: string; viewerSide: number; sideToAct: number | null }[] }>(
        'query { myMatches(status: [ACTIVE]) { id viewerSide sideToAct } }',
      ),
    ).myMatches;
    expect(active.length).toBeGreaterThan(0);
    expect(caios.myTurn.map((m) => m.id).sort()).toEqual(
      active
        .filter((m) => m.sideToAct === m.viewerSide)
        .map((m) => m.id)
        .sort(),
    );
    // Bia sent the challenge: not hers to answer. Ana sees her own open challenge apart.
    expect((await dashboard(bia)).challengesReceived).toEqual([]);
    const anas = await dashboard(ana);
    expect(anas.myOpenChallenges.map((c) => c.id)).toEqual([open.id]);
    expect(anas.openChallenges).toEqual([]);
    // Someone outside the club sees nothing of it; a visitor not signed in, no home at all.
    const outside = await dashboard(outsider);
    expect([outside.openChallenges, outside.openChouettes, outside.ratings, outside.myTurn]).toEqual([
      [],
      [],
      [],
      [],
    ]);
    expect(codeOf(await t.gql(DASHBOARD))).toBe('UNAUTHENTICATED');
  });

  it("a home page hears the lobbies of all the viewer's clubs, and no more of a club it was removed from", async () => {
    // Caio belongs to the Saguão and to Dani's second club; Zé's club is not his.
    const create = async (who: Account, name: string) =>
      data(
        await who.gql<{ createClub: { id: string; invitationCode: string } }>(
          'mutation($n: String!) { createClub(input: { name: $n }) { id invitationCode } }',
          { n: name },
        ),
      ).createClub;
    const second = await create(dani, 'Clube da Esquina');
    data(
      await caio.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
        c: second.invitationCode,
      }),
    );
    const third = await create(outsider, 'Clube do Zé');
    const postIn = async (who: Account, club: string) =>
      data(
        await who.gql<{ postOpenChallenge: Open }>(POST, { input: { clubId: club, options: { length: 3 } } }),
      ).postOpenChallenge;

    const feed = subscribeOverWebSocket<MyLobbiesNews>(t.wsUrl, MY_LIVE, {}, caio.token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const inSaguao = await postIn(ana, clubId);
    const inEsquina = await postIn(dani, second.id);
    const inZes = await postIn(outsider, third.id);
    await feed.until((items) => items.length >= 2);
    // Removed from the second club, Caio hears no more of it; the Saguão still reaches him.
    data(
      await dani.gql('mutation($c: UUID!, $u: UUID!) { removeMember(clubId: $c, userId: $u) }', {
        c: second.id,
        u: caio.id,
      }),
    );
    const afterRemoval = await postIn(dani, second.id);
    data(await ana.gql(WITHDRAW, { id: inSaguao.id }));
    await feed.until((items) => items.length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const news = feed.received.map((r) => r.data!.myClubsLobbyUpdated);
    expect(news.map((n) => [n.clubId, n.openChallengeId, n.status]).sort()).toEqual(
      [
        [clubId, inSaguao.id, 'OPEN'],
        [second.id, inEsquina.id, 'OPEN'],
        [clubId, inSaguao.id, 'CANCELLED'],
      ].sort(),
    );
    expect(news.map((n) => n.openChallengeId)).not.toContain(inZes.id);
    expect(news.map((n) => n.openChallengeId)).not.toContain(afterRemoval.id);
    await feed.close();

    // Signed out: refused.
    const denied = subscribeOverWebSocket<MyLobbiesNews>(t.wsUrl, MY_LIVE, {}, undefined);
    await denied.done;
    expect(JSON.stringify(denied.received) + JSON.stringify(denied.failure())).toContain('UNAUTHENTICATED');
    await denied.close();
    for (const [who, id] of [
      [dani, inEsquina.id],
      [outsider, inZes.id],
      [dani, afterRemoval.id],
    ] as const)
      data(await who.gql(WITHDRAW, { id }));
  });
});
