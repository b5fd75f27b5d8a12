import { signUp, startTestApi, subscribeOverWebSocket, TestApi } from '../../test/api';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { REDIS_URL, redisAnswers } from '../../test/redis';

describe('a chouette on two API instances sharing PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let a: TestApi;
  let b: TestApi;
  let available = false;

  beforeAll(async () => {
    available = await redisAnswers();
    if (!available) {
      console.warn(`Redis does not answer at ${REDIS_URL}: the chouette fan-out test is skipped.`);
      return;
    }
    database = await createTestDatabase({ migrate: false });
    [a, b] = await Promise.all(
      [0, 1].map(() => startTestApi({ database, env: { redisUrl: REDIS_URL, mutationLimit: 100_000 } })),
    );
  });
  afterAll(async () => {
    if (!available) return;
    await Promise.all([a.close(), b.close()]);
    await database.drop();
  });

  it('delivers to a subscriber on instance B the actions sent through instance A, in order', async () => {
    if (!available) return;
    const org = await signUp(a, 'Org');
    const others = [await signUp(a, 'Ana'), await signUp(a, 'Bia'), await signUp(a, 'Caio')];
    const club = (
      await org.gql<{ createClub: { id: string; invitationCode: string } }>(
        'mutation { createClub(input: { name: "Dois" }) { id invitationCode } }',
      )
    ).data!.createClub;
    for (const p of others) {
      await p.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
        c: club.invitationCode,
      });
    }
    const opened = (
      await org.gql<{ openChouette: { id: string; code: string } }>(
        'mutation($input: OpenChouetteInput!) { openChouette(input: $input) { id code } }',
        { input: { clubId: club.id } },
      )
    ).data!.openChouette;
    const live = subscribeOverWebSocket<{ chouetteUpdated: { seq: number; entry: { type: string } } }>(
      b.wsUrl,
      'subscription($id: UUID!) { chouetteUpdated(chouetteId: $id, afterSeq: 0) { seq entry { type } } }',
      { id: opened.id },
      org.token,
    );
    for (const p of others) {
      const joined = await p.gql('mutation($c: String!) { joinChouette(code: $c) { seq } }', {
        c: opened.code,
      });
      expect(joined.errors).toBeUndefined();
    }
    await live.until((items) => items.length === 3, 10_000);
    expect(
      live.received.map((r) => [r.data?.chouetteUpdated.seq, r.data?.chouetteUpdated.entry.type]),
    ).toEqual([
      [1, 'join'],
      [2, 'join'],
      [3, 'join'],
    ]);
    await live.close();
  });
});
