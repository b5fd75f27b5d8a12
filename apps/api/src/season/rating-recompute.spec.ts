/**
 * A policy change and the audited recomputation (issue 40, part 1), over real GraphQL HTTP on real PostgreSQL:
 * a match's "rated / not rated: <reason>" before it starts and after it ends, a director raising the minimum
 * length, the recomputation replaying the log (figures equal to the FIBS formula of @gamao/tournament on the
 * matches left), the same digest and no change when run again, and the refusals.
 */
import { rateMatch } from '@gamao/tournament';
import { Account, codeOf, GraphQLResponse, signUp, startTestApi, TestApi } from '../../test/api';

function data<T>(response: GraphQLResponse<T>): T {
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

const VIEW = 'seq status sideToAct';
type View = { seq: number; status: string; sideToAct: number | null };
const ELIGIBILITY = 'query($m: UUID!) { matchRatingEligibility(matchId: $m) { rated reason } }';
const SET =
  'mutation($c: UUID!, $i: ClubRatingPolicyInput!) { setClubRatingPolicy(clubId: $c, input: $i) { version } }';
const RECOMPUTE =
  'mutation($c: UUID!, $r: String!) { recomputeClubRatings(clubId: $c, reason: $r) { policyVersion rated skipped changedPlayers logDigest } }';
const LEADERBOARD = 'query($c: UUID!) { clubLeaderboard(clubId: $c) { rating experience player { id } } }';
const LOG = 'query($c: UUID!) { auditLog(scope: { type: CLUB, id: $c }) { action actorId after reason } }';

describe('rating policy change and recomputation (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let ana: Account;
  let bia: Account;
  let outsider: Account;
  let clubId: string;

  beforeAll(async () => {
    t = await startTestApi();
    [ana, bia, outsider] = await Promise.all(['Ana', 'Bia', 'Zeca'].map((n) => signUp(t, n)));
    const club = data(
      await ana.gql<{ createClub: { id: string; invitationCode: string } }>(
        'mutation { createClub(input: { name: "Clube" }) { id invitationCode } }',
      ),
    ).createClub;
    clubId = club.id;
    data(
      await bia.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
        c: club.invitationCode,
      }),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  async function challenge(length: number): Promise<string> {
    return data(
      await ana.gql<{ challenge: { id: string } }>(
        'mutation($i: ChallengeInput!) { challenge(input: $i) { id } }',
        {
          i: { clubId, opponentId: bia.id, options: { length } },
        },
      ),
    ).challenge.id;
  }

  /** The side to move after the opening roll resigns; the winner and loser. */
  async function playResigned(id: string): Promise<{ winner: Account; loser: Account }> {
    data(await bia.gql('mutation($id: UUID!) { acceptChallenge(matchId: $id) { id } }', { id }));
    let m = data(
      await ana.gql<{ rollDice: View }>(
        `mutation($id: UUID!) { rollDice(matchId: $id, expectedSeq: 0) { ${VIEW} } }`,
        {
          id,
        },
      ),
    ).rollDice;
    const loser = m.sideToAct === 0 ? ana : bia;
    const winner = loser === ana ? bia : ana;
    m = data(
      await loser.gql<{ resign: View }>(
        `mutation($id: UUID!, $s: Int!) { resign(matchId: $id, expectedSeq: $s, kind: backgammon) { ${VIEW} } }`,
        { id, s: m.seq },
      ),
    ).resign;
    m = data(
      await winner.gql<{ acceptResignation: View }>(
        `mutation($id: UUID!, $s: Int!) { acceptResignation(matchId: $id, expectedSeq: $s) { ${VIEW} } }`,
        { id, s: m.seq },
      ),
    ).acceptResignation;
    expect(m.status).toBe('FINISHED');
    return { winner, loser };
  }

  it('says rated or not rated with its reason before the start and after the end, and recomputes audited', async () => {
    const short = await challenge(1);
    expect(data(await bia.gql(ELIGIBILITY, { m: short })).matchRatingEligibility).toEqual({
      rated: true,
      reason: null,
    });
    await playResigned(short);
    const long = await challenge(3);
    const { winner, loser } = await playResigned(long);
    expect(data(await ana.gql(ELIGIBILITY, { m: long })).matchRatingEligibility).toEqual({
      rated: true,
      reason: null,
    });
    expect(codeOf(await outsider.gql(ELIGIBILITY, { m: long }))).toBe('FORBIDDEN');

    // The director (the owner) raises the minimum length: the 1-point match is no longer rated.
    data(await ana.gql(SET, { c: clubId, i: { minLength: 3 } }));
    expect(data(await ana.gql(ELIGIBILITY, { m: short })).matchRatingEligibility).toEqual({
      rated: false,
      reason: 'TOO_SHORT',
    });
    const pending = await challenge(1);
    expect(data(await ana.gql(ELIGIBILITY, { m: pending })).matchRatingEligibility).toEqual({
      rated: false,
      reason: 'TOO_SHORT',
    });

    const first = data(
      await ana.gql<{ recomputeClubRatings: { logDigest: string } }>(RECOMPUTE, {
        c: clubId,
        r: 'Política: mínimo 3 pontos',
      }),
    ).recomputeClubRatings;
    expect(first).toMatchObject({ policyVersion: 1, rated: 1, skipped: 1, changedPlayers: 2 });
    const expected = rateMatch({ rating: 1500, experience: 0 }, { rating: 1500, experience: 0 }, 3);
    if (!expected.ok) throw new Error('rateMatch failed');
    const board = data(
      await bia.gql<{ clubLeaderboard: { rating: number; experience: number; player: { id: string } }[] }>(
        LEADERBOARD,
        {
          c: clubId,
        },
      ),
    ).clubLeaderboard;
    // The same FIBS figures (a rating read back from PostgreSQL has 15 significant digits).
    const row = (who: Account) => board.find((r) => r.player.id === who.id)!;
    expect(row(winner).rating).toBeCloseTo(expected.value.winner.ratingAfter, 9);
    expect(row(loser).rating).toBeCloseTo(expected.value.loser.ratingAfter, 9);
    expect([row(winner).experience, row(loser).experience]).toEqual([3, 3]);

    // Reproducible: the same log and policy give the same digest and move nothing.
    const again = data(
      await ana.gql<{ recomputeClubRatings: { logDigest: string } }>(RECOMPUTE, {
        c: clubId,
        r: 'Conferência',
      }),
    ).recomputeClubRatings;
    expect(again).toMatchObject({ rated: 1, skipped: 1, changedPlayers: 0, logDigest: first.logDigest });
    const log = data(
      await ana.gql<{ auditLog: { action: string; actorId: string; after: string; reason: string }[] }>(LOG, {
        c: clubId,
      }),
    ).auditLog.filter((e) => e.action === 'rating.policyRecomputed');
    expect(log.map((e) => [e.actorId, e.reason])).toEqual([
      [ana.id, 'Política: mínimo 3 pontos'],
      [ana.id, 'Conferência'],
    ]);
    expect(JSON.parse(log[0].after)).toMatchObject({
      policyVersion: 1,
      logDigest: first.logDigest,
      skippedMatches: [{ match: short, reason: 'TOO_SHORT' }],
    });
  });

  it('refuses bad input and callers without the right, changing nothing', async () => {
    const before = data(await bia.gql(LEADERBOARD, { c: clubId }));
    expect(codeOf(await ana.gql(RECOMPUTE, { c: clubId, r: '' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ana.gql(RECOMPUTE, { c: clubId, r: 'x'.repeat(501) }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ana.gql(RECOMPUTE, { c: 'nope', r: 'ok' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ana.gql(ELIGIBILITY, { m: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await bia.gql(RECOMPUTE, { c: clubId, r: 'ok' }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(RECOMPUTE, { c: clubId, r: 'ok' }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(RECOMPUTE, { c: clubId, r: 'ok' }))).toBe('UNAUTHENTICATED');
    expect(data(await bia.gql(LEADERBOARD, { c: clubId }))).toEqual(before);
  });
});
