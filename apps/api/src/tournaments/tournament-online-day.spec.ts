/**
 * A tournament day's rules on the online board (issue 41), on real PostgreSQL over GraphQL/HTTP: the match a
 * player starts on the site begins from the lateness rule's score at that moment (a late starter checks in by
 * starting it; a waiver given before the start changes it; a player past the threshold loses by walkover; both
 * past it is refused), and the day view shows the same score as the board. And a match lost on the clock
 * (`timedOut`) is counted in the standings and rated as the event's standings policy says.
 * Round starts in the past are written to the database (the API refuses them, START_TIME_PAST).
 */
import { Account, codeOf, startTestApi, TestApi } from '../../test/api';
import { eventually, sqlOn } from '../../test/faults';
import {
  AUDIT_LOG,
  data,
  DRAW,
  HISTORY,
  setUpTournamentClub,
  START,
  START_MATCH,
  TMatch,
  tournamentActions,
  TournamentClub,
} from '../../test/tournament-club';

const BOARD =
  'slot matchId state nextAction startScore players { player { id } checkedInAt minutesLate rulePenalty waived penalty forfeit }';
const DAY = `query($t: UUID!) { tournamentDay(tournamentId: $t) { round boards { ${BOARD} } } }`;
const SET_START = `mutation($t: UUID!, $r: Int!, $at: DateTime!) { setRoundStart(tournamentId: $t, round: $r, startsAt: $at) { round } }`;
const CHECK_IN_BOARD = `mutation($m: UUID!, $u: UUID) { checkInAtBoard(matchId: $m, userId: $u) { ${BOARD} } }`;
const WAIVE = `mutation($m: UUID!, $u: UUID!, $p: Int, $why: String!) { waiveLateness(matchId: $m, userId: $u, points: $p, reason: $why) { ${BOARD} } }`;
const SET_RULES =
  'mutation($input: TournamentDayRulesInput!) { setTournamentDayRules(input: $input) { version } }';
const MATCH_VIEW = `query($id: UUID!) { match(id: $id) {
  status score crawfordGame winner resultSource players { side user { id } } } }`;

interface Board {
  slot: string;
  matchId: string;
  state: string;
  nextAction: string;
  startScore: number[];
  players: {
    player: { id: string };
    minutesLate: number;
    rulePenalty: number;
    waived: number;
    penalty: number;
    forfeit: boolean;
  }[];
}
interface MatchView {
  status: string;
  score: number[];
  crawfordGame: boolean;
  winner: number | null;
  resultSource: string | null;
  players: { side: number; user: { id: string } }[];
}
interface AuditEntry {
  action: string;
  subject: string | null;
  after: Record<string, unknown> | null;
}

describe('the tournament day on the online board (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let director: Account;
  let member: Account;
  let players: Account[];
  let clubId: string;
  const club = {} as TournamentClub;
  const { setUp, auditCount, matches, matchAt } = tournamentActions(club);

  beforeAll(async () => {
    t = await startTestApi({
      env: {
        mutationLimit: 1_000_000,
        // The clocks' jobs (the server's opening roll, the timeout) run on the event worker: poll it often.
        events: { worker: true, maxAttempts: 8, retryBaseMs: 200, pollMs: 200 },
      },
    });
    Object.assign(club, await setUpTournamentClub(t));
    ({ director, member, players, clubId } = club);
  });

  afterAll(async () => {
    await t?.close();
  });

  const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    sqlOn<T>(t.database.name, text, values);
  const day = async (id: string) =>
    data(await director.gql<{ tournamentDay: { boards: Board[] } }>(DAY, { t: id })).tournamentDay.boards;
  const view = async (who: Account, matchId: string) =>
    data(await who.gql<{ match: MatchView }>(MATCH_VIEW, { id: matchId })).match;
  /** The tournament's audit chain, each entry's after read (it comes as JSON text). */
  const audit = async (id: string): Promise<AuditEntry[]> =>
    data(
      await member.gql<{ auditLog: { action: string; subject: string | null; after: string | null }[] }>(
        AUDIT_LOG,
        { s: { type: 'TOURNAMENT', id } },
      ),
    ).auditLog.map((e) => ({
      ...e,
      after: e.after ? (JSON.parse(e.after) as Record<string, unknown>) : null,
    }));
  /** The score by player: each side's points, read by the player on it. */
  const scoreOf = (v: MatchView, who: Account) =>
    v.score[v.players.find((p) => p.user.id === who.id)?.side ?? -1];

  /**
   * A two-player knockout of `length` points whose round 1 started `minutesAgo` minutes ago, with `onTime`
   * checked in at its board at the start; the final's Match row waits to be started.
   */
  async function lateRound(
    name: string,
    length: number,
    [onTime, late]: [Account, Account],
    minutesAgo: number,
    lateness?: Record<string, unknown>,
  ): Promise<{ id: string; final: TMatch }> {
    const id = await setUp({ name, format: 'SINGLE_ELIMINATION', matchLengths: [length] }, [onTime, late]);
    data(await director.gql(DRAW, { t: id }));
    data(await director.gql(START, { t: id }));
    if (lateness) data(await director.gql(SET_RULES, { input: { tournamentId: id, lateness } }));
    data(await director.gql(SET_START, { t: id, r: 1, at: new Date().toISOString() }));
    const [final] = await matches(id);
    data(await onTime.gql(CHECK_IN_BOARD, { m: final.matchId }));
    // The round started `minutesAgo` ago, and the on-time player checked in then.
    const shift = [id, `${minutesAgo} minutes`];
    await sql(
      `UPDATE "TournamentRoundStart" SET "startsAt" = "startsAt" - $2::interval WHERE "tournamentId" = $1::uuid`,
      shift,
    );
    await sql(
      `UPDATE "TournamentBoardPlayer" SET "checkedInAt" = "checkedInAt" - $2::interval WHERE "tournamentId" = $1::uuid`,
      shift,
    );
    return { id, final };
  }

  it('starts an online match 11 minutes late at the UKBGF 2 points for the opponent; the day view agrees', async () => {
    const [a, b] = players;
    const { id, final } = await lateRound('Atraso online', 7, [a, b], 11);
    expect((await day(id))[0]).toMatchObject({ state: 'LATE', nextAction: 'CHECK_IN' });

    // Someone who does not play it cannot start it: nothing changes.
    const audited = await auditCount(id);
    expect(codeOf(await member.gql(START_MATCH, { m: final.matchId }))).toBe('FORBIDDEN');
    expect(codeOf(await director.gql(START_MATCH, { m: final.matchId }))).toBe('FORBIDDEN');
    expect(await auditCount(id)).toBe(audited);
    expect((await matchAt(id, final.slot)).matchStatus).toBe('CHALLENGED');

    // B arrives 11 minutes late and opens the online match himself.
    expect(data(await b.gql<{ startTournamentMatch: boolean }>(START_MATCH, { m: final.matchId }))).toEqual({
      startTournamentMatch: true,
    });
    const board = await view(a, final.matchId as string);
    expect(board.status).toBe('ACTIVE');
    expect([scoreOf(board, a), scoreOf(board, b)]).toEqual([2, 0]);
    expect(board.crawfordGame).toBe(false);

    // The day view shows the same score (player 1's points first) and no longer counts B's minutes.
    const aFirst = final.player1?.id === a.id;
    const shown = (await day(id))[0];
    expect(shown.startScore).toEqual(aFirst ? [2, 0] : [0, 2]);
    expect(shown.state).toBe('PLAYING');
    const bRow = shown.players.find((p) => p.player.id === b.id);
    expect(bRow).toMatchObject({ rulePenalty: 2, penalty: 2, forfeit: false });
    expect(bRow?.minutesLate).toBeGreaterThanOrEqual(11);
    expect(bRow?.minutesLate).toBeLessThan(11.5);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await day(id))[0].players).toEqual(shown.players);

    // Starting it was B's check-in, audited with the start score.
    const log = await audit(id);
    expect(log.find((e) => e.action === 'board.checkedIn' && e.after?.userId === b.id)?.after).toMatchObject({
      online: true,
    });
    expect(log.find((e) => e.action === 'match.startedOnline')).toMatchObject({
      subject: `match:${final.slot}`,
      after: { startScore: aFirst ? [2, 0] : [0, 2] },
    });

    // A waiver after the start would not reach the board: refused, nothing changes.
    const before = await auditCount(id);
    expect(codeOf(await director.gql(WAIVE, { m: final.matchId, u: b.id, p: 1, why: 'Trânsito' }))).toBe(
      'ONLINE_MATCH_STARTED',
    );
    expect(await auditCount(id)).toBe(before);
    expect((await day(id))[0].startScore).toEqual(shown.startScore);
  });

  it('takes a waiver given before the start: from a forfeit back to 2 points, a Crawford first game', async () => {
    const [, , c, d] = players;
    // 3 points, a penalty of 3 forfeits: 16 minutes late is 3 points.
    const rule = { graceMinutes: 5, pointsPerInterval: 1, intervalMinutes: 5, forfeitAtPoints: 3 };
    const { id, final } = await lateRound('Perdão online', 3, [c, d], 16, rule);
    const checkedIn = data(
      await d.gql<{ checkInAtBoard: Board }>(CHECK_IN_BOARD, { m: final.matchId }),
    ).checkInAtBoard;
    expect(checkedIn.players.find((p) => p.player.id === d.id)).toMatchObject({
      rulePenalty: 3,
      forfeit: true,
    });
    expect(checkedIn.nextAction).toBe('RECORD_FORFEIT');
    const waived = data(
      await director.gql<{ waiveLateness: Board }>(WAIVE, { m: final.matchId, u: d.id, p: 1, why: 'Ônibus' }),
    ).waiveLateness;
    expect(waived.players.find((p) => p.player.id === d.id)).toMatchObject({ penalty: 2, forfeit: false });

    data(await c.gql(START_MATCH, { m: final.matchId }));
    const board = await view(d, final.matchId as string);
    expect([scoreOf(board, c), scoreOf(board, d)]).toEqual([2, 0]);
    // C starts at 2 of 3, length - 1: the first game is the Crawford game.
    expect(board.crawfordGame).toBe(true);
    expect((await day(id))[0].startScore).toEqual(waived.startScore);
  });

  it('ends the match by walkover when the starter is past the threshold; both past it is refused', async () => {
    const [, , , , e, f, g, h] = players;
    // 7 points: 21 minutes late is 4 points, more than half the length.
    const { id, final } = await lateRound('W.O. online', 7, [e, f], 21);
    data(await f.gql(START_MATCH, { m: final.matchId }));
    const done = await eventually(async () => {
      const v = await view(e, final.matchId as string);
      return v.status === 'FINISHED' ? v : null;
    });
    expect(done.resultSource).toBe('FORFEIT');
    expect(done.players.find((p) => p.side === done.winner)?.user.id).toBe(e.id);
    expect(
      await eventually(async () => {
        const m = await matchAt(id, final.slot);
        return m.state === 'FINISHED' ? m : null;
      }),
    ).toMatchObject({ winner: { id: e.id }, outcome: 'WALKOVER' });

    // Neither came: H opens the match 21 minutes late, G never checked in. Refused; nothing changes.
    const both = await setUp({ name: 'Ninguém', format: 'SINGLE_ELIMINATION', matchLengths: [7] }, [g, h]);
    data(await director.gql(DRAW, { t: both }));
    data(await director.gql(START, { t: both }));
    data(await director.gql(SET_START, { t: both, r: 1, at: new Date().toISOString() }));
    await sql(
      `UPDATE "TournamentRoundStart" SET "startsAt" = "startsAt" - interval '21 minutes' WHERE "tournamentId" = $1::uuid`,
      [both],
    );
    const [m] = await matches(both);
    const audited = await auditCount(both);
    expect(codeOf(await h.gql(START_MATCH, { m: m.matchId }))).toBe('BOTH_PAST_LATENESS');
    expect(await auditCount(both)).toBe(audited);
    expect((await matchAt(both, m.slot)).matchStatus).toBe('CHALLENGED');
    expect((await day(both))[0]).toMatchObject({ nextAction: 'RECORD_DOUBLE_NO_SHOW' });
    expect((await day(both))[0].players.every((p) => p.forfeit)).toBe(true);
  });

  it('counts an online match lost on the clock as timedOut: standings and rating as the policy says', async () => {
    const [a, , , , , , , , i] = players;
    const id = await setUp(
      {
        name: 'Relógio',
        format: 'ROUND_ROBIN',
        matchLengths: [1],
        timeControl: { delaySeconds: 1, reservePerPointSeconds: 2 },
      },
      [a, i],
    );
    data(await director.gql(DRAW, { t: id }));
    data(await director.gql(START, { t: id }));
    // This event counts a match lost on time as a win without game points, and does not rate it.
    data(
      await director.gql(SET_RULES, {
        input: {
          tournamentId: id,
          standingsPolicy: [{ end: 'timedOut', opponentCounts: true, gamePoints: 'none', rated: false }],
        },
      }),
    );
    const [m0] = (await matches(id)).filter((m) => m.state === 'READY');
    data(await i.gql(START_MATCH, { m: m0.matchId }));
    // Nobody moves: the server rolls the opening, and the mover's 1 s delay and 2 s reserve run out.
    const done = await eventually(async () => {
      const v = await view(a, m0.matchId as string);
      return v.status === 'FINISHED' ? v : null;
    }, 15_000);
    expect(done.resultSource).toBe('TIMEOUT');
    const winner = [a, i].find((p) => p.id === done.players.find((s) => s.side === done.winner)?.user.id);
    const loser = [a, i].find((p) => p !== winner) as Account;
    expect(
      await eventually(async () => {
        const m = await matchAt(id, m0.slot);
        return m.state === 'FINISHED' ? m : null;
      }),
    ).toMatchObject({ winner: { id: winner?.id } });

    // Recorded with the clock as its source...
    const recorded = (await audit(id)).find((e) => e.action === 'result.recorded');
    expect(recorded?.after).toMatchObject({ source: 'TIMEOUT' });
    // ...a win with no game points in the standings...
    const GROUP =
      'query($t: UUID!) { tournamentStandings(tournamentId: $t, group: 1) { player { id } wins losses pointsFor } }';
    const rows = data(
      await member.gql<{
        tournamentStandings: { player: { id: string }; wins: number; losses: number; pointsFor: number }[];
      }>(GROUP, { t: id }),
    ).tournamentStandings;
    expect(rows.find((r) => r.player.id === winner?.id)).toMatchObject({ wins: 1, pointsFor: 0 });
    expect(rows.find((r) => r.player.id === loser.id)).toMatchObject({ wins: 0, losses: 1 });
    // ...and not rated (the club's policy would rate a timeout: the event's says not).
    for (const p of [winner as Account, loser]) {
      const history = data(
        await member.gql<{ ratingHistory: { matchId: string }[] }>(HISTORY, { c: clubId, u: p.id }),
      ).ratingHistory;
      expect(history.filter((r) => r.matchId === m0.matchId)).toEqual([]);
    }
  });
});
