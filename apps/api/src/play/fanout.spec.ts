import { Account, signUp, startTestApi, subscribeOverWebSocket, TestApi } from '../../test/api';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { REDIS_URL, redisAnswers } from '../../test/redis';

describe('two API instances on one PostgreSQL and one Redis', () => {
  let database: TestDatabase;
  let a: TestApi;
  let b: TestApi;
  let available = false;

  beforeAll(async () => {
    available = await redisAnswers();
    if (!available) {
      console.warn(`Redis does not answer at ${REDIS_URL}: the fan-out test is skipped.`);
      return;
    }
    database = await createTestDatabase({ migrate: false });
    // Both start at once against the same database: migrations are applied once, under the advisory lock.
    [a, b] = await Promise.all(
      [0, 1].map(() => startTestApi({ database, env: { redisUrl: REDIS_URL, mutationLimit: 100_000 } })),
    );
  });
  afterAll(async () => {
    if (!available) return;
    await Promise.all([a.close(), b.close()]);
    await database.drop();
  });

  it('delivers to a subscriber on instance B a play made through instance A', async () => {
    if (!available) return;
    const ana = await signUp(a, 'Ana');
    const bia = await signUp(a, 'Bia');
    const club = (
      await ana.gql<{ createClub: { id: string; invitationCode: string } }>(
        'mutation { createClub(input: { name: "Dois" }) { id invitationCode } }',
      )
    ).data!.createClub;
    await bia.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
      c: club.invitationCode,
    });
    const id = (
      await ana.gql<{ challenge: { id: string } }>(
        'mutation($i: ChallengeInput!) { challenge(input: $i) { id } }',
        {
          i: { clubId: club.id, opponentId: bia.id, options: { length: 1 } },
        },
      )
    ).data!.challenge.id;
    await bia.gql('mutation($id: UUID!) { acceptChallenge(matchId: $id) { id } }', { id });

    const onB = subscribeOverWebSocket<{ matchUpdated: { seq: number; entry: { text: string } } }>(
      b.wsUrl,
      'subscription($id: UUID!) { matchUpdated(matchId: $id) { seq entry { text } } }',
      { id },
      bia.token,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const viaA = (account: Account, query: string, variables: Record<string, unknown>) =>
      a.gql<Record<string, { seq: number; phase: string; turn: number }>>(query, variables, {
        authorization: `Bearer ${account.token}`,
      });
    let m = (
      await viaA(ana, 'mutation($id: UUID!) { rollDice(matchId: $id, expectedSeq: 0) { seq phase turn } }', {
        id,
      })
    ).data!.rollDice;
    while (m.phase !== 'moving') {
      m = (
        await viaA(
          ana,
          'mutation($id: UUID!, $s: Int!) { rollDice(matchId: $id, expectedSeq: $s) { seq phase turn } }',
          { id, s: m.seq },
        )
      ).data!.rollDice;
    }
    const mover = m.turn === 0 ? ana : bia;
    const legal = (
      await viaA(mover, 'query($id: UUID!) { legalPlays(matchId: $id) { notation moves { from to die } } }', {
        id,
      })
    ).data as unknown as { legalPlays: { notation: string; moves: unknown[] }[] };
    const played = await viaA(
      mover,
      'mutation($id: UUID!, $s: Int!, $m: [CheckerMoveInput!]!) { submitPlay(matchId: $id, expectedSeq: $s, moves: $m) { seq phase turn } }',
      { id, s: m.seq, m: legal.legalPlays[0].moves },
    );
    const seq = played.data!.submitPlay.seq;
    await onB.until((items) =>
      items.some((item) => item.data?.matchUpdated.seq === seq && item.data.matchUpdated.entry),
    );
    // The log's entries; the players' presence notices (entry null) come beside them.
    const entries = onB.received.filter((item) => item.data?.matchUpdated.entry);
    const last = entries.find((item) => item.data?.matchUpdated.seq === seq);
    expect(last?.data?.matchUpdated.entry.text).toBe(legal.legalPlays[0].notation);
    expect(entries.map((item) => item.data?.matchUpdated.seq)).toEqual(
      Array.from({ length: seq }, (_, i) => i + 1),
    );
    await onB.close();
  });

  it('a sign-out through instance A ends the session on instance B too (B had it cached)', async () => {
    if (!available) return;
    const caio = await signUp(a, 'Caio');
    const me = 'query { me { id } }';
    const onB = () => b.gql<{ me: { id: string } | null }>(me, {}, { authorization: `Bearer ${caio.token}` });
    expect((await onB()).data?.me?.id).toBe(caio.id);
    expect((await onB()).data?.me?.id).toBe(caio.id);
    expect((await caio.gql('mutation { signOut }')).data).toEqual({ signOut: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await onB()).toEqual({ data: { me: null } });
  });
});
