/**
 * Online matches over real GraphQL and PostgreSQL: challenges (refused, accepted once, withdrawn), a whole
 * 3-point match with a double, a take and the Crawford game, the live feed resumed after a reconnect, and
 * the rate limit of mutations.
 */
import { Account, codeOf, startTestApi, subscribeOverWebSocket, TestApi } from '../../test/api';
import { data, MatchClub, matchSteps, MatchView, RESIGN, setUpMatchClub, sql } from '../../test/online-match';

describe('online matches (real PostgreSQL, GraphQL over HTTP and WebSocket)', () => {
  let t: TestApi;
  let ana: Account;
  let bia: Account;
  let spectator: Account;
  let outsider: Account;
  let clubId: string;
  const club = {} as MatchClub;
  const { players, newMatch, view, act, playOn } = matchSteps(club);

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 1_000_000 } });
    Object.assign(club, await setUpMatchClub(t));
    ({ ana, bia, spectator, outsider, clubId } = club);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses bad challenges', async () => {
    const challenge = (who: Account, input: Record<string, unknown>) =>
      who.gql('mutation($input: ChallengeInput!) { challenge(input: $input) { id } }', { input });
    expect(codeOf(await challenge(ana, { clubId, opponentId: ana.id, options: { length: 3 } }))).toBe(
      'SAME_PLAYER',
    );
    expect(codeOf(await challenge(ana, { clubId, opponentId: outsider.id, options: { length: 3 } }))).toBe(
      'NOT_A_MEMBER',
    );
    expect(codeOf(await challenge(outsider, { clubId, opponentId: ana.id, options: { length: 3 } }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await challenge(ana, { clubId, opponentId: bia.id, options: { length: -1 } }))).toBe(
      'INVALID_OPTIONS',
    );
    expect(
      codeOf(await challenge(ana, { clubId, opponentId: bia.id, options: { length: 3, maxCube: 3 } })),
    ).toBe('INVALID_OPTIONS');
    expect(
      codeOf(
        await t.gql('mutation($input: ChallengeInput!) { challenge(input: $input) { id } }', {
          input: { clubId, opponentId: bia.id, options: { length: 3 } },
        }),
      ),
    ).toBe('UNAUTHENTICATED');
  });

  it('lets only the challenged player accept, once; the challenger may withdraw', async () => {
    const id = data(
      await ana.gql<{ challenge: { id: string } }>(
        'mutation($input: ChallengeInput!) { challenge(input: $input) { id } }',
        {
          input: { clubId, opponentId: bia.id, options: { length: 5 } },
        },
      ),
    ).challenge.id;
    const accept = (who: Account) =>
      who.gql('mutation($id: UUID!) { acceptChallenge(matchId: $id) { status } }', { id });
    expect(codeOf(await accept(ana))).toBe('FORBIDDEN');
    expect(codeOf(await accept(spectator))).toBe('FORBIDDEN');
    const withdrawn = await ana.gql<{ declineChallenge: { status: string } }>(
      'mutation($id: UUID!) { declineChallenge(matchId: $id) { status } }',
      { id },
    );
    expect(data(withdrawn).declineChallenge.status).toBe('CANCELLED');
    expect(codeOf(await accept(bia))).toBe('CHALLENGE_NOT_PENDING');
  });

  it('plays a whole 3-point match to its end: a double and a take, then the Crawford game refuses a double', async () => {
    const id = await newMatch({ length: 3, crawford: true });
    let m = await view(id);
    expect(m).toMatchObject({
      status: 'ACTIVE',
      seq: 0,
      phase: 'opening',
      score: [0, 0],
      crawfordGame: false,
    });

    // Game 1: the opening roll, the starter's play, then the other side doubles and the starter takes.
    m = await playOn(id, (s) => s.phase === 'rolling');
    const doubler = m.turn as 0 | 1;
    const taker = (1 - doubler) as 0 | 1;
    m = data(await act(players()[doubler], 'offerDouble', id, m.seq)).offerDouble;
    expect(m.cube).toEqual({ value: 1, owner: null, offeredBy: doubler });
    expect(codeOf(await act(players()[doubler], 'takeDouble', id, m.seq))).toBe('NOT_YOUR_TURN');
    m = data(await act(players()[taker], 'takeDouble', id, m.seq)).takeDouble;
    expect(m.cube).toEqual({ value: 2, owner: taker, offeredBy: null });
    // The doubler resigns a single game: the taker wins 2 points and reaches 2-away... 1-away of 3.
    m = data(
      await players()[doubler].gql<{ resign: MatchView }>(RESIGN, { id, seq: m.seq, kind: 'single' }),
    ).resign;
    m = data(await act(players()[taker], 'acceptResignation', id, m.seq)).acceptResignation;
    expect(m.score[taker]).toBe(2);
    expect(m.gameNumber).toBe(1);
    expect(m.crawfordGame).toBe(true);

    // Game 2 is the Crawford game: a double is refused and nothing changes.
    m = await playOn(id, (s) => s.phase === 'rolling');
    const refused = await act(players()[m.turn as 0 | 1], 'offerDouble', id, m.seq);
    expect(codeOf(refused)).toBe('CRAWFORD_NO_DOUBLE');
    expect(refused.errors?.[0].message).toBe('Não se dobra no jogo Crawford.');
    expect((await view(id)).seq).toBe(m.seq);

    // Then the match is played out with real rolls and plays to its end.
    m = await playOn(id, (s) => s.status === 'FINISHED');
    expect(m.status).toBe('FINISHED');
    expect(Math.max(...m.score)).toBeGreaterThanOrEqual(3);
    expect(m.winner).toBe(m.score[0] >= 3 ? 0 : 1);
    expect(m.games[1].crawford).toBe(true);
    expect(codeOf(await act(ana, 'rollDice', id, m.seq))).toBe('MATCH_NOT_ACTIVE');

    const log = data(
      await ana.gql<{ match: { log: { seq: number; text: string }[] } }>(
        'query($id: UUID!) { match(id: $id) { log { seq text } } }',
        { id },
      ),
    ).match.log;
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: m.seq }, (_, i) => i + 1));
    expect(log.map((e) => e.text)).toEqual(
      expect.arrayContaining(['Doubles => 2', 'Takes', 'Resigns (single)']),
    );
    expect(log.some((e) => /^\d+\/\d+/.test(e.text) || /^bar\//.test(e.text))).toBe(true);

    const verification = data(
      await bia.gql<{ verifyMatchDice: { verified: boolean; rolls: number } }>(
        'query($id: UUID!) { verifyMatchDice(matchId: $id) { verified rolls seedMatchesCommitment firstMismatchSeq } }',
        { id },
      ),
    ).verifyMatchDice;
    expect(verification).toMatchObject({
      verified: true,
      seedMatchesCommitment: true,
      firstMismatchSeq: null,
    });
    expect(verification.rolls).toBeGreaterThan(10);
    const revealed = data(
      await ana.gql<{ match: { serverSeed: string; serverSeedHash: string } }>(
        'query($id: UUID!) { match(id: $id) { serverSeed serverSeedHash } }',
        { id },
      ),
    ).match;
    expect(revealed.serverSeed).toMatch(/^[0-9a-f]{64}$/);

    const mat = data(
      await spectator.gql<{ matchMat: string }>('query($id: UUID!) { matchMat(matchId: $id) }', { id }),
    ).matchMat;
    expect(mat).toMatch(/3 point match/);
    expect(mat).toMatch(/Doubles => 2/);
    expect(mat).toMatch(/Ana/);

    // The log is append-only in the database itself.
    await expect(
      sql(t.database.url, 'UPDATE "MatchAction" SET action = \'{}\' WHERE "matchId" = $1 AND seq = 1', [id]),
    ).rejects.toThrow(/append-only/);
    await expect(sql(t.database.url, 'DELETE FROM "MatchAction" WHERE "matchId" = $1', [id])).rejects.toThrow(
      /append-only/,
    );

    // A changed seed is detected.
    await sql(t.database.url, 'UPDATE "Match" SET "serverSeed" = $2 WHERE id = $1', [id, 'f'.repeat(64)]);
    const tampered = data(
      await ana.gql<{ verifyMatchDice: { verified: boolean; seedMatchesCommitment: boolean } }>(
        'query($id: UUID!) { verifyMatchDice(matchId: $id) { verified seedMatchesCommitment } }',
        { id },
      ),
    ).verifyMatchDice;
    expect(tampered).toEqual({ verified: false, seedMatchesCommitment: false });
  }, 120_000);

  it('pushes every action live over graphql-ws, and resumes after a reconnect with nothing missed or repeated', async () => {
    const id = await newMatch({ length: 3 });
    const SUB =
      'subscription($id: UUID!, $after: Int) { matchUpdated(matchId: $id, afterSeq: $after) { seq status entry { seq type text } } }';
    type Event = { matchUpdated: { seq: number; entry: { type: string } | null } };
    const refused = subscribeOverWebSocket<Event>(t.wsUrl, SUB, { id }, outsider.token);
    await refused.done;
    expect(JSON.stringify(refused.received) + String(refused.failure())).toMatch(
      /FORBIDDEN|não tem permissão/,
    );

    const watcher = subscribeOverWebSocket<Event>(t.wsUrl, SUB, { id }, spectator.token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    let m = await playOn(id, (s) => s.seq >= 4);
    await watcher.until((items) => items.length >= m.seq);
    expect(watcher.received.map((r) => r.data?.matchUpdated.seq)).toEqual([1, 2, 3, 4].slice(0, m.seq));
    await watcher.close();

    // Missed while away: seq 5.. come from the log first, then live ones, each once.
    m = await playOn(id, (s) => s.seq >= 8);
    // A player's feed also carries presence notices (entry null): the log's entries are counted.
    const resumed = subscribeOverWebSocket<Event>(t.wsUrl, SUB, { id, after: 4 }, bia.token);
    const logged = (items: typeof resumed.received) => items.filter((r) => r.data?.matchUpdated.entry);
    await resumed.until((items) => logged(items).length >= m.seq - 4);
    m = await playOn(id, (s) => s.seq >= 11);
    await resumed.until((items) => logged(items).length >= m.seq - 4);
    expect(logged(resumed.received).map((r) => r.data?.matchUpdated.seq)).toEqual(
      Array.from({ length: m.seq - 4 }, (_, i) => i + 5),
    );
    await resumed.close();
  }, 60_000);

  it('rate-limits mutations per user', async () => {
    const limited = await startTestApi({
      database: t.database,
      env: { mutationLimit: 3, mutationWindowMs: 60_000 },
    });
    try {
      const gql = (q: string) => limited.gql(q, {}, { authorization: `Bearer ${ana.token}` });
      for (let i = 0; i < 3; i++)
        expect(codeOf(await gql('mutation { createClub(input: { name: "" }) { id } }'))).toBe(
          'BAD_USER_INPUT',
        );
      expect(codeOf(await gql('mutation { createClub(input: { name: "" }) { id } }'))).toBe('RATE_LIMITED');
      expect(
        codeOf(
          await limited.gql(
            'mutation { createClub(input: { name: "" }) { id } }',
            {},
            { authorization: `Bearer ${bia.token}` },
          ),
        ),
      ).toBe('BAD_USER_INPUT');
    } finally {
      await limited.close();
    }
  });
});
