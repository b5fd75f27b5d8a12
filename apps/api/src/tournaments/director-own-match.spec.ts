import { Account, codeOf, GraphQLResponse, signUp, startTestApi, TestApi } from '../../test/api';

/**
 * A director who plays in a tournament is a player in his own matches: his report waits for his opponent or
 * another director, and he never confirms or corrects his own result (real PostgreSQL, GraphQL over HTTP).
 */

function data<T>(response: GraphQLResponse<T>): T {
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

interface Slot {
  matchId: string;
  state: string;
  winner: { id: string } | null;
}
interface Report {
  id: string;
  status: string;
  winnerId: string;
}

const CREATE = 'mutation($input: CreateTournamentInput!) { createTournament(input: $input) { id } }';
const REGISTER = 'mutation($t: UUID!) { registerForTournament(tournamentId: $t) { checkedInAt } }';
const CHECK_IN =
  'mutation($t: UUID!, $u: UUID) { checkInTournament(tournamentId: $t, userId: $u) { checkedInAt } }';
const DRAW = 'mutation($t: UUID!) { drawTournament(tournamentId: $t) { id } }';
const START = 'mutation($t: UUID!) { startTournament(tournamentId: $t) { id } }';
const MATCHES = 'query($t: UUID!) { tournamentMatches(tournamentId: $t) { matchId state winner { id } } }';
const R_FIELDS = 'id status winnerId';
const REPORT = `mutation($input: TournamentResultInput!) { reportTournamentResult(input: $input) { ${R_FIELDS} } }`;
const CONFIRM = `mutation($r: UUID!) { confirmTournamentResult(reportId: $r) { ${R_FIELDS} } }`;
const DISPUTE = `mutation($r: UUID!, $why: String!) { disputeTournamentResult(reportId: $r, reason: $why) { ${R_FIELDS} } }`;
const CORRECT =
  'mutation($input: TournamentResultInput!, $why: String!) { correctTournamentResult(input: $input, reason: $why) { state } }';
const AUDIT = 'query($s: AuditScopeInput!) { auditLog(scope: $s, limit: 100) { actorId action } }';

describe("a director's own tournament match (real PostgreSQL, GraphQL over HTTP)", () => {
  let t: TestApi;
  let owner: Account; // directs the club and plays
  let second: Account; // another director, who does not play
  let opponent: Account;
  let member: Account;
  let clubId: string;

  /** A started two-player knockout of the owner against the opponent: its one match. */
  async function ownersMatch(name: string): Promise<{ id: string; matchId: string }> {
    const created = await owner.gql<{ createTournament: { id: string } }>(CREATE, {
      input: { clubId, name, format: 'SINGLE_ELIMINATION', matchLengths: [3] },
    });
    const id = data(created).createTournament.id;
    for (const p of [owner, opponent]) {
      data(await p.gql(REGISTER, { t: id }));
      data(await second.gql(CHECK_IN, { t: id, u: p.id }));
    }
    data(await second.gql(DRAW, { t: id }));
    data(await second.gql(START, { t: id }));
    const [slot] = await slots(id);
    return { id, matchId: slot.matchId };
  }

  async function slots(tournamentId: string): Promise<Slot[]> {
    return data(await member.gql<{ tournamentMatches: Slot[] }>(MATCHES, { t: tournamentId }))
      .tournamentMatches;
  }

  const ownersWin = (matchId: string) => ({
    input: { matchId, outcome: 'PLAYED', playerId: owner.id, score: [3, 0] },
  });

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 1_000_000 } });
    [owner, second, opponent, member] = await Promise.all(
      ['Olga', 'Dora', 'Bia', 'Mel'].map((name) => signUp(t, name)),
    );
    const club = await owner.gql<{ createClub: { id: string; invitationCode: string } }>(
      'mutation { createClub(input: { name: "Clube dos Diretores" }) { id invitationCode } }',
    );
    const { id, invitationCode } = data(club).createClub;
    clubId = id;
    for (const who of [second, opponent, member]) {
      data(
        await who.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', { c: invitationCode }),
      );
    }
    data(
      await owner.gql(
        'mutation($c: UUID!, $u: UUID!) { setMemberRole(clubId: $c, userId: $u, role: DIRECTOR) { role } }',
        { c: clubId, u: second.id },
      ),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it("keeps the director-player's report waiting until his opponent confirms it", async () => {
    const { id, matchId } = await ownersMatch('Copa do Dono');
    const report = data(
      await owner.gql<{ reportTournamentResult: Report }>(REPORT, ownersWin(matchId)),
    ).reportTournamentResult;
    expect(report).toMatchObject({ status: 'PENDING', winnerId: owner.id });
    // Nothing is recorded yet: the match still waits for its result.
    expect((await slots(id))[0]).toMatchObject({ state: 'READY', winner: null });
    // He cannot confirm his own report, and a member who does not play cannot either.
    expect(codeOf(await owner.gql(CONFIRM, { r: report.id }))).toBe('OWN_RESULT');
    expect(codeOf(await member.gql(CONFIRM, { r: report.id }))).toBe('FORBIDDEN');
    expect((await slots(id))[0]).toMatchObject({ state: 'READY', winner: null });
    const confirmed = data(
      await opponent.gql<{ confirmTournamentResult: Report }>(CONFIRM, { r: report.id }),
    ).confirmTournamentResult;
    expect(confirmed.status).toBe('CONFIRMED');
    expect((await slots(id))[0]).toMatchObject({ state: 'FINISHED', winner: { id: owner.id } });
    // The audit trail names who reported and who confirmed.
    const log = data(
      await member.gql<{ auditLog: { actorId: string; action: string }[] }>(AUDIT, {
        s: { type: 'TOURNAMENT', id },
      }),
    ).auditLog;
    expect(log.filter((e) => e.action.startsWith('result.'))).toEqual([
      { actorId: owner.id, action: 'result.reported' },
      { actorId: opponent.id, action: 'result.confirmed' },
    ]);
    // Recorded: the director cannot correct his own match either.
    expect(
      codeOf(
        await owner.gql(CORRECT, {
          input: { matchId, outcome: 'PLAYED', playerId: opponent.id, score: [3, 1] },
          why: 'marcado errado',
        }),
      ),
    ).toBe('OWN_RESULT');
    expect((await slots(id))[0]).toMatchObject({ winner: { id: owner.id } });
  });

  it('lets a second director confirm it, or decide it when the opponent disputes', async () => {
    const first = await ownersMatch('Copa da Diretoria');
    const report = data(
      await owner.gql<{ reportTournamentResult: Report }>(REPORT, ownersWin(first.matchId)),
    ).reportTournamentResult;
    expect(report.status).toBe('PENDING');
    expect(
      data(await second.gql<{ confirmTournamentResult: Report }>(CONFIRM, { r: report.id }))
        .confirmTournamentResult.status,
    ).toBe('CONFIRMED');
    expect((await slots(first.id))[0]).toMatchObject({ state: 'FINISHED', winner: { id: owner.id } });

    // Disputed by the opponent: the director-player cannot decide it; the second director can.
    const other = await ownersMatch('Copa Disputada');
    const disputed = data(
      await owner.gql<{ reportTournamentResult: Report }>(REPORT, ownersWin(other.matchId)),
    ).reportTournamentResult;
    data(await opponent.gql(DISPUTE, { r: disputed.id, why: 'eu ganhei por 3 a 1' }));
    expect(codeOf(await owner.gql(CONFIRM, { r: disputed.id }))).toBe('OWN_RESULT');
    expect(codeOf(await opponent.gql(CONFIRM, { r: disputed.id }))).toBe('REPORT_NOT_PENDING');
    expect((await slots(other.id))[0]).toMatchObject({ state: 'READY', winner: null });
    // The second director records the opponent's win himself, at once.
    const decided = data(
      await second.gql<{ reportTournamentResult: Report }>(REPORT, {
        input: { matchId: other.matchId, outcome: 'PLAYED', playerId: opponent.id, score: [3, 1] },
      }),
    ).reportTournamentResult;
    expect(decided.status).toBe('CONFIRMED');
    expect((await slots(other.id))[0]).toMatchObject({ state: 'FINISHED', winner: { id: opponent.id } });
  });

  it("lets the director-player confirm his opponent's report of the opponent's win", async () => {
    const { id, matchId } = await ownersMatch('Copa do Adversário');
    const report = data(
      await opponent.gql<{ reportTournamentResult: Report }>(REPORT, {
        input: { matchId, outcome: 'PLAYED', playerId: opponent.id, score: [3, 2] },
      }),
    ).reportTournamentResult;
    expect(report.status).toBe('PENDING');
    expect(codeOf(await opponent.gql(CONFIRM, { r: report.id }))).toBe('OWN_RESULT');
    expect(
      data(await owner.gql<{ confirmTournamentResult: Report }>(CONFIRM, { r: report.id }))
        .confirmTournamentResult.status,
    ).toBe('CONFIRMED');
    expect((await slots(id))[0]).toMatchObject({ state: 'FINISHED', winner: { id: opponent.id } });
  });
});
