import { rateMatch } from '@gamao/tournament';
import { Account, codeOf, GraphQLResponse, signUp, startTestApi, TestApi } from '../../test/api';

function data<T>(response: GraphQLResponse<T>): T {
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

const HISTORY =
  'query($c: UUID!, $u: UUID!) { ratingHistory(clubId: $c, userId: $u) { matchId opponent { id } won length ratingBefore ratingAfter change experienceAfter } }';
const LEADERBOARD =
  'query($c: UUID!) { clubLeaderboard(clubId: $c) { rank rating experience player { id } } }';
const OF_MATCH =
  'query($m: UUID!) { matchRatingChanges(matchId: $m) { matchId player { id } opponent { id } won change ratingAfter } }';
const VIEW = 'seq status sideToAct';
type View = { seq: number; status: string; sideToAct: number | null };

describe('club ratings (FIBS formula, real PostgreSQL)', () => {
  let t: TestApi;
  let ana: Account;
  let bia: Account;
  let outsider: Account;
  let clubId: string;
  let ratedMatch: string;

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

  /** A challenge match of `length` points that the side to move after the opening roll resigns. */
  async function playResigned(length: number): Promise<{ id: string; winner: Account; loser: Account }> {
    const id = data(
      await ana.gql<{ challenge: { id: string } }>(
        'mutation($i: ChallengeInput!) { challenge(input: $i) { id } }',
        {
          i: { clubId, opponentId: bia.id, options: { length } },
        },
      ),
    ).challenge.id;
    data(await bia.gql('mutation($id: UUID!) { acceptChallenge(matchId: $id) { id } }', { id }));
    let m = data(
      await ana.gql<{ rollDice: View }>(
        `mutation($id: UUID!) { rollDice(matchId: $id, expectedSeq: 0) { ${VIEW} } }`,
        { id },
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
    return { id, winner, loser };
  }

  it('rates a finished challenge match once, as the library computes', async () => {
    const { id, winner, loser } = await playResigned(3);
    const history = data(
      await ana.gql<{
        ratingHistory: { matchId: string; won: boolean; ratingAfter: number; change: number }[];
      }>(HISTORY, { c: clubId, u: winner.id }),
    ).ratingHistory;
    const expected = rateMatch({ rating: 1500, experience: 0 }, { rating: 1500, experience: 0 }, 3);
    if (!expected.ok) throw new Error(expected.error.message);
    expect(history).toEqual([
      expect.objectContaining({
        matchId: id,
        won: true,
        ratingAfter: expect.closeTo(expected.value.winner.ratingAfter, 9),
      }),
    ]);
    const board = data(
      await bia.gql<{
        clubLeaderboard: { rank: number; rating: number; experience: number; player: { id: string } }[];
      }>(LEADERBOARD, { c: clubId }),
    ).clubLeaderboard;
    expect(board.map((r) => [r.rank, r.player.id, r.experience])).toEqual([
      [1, winner.id, 3],
      [2, loser.id, 3],
    ]);
    expect(board[1].rating).toBeCloseTo(expected.value.loser.ratingAfter, 9);

    // The match's own view: both players' changes, read in one query (the tournament match page uses it).
    ratedMatch = id;
    type Row = { player: { id: string }; opponent: { id: string }; won: boolean; change: number };
    const rows = data(await bia.gql<{ matchRatingChanges: Row[] }>(OF_MATCH, { m: id })).matchRatingChanges;
    expect(rows.map((r) => [r.player.id, r.opponent.id, r.won])).toEqual([
      [winner.id, loser.id, true],
      [loser.id, winner.id, false],
    ]);
    expect(rows[0].change).toBeCloseTo(expected.value.winner.change, 9);
    expect(rows[1].change).toBeCloseTo(expected.value.loser.change, 9);
  });

  it('has no rating changes for a match that was never played', async () => {
    const id = data(
      await ana.gql<{ challenge: { id: string } }>(
        'mutation($i: ChallengeInput!) { challenge(input: $i) { id } }',
        {
          i: { clubId, opponentId: bia.id, options: { length: 1 } },
        },
      ),
    ).challenge.id;
    expect(
      data(await ana.gql<{ matchRatingChanges: unknown[] }>(OF_MATCH, { m: id })).matchRatingChanges,
    ).toEqual([]);
    data(await bia.gql('mutation($id: UUID!) { declineChallenge(matchId: $id) { id } }', { id }));
  });

  it('keeps each rating change in the club audit chain', async () => {
    await playResigned(1);
    const log = data(
      await ana.gql<{ auditLog: { action: string; subject: string; before: string; after: string }[] }>(
        'query($s: AuditScopeInput!) { auditLog(scope: $s) { action subject before after } }',
        { s: { type: 'CLUB', id: clubId } },
      ),
    ).auditLog;
    expect(log.map((e) => e.action)).toEqual(['rating.changed', 'rating.changed']);
    expect(JSON.parse(log[1].before)).toHaveLength(2);
    const verified = await ana.gql<{ verifyAudit: { valid: boolean; entries: number } }>(
      'query($s: AuditScopeInput!) { verifyAudit(scope: $s) { valid entries } }',
      { s: { type: 'CLUB', id: clubId } },
    );
    expect(data(verified).verifyAudit).toEqual({ valid: true, entries: 2 });
  });

  it('shows ratings to club members only', async () => {
    expect(codeOf(await outsider.gql(LEADERBOARD, { c: clubId }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(HISTORY, { c: clubId, u: ana.id }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(LEADERBOARD, { c: clubId }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await outsider.gql(OF_MATCH, { m: ratedMatch }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(OF_MATCH, { m: ratedMatch }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await ana.gql(OF_MATCH, { m: '00000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
  });
});
