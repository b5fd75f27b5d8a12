import { rateMatch } from '@gamao/tournament';
import {
  Account,
  codeOf,
  GraphQLResponse,
  signUp,
  startTestApi,
  subscribeOverWebSocket,
  TestApi,
} from '../../test/api';

function data<T>(response: GraphQLResponse<T>): T {
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

interface TMatch {
  slot: string;
  matchId: string | null;
  flight: string | null;
  round: number;
  length: number;
  state: string;
  player1: { id: string } | null;
  player2: { id: string } | null;
  winner: { id: string } | null;
  outcome: string | null;
  score: number[] | null;
  kind: string | null;
  matchStatus: string | null;
}
interface Report {
  id: string;
  status: string;
  winnerId: string;
  outcome: string;
}

const T_FIELDS =
  'id status format matchLengths crawford consolation lastChance rounds roundsPaired seeds { id }';
const CREATE = `mutation($input: CreateTournamentInput!) { createTournament(input: $input) { ${T_FIELDS} } }`;
const REGISTER =
  'mutation($t: UUID!) { registerForTournament(tournamentId: $t) { player { id } checkedInAt withdrawnAt } }';
const WITHDRAW =
  'mutation($t: UUID!, $u: UUID) { withdrawFromTournament(tournamentId: $t, userId: $u) { player { id } withdrawnAt } }';
const CHECK_IN =
  'mutation($t: UUID!, $u: UUID) { checkInTournament(tournamentId: $t, userId: $u) { player { id } checkedInAt } }';
const SEEDING = `mutation($t: UUID!, $m: SeedingMethod!, $o: [UUID!]) { setTournamentSeeding(tournamentId: $t, method: $m, order: $o) { ${T_FIELDS} } }`;
const DRAW = `mutation($t: UUID!) { drawTournament(tournamentId: $t) { ${T_FIELDS} } }`;
const START = `mutation($t: UUID!) { startTournament(tournamentId: $t) { ${T_FIELDS} } }`;
const PAIR = `mutation($t: UUID!) { pairNextRound(tournamentId: $t) { ${T_FIELDS} } }`;
const TOURNAMENT = `query($t: UUID!) { tournament(id: $t) { ${T_FIELDS} } }`;
const M_FIELDS =
  'slot matchId flight round length state player1 { id } player2 { id } winner { id } outcome score kind matchStatus';
const MATCHES = `query($t: UUID!) { tournamentMatches(tournamentId: $t) { ${M_FIELDS} } }`;
const R_FIELDS = 'id status winnerId outcome';
const REPORT = `mutation($input: TournamentResultInput!) { reportTournamentResult(input: $input) { ${R_FIELDS} } }`;
const CONFIRM = `mutation($r: UUID!) { confirmTournamentResult(reportId: $r) { ${R_FIELDS} } }`;
const DISPUTE = `mutation($r: UUID!, $why: String!) { disputeTournamentResult(reportId: $r, reason: $why) { ${R_FIELDS} disputeReason } }`;
const CORRECT = `mutation($input: TournamentResultInput!, $why: String!) { correctTournamentResult(input: $input, reason: $why) { ${M_FIELDS} } }`;
const PHYSICAL = 'mutation($m: UUID!) { markTournamentMatchPhysical(matchId: $m) }';
const START_MATCH = 'mutation($m: UUID!) { startTournamentMatch(matchId: $m) }';
const PLACINGS =
  'query($t: UUID!, $f: Flight!) { tournamentPlacings(tournamentId: $t, flight: $f) { place placeTo label player { id } } }';
const CSV =
  'query($t: UUID!, $e: TournamentExport!, $f: Flight) { tournamentCsv(tournamentId: $t, export: $e, flight: $f) }';
const STANDINGS =
  'query($t: UUID!) { tournamentStandings(tournamentId: $t) { rank player { id } seed score wins losses byes buchholz medianBuchholz } }';
const HISTORY =
  'query($c: UUID!, $u: UUID!) { ratingHistory(clubId: $c, userId: $u) { matchId opponent { id } won length ratingBefore ratingAfter change experienceBefore experienceAfter } }';
const LEADERBOARD =
  'query($c: UUID!) { clubLeaderboard(clubId: $c) { rank rating experience player { id } } }';
const AUDIT_LOG =
  'query($s: AuditScopeInput!) { auditLog(scope: $s, limit: 500) { seq actorId action subject before after reason } }';
const VERIFY =
  'query($s: AuditScopeInput!) { verifyAudit(scope: $s) { valid entries firstInvalidSeq problem } }';

interface HistoryRow {
  matchId: string;
  opponent: { id: string };
  won: boolean;
  length: number;
  ratingBefore: number;
  ratingAfter: number;
  change: number;
  experienceBefore: number;
  experienceAfter: number;
}

describe('tournaments, ratings and audit (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let owner: Account; // the club owner: a director
  let director: Account;
  let member: Account; // a member who does not play
  let outsider: Account;
  let players: Account[];
  let clubId: string;
  let code: string;

  const byId = (id: string | undefined) => players.find((p) => p.id === id) as Account;

  async function matches(tournamentId: string): Promise<TMatch[]> {
    return data(await member.gql<{ tournamentMatches: TMatch[] }>(MATCHES, { t: tournamentId }))
      .tournamentMatches;
  }

  async function matchAt(tournamentId: string, slot: string): Promise<TMatch> {
    return (await matches(tournamentId)).find((m) => m.slot === slot) as TMatch;
  }

  async function auditCount(tournamentId: string): Promise<number> {
    const log = await member.gql<{ auditLog: unknown[] }>(AUDIT_LOG, {
      s: { type: 'TOURNAMENT', id: tournamentId },
    });
    return data(log).auditLog.length;
  }

  /** A tournament with `entrants` registered and checked in (by a director). */
  async function setUp(input: Record<string, unknown>, entrants: Account[]): Promise<string> {
    const created = await owner.gql<{ createTournament: { id: string } }>(CREATE, {
      input: { clubId, ...input },
    });
    const id = data(created).createTournament.id;
    for (const p of entrants) {
      data(await p.gql(REGISTER, { t: id }));
      data(await director.gql(CHECK_IN, { t: id, u: p.id }));
    }
    return id;
  }

  /** Records every ready match (player 1 wins by the match length to 0) until none is ready. */
  async function finishAll(tournamentId: string): Promise<void> {
    for (;;) {
      const ready = (await matches(tournamentId)).filter((m) => m.state === 'READY');
      if (!ready.length) return;
      for (const m of ready) {
        data(
          await director.gql(REPORT, {
            input: { matchId: m.matchId, outcome: 'PLAYED', playerId: m.player1?.id, score: [m.length, 0] },
          }),
        );
      }
    }
  }

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 1_000_000 } });
    [owner, director, member, outsider] = await Promise.all(
      ['Olga', 'Dora', 'Mel', 'Zé'].map((name) => signUp(t, name)),
    );
    players = await Promise.all(Array.from({ length: 9 }, (_, i) => signUp(t, `P${i + 1}`)));
    const club = await owner.gql<{ createClub: { id: string; invitationCode: string } }>(
      'mutation { createClub(input: { name: "Clube de Torneios" }) { id invitationCode } }',
    );
    ({ id: clubId, invitationCode: code } = data(club).createClub);
    for (const who of [director, member, ...players]) {
      data(await who.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', { c: code }));
    }
    data(
      await owner.gql(
        'mutation($c: UUID!, $u: UUID!) { setMemberRole(clubId: $c, userId: $u, role: DIRECTOR) { role } }',
        {
          c: clubId,
          u: director.id,
        },
      ),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses bad tournament settings and creates nothing', async () => {
    const base = { name: 'Aberto', format: 'SINGLE_ELIMINATION', matchLengths: [5] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: ' ' }, 'BAD_USER_INPUT'],
      [{ ...base, matchLengths: [0] }, 'INVALID_MATCH_LENGTH'],
      [{ ...base, matchLengths: [] }, 'INVALID_MATCH_LENGTH'],
      [{ ...base, format: 'SWISS' }, 'BAD_USER_INPUT'],
      [{ ...base, format: 'SWISS', rounds: 0 }, 'BAD_USER_INPUT'],
      [{ ...base, format: 'ROUND_ROBIN', consolation: true }, 'BAD_USER_INPUT'],
      [{ ...base, maxPlayers: 1 }, 'BAD_USER_INPUT'],
      [{ ...base, groups: 2 }, 'BAD_USER_INPUT'],
      [
        {
          ...base,
          registrationOpensAt: '2030-01-02T00:00:00Z',
          registrationClosesAt: '2030-01-01T00:00:00Z',
        },
        'BAD_USER_INPUT',
      ],
      [{ ...base, format: 'KNOCKOUT' }, 'BAD_USER_INPUT'],
    ];
    for (const [input, expected] of cases) {
      expect([input, codeOf(await owner.gql(CREATE, { input: { clubId, ...input } }))]).toEqual([
        input,
        expected,
      ]);
    }
    // A refused match-length list names its field, so that the site can point at it.
    const refused = await owner.gql(CREATE, { input: { clubId, ...base, matchLengths: [5, 0] } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'INVALID_MATCH_LENGTH',
      field: 'matchLengths',
    });
    const list = await member.gql<{ clubTournaments: unknown[] }>(
      'query($c: UUID!) { clubTournaments(clubId: $c) { id } }',
      { c: clubId },
    );
    expect(data(list).clubTournaments).toEqual([]);
  });

  it('runs an 8-player single elimination with a consolation flight from registration to placings', async () => {
    const created = await director.gql<{
      createTournament: { id: string; crawford: boolean; consolation: boolean };
    }>(CREATE, {
      input: {
        clubId,
        name: 'Copa do Clube',
        format: 'SINGLE_ELIMINATION',
        matchLengths: [3, 5, 7],
        consolation: true,
        maxPlayers: 9,
        seedingMethod: 'MANUAL',
      },
    });
    const { id, crawford, consolation } = data(created).createTournament;
    expect({ crawford, consolation }).toEqual({ crawford: true, consolation: true });

    // Registration: once each, within the maximum; withdrawal and re-registration.
    for (const p of players) data(await p.gql(REGISTER, { t: id }));
    expect(codeOf(await players[0].gql(REGISTER, { t: id }))).toBe('ALREADY_REGISTERED');
    expect(codeOf(await member.gql(REGISTER, { t: id }))).toBe('TOURNAMENT_FULL');
    expect(codeOf(await outsider.gql(REGISTER, { t: id }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(REGISTER, { t: id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await players[0].gql(REGISTER, { t: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await players[0].gql(REGISTER, { t: 'nope' }))).toBe('BAD_USER_INPUT');
    expect(
      data(await players[8].gql<{ withdrawFromTournament: { withdrawnAt: string } }>(WITHDRAW, { t: id }))
        .withdrawFromTournament.withdrawnAt,
    ).toBeTruthy();
    expect(codeOf(await players[8].gql(WITHDRAW, { t: id }))).toBe('NOT_REGISTERED');
    expect(codeOf(await players[8].gql(CHECK_IN, { t: id }))).toBe('NOT_REGISTERED');
    expect(codeOf(await member.gql(CHECK_IN, { t: id }))).toBe('NOT_REGISTERED');

    // Check-in: seven by themselves, one by a director.
    const eight = players.slice(0, 8);
    for (const p of eight.slice(0, 7)) data(await p.gql(CHECK_IN, { t: id }));
    expect(codeOf(await players[0].gql(CHECK_IN, { t: id, u: players[7].id }))).toBe('FORBIDDEN');
    data(await director.gql(CHECK_IN, { t: id, u: players[7].id }));

    // Manual seeding: the listed order.
    expect(codeOf(await director.gql(SEEDING, { t: id, m: 'MANUAL', o: [outsider.id] }))).toBe(
      'NOT_REGISTERED',
    );
    expect(
      codeOf(await director.gql(SEEDING, { t: id, m: 'MANUAL', o: [players[0].id, players[0].id] })),
    ).toBe('DUPLICATE_PLAYER');
    expect(codeOf(await director.gql(SEEDING, { t: id, m: 'RATING', o: [players[0].id] }))).toBe(
      'BAD_USER_INPUT',
    );
    data(await director.gql(SEEDING, { t: id, m: 'MANUAL', o: eight.map((p) => p.id) }));
    expect(codeOf(await director.gql(START, { t: id }))).toBe('WRONG_TOURNAMENT_STATUS');

    const drawn = data(
      await director.gql<{ drawTournament: { status: string; seeds: { id: string }[] } }>(DRAW, { t: id }),
    );
    expect(drawn.drawTournament.status).toBe('DRAWN');
    expect(drawn.drawTournament.seeds.map((s) => s.id)).toEqual(eight.map((p) => p.id));
    expect(codeOf(await director.gql(DRAW, { t: id }))).toBe('WRONG_TOURNAMENT_STATUS');
    expect(codeOf(await players[8].gql(REGISTER, { t: id }))).toBe('REGISTRATION_CLOSED');
    expect(codeOf(await players[0].gql(WITHDRAW, { t: id }))).toBe('WRONG_TOURNAMENT_STATUS');
    expect(
      data(await director.gql<{ startTournament: { status: string } }>(START, { t: id })).startTournament
        .status,
    ).toBe('IN_PROGRESS');

    // Seeds kept apart: 1 v 8, 4 v 5, 2 v 7, 3 v 6.
    const first = (await matches(id)).filter((m) => m.flight === 'MAIN' && m.round === 1);
    const seedOf = (a: { id: string } | null) => eight.findIndex((p) => p.id === a?.id) + 1;
    expect(first.map((m) => [seedOf(m.player1), seedOf(m.player2)])).toEqual([
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ]);
    expect(
      first.every((m) => m.state === 'READY' && m.matchId && m.kind === 'ONLINE' && m.length === 3),
    ).toBe(true);
    const [m1, m2, m3, m4] = first;
    const [p1, p2, p3, p4, p5, p6, p7, p8] = eight;

    // Match 1, physical: the winner reports, the opponent confirms (the reporter may not).
    const reported = data(
      await p1.gql<{ reportTournamentResult: Report }>(REPORT, {
        input: { matchId: m1.matchId, outcome: 'PLAYED', playerId: p1.id, score: [3, 1] },
      }),
    ).reportTournamentResult;
    expect(reported).toMatchObject({ status: 'PENDING', winnerId: p1.id, outcome: 'PLAYED' });
    // Nobody confirms his own report: it has its own code (a director's own report too: director-own-match.spec.ts).
    expect(codeOf(await p1.gql(CONFIRM, { r: reported.id }))).toBe('OWN_RESULT');
    expect(codeOf(await p3.gql(CONFIRM, { r: reported.id }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(CONFIRM, { r: reported.id }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(CONFIRM, { r: reported.id }))).toBe('UNAUTHENTICATED');
    expect((await matchAt(id, m1.slot)).state).toBe('READY');
    expect(
      data(await p8.gql<{ confirmTournamentResult: Report }>(CONFIRM, { r: reported.id }))
        .confirmTournamentResult.status,
    ).toBe('CONFIRMED');
    expect(codeOf(await p8.gql(CONFIRM, { r: reported.id }))).toBe('REPORT_NOT_PENDING');
    expect(await matchAt(id, m1.slot)).toMatchObject({
      state: 'FINISHED',
      winner: { id: p1.id },
      outcome: 'PLAYED',
      score: [3, 1],
      kind: 'PHYSICAL',
      matchStatus: 'FINISHED',
    });
    // The match itself (as the players' match lists show it) carries the reported score, with no moves.
    const view = data(
      await p8.gql<{ match: { status: string; score: number[]; winner: number; seq: number } }>(
        'query($m: UUID!) { match(id: $m) { status score winner seq } }',
        { m: m1.matchId },
      ),
    ).match;
    expect(view).toMatchObject({ status: 'FINISHED', seq: 0 });
    expect([view.score[view.winner], view.score[1 - view.winner]]).toEqual([3, 1]);

    // Match 2: reported, disputed by the opponent, decided by a director.
    const second = data(
      await p4.gql<{ reportTournamentResult: Report }>(REPORT, {
        input: { matchId: m2.matchId, outcome: 'PLAYED', playerId: p4.id, score: [3, 2] },
      }),
    ).reportTournamentResult;
    expect(codeOf(await p5.gql(DISPUTE, { r: second.id, why: ' ' }))).toBe('REASON_REQUIRED');
    expect(codeOf(await director.gql(DISPUTE, { r: second.id, why: 'not a player' }))).toBe('FORBIDDEN');
    expect(codeOf(await p4.gql(DISPUTE, { r: second.id, why: 'my own report' }))).toBe('FORBIDDEN');
    const disputed = data(
      await p5.gql<{ disputeTournamentResult: Report & { disputeReason: string } }>(DISPUTE, {
        r: second.id,
        why: 'The score was 2-2 when we stopped',
      }),
    ).disputeTournamentResult;
    expect(disputed).toMatchObject({
      status: 'DISPUTED',
      disputeReason: 'The score was 2-2 when we stopped',
    });
    expect(codeOf(await p5.gql(CONFIRM, { r: second.id }))).toBe('REPORT_NOT_PENDING');
    expect(
      data(await director.gql<{ confirmTournamentResult: Report }>(CONFIRM, { r: second.id }))
        .confirmTournamentResult.status,
    ).toBe('CONFIRMED');

    // Match 3: a walkover, recorded by a director at once.
    const walkover = data(
      await director.gql<{ reportTournamentResult: Report }>(REPORT, {
        input: { matchId: m3.matchId, outcome: 'WALKOVER', playerId: p7.id },
      }),
    ).reportTournamentResult;
    expect(walkover).toMatchObject({ status: 'CONFIRMED', winnerId: p2.id, outcome: 'WALKOVER' });
    expect(await matchAt(id, m3.slot)).toMatchObject({
      state: 'FINISHED',
      winner: { id: p2.id },
      outcome: 'WALKOVER',
      score: null,
    });

    // Bad results change nothing.
    const before = { matches: await matches(id), audit: await auditCount(id) };
    const bad: [Record<string, unknown>, string][] = [
      [{ matchId: m4.matchId, outcome: 'PLAYED', playerId: p3.id, score: [2, 1] }, 'INVALID_SCORE'],
      [{ matchId: m4.matchId, outcome: 'PLAYED', playerId: p3.id, score: [3, 3] }, 'INVALID_SCORE'],
      [{ matchId: m4.matchId, outcome: 'PLAYED', playerId: p3.id, score: [3, 1, 0] }, 'BAD_USER_INPUT'],
      [{ matchId: m4.matchId, outcome: 'WALKOVER', playerId: p3.id, score: [3, 1] }, 'BAD_USER_INPUT'],
      [{ matchId: m4.matchId, outcome: 'RETIREMENT', playerId: p3.id, score: [3, 1] }, 'INVALID_SCORE'],
      [{ matchId: m4.matchId, outcome: 'PLAYED', playerId: p1.id }, 'PLAYER_NOT_IN_MATCH'],
      [{ matchId: m1.matchId, outcome: 'PLAYED', playerId: p1.id }, 'RESULT_ALREADY_RECORDED'],
      [{ matchId: '00000000-0000-4000-8000-000000000000', outcome: 'PLAYED', playerId: p1.id }, 'NOT_FOUND'],
      [{ matchId: m4.matchId, outcome: 'DRAW', playerId: p3.id }, 'BAD_USER_INPUT'],
    ];
    for (const [input, expected] of bad) {
      expect([input, codeOf(await director.gql(REPORT, { input }))]).toEqual([input, expected]);
    }
    expect(
      codeOf(
        await member.gql(REPORT, { input: { matchId: m4.matchId, outcome: 'PLAYED', playerId: p3.id } }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      codeOf(
        await outsider.gql(REPORT, { input: { matchId: m4.matchId, outcome: 'PLAYED', playerId: p3.id } }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      codeOf(await t.gql(REPORT, { input: { matchId: m4.matchId, outcome: 'PLAYED', playerId: p3.id } })),
    ).toBe('UNAUTHENTICATED');
    expect(
      codeOf(
        await director.gql(CORRECT, {
          input: { matchId: m4.matchId, outcome: 'PLAYED', playerId: p3.id },
          why: 'typo',
        }),
      ),
    ).toBe('NO_RESULT');
    expect(
      codeOf(
        await director.gql(CORRECT, {
          input: { matchId: m1.matchId, outcome: 'PLAYED', playerId: p8.id },
          why: '',
        }),
      ),
    ).toBe('REASON_REQUIRED');
    expect(codeOf(await director.gql(PAIR, { t: id }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await director.gql(PHYSICAL, { m: m1.matchId }))).toBe('CHALLENGE_NOT_PENDING');
    expect(codeOf(await p1.gql(START_MATCH, { m: m1.matchId }))).toBe('CHALLENGE_NOT_PENDING');
    expect({ matches: await matches(id), audit: await auditCount(id) }).toEqual(before);

    // A tournament match is no challenge: neither player accepts or declines it as one.
    for (const mutation of ['acceptChallenge', 'declineChallenge']) {
      for (const who of [p3, p6]) {
        expect(
          codeOf(await who.gql(`mutation($m: UUID!) { ${mutation}(matchId: $m) { id } }`, { m: m4.matchId })),
        ).toBe('TOURNAMENT_MATCH');
      }
    }
    expect((await matches(id)).find((m) => m.matchId === m4.matchId)?.state).toBe('READY');

    // Match 4: marked physical by a director (no longer startable on the site), reported and confirmed.
    data(await director.gql(PHYSICAL, { m: m4.matchId }));
    expect(codeOf(await p3.gql(START_MATCH, { m: m4.matchId }))).toBe('PHYSICAL_MATCH');
    const fourth = data(
      await p6.gql<{ reportTournamentResult: Report }>(REPORT, {
        input: { matchId: m4.matchId, outcome: 'PLAYED', playerId: p6.id, score: [4, 2] },
      }),
    ).reportTournamentResult;
    data(await p3.gql(CONFIRM, { r: fourth.id }));

    // Winners advance: semi-finals p1 v p4 and p2 v p6; a semi-final is recorded.
    const semi1 = await matchAt(id, 'main-r2-m1');
    expect([semi1.player1?.id, semi1.player2?.id, semi1.state, semi1.length]).toEqual([
      p1.id,
      p4.id,
      'READY',
      5,
    ]);
    expect([
      (await matchAt(id, 'main-r2-m2')).player1?.id,
      (await matchAt(id, 'main-r2-m2')).player2?.id,
    ]).toEqual([p2.id, p6.id]);
    data(
      await director.gql(REPORT, {
        input: { matchId: semi1.matchId, outcome: 'PLAYED', playerId: p1.id, score: [5, 3] },
      }),
    );

    // A correction with a reason changes who advanced: p5 won match 2 after all; the semi-final is replayed.
    for (const who of [member, outsider]) {
      expect(
        codeOf(
          await who.gql(CORRECT, {
            input: { matchId: m2.matchId, outcome: 'PLAYED', playerId: p5.id },
            why: 'x y z',
          }),
        ),
      ).toBe('FORBIDDEN');
    }
    const corrected = data(
      await director.gql<{ correctTournamentResult: TMatch }>(CORRECT, {
        input: { matchId: m2.matchId, outcome: 'PLAYED', playerId: p5.id, score: [3, 2] },
        why: 'The score sheet shows P5 won 3-2',
      }),
    ).correctTournamentResult;
    expect(corrected).toMatchObject({ state: 'FINISHED', winner: { id: p5.id }, score: [3, 2] });
    const replay = await matchAt(id, 'main-r2-m1');
    expect([replay.player1?.id, replay.player2?.id, replay.state, replay.outcome]).toEqual([
      p1.id,
      p5.id,
      'READY',
      null,
    ]);
    expect(replay.matchId).not.toBe(semi1.matchId);
    expect(codeOf(await p1.gql(START_MATCH, { m: semi1.matchId }))).toBe('CHALLENGE_NOT_PENDING');
    const log = data(
      await member.gql<{
        auditLog: { action: string; reason: string | null; before: string; after: string }[];
      }>(AUDIT_LOG, {
        s: { type: 'TOURNAMENT', id },
      }),
    ).auditLog;
    const correction = log.find((e) => e.action === 'result.corrected');
    expect(correction?.reason).toBe('The score sheet shows P5 won 3-2');
    expect(JSON.parse(correction?.before ?? 'null')).toMatchObject({ winner: p4.id });
    expect(JSON.parse(correction?.after ?? 'null')).toMatchObject({
      winner: p5.id,
      changed: expect.arrayContaining(['main-r2-m1']),
    });
    expect(log.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'tournament.created',
        'entry.registered',
        'result.reported',
        'result.confirmed',
        'result.disputed',
        'result.recorded',
      ]),
    );

    // A retirement in the consolation flight: recorded as such (and rated, unlike a walkover).
    const retirement = (await matches(id)).find(
      (m) => m.flight === 'CONSOLATION' && m.state === 'READY',
    ) as TMatch;
    const retired = data(
      await director.gql<{ reportTournamentResult: Report }>(REPORT, {
        input: {
          matchId: retirement.matchId,
          outcome: 'RETIREMENT',
          playerId: retirement.player2?.id,
          score: [2, 1],
        },
      }),
    ).reportTournamentResult;
    expect(retired).toMatchObject({
      status: 'CONFIRMED',
      outcome: 'RETIREMENT',
      winnerId: retirement.player1?.id,
    });
    expect(await matchAt(id, retirement.slot)).toMatchObject({ outcome: 'RETIREMENT', score: [2, 1] });

    // Play everything out: a champion per flight, placings, CSV.
    await finishAll(id);
    expect(
      data(await member.gql<{ tournament: { status: string } }>(TOURNAMENT, { t: id })).tournament.status,
    ).toBe('FINISHED');
    const main = data(
      await member.gql<{ tournamentPlacings: { place: number; label: string; player: { id: string } }[] }>(
        PLACINGS,
        {
          t: id,
          f: 'MAIN',
        },
      ),
    ).tournamentPlacings;
    expect(main[0]).toMatchObject({ place: 1, label: '1', player: { id: p1.id } });
    expect(main.map((p) => p.label)).toEqual(['1', '2', '3-4', '3-4', '5-8', '5-8', '5-8', '5-8']);
    const cons = data(
      await member.gql<{ tournamentPlacings: { place: number; player: { id: string } }[] }>(PLACINGS, {
        t: id,
        f: 'CONSOLATION',
      }),
    ).tournamentPlacings;
    expect(cons[0].place).toBe(1);
    expect(new Set(cons.map((p) => p.player.id))).toEqual(new Set([p8.id, p4.id, p7.id, p3.id]));
    expect(codeOf(await member.gql(PLACINGS, { t: id, f: 'LAST_CHANCE' }))).toBe('UNKNOWN_FLIGHT');
    const bracket = data(
      await member.gql<{ tournamentCsv: string }>(CSV, { t: id, e: 'BRACKET' }),
    ).tournamentCsv;
    expect(bracket.split('\r\n')[0]).toBe('Flight,Round,Match,Length,Player 1,Player 2,Winner,Outcome,Score');
    expect(bracket).toContain('main,1,3,3,P2,P7,P2,walkover,');
    expect(bracket).toContain('main,1,2,3,P4,P5,P5,played,3-2');
    expect(bracket).toContain(',retirement,2-1');
    const placingsCsv = data(
      await member.gql<{ tournamentCsv: string }>(CSV, { t: id, e: 'PLACINGS', f: 'MAIN' }),
    ).tournamentCsv;
    expect(placingsCsv.startsWith('Place,Player\r\n1,P1\r\n2,')).toBe(true);
    expect(codeOf(await member.gql(CSV, { t: id, e: 'STANDINGS' }))).toBe('BAD_USER_INPUT');

    // Ratings: every rated match once, as the library computes; the walkover is not rated.
    const histories = new Map<string, HistoryRow[]>();
    for (const p of eight) {
      histories.set(
        p.id,
        data(await member.gql<{ ratingHistory: HistoryRow[] }>(HISTORY, { c: clubId, u: p.id }))
          .ratingHistory,
      );
    }
    const rows = [...histories.values()].flat();
    expect(rows.some((r) => r.matchId === m3.matchId)).toBe(false);
    expect(rows.filter((r) => r.matchId === m1.matchId)).toHaveLength(2);
    expect(rows.filter((r) => r.matchId === retirement.matchId)).toHaveLength(2);
    const finishedRows = (await matches(id)).filter(
      (m) => m.state === 'FINISHED' && m.outcome !== 'WALKOVER',
    );
    expect(new Set(rows.map((r) => r.matchId)).size).toBe(finishedRows.length);
    // The correction re-rated match 2 the other way, and the voided semi-final (P1 beat P4) counts no more.
    expect(rows.some((r) => r.matchId === semi1.matchId)).toBe(false);
    expect(rows.filter((r) => r.matchId === m2.matchId).map((r) => [r.won, r.opponent.id])).toEqual(
      expect.arrayContaining([
        [true, p4.id],
        [false, p5.id],
      ]),
    );
    expect(histories.get(p5.id)?.find((r) => r.matchId === m2.matchId)?.won).toBe(true);
    const clubLog = data(
      await member.gql<{ auditLog: { action: string; reason: string | null; subject: string | null }[] }>(
        AUDIT_LOG,
        { s: { type: 'CLUB', id: clubId } },
      ),
    ).auditLog;
    expect(clubLog.find((e) => e.action === 'rating.recomputed')).toMatchObject({
      reason: 'The score sheet shows P5 won 3-2',
    });
    for (const won of rows.filter((r) => r.won)) {
      const lost = rows.find((r) => r.matchId === won.matchId && !r.won) as HistoryRow;
      const expected = rateMatch(
        { rating: won.ratingBefore, experience: won.experienceBefore },
        { rating: lost.ratingBefore, experience: lost.experienceBefore },
        won.length,
      );
      if (!expected.ok) throw new Error(expected.error.message);
      expect(won.ratingAfter).toBeCloseTo(expected.value.winner.ratingAfter, 9);
      expect(lost.ratingAfter).toBeCloseTo(expected.value.loser.ratingAfter, 9);
      expect(won.experienceAfter).toBe(won.experienceBefore + won.length);
    }
    // Each history is a chain: every match starts where the previous one ended.
    for (const history of histories.values()) {
      history.forEach((row, i) => {
        expect(row.ratingBefore).toBeCloseTo(i === 0 ? 1500 : history[i - 1].ratingAfter, 9);
      });
    }
    const first1 = histories.get(p1.id)?.[0];
    const firstExpected = rateMatch({ rating: 1500, experience: 0 }, { rating: 1500, experience: 0 }, 3);
    expect(firstExpected.ok && first1?.change).toBeCloseTo(
      firstExpected.ok ? firstExpected.value.winner.change : 0,
      9,
    );
    const board = data(
      await member.gql<{ clubLeaderboard: { rank: number; rating: number; player: { id: string } }[] }>(
        LEADERBOARD,
        {
          c: clubId,
        },
      ),
    ).clubLeaderboard;
    expect(board.map((r) => r.rating)).toEqual([...board.map((r) => r.rating)].sort((a, b) => b - a));
    expect(board.find((r) => r.player.id === p1.id)?.rating).toBeCloseTo(
      histories.get(p1.id)?.at(-1)?.ratingAfter ?? 0,
      9,
    );

    // The whole story is in the chains, intact.
    for (const scope of [
      { type: 'TOURNAMENT', id },
      { type: 'CLUB', id: clubId },
    ]) {
      expect([
        scope.type,
        data(await member.gql<{ verifyAudit: unknown }>(VERIFY, { s: scope })).verifyAudit,
      ]).toEqual([
        scope.type,
        { valid: true, entries: expect.any(Number), firstInvalidSeq: null, problem: null },
      ]);
    }
    expect(codeOf(await outsider.gql(VERIFY, { s: { type: 'TOURNAMENT', id } }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(VERIFY, { s: { type: 'CLUB', id: clubId } }))).toBe('UNAUTHENTICATED');
  });

  it('allows director-only mutations to directors only', async () => {
    const id = await setUp(
      { name: 'Autorização', format: 'SINGLE_ELIMINATION', matchLengths: [1] },
      players.slice(0, 2),
    );
    const other = await setUp(
      { name: 'Autorização 2', format: 'SINGLE_ELIMINATION', matchLengths: [1] },
      players.slice(0, 2),
    );
    data(await director.gql(DRAW, { t: other }));
    data(await director.gql(START, { t: other }));
    const [final] = await matches(other);
    const cases: [string, Record<string, unknown>][] = [
      [CREATE, { input: { clubId, name: 'Xis', format: 'SWISS', rounds: 3, matchLengths: [3] } }],
      [SEEDING, { t: id, m: 'RANDOM' }],
      [DRAW, { t: id }],
      [START, { t: id }],
      [PAIR, { t: id }],
      [CHECK_IN, { t: id, u: players[0].id }],
      [WITHDRAW, { t: id, u: players[0].id }],
      [PHYSICAL, { m: final.matchId }],
      [
        CORRECT,
        { input: { matchId: final.matchId, outcome: 'PLAYED', playerId: players[0].id }, why: 'because' },
      ],
    ];
    const before = { matches: await matches(other), audit: await auditCount(id) };
    for (const [query, variables] of cases) {
      const name = query.split('{')[1].split('(')[0].trim();
      expect([name, codeOf(await member.gql(query, variables))]).toEqual([name, 'FORBIDDEN']);
      expect([name, codeOf(await players[1].gql(query, variables))]).toEqual([name, 'FORBIDDEN']);
      expect([name, codeOf(await outsider.gql(query, variables))]).toEqual([name, 'FORBIDDEN']);
      expect([name, codeOf(await t.gql(query, variables))]).toEqual([name, 'UNAUTHENTICATED']);
    }
    expect({ matches: await matches(other), audit: await auditCount(id) }).toEqual(before);
    // Player-side mutations: members of the club and the players only.
    for (const [query, variables] of [
      [REGISTER, { t: id }],
      [CHECK_IN, { t: id }],
      [WITHDRAW, { t: id }],
      [START_MATCH, { m: final.matchId }],
    ] as const) {
      expect(codeOf(await outsider.gql(query, variables))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(query, variables))).toBe('UNAUTHENTICATED');
    }
    expect(codeOf(await member.gql(START_MATCH, { m: final.matchId }))).toBe('FORBIDDEN');
    // With too few players checked in, the draw is refused.
    const lonely = await setUp(
      { name: 'Vazio', format: 'ROUND_ROBIN', matchLengths: [3] },
      players.slice(0, 1),
    );
    expect(codeOf(await director.gql(DRAW, { t: lonely }))).toBe('TOO_FEW_PLAYERS');
  });

  it('records a tournament match played on the site by itself, and rates it', async () => {
    const [a, b] = players;
    const id = await setUp({ name: 'Online', format: 'SINGLE_ELIMINATION', matchLengths: [1] }, [a, b]);
    data(await director.gql(DRAW, { t: id }));
    data(await director.gql(START, { t: id }));
    const [final] = await matches(id);
    expect(
      data(await b.gql<{ startTournamentMatch: boolean }>(START_MATCH, { m: final.matchId }))
        .startTournamentMatch,
    ).toBe(true);
    expect(codeOf(await a.gql(START_MATCH, { m: final.matchId }))).toBe('CHALLENGE_NOT_PENDING');
    expect(
      codeOf(await a.gql(REPORT, { input: { matchId: final.matchId, outcome: 'PLAYED', playerId: a.id } })),
    ).toBe('MATCH_PLAYED_ONLINE');
    const VIEW = 'seq status sideToAct phase';
    type View = { seq: number; status: string; sideToAct: number | null; phase: string };
    const sides = [final.player1?.id, final.player2?.id].map((pid) => byId(pid));
    let m = data(
      await a.gql<{ match: View }>(`query($id: UUID!) { match(id: $id) { ${VIEW} } }`, { id: final.matchId }),
    ).match;
    m = data(
      await sides[0].gql<{ rollDice: View }>(
        `mutation($id: UUID!, $s: Int!) { rollDice(matchId: $id, expectedSeq: $s) { ${VIEW} } }`,
        { id: final.matchId, s: m.seq },
      ),
    ).rollDice;
    const resigner = sides[m.sideToAct ?? 0];
    m = data(
      await resigner.gql<{ resign: View }>(
        `mutation($id: UUID!, $s: Int!) { resign(matchId: $id, expectedSeq: $s, kind: single) { ${VIEW} } }`,
        {
          id: final.matchId,
          s: m.seq,
        },
      ),
    ).resign;
    const winner = sides.find((s) => s !== resigner) as Account;
    m = data(
      await winner.gql<{ acceptResignation: View }>(
        `mutation($id: UUID!, $s: Int!) { acceptResignation(matchId: $id, expectedSeq: $s) { ${VIEW} } }`,
        {
          id: final.matchId,
          s: m.seq,
        },
      ),
    ).acceptResignation;
    expect(m.status).toBe('FINISHED');
    expect(await matchAt(id, final.slot)).toMatchObject({
      state: 'FINISHED',
      winner: { id: winner.id },
      kind: 'ONLINE',
      score: [1, 0],
    });
    expect(
      data(await member.gql<{ tournament: { status: string } }>(TOURNAMENT, { t: id })).tournament.status,
    ).toBe('FINISHED');
    const history = data(
      await member.gql<{ ratingHistory: HistoryRow[] }>(HISTORY, { c: clubId, u: winner.id }),
    ).ratingHistory;
    expect(history.filter((r) => r.matchId === final.matchId)).toEqual([
      expect.objectContaining({ won: true, length: 1 }),
    ]);
  });

  it('runs a Swiss of three rounds: score groups, no rematch, one bye each at most, Buchholz standings', async () => {
    const field = players.slice(0, 7);
    const id = await setUp({ name: 'Suíço', format: 'SWISS', rounds: 3, matchLengths: [3, 5] }, field);
    const drawn = data(
      await director.gql<{ drawTournament: { roundsPaired: number; status: string } }>(DRAW, { t: id }),
    );
    expect(drawn.drawTournament).toMatchObject({ roundsPaired: 1, status: 'DRAWN' });
    data(await director.gql(START, { t: id }));
    expect(codeOf(await director.gql(PAIR, { t: id }))).toBe('ROUND_NOT_FINISHED');
    const pairs = new Set<string>();
    const byes: string[] = [];
    for (let round = 1; round <= 3; round++) {
      const inRound = (await matches(id)).filter((m) => m.round === round);
      const current = inRound.filter((m) => m.state !== 'BYE');
      expect(current).toHaveLength(3);
      // The odd player out is listed as the round's bye: no match to play, a point (the winner), listed last.
      const bye = inRound.filter((m) => m.state === 'BYE');
      expect(bye).toEqual([
        expect.objectContaining({
          slot: `swiss-r${round}-bye`,
          matchId: null,
          player2: null,
          winner: bye[0]?.player1,
          outcome: null,
        }),
      ]);
      expect(inRound.at(-1)?.slot).toBe(`swiss-r${round}-bye`);
      const sitting = bye[0].player1?.id as string;
      expect(current.flatMap((m) => [m.player1?.id, m.player2?.id])).not.toContain(sitting);
      expect(byes).not.toContain(sitting);
      byes.push(sitting);
      expect(current.every((m) => m.length === (round === 1 ? 3 : 5))).toBe(true);
      for (const m of current) {
        const key = [m.player1?.id, m.player2?.id].sort().join('/');
        expect(pairs.has(key)).toBe(false);
        pairs.add(key);
      }
      await finishAll(id);
      if (round < 3) {
        expect(
          data(await director.gql<{ pairNextRound: { roundsPaired: number } }>(PAIR, { t: id })).pairNextRound
            .roundsPaired,
        ).toBe(round + 1);
      }
    }
    expect(
      data(await member.gql<{ tournament: { status: string } }>(TOURNAMENT, { t: id })).tournament.status,
    ).toBe('FINISHED');
    expect(codeOf(await director.gql(PAIR, { t: id }))).toBe('WRONG_TOURNAMENT_STATUS');
    const standings = data(
      await member.gql<{
        tournamentStandings: {
          rank: number;
          score: number;
          byes: number;
          buchholz: number;
          medianBuchholz: number;
        }[];
      }>(STANDINGS, { t: id }),
    ).tournamentStandings;
    expect(standings).toHaveLength(7);
    expect(standings.reduce((s, r) => s + r.score, 0)).toBe(9 + 3);
    expect(standings.every((r) => r.byes <= 1)).toBe(true);
    expect(standings.filter((r) => r.byes === 1)).toHaveLength(3);
    for (let i = 1; i < standings.length; i++) {
      const [a, b] = [standings[i - 1], standings[i]];
      expect(a.rank).toBeLessThanOrEqual(b.rank);
      const order = a.score - b.score || a.buchholz - b.buchholz || a.medianBuchholz - b.medianBuchholz;
      expect(order).toBeGreaterThanOrEqual(0);
    }
    const csv = data(
      await member.gql<{ tournamentCsv: string }>(CSV, { t: id, e: 'STANDINGS' }),
    ).tournamentCsv;
    expect(csv.split('\r\n')[0]).toBe('Rank,Player,Seed,Score,Wins,Losses,Byes,Buchholz,Median Buchholz');
    expect(
      data(await member.gql<{ verifyAudit: { valid: boolean } }>(VERIFY, { s: { type: 'TOURNAMENT', id } }))
        .verifyAudit.valid,
    ).toBe(true);
  });
  it('runs a round robin in two groups with standings and CSV per group', async () => {
    const id = await setUp(
      { name: 'Todos contra todos', format: 'ROUND_ROBIN', groups: 2, matchLengths: [3] },
      players.slice(0, 6),
    );
    data(await director.gql(DRAW, { t: id }));
    data(await director.gql(START, { t: id }));
    const listed = await matches(id);
    const all = listed.filter((m) => m.state !== 'BYE');
    expect(all).toHaveLength(6); // two groups of 3: 3 matches each
    expect(all.every((m) => m.state === 'READY' && m.matchId)).toBe(true);
    // In a group of 3 one player sits out each round: each of them once, listed after the round's match.
    const byes = listed.filter((m) => m.state === 'BYE');
    expect(byes.map((m) => m.slot)).toEqual(
      [1, 2].flatMap((g) => [1, 2, 3].map((r) => `rr-g${g}-r${r}-bye`)),
    );
    for (const g of [1, 2]) {
      const sitting = byes.filter((m) => m.slot.startsWith(`rr-g${g}-`)).map((m) => m.player1?.id);
      expect(new Set(sitting).size).toBe(3);
      for (const r of [1, 2, 3]) {
        const [match] = all.filter((m) => m.slot.startsWith(`rr-g${g}-r${r}-`));
        const bye = byes.find((m) => m.slot === `rr-g${g}-r${r}-bye`) as TMatch;
        expect([match.player1?.id, match.player2?.id]).not.toContain(bye.player1?.id);
        expect(bye).toMatchObject({ matchId: null, player2: null, winner: bye.player1, length: 3 });
        expect(listed.indexOf(bye)).toBe(listed.indexOf(match) + 1);
      }
    }
    await finishAll(id);
    expect(
      data(await member.gql<{ tournament: { status: string } }>(TOURNAMENT, { t: id })).tournament.status,
    ).toBe('FINISHED');
    const GROUP =
      'query($t: UUID!, $g: Int!) { tournamentStandings(tournamentId: $t, group: $g) { rank wins losses played pointDifference } }';
    for (const g of [1, 2]) {
      const rows = data(
        await member.gql<{ tournamentStandings: { rank: number; wins: number; played: number }[] }>(GROUP, {
          t: id,
          g,
        }),
      ).tournamentStandings;
      expect(rows).toHaveLength(3);
      expect(rows.every((r) => r.played === 2)).toBe(true);
      expect(rows.reduce((s, r) => s + r.wins, 0)).toBe(3);
    }
    expect(codeOf(await member.gql(GROUP, { t: id, g: 3 }))).toBe('UNKNOWN_GROUP');
    const csv = await member.gql<{ tournamentCsv: string }>(
      'query($t: UUID!) { tournamentCsv(tournamentId: $t, export: STANDINGS, group: 2) }',
      { t: id },
    );
    expect(data(csv).tournamentCsv.split('\r\n')[0]).toBe(
      'Rank,Player,Seed,Played,Wins,Losses,Points for,Points against,Point difference',
    );
  });

  it('tells the club members following a tournament live about each change, after it is committed', async () => {
    const created = data(
      await director.gql<{ createTournament: { id: string } }>(CREATE, {
        input: { clubId, name: 'Ao vivo', format: 'SINGLE_ELIMINATION', matchLengths: [3] },
      }),
    ).createTournament;
    const EVENTS =
      'subscription($t: UUID!) { tournamentUpdated(tournamentId: $t) { tournamentId change at } }';
    type Event = { tournamentUpdated: { tournamentId: string; change: string; at: string } };
    const live = subscribeOverWebSocket<Event>(t.wsUrl, EVENTS, { t: created.id }, member.token);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [p1] = players;
    data(await p1.gql(REGISTER, { t: created.id }));
    data(await director.gql(CHECK_IN, { t: created.id, u: p1.id }));
    // A refused change is not news: nothing is published for it.
    expect(codeOf(await p1.gql(REGISTER, { t: created.id }))).toBe('ALREADY_REGISTERED');
    data(await p1.gql(WITHDRAW, { t: created.id }));
    await live.until((items) => items.length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const events = live.received.map((r) => r.data!.tournamentUpdated);
    expect(events.map((e) => e.change)).toEqual(['entry.registered', 'entry.checkedIn', 'entry.withdrawn']);
    expect(events.every((e) => e.tournamentId === created.id && !Number.isNaN(Date.parse(e.at)))).toBe(true);
    // When the event arrives, the change is there to read.
    const entries = data(
      await member.gql<{ tournamentEntries: { withdrawnAt: string | null }[] }>(
        'query($t: UUID!) { tournamentEntries(tournamentId: $t) { withdrawnAt } }',
        { t: created.id },
      ),
    ).tournamentEntries;
    expect(entries).toHaveLength(1);
    expect(entries[0].withdrawnAt).not.toBeNull();
    await live.close();

    // Outside the club, or signed out: refused.
    for (const [who, code] of [
      [outsider.token, 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      const denied = subscribeOverWebSocket<Event>(t.wsUrl, EVENTS, { t: created.id }, who);
      await denied.done;
      expect(JSON.stringify(denied.received) + String(denied.failure())).toContain(code);
      await denied.close();
    }
  });
});
