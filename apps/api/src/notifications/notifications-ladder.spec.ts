/**
 * Ladder challenges in the notifications (issue 40, part 2), on real PostgreSQL over real HTTP, through the
 * outbox: the defender is told of a challenge with its deadline (and the notice is read once it is answered);
 * the challenger is told it was accepted (with the match's link) or refused (the place is theirs); the
 * challenges page's list of a member's ladder challenges still to be played.
 */
import { Account, codeOf, signUp, startTestApi, TestApi } from '../../test/api';
import { data } from '../../test/online-match';

const CHALLENGE = `mutation($l: UUID!, $d: UUID!) { challengeOnLadder(ladderId: $l, defenderId: $d) {
  challenges { id challengerId defenderId status matchId } } }`;
const ACCEPT = 'mutation($c: UUID!) { acceptLadderChallenge(challengeId: $c) { id } }';
const REFUSE = 'mutation($c: UUID!) { refuseLadderChallenge(challengeId: $c) { id } }';
const MINE = '{ myLadderChallenges { id ladderName received status challengerName defenderName matchId } }';
const NOTICES = `{ notifications { kind link readAt payload { actorName ladderName answer deadline } } }`;
type Notice = {
  kind: string;
  link: string;
  readAt: string | null;
  payload: { actorName: string; ladderName: string; answer: string | null; deadline: string | null };
};

describe('ladder challenges in the notifications (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let ana: Account;
  let bia: Account;
  let caio: Account;
  let duda: Account;
  let ladderId: string;

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 1_000_000 } });
    const owner = await signUp(t, 'Olga');
    [ana, bia, caio, duda] = await Promise.all(['Ana', 'Bia', 'Caio', 'Duda'].map((n) => signUp(t, n)));
    const club = data(
      await owner.gql<{ createClub: { id: string; invitationCode: string } }>(
        'mutation { createClub(input: { name: "Clube da Escada" }) { id invitationCode } }',
      ),
    ).createClub;
    for (const who of [ana, bia, caio, duda])
      data(
        await who.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
          c: club.invitationCode,
        }),
      );
    ladderId = data(
      await owner.gql<{ createLadder: { id: string } }>(
        'mutation($i: CreateLadderInput!) { createLadder(input: $i) { id } }',
        { i: { clubId: club.id, name: 'Escada de Quinta', matchLength: 1 } },
      ),
    ).createLadder.id;
    // Rungs in the order they join: Ana 1, Bia 2, Caio 3, Duda 4.
    for (const who of [ana, bia, caio, duda])
      data(await who.gql('mutation($l: UUID!) { joinLadder(ladderId: $l) { id } }', { l: ladderId }));
  });
  afterAll(async () => t?.close());

  async function noticesOf(who: Account, kind: string, count: number): Promise<Notice[]> {
    const end = Date.now() + 10_000;
    for (;;) {
      const all = data(await who.gql<{ notifications: Notice[] }>(NOTICES)).notifications;
      const mine = all.filter((n) => n.kind === kind);
      if (mine.length >= count || Date.now() > end) return mine;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function challenge(challenger: Account, defender: Account): Promise<string> {
    const { challengeOnLadder } = data(
      await challenger.gql<{
        challengeOnLadder: { challenges: { id: string; challengerId: string; status: string }[] };
      }>(CHALLENGE, { l: ladderId, d: defender.id }),
    );
    return challengeOnLadder.challenges.filter((c) => c.challengerId === challenger.id).at(-1)!.id;
  }

  it('tells the defender of a challenge, then the challenger that it was accepted, with the match', async () => {
    const id = await challenge(caio, bia);
    const [told] = await noticesOf(bia, 'LADDER_CHALLENGED', 1);
    expect(told).toMatchObject({
      link: `/ladders/${ladderId}`,
      readAt: null,
      payload: { actorName: 'Caio', ladderName: 'Escada de Quinta' },
    });
    expect(Date.parse(told.payload.deadline!)).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    expect(await noticesOf(caio, 'LADDER_CHALLENGE_ANSWERED', 0)).toEqual([]);

    // The challenges page lists it for both: to answer for Bia, waiting for Caio; nobody else sees it.
    type Mine = { myLadderChallenges: { id: string; received: boolean; status: string }[] };
    expect(data(await bia.gql<Mine>(MINE)).myLadderChallenges).toEqual([
      expect.objectContaining({
        id,
        received: true,
        status: 'open',
        challengerName: 'Caio',
        ladderName: 'Escada de Quinta',
      }),
    ]);
    expect(data(await caio.gql<Mine>(MINE)).myLadderChallenges).toEqual([
      expect.objectContaining({ id, received: false, status: 'open', defenderName: 'Bia' }),
    ]);
    expect(data(await ana.gql<Mine>(MINE)).myLadderChallenges).toEqual([]);
    expect(codeOf(await t.gql(MINE))).toBe('UNAUTHENTICATED');

    data(await bia.gql(ACCEPT, { c: id }));
    expect(data(await bia.gql<Mine>(MINE)).myLadderChallenges).toEqual([
      expect.objectContaining({ id, status: 'accepted' }),
    ]);
    const [answered] = await noticesOf(caio, 'LADDER_CHALLENGE_ANSWERED', 1);
    expect(answered.payload).toMatchObject({ actorName: 'Bia', answer: 'accepted' });
    expect(answered.link).toMatch(/^\/play\/online\/[0-9a-f-]{36}$/);
    // The defender's notice is over once answered.
    const [read] = await noticesOf(bia, 'LADDER_CHALLENGED', 1);
    expect(read.readAt).not.toBeNull();
  });

  it('tells the challenger of a refusal: the place is theirs', async () => {
    const id = await challenge(duda, ana);
    await noticesOf(ana, 'LADDER_CHALLENGED', 1);
    data(await ana.gql(REFUSE, { c: id }));
    const answers = await noticesOf(duda, 'LADDER_CHALLENGE_ANSWERED', 1);
    expect(data(await duda.gql<{ myLadderChallenges: unknown[] }>(MINE)).myLadderChallenges).toEqual([]);
    expect(answers).toEqual([
      expect.objectContaining({
        link: `/ladders/${ladderId}`,
        payload: expect.objectContaining({ actorName: 'Ana', answer: 'refused' }),
      }),
    ]);
  });
});
