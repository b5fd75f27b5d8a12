/**
 * Play a friend on real PostgreSQL over real HTTP (issue 42, part 3): a member's link, read without signing
 * in, taken by a guest with a name only who then plays that match with the guest token and reaches nothing
 * else; a signed-in friend; bad input and callers without the right change nothing; a link's match is friendly,
 * so never rated, while a challenge between the same two members is.
 */
import { codeOf, startTestApi, TestApi } from '../../test/api';
import { data, MatchClub, MATCH, matchSteps, MatchView, setUpMatchClub, sql } from '../../test/online-match';

const CREATE = 'mutation($i: MatchInviteInput!) { createMatchInvite(input: $i) { token path expiresAt } }';
const READ = 'query($t: String!) { matchInvite(token: $t) { hostName options open } }';
const WHO = 'query($t: String!) { matchInvite(token: $t) { mine matchId } }';
const ACCEPT =
  'mutation($t: String!, $n: String) { acceptMatchInvite(token: $t, guestName: $n) { matchId guestToken } }';
type Accepted = { matchId: string; guestToken: string | null };

describe('play a friend (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  const club = {} as MatchClub;
  const { newMatch, playOn } = matchSteps(club);
  const invites = async () =>
    Number((await sql<{ n: string }>(t.database.url, 'SELECT count(*) AS n FROM "MatchInvite"'))[0].n);
  const link = async () =>
    data(
      await club.ana.gql<{ createMatchInvite: { token: string; path: string } }>(CREATE, {
        i: { clubId: club.clubId, options: { length: 5 } },
      }),
    ).createMatchInvite;

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 1_000_000 } });
    Object.assign(club, await setUpMatchClub(t));
  });
  afterAll(async () => t?.close());

  it('refuses a link from a caller without the right, and bad settings', async () => {
    const input = { clubId: club.clubId, options: { length: 5 } };
    expect(codeOf(await club.outsider.gql(CREATE, { i: input }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(CREATE, { i: input }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await club.ana.gql(CREATE, { i: { ...input, options: { length: 500 } } }))).toBe(
      'INVALID_OPTIONS',
    );
    expect(await invites()).toBe(0);
  });

  it('a guest with a name only opens the link, plays that match, and reaches nothing else', async () => {
    const { token, path } = await link();
    expect(path).toBe(`/play/friend/${token}`);
    const seen = data(
      await t.gql<{ matchInvite: { hostName: string; options: string; open: boolean } }>(READ, { t: token }),
    );
    expect(seen.matchInvite).toMatchObject({ hostName: 'Ana', open: true });
    expect(JSON.parse(seen.matchInvite.options).length).toBe(5);

    expect(codeOf(await t.gql(ACCEPT, { t: token }))).toBe('BAD_USER_INPUT'); // no name
    expect(codeOf(await t.gql(ACCEPT, { t: token, n: 'Zé\u202E' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(ACCEPT, { t: 'wrong' }))).toBe('INVITE_NOT_FOUND');
    expect(codeOf(await club.ana.gql(ACCEPT, { t: token }))).toBe('SAME_PLAYER');

    const accepted = data(
      await t.gql<{ acceptMatchInvite: Accepted }>(ACCEPT, { t: token, n: 'Visita' }),
    ).acceptMatchInvite;
    expect(accepted.guestToken).toBeTruthy();
    const guest = { authorization: `Bearer ${accepted.guestToken}` };
    const m = data(await t.gql<{ match: MatchView }>(MATCH, { id: accepted.matchId }, guest)).match;
    expect(m).toMatchObject({ status: 'ACTIVE', viewerSide: 1 });
    // The guest belongs to no club: the club's matches and a challenge are refused.
    const clubMatches = 'query($c: UUID!) { clubMatches(clubId: $c) { id } }';
    expect(codeOf(await t.gql(clubMatches, { c: club.clubId }, guest))).toBe('FORBIDDEN');
    // Used once: a second taker is refused.
    expect(codeOf(await club.bia.gql(ACCEPT, { t: token }))).toBe('INVITE_NOT_FOUND');
    expect(data(await t.gql<{ matchInvite: { open: boolean } }>(READ, { t: token })).matchInvite.open).toBe(
      false,
    );
    // The match shows to its two players only: the host waits on it, the guest comes back to it.
    type Seen = { matchInvite: { mine: boolean; matchId: string | null } };
    expect(data(await club.ana.gql<Seen>(WHO, { t: token })).matchInvite).toEqual({
      mine: true,
      matchId: accepted.matchId,
    });
    expect(data(await t.gql<Seen>(WHO, { t: token }, guest)).matchInvite).toEqual({
      mine: false,
      matchId: accepted.matchId,
    });
    expect(data(await club.bia.gql<Seen>(WHO, { t: token })).matchInvite).toEqual({
      mine: false,
      matchId: null,
    });
    expect(data(await t.gql<Seen>(WHO, { t: token })).matchInvite).toEqual({ mine: false, matchId: null });
  });

  it('a signed-in friend plays as themself, with no guest token', async () => {
    const { token } = await link();
    const accepted = data(
      await club.outsider.gql<{ acceptMatchInvite: Accepted }>(ACCEPT, { t: token }),
    ).acceptMatchInvite;
    expect(accepted.guestToken).toBeNull();
    const m = data(await club.outsider.gql<{ match: MatchView }>(MATCH, { id: accepted.matchId })).match;
    expect(m.viewerSide).toBe(1);
  });

  it("a link's match is friendly: 'not rated: FRIENDLY' before and after its end, while a challenge is rated", async () => {
    const ELIGIBILITY = 'query($m: UUID!) { matchRatingEligibility(matchId: $m) { rated reason } }';
    const { token } = data(
      await club.ana.gql<{ createMatchInvite: { token: string } }>(CREATE, {
        i: { clubId: club.clubId, options: { length: 1 } },
      }),
    ).createMatchInvite;
    const friendly = data(await club.bia.gql<{ acceptMatchInvite: Accepted }>(ACCEPT, { t: token }))
      .acceptMatchInvite.matchId;
    const eligibility = async (m: string) =>
      data(await club.ana.gql<{ matchRatingEligibility: unknown }>(ELIGIBILITY, { m }))
        .matchRatingEligibility;
    expect(await eligibility(friendly)).toEqual({ rated: false, reason: 'FRIENDLY' });

    const challenge = await newMatch({ length: 1 });
    expect(await eligibility(challenge)).toEqual({ rated: true, reason: null });
    for (const id of [friendly, challenge]) await playOn(id, (m) => m.status === 'FINISHED');

    const changes = async (m: string) =>
      Number(
        (
          await sql<{ n: string }>(
            t.database.url,
            'SELECT count(*) AS n FROM "RatingChange" WHERE "matchId" = $1',
            [m],
          )
        )[0].n,
      );
    // The challenge, finished after the friendly match, is rated through the same outbox: once it is, the
    // friendly match's consumer has run too.
    const deadline = Date.now() + 15_000;
    while ((await changes(challenge)) < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await changes(challenge)).toBe(2);
    expect(await changes(friendly)).toBe(0);
    expect(await eligibility(friendly)).toEqual({ rated: false, reason: 'FRIENDLY' });
  });
});
