/**
 * Tournament day (issue 41) on real PostgreSQL over GraphQL/HTTP: the day rules a director sets, a round's
 * start, check-in at the board, lateness penalty points as the start score and a waiver, the director's day
 * view through report, dispute and confirmation, late entry, withdrawal mid-event, a double no-show, and the
 * standings saying which tie-break applied. Each refusal changes nothing; each director action is audited and
 * refused to a caller without the right.
 */
import { Account, codeOf, startTestApi, TestApi } from '../../test/api';
import {
  AUDIT_LOG,
  data,
  DISPUTE,
  DRAW,
  MATCHES,
  PAIR,
  REPORT,
  setUpTournamentClub,
  START,
  TMatch,
  tournamentActions,
  TournamentClub,
} from '../../test/tournament-club';

const RULES_FIELDS =
  'version bothLate timeLimitMinutes tieBreaks lateness { graceMinutes pointsPerInterval intervalMinutes forfeitAtPoints } timeLimitRule { kind onTie rounds } standingsPolicy { end gamePoints opponentCounts rated }';
const RULES = `query($t: UUID!) { tournamentDayRules(tournamentId: $t) { ${RULES_FIELDS} } }`;
const SET_RULES = `mutation($input: TournamentDayRulesInput!) { setTournamentDayRules(input: $input) { ${RULES_FIELDS} } }`;
const BOARD =
  'slot matchId state nextAction startScore reportId disputeReason players { player { id } checkedInAt minutesLate rulePenalty waived penalty forfeit waiverReason }';
const DAY = `query($t: UUID!) { tournamentDay(tournamentId: $t) { round startsAt endsAt boards { ${BOARD} } } }`;
const SET_START = `mutation($t: UUID!, $r: Int!, $at: DateTime!) { setRoundStart(tournamentId: $t, round: $r, startsAt: $at) { round startsAt } }`;
const CHECK_IN_BOARD = `mutation($m: UUID!, $u: UUID) { checkInAtBoard(matchId: $m, userId: $u) { ${BOARD} } }`;
const WAIVE = `mutation($m: UUID!, $u: UUID!, $p: Int, $why: String!) { waiveLateness(matchId: $m, userId: $u, points: $p, reason: $why) { ${BOARD} } }`;
const LATE_ENTRY =
  'mutation($t: UUID!, $u: UUID!) { enterTournamentLate(tournamentId: $t, userId: $u) { seeds { id } } }';
const WITHDRAW_MID =
  'mutation($t: UUID!, $u: UUID!) { withdrawMidEvent(tournamentId: $t, userId: $u) { seeds { id } } }';
const NO_SHOW = 'mutation($m: UUID!) { recordDoubleNoShow(matchId: $m) { status } }';
const TIME_LIMIT = `mutation($m: UUID!, $s: [Int!]!) { recordTimeLimitResult(matchId: $m, score: $s) { ${BOARD} winner { id } } }`;
const STANDINGS_DECIDED =
  'query($t: UUID!) { tournamentStandings(tournamentId: $t) { rank player { id } score decidedBy } }';

interface Board {
  slot: string;
  matchId: string;
  state: string;
  nextAction: string;
  startScore: number[];
  reportId: string | null;
  players: {
    player: { id: string };
    penalty: number;
    rulePenalty: number;
    waived: number;
    forfeit: boolean;
  }[];
}

describe('tournament day (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let director: Account;
  let member: Account;
  let players: Account[];
  const club = {} as TournamentClub;
  const { setUp, auditCount, byId } = tournamentActions(club);

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 1_000_000 } });
    Object.assign(club, await setUpTournamentClub(t));
    ({ director, member, players } = club);
  });

  afterAll(async () => {
    await t?.close();
  });

  const day = async (id: string) =>
    data(
      await director.gql<{ tournamentDay: { round: number; startsAt: string; boards: Board[] } }>(DAY, {
        t: id,
      }),
    ).tournamentDay;
  const matches = async (id: string) =>
    data(await member.gql<{ tournamentMatches: TMatch[] }>(MATCHES, { t: id })).tournamentMatches;
  const actions = async (id: string) =>
    data(
      await member.gql<{ auditLog: { action: string; reason: string | null }[] }>(AUDIT_LOG, {
        s: { type: 'TOURNAMENT', id },
      }),
    ).auditLog.map((e) => e.action);

  async function started(input: Record<string, unknown>, entrants: Account[]): Promise<string> {
    const id = await setUp(input, entrants);
    data(await director.gql(DRAW, { t: id }));
    data(await director.gql(START, { t: id }));
    return id;
  }

  it('keeps the day rules a director sets; bad rules and callers without the right change nothing', async () => {
    const id = await started(
      { name: 'Regras', format: 'SWISS', rounds: 3, matchLengths: [5] },
      players.slice(0, 4),
    );
    const defaults = data(
      await member.gql<{ tournamentDayRules: Record<string, unknown> }>(RULES, { t: id }),
    ).tournamentDayRules;
    expect(defaults).toMatchObject({
      version: 0,
      bothLate: 'each',
      timeLimitMinutes: null,
      tieBreaks: ['buchholz', 'medianBuchholz'],
      lateness: { graceMinutes: 5, pointsPerInterval: 1, intervalMinutes: 5, forfeitAtPoints: null },
    });
    const audited = await auditCount(id);
    const bad: [Record<string, unknown>, string][] = [
      [{ lateness: { graceMinutes: 5, pointsPerInterval: 0, intervalMinutes: 5 } }, 'INVALID_LATENESS_RULE'],
      [{ lateness: { graceMinutes: 5, pointsPerInterval: 1, intervalMinutes: 0 } }, 'INVALID_LATENESS_RULE'],
      [{ tieBreaks: ['buchholz', 'buchholz'] }, 'INVALID_TIE_BREAKS'],
      [{ tieBreaks: ['coinFlip'] }, 'INVALID_TIE_BREAKS'],
      [{ timeLimitMinutes: -5 }, 'INVALID_TIME_LIMIT'],
      [{ timeLimitRule: { kind: 'coin', onTie: 'draw' } }, 'INVALID_TIME_LIMIT'],
      [
        { standingsPolicy: [{ end: 'forfeitByDog', opponentCounts: true, gamePoints: 'none', rated: true }] },
        'INVALID_STANDINGS_POLICY',
      ],
      [{ bothLate: 'both' }, 'BAD_USER_INPUT'],
    ];
    for (const [input, code] of bad) {
      expect([
        input,
        codeOf(await director.gql(SET_RULES, { input: { tournamentId: id, ...input } })),
      ]).toEqual([input, code]);
    }
    // A member and a player are not directors.
    for (const who of [member, players[0]]) {
      expect(codeOf(await who.gql(SET_RULES, { input: { tournamentId: id, tieBreaks: ['mostWins'] } }))).toBe(
        'FORBIDDEN',
      );
    }
    expect(data(await member.gql(RULES, { t: id })).tournamentDayRules).toEqual(defaults);
    expect(await auditCount(id)).toBe(audited);

    const set = data(
      await director.gql<{ setTournamentDayRules: Record<string, unknown> }>(SET_RULES, {
        input: {
          tournamentId: id,
          lateness: { graceMinutes: 10, pointsPerInterval: 1, intervalMinutes: 10, forfeitAtPoints: 3 },
          bothLate: 'net',
          timeLimitMinutes: 50,
          timeLimitRule: { kind: 'sydney', onTie: 'draw' },
          tieBreaks: ['mostWins', 'sonnebornBerger'],
          standingsPolicy: [{ end: 'walkover', opponentCounts: false, gamePoints: 'none', rated: false }],
        },
      }),
    ).setTournamentDayRules;
    expect(set).toMatchObject({
      version: 1,
      bothLate: 'net',
      timeLimitMinutes: 50,
      timeLimitRule: { kind: 'sydney', onTie: 'draw', rounds: 3 },
      tieBreaks: ['mostWins', 'sonnebornBerger'],
      lateness: { graceMinutes: 10, forfeitAtPoints: 3 },
    });
    expect(set.standingsPolicy).toContainEqual({
      end: 'walkover',
      opponentCounts: false,
      gamePoints: 'none',
      rated: false,
    });
    // Left-out fields stay.
    const again = data(
      await director.gql<{ setTournamentDayRules: Record<string, unknown> }>(SET_RULES, {
        input: { tournamentId: id, timeLimitMinutes: 0 },
      }),
    ).setTournamentDayRules;
    expect(again).toMatchObject({ version: 2, timeLimitMinutes: null, bothLate: 'net' });
    expect((await actions(id)).filter((a) => a === 'tournament.dayRules')).toHaveLength(2);
  });

  it('counts lateness from the round start into the start score; a waiver with a reason is audited', async () => {
    const id = await started(
      { name: 'Atrasos', format: 'SINGLE_ELIMINATION', matchLengths: [9] },
      players.slice(0, 4),
    );
    // Half-minute intervals and no grace: a check-in 50 to 60 s after the start is 2 points late.
    data(
      await director.gql(SET_RULES, {
        input: {
          tournamentId: id,
          lateness: { graceMinutes: 0, pointsPerInterval: 1, intervalMinutes: 0.5 },
        },
      }),
    );
    const audited = await auditCount(id);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect(codeOf(await director.gql(SET_START, { t: id, r: 1, at: past }))).toBe('START_TIME_PAST');
    expect(codeOf(await member.gql(SET_START, { t: id, r: 1, at: new Date().toISOString() }))).toBe(
      'FORBIDDEN',
    );
    expect(await auditCount(id)).toBe(audited);
    expect((await day(id)).boards.map((b) => b.nextAction)).toEqual(['SET_START_TIME', 'SET_START_TIME']);

    const startsAt = new Date(Date.now() - 50_000).toISOString();
    expect(
      data(
        await director.gql<{ setRoundStart: { startsAt: string } }>(SET_START, { t: id, r: 1, at: startsAt }),
      ).setRoundStart.startsAt,
    ).toBe(startsAt);
    const [board1, board2] = (await day(id)).boards;
    expect([board1.state, board1.nextAction]).toEqual(['LATE', 'CHECK_IN']);
    const [a, b] = board1.players.map((p) => byId(p.player.id));

    // Another player may not check a player in; a member of the club neither.
    expect(codeOf(await member.gql(CHECK_IN_BOARD, { m: board1.matchId, u: a.id }))).toBe('FORBIDDEN');
    expect(codeOf(await b.gql(CHECK_IN_BOARD, { m: board1.matchId, u: a.id }))).toBe('FORBIDDEN');
    data(await a.gql(CHECK_IN_BOARD, { m: board1.matchId }));
    const both = data(
      await director.gql<{ checkInAtBoard: Board }>(CHECK_IN_BOARD, { m: board1.matchId, u: b.id }),
    ).checkInAtBoard;
    expect(both.players.map((p) => p.penalty)).toEqual([2, 2]);
    expect(both.startScore).toEqual([2, 2]);
    expect([both.state, both.nextAction]).toEqual(['PLAYING', 'WAIT']);

    // Waivers: not by a member; a reason and sensible points needed; then 1 of A's 2 points waived.
    const before = await auditCount(id);
    expect(codeOf(await member.gql(WAIVE, { m: board1.matchId, u: a.id, p: 1, why: 'Trânsito' }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await director.gql(WAIVE, { m: board1.matchId, u: a.id, p: 1, why: ' ' }))).toBe(
      'INVALID_LATENESS',
    );
    expect(codeOf(await director.gql(WAIVE, { m: board1.matchId, u: a.id, p: 0, why: 'Trânsito' }))).toBe(
      'INVALID_LATENESS',
    );
    const c = byId(board2.players[0].player.id);
    expect(codeOf(await director.gql(WAIVE, { m: board2.matchId, u: c.id, p: 1, why: 'Trânsito' }))).toBe(
      'NOT_CHECKED_IN',
    );
    expect(await auditCount(id)).toBe(before);
    const waived = data(
      await director.gql<{ waiveLateness: Board }>(WAIVE, {
        m: board1.matchId,
        u: a.id,
        p: 1,
        why: 'Trânsito',
      }),
    ).waiveLateness;
    expect(waived.players[0]).toMatchObject({ rulePenalty: 2, waived: 1, penalty: 1 });
    expect(waived.startScore).toEqual([2, 1]);
    const log = data(
      await member.gql<{ auditLog: { action: string; reason: string | null }[] }>(AUDIT_LOG, {
        s: { type: 'TOURNAMENT', id },
      }),
    ).auditLog;
    expect(log.find((e) => e.action === 'lateness.waived')?.reason).toBe('Trânsito');
    expect(log.filter((e) => e.action === 'board.checkedIn')).toHaveLength(2);
    expect(log.some((e) => e.action === 'round.startSet')).toBe(true);

    // The board follows the result: reported (waiting), disputed, then confirmed by a director.
    const report = data(
      await a.gql<{ reportTournamentResult: { id: string } }>(REPORT, {
        input: { matchId: board1.matchId, outcome: 'PLAYED', playerId: a.id, score: [9, 4] },
      }),
    ).reportTournamentResult;
    let now = (await day(id)).boards[0];
    expect([now.state, now.nextAction, now.reportId]).toEqual([
      'WAITING_CONFIRMATION',
      'CONFIRM_RESULT',
      report.id,
    ]);
    data(await b.gql(DISPUTE, { r: report.id, why: 'Foi 9-6' }));
    now = (await day(id)).boards[0];
    expect([now.state, now.nextAction]).toEqual(['DISPUTED', 'SETTLE_DISPUTE']);
    data(
      await director.gql('mutation($r: UUID!) { confirmTournamentResult(reportId: $r) { id } }', {
        r: report.id,
      }),
    );
    now = (await day(id)).boards[0];
    expect([now.state, now.nextAction]).toEqual(['FINISHED', 'NONE']);

    // Neither player of board 2 came: both out, the final is a bye for board 1's winner.
    expect(codeOf(await member.gql(NO_SHOW, { m: board2.matchId }))).toBe('FORBIDDEN');
    expect(codeOf(await c.gql(NO_SHOW, { m: board2.matchId }))).toBe('FORBIDDEN');
    expect(
      data(await director.gql<{ recordDoubleNoShow: { status: string } }>(NO_SHOW, { m: board2.matchId }))
        .recordDoubleNoShow.status,
    ).toBe('FINISHED');
    const draw = await matches(id);
    expect(draw.find((m) => m.slot === board2.slot)?.state).toBe('VOID');
    expect(draw.find((m) => m.round === 2)).toMatchObject({ state: 'BYE', winner: { id: a.id } });
    expect(await actions(id)).toContain('match.doubleNoShow');
  });

  it('takes a late entry and a withdrawal mid-event in a Swiss; the standings say which tie-break applied', async () => {
    const five = players.slice(4, 9);
    const id = await started(
      { name: 'Suíço', format: 'SWISS', rounds: 3, matchLengths: [3] },
      five.slice(0, 4),
    );
    const late = five[4];
    expect(codeOf(await member.gql(LATE_ENTRY, { t: id, u: late.id }))).toBe('FORBIDDEN');
    expect(codeOf(await director.gql(LATE_ENTRY, { t: id, u: five[0].id }))).toBe('DUPLICATE_PLAYER');
    expect(codeOf(await director.gql(LATE_ENTRY, { t: id, u: club.outsider.id }))).toBe('NOT_A_MEMBER');
    const entered = data(
      await director.gql<{ enterTournamentLate: { seeds: { id: string }[] } }>(LATE_ENTRY, {
        t: id,
        u: late.id,
      }),
    ).enterTournamentLate;
    expect(entered.seeds.map((s) => s.id)).toHaveLength(5);
    expect(entered.seeds[4].id).toBe(late.id);

    // A withdrawal mid-event walks his open match of the round over.
    const round1 = (await matches(id)).filter((m) => m.round === 1);
    const leaving = byId(round1[0].player1?.id);
    expect(codeOf(await member.gql(WITHDRAW_MID, { t: id, u: leaving.id }))).toBe('FORBIDDEN');
    data(await director.gql(WITHDRAW_MID, { t: id, u: leaving.id }));
    const after = (await matches(id)).find((m) => m.slot === round1[0].slot);
    expect(after).toMatchObject({ state: 'FINISHED', outcome: 'WALKOVER', matchStatus: 'FINISHED' });
    const other = round1[1];
    data(
      await director.gql(REPORT, {
        input: { matchId: other.matchId, outcome: 'PLAYED', playerId: other.player1?.id, score: [3, 1] },
      }),
    );
    // Round 2 pairs the late entrant and not the withdrawn player.
    data(await director.gql(PAIR, { t: id }));
    const round2 = (await matches(id)).filter((m) => m.round === 2);
    const paired = round2.flatMap((m) => [m.player1?.id, m.player2?.id]);
    expect(paired).toContain(late.id);
    expect(paired).not.toContain(leaving.id);

    const standings = data(
      await member.gql<{ tournamentStandings: { rank: number; decidedBy: string | null }[] }>(
        STANDINGS_DECIDED,
        {
          t: id,
        },
      ),
    ).tournamentStandings;
    expect(standings[0].decidedBy).toBeNull();
    expect(standings.some((s) => s.decidedBy === 'score')).toBe(true);
    data(await director.gql(SET_RULES, { input: { tournamentId: id, tieBreaks: ['mostWins'] } }));
    const byWins = data(
      await member.gql<{ tournamentStandings: { decidedBy: string | null }[] }>(STANDINGS_DECIDED, { t: id }),
    ).tournamentStandings;
    // The two 1-0 players: one won on the board, one by a walkover (which mostWins counts as a win as well).
    expect(byWins.map((s) => s.decidedBy).every((d) => d === null || d === 'score' || d === 'mostWins')).toBe(
      true,
    );
    expect(await actions(id)).toEqual(
      expect.arrayContaining(['entry.late', 'entry.withdrawnMidEvent', 'tournament.dayRules']),
    );
  });
  it("records a match stopped by the round's time limit by the event's rule; too early or equal changes nothing", async () => {
    const id = await started(
      { name: 'Relógio', format: 'SINGLE_ELIMINATION', matchLengths: [7] },
      players.slice(0, 2),
    );
    const [board] = (await day(id)).boards;
    const [a] = board.players.map((p) => byId(p.player.id));
    expect(codeOf(await director.gql(TIME_LIMIT, { m: board.matchId, s: [4, 2] }))).toBe(
      'INVALID_TIME_LIMIT',
    );
    data(await director.gql(SET_RULES, { input: { tournamentId: id, timeLimitMinutes: 1 } }));
    data(await director.gql(SET_START, { t: id, r: 1, at: new Date(Date.now() - 50_000).toISOString() }));
    const audited = await auditCount(id);
    // 50 s into a 1-minute limit: not yet.
    expect(codeOf(await director.gql(TIME_LIMIT, { m: board.matchId, s: [4, 2] }))).toBe(
      'INVALID_TIME_LIMIT',
    );
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(codeOf(await member.gql(TIME_LIMIT, { m: board.matchId, s: [4, 2] }))).toBe('FORBIDDEN');
    expect(codeOf(await a.gql(TIME_LIMIT, { m: board.matchId, s: [4, 2] }))).toBe('FORBIDDEN');
    expect(codeOf(await director.gql(TIME_LIMIT, { m: board.matchId, s: [3, 3] }))).toBe('INVALID_SCORE');
    expect(codeOf(await director.gql(TIME_LIMIT, { m: board.matchId, s: [4] }))).toBe('INVALID_SCORE');
    expect(codeOf(await director.gql(TIME_LIMIT, { m: board.matchId, s: [8, 7] }))).toBe('INVALID_SCORE');
    expect(await auditCount(id)).toBe(audited);
    expect((await matches(id))[0].state).toBe('READY');
    // 4-2 at the limit: the leader wins (recorded without a score: nobody reached 7).
    const decided = data(
      await director.gql<{ recordTimeLimitResult: Board & { winner: { id: string } } }>(TIME_LIMIT, {
        m: board.matchId,
        s: [4, 2],
      }),
    ).recordTimeLimitResult;
    expect([decided.state, decided.winner.id]).toEqual(['FINISHED', a.id]);
    const log = data(
      await member.gql<{ auditLog: { action: string; reason: string | null; after: string }[] }>(AUDIT_LOG, {
        s: { type: 'TOURNAMENT', id },
      }),
    ).auditLog;
    const recorded = log.find((e) => e.action === 'result.recorded');
    expect(recorded?.reason).toBe('time limit: 4-2, leaderWins');
    expect(JSON.parse(recorded?.after ?? '{}')).toMatchObject({
      source: 'TIME_LIMIT',
      winner: a.id,
      score: null,
    });
  });
  it('ranks a Swiss by the Sydney points: a win at the time limit is worth 100 minus the rounds plus its margin', async () => {
    const id = await started(
      { name: 'Noite de Sydney', format: 'SWISS', rounds: 3, matchLengths: [5] },
      players.slice(0, 4),
    );
    data(
      await director.gql(SET_RULES, {
        input: {
          tournamentId: id,
          timeLimitMinutes: 1,
          timeLimitRule: { kind: 'sydney', onTie: 'oneMoreGame', rounds: 3 },
        },
      }),
    );
    data(await director.gql(SET_START, { t: id, r: 1, at: new Date(Date.now() - 50_000).toISOString() }));
    const [first, second] = (await matches(id)).filter((m) => m.round === 1);
    // Table 1 finishes on the board, 5-2; table 2 is stopped by the limit with its player 1 ahead 4-1.
    data(
      await director.gql(REPORT, {
        input: { matchId: first.matchId, outcome: 'PLAYED', playerId: first.player1?.id, score: [5, 2] },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    data(await director.gql(TIME_LIMIT, { m: second.matchId, s: [4, 1] }));
    const rows = data(
      await member.gql<{ tournamentStandings: { rank: number; player: { id: string }; score: number }[] }>(
        STANDINGS_DECIDED,
        { t: id },
      ),
    ).tournamentStandings;
    const scoreOf = (who: string | undefined) => rows.find((r) => r.player.id === who)?.score;
    expect([
      scoreOf(first.player1?.id),
      scoreOf(second.player1?.id),
      scoreOf(first.player2?.id),
      scoreOf(second.player2?.id),
    ]).toEqual([103, 100, -3, -3]);
    expect(rows.map((r) => r.score)).toEqual([103, 100, -3, -3]);
  });
});
