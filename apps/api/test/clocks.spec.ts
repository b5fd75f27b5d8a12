/**
 * Clocks (issue #14) against API processes of their own on a real PostgreSQL, with short clocks (a 1 s delay
 * and a reserve of a few seconds): timeouts in challenges and tournaments through the durable queue, a move at
 * its deadline, a restart during a turn, two instances, and the directors' tools (presence and the claims:
 * presence-claims.spec.ts).
 */
import { createTestDatabase, TestDatabase } from './database';
import { ApiProcess, eventually, sleep, sqlOn, startApiProcess } from './faults';
import { activeMatch, clubOf, data, Player, tournamentFinal } from './flows';
import {
  CLOCK,
  ClockView,
  on,
  playerOf,
  PLAYERS_ENV,
  playersOf,
  ratingRows,
  short,
  timeouts,
  View,
  view,
  VIEW,
} from './clock-match';

jest.setTimeout(120_000);

describe('clocks on one API process', () => {
  let database: TestDatabase;
  let api: ApiProcess;
  let director: Player;
  let ana: Player;
  let bia: Player;
  let clubId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    api = await startApiProcess(database.url, PLAYERS_ENV);
    [director, ana, bia] = await playersOf(api, ['Dora', 'Ana', 'Bia']);
    clubId = await clubOf(director, [ana, bia]);
  });
  afterAll(async () => {
    await api.kill();
    await database.drop();
  });

  it('refuses a bad time control with its field named, and stores nothing', async () => {
    const before = await sqlOn<{ n: number }>(database.name, 'SELECT count(*)::int AS n FROM "Match"');
    for (const [timeControl, field] of [
      [{ delaySeconds: 500, reservePerPointSeconds: 60 }, 'delaySeconds'],
      [{ delaySeconds: 10, reservePerPointSeconds: -1 }, 'reservePerPointSeconds'],
      [{ delaySeconds: 0, reservePerPointSeconds: 0 }, 'timeControl'],
      [{ reservePerPointSeconds: 10, reserveSeconds: 10 }, 'reservePerPointSeconds'],
    ] as const) {
      const refused = await ana.gql('mutation($i: ChallengeInput!) { challenge(input: $i) { id } }', {
        i: { clubId, opponentId: bia.id, options: { length: 3 }, timeControl },
      });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'INVALID_TIME_CONTROL',
        field: `timeControl.${field}`,
      });
    }
    const money = await ana.gql('mutation($i: ChallengeInput!) { challenge(input: $i) { id } }', {
      i: { clubId, opponentId: bia.id, options: { length: 0 }, timeControl: { reservePerPointSeconds: 60 } },
    });
    expect(money.errors?.[0]?.extensions).toMatchObject({
      code: 'INVALID_TIME_CONTROL',
      field: 'timeControl.reservePerPointSeconds',
    });
    const tournament = await director.gql(
      'mutation($input: CreateTournamentInput!) { createTournament(input: $input) { id } }',
      {
        input: {
          clubId,
          name: 'Relógio ruim',
          format: 'SINGLE_ELIMINATION',
          matchLengths: [3],
          timeControl: { delaySeconds: 121 },
        },
      },
    );
    expect(tournament.errors?.[0]?.extensions?.code).toBe('INVALID_TIME_CONTROL');
    const after = await sqlOn<{ n: number }>(database.name, 'SELECT count(*)::int AS n FROM "Match"');
    expect(after[0].n).toBe(before[0].n);
    expect(
      (await sqlOn<{ n: number }>(database.name, 'SELECT count(*)::int AS n FROM "Tournament"'))[0].n,
    ).toBe(0);
  });

  it('times out a challenge match: the opening is rolled for the players, the mover loses on time, rated', async () => {
    const id = await activeMatch(clubId, ana, bia, 1, short(2));
    // The opening roll is the server's (a job of the queue): the starter's clock runs.
    const moving = await eventually(async () => {
      const v = await view(ana, id);
      return v.phase === 'moving' && v.clock?.running !== null ? v : null;
    });
    expect(moving.log[0].type).toBe('openingRoll');
    expect(moving.clock?.sides.map((s) => s.reserveMs)).toEqual([2000, 2000]);
    const mover = moving.sideToAct as number;
    const done = await eventually(async () => {
      const v = await view(ana, id);
      return v.status === 'FINISHED' ? v : null;
    }, 8_000);
    expect(done.resultSource).toBe('TIMEOUT');
    expect(done.winner).toBe(1 - mover);
    expect(done.log.at(-1)).toMatchObject({ type: 'timeout', text: 'Time out (reserve 0 s)' });
    expect(timeouts(done)).toBe(1);
    // A timeout is rated by default (the club's policy), once.
    expect(await eventually(async () => (await ratingRows(database.name, id)) === 2)).toBe(true);
    // An action after the end is refused and changes nothing.
    const late = await playerOf(done, mover, [ana, bia]).gql(
      'mutation($id: UUID!, $s: Int!) { rollDice(matchId: $id, expectedSeq: $s) { seq } }',
      { id, s: done.seq },
    );
    expect(late.errors?.[0]?.extensions?.code).toBe('MATCH_NOT_ACTIVE');
  });

  it('times out a tournament match: the bracket advances through the durable events, and the ratings move', async () => {
    const { tournamentId, matchId } = await tournamentFinal(clubId, director, [ana, bia], {
      timeControl: short(2),
    });
    const done = await eventually(async () => {
      const v = await view(ana, matchId);
      return v.status === 'FINISHED' ? v : null;
    }, 10_000);
    expect(done.resultSource).toBe('TIMEOUT');
    const t = await eventually(async () => {
      const r = data(
        await director.gql<{ tournament: { status: string } }>(
          'query($t: UUID!) { tournament(id: $t) { status } }',
          { t: tournamentId },
        ),
      ).tournament;
      return r.status === 'FINISHED' ? r : null;
    });
    expect(t.status).toBe('FINISHED');
    expect(await ratingRows(database.name, matchId)).toBe(2);
  });

  it('gives a move at its deadline exactly one outcome: the move, or the timeout', async () => {
    const outcomes: string[] = [];
    const ids = await Promise.all([0, 1, 2, 3].map(() => activeMatch(clubId, ana, bia, 1, short(1))));
    await Promise.all(
      ids.map(async (id, i) => {
        const v = await eventually(async () => {
          const m = await view(ana, id);
          return m.phase === 'moving' && m.clock?.deadline ? m : null;
        });
        const mover = playerOf(v, v.sideToAct as number, [ana, bia]);
        const plays = data(
          await mover.gql<{ legalPlays: { moves: unknown[] }[] }>(
            'query($id: UUID!) { legalPlays(matchId: $id) { moves { from to die } } }',
            { id },
          ),
        ).legalPlays;
        // Aim at the deadline's own millisecond (the server and the test share this machine's clock).
        await sleep(Math.max(0, new Date(v.clock!.deadline!).getTime() - Date.now() + (i - 2) * 3));
        const answer = await mover.gql<{ submitPlay: { seq: number } }>(
          'mutation($id: UUID!, $s: Int!, $m: [CheckerMoveInput!]!) { submitPlay(matchId: $id, expectedSeq: $s, moves: $m) { seq } }',
          { id, s: v.seq, m: plays[0].moves },
        );
        const after = await eventually(async () => {
          const m = await view(ana, id);
          return m.seq > v.seq ? m : null;
        });
        const next = after.log.filter((e) => e.seq === v.seq + 1);
        expect(next).toHaveLength(1);
        if (answer.data?.submitPlay) {
          expect(next[0].type).toBe('play');
          outcomes.push('play');
        } else {
          // Refused as late (TIME_EXPIRED), as second (STALE_SEQUENCE), or after the timeout's commit.
          expect(['TIME_EXPIRED', 'STALE_SEQUENCE', 'MATCH_NOT_ACTIVE']).toContain(
            answer.errors?.[0]?.extensions?.code,
          );
          expect(next[0].type).toBe('timeout');
          expect(timeouts(after)).toBe(1);
          outcomes.push('timeout');
        }
      }),
    );
    expect(outcomes).toHaveLength(4);
  });

  it('lets a director pause, resume and add time, audited; refuses others and bad input', async () => {
    const { tournamentId, matchId } = await tournamentFinal(clubId, director, [ana, bia], {
      timeControl: { delaySeconds: 1, reservePerPointSeconds: 60 },
    });
    const v = await eventually(async () => {
      const m = await view(ana, matchId);
      return m.phase === 'moving' ? m : null;
    });
    const mover = playerOf(v, v.sideToAct as number, [ana, bia]);
    const PAUSE = `mutation($m: UUID!, $r: String!) { pauseMatchClock(matchId: $m, reason: $r) { ${CLOCK} } }`;
    const RESUME = `mutation($m: UUID!, $r: String!) { resumeMatchClock(matchId: $m, reason: $r) { ${CLOCK} } }`;
    const ADD = `mutation($m: UUID!, $s: Int!, $x: Int!, $r: String!) { addMatchTime(matchId: $m, side: $s, seconds: $x, reason: $r) { ${CLOCK} } }`;
    // Not a director, or no reason: refused, nothing changes.
    expect((await ana.gql(PAUSE, { m: matchId, r: 'eu quero' })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await director.gql(PAUSE, { m: matchId, r: ' a ' })).errors?.[0]?.extensions?.code).toBe(
      'REASON_REQUIRED',
    );
    expect((await view(ana, matchId)).clock?.paused).toBe(false);
    const paused = data(
      await director.gql<{ pauseMatchClock: { clock: ClockView } }>(PAUSE, { m: matchId, r: 'Queda de luz' }),
    ).pauseMatchClock.clock;
    expect(paused).toMatchObject({ paused: true, deadline: null });
    const frozen = paused.sides[paused.running as number].reserveMs;
    await sleep(1_500);
    expect((await view(ana, matchId)).clock?.sides[paused.running as number].reserveMs).toBe(frozen);
    const blocked = await mover.gql(
      'mutation($id: UUID!, $s: Int!) { resign(matchId: $id, expectedSeq: $s, kind: single) { seq } }',
      { id: matchId, s: v.seq },
    );
    expect(blocked.errors?.[0]?.extensions?.code).toBe('CLOCK_PAUSED');
    expect((await director.gql(PAUSE, { m: matchId, r: 'de novo' })).errors?.[0]?.extensions?.code).toBe(
      'CLOCK_PAUSED',
    );
    const resumed = data(
      await director.gql<{ resumeMatchClock: { clock: ClockView } }>(RESUME, { m: matchId, r: 'Luz voltou' }),
    ).resumeMatchClock.clock;
    expect(resumed.paused).toBe(false);
    expect(resumed.deadline).not.toBeNull();
    for (const [side, seconds, field] of [
      [2, 30, 'side'],
      [0, 0, 'seconds'],
      [0, 3601, 'seconds'],
    ] as const) {
      const bad = await director.gql(ADD, { m: matchId, s: side, x: seconds, r: 'Compensação' });
      expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect(
      (await bia.gql(ADD, { m: matchId, s: 0, x: 30, r: 'Compensação' })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const before = (await view(ana, matchId)).clock as ClockView;
    const added = data(
      await director.gql<{ addMatchTime: { clock: ClockView } }>(ADD, {
        m: matchId,
        s: 0,
        x: 30,
        r: 'Compensação',
      }),
    ).addMatchTime.clock;
    expect(added.sides[0].reserveMs - before.sides[0].reserveMs).toBeGreaterThanOrEqual(29_000);
    const audited = await sqlOn<{ action: string; reason: string }>(
      database.name,
      `SELECT action, reason FROM "AuditEntry" WHERE "scopeId" = $1 AND action LIKE 'clock.%' ORDER BY seq`,
      [tournamentId],
    );
    expect(audited).toEqual([
      { action: 'clock.paused', reason: 'Queda de luz' },
      { action: 'clock.resumed', reason: 'Luz voltou' },
      { action: 'clock.timeAdded', reason: 'Compensação' },
    ]);
  });

  it('lets a director annul a timeout: the match plays on, the bracket and the ratings forget the result', async () => {
    const { tournamentId, matchId } = await tournamentFinal(clubId, director, [ana, bia], {
      timeControl: short(1),
    });
    const done = await eventually(async () => {
      const v = await view(ana, matchId);
      return v.status === 'FINISHED' ? v : null;
    }, 10_000);
    const loser = 1 - (done.winner as number);
    await eventually(async () => (await ratingRows(database.name, matchId)) === 2);
    const ANNUL = `mutation($m: UUID!, $r: String!, $x: Int) { annulTimeout(matchId: $m, reason: $r, addSeconds: $x) { ${VIEW} } }`;
    expect((await ana.gql(ANNUL, { m: matchId, r: 'Erro do servidor' })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await director.gql(ANNUL, { m: matchId, r: 'x' })).errors?.[0]?.extensions?.code).toBe(
      'REASON_REQUIRED',
    );
    expect(
      (await director.gql(ANNUL, { m: matchId, r: 'Erro do servidor', x: -5 })).errors?.[0]?.extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'addSeconds' });
    const reopened = data(
      await director.gql<{ annulTimeout: View }>(ANNUL, { m: matchId, r: 'Erro do servidor', x: 3 }),
    ).annulTimeout;
    expect(reopened).toMatchObject({ status: 'ACTIVE', winner: null, resultSource: null, score: [0, 0] });
    expect(reopened.log.at(-1)?.type).toBe('annulTimeout');
    expect(reopened.clock?.running).toBe(loser);
    expect(reopened.clock?.sides[loser].reserveMs).toBeGreaterThan(2_000);
    // The bracket and the ratings follow (match.reopened), and the annulment is in the tournament's chain.
    await eventually(async () => {
      const t = data(
        await director.gql<{ tournament: { status: string } }>(
          'query($t: UUID!) { tournament(id: $t) { status } }',
          {
            t: tournamentId,
          },
        ),
      ).tournament;
      return t.status === 'IN_PROGRESS' && (await ratingRows(database.name, matchId)) === 0;
    });
    // The reopened match keeps its place in the bracket: no new match is opened for the slot.
    const slots = data(
      await director.gql<{ tournamentMatches: { matchId: string; state: string }[] }>(
        'query($t: UUID!) { tournamentMatches(tournamentId: $t) { matchId state } }',
        { t: tournamentId },
      ),
    ).tournamentMatches;
    expect(slots).toEqual([{ matchId, state: 'READY' }]);
    const rows = await sqlOn<{ id: string; status: string }>(
      database.name,
      'SELECT id, status FROM "Match" WHERE "tournamentId" = $1',
      [tournamentId],
    );
    expect(rows).toEqual([{ id: matchId, status: 'ACTIVE' }]);
    const audited = await sqlOn<{ action: string }>(
      database.name,
      `SELECT action FROM "AuditEntry" WHERE "scopeId" = $1 AND action IN ('match.timeoutAnnulled', 'result.annulled')`,
      [tournamentId],
    );
    expect(audited.map((a) => a.action).sort()).toEqual(['match.timeoutAnnulled', 'result.annulled']);
    // Nothing left to annul now.
    expect((await director.gql(ANNUL, { m: matchId, r: 'de novo' })).errors?.[0]?.extensions?.code).toBe(
      'NOTHING_TO_ANNUL',
    );
    // And it times out again when the player does not come back.
    await eventually(async () => (await view(ana, matchId)).status === 'FINISHED', 15_000);
  });
});

describe('clocks across restarts and instances', () => {
  let database: TestDatabase;
  const processes: ApiProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill()));
    await database.drop();
  });

  it('gives a player back the time the server was down, and fires the deadline once after the restart', async () => {
    const first = await startApiProcess(database.url, PLAYERS_ENV);
    processes.push(first);
    const [owner, ana, bia] = await playersOf(first, ['Olga', 'Ana', 'Bia']);
    const clubId = await clubOf(owner, [ana, bia]);
    const id = await activeMatch(clubId, ana, bia, 1, short(4));
    const running = await eventually(async () => {
      const v = await view(ana, id);
      return v.clock?.deadline ? v : null;
    });
    const side = running.clock?.running as number;
    await sleep(500);
    await first.kill('SIGKILL');
    // Down for longer than the player had left (1 s delay + 4 s).
    await sleep(7_000);
    const second = await startApiProcess(database.url, PLAYERS_ENV);
    processes.push(second);
    const anaThere = on(second, ana);
    const back = await view(anaThere, id);
    expect(back.status).toBe('ACTIVE');
    expect(back.clock?.running).toBe(side);
    expect(back.clock!.sides[side].reserveMs).toBeGreaterThan(3_000);
    const done = await eventually(async () => {
      const v = await view(anaThere, id);
      return v.status === 'FINISHED' ? v : null;
    }, 15_000);
    expect(done.resultSource).toBe('TIMEOUT');
    expect(timeouts(done)).toBe(1);
    await second.kill();
  });

  it('with two instances, each deadline times out once', async () => {
    const a = await startApiProcess(database.url, PLAYERS_ENV);
    const b = await startApiProcess(database.url, PLAYERS_ENV);
    processes.push(a, b);
    const [owner, ana, bia] = await playersOf(a, ['Olga', 'Ana', 'Bia']);
    const clubId = await clubOf(owner, [ana, bia]);
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => activeMatch(clubId, ana, bia, 1, short(1))));
    for (const id of ids) {
      const done = await eventually(async () => {
        const v = await view(ana, id);
        return v.status === 'FINISHED' ? v : null;
      }, 15_000);
      expect(done.resultSource).toBe('TIMEOUT');
      expect(timeouts(done)).toBe(1);
      expect(await eventually(async () => (await ratingRows(database.name, id)) === 2)).toBe(true);
    }
    const consumed = await sqlOn<{ n: number }>(
      database.name,
      `SELECT count(*)::int AS n FROM "EventConsumption" c JOIN "DomainEvent" e ON e.id = c."eventId"
       WHERE e.type = 'match.finished' AND c.consumer = 'ratings.rate' AND e.payload->>'matchId' = ANY($1)`,
      [ids],
    );
    expect(consumed[0].n).toBe(ids.length);
  });
});
