/**
 * Correspondence play (issue 42, part 4) on a real PostgreSQL with a real SMTP server, the day shortened to a
 * few seconds through the API's test hook (CORRESPONDENCE_DAY_MS): days per move refused outside 1 to 7, a
 * challenge from a non-member refused, the move's deadline and its reset by a move, the reminder notice and
 * e-mail, the daily reminder, an open challenge of the lobby by correspondence, a vacation day that moves the
 * deadline (and the reminders) and spends the budget, the budget spent, and a timeout decided once by the
 * durable clock jobs; and the home's lists, where each correspondence match appears once (in
 * myCorrespondenceMatches, never also in the dashboard's "your turn" or challenges to answer).
 */
import { data } from './flows';
import { signUp } from './api';
import {
  type NotificationClub,
  notificationSteps,
  setUpNotificationClub,
  sleep,
  tearDownNotificationClub,
  until,
} from './notifications';

jest.setTimeout(120_000);

/** A correspondence day of this spec. */
const DAY = 4_000;

const MATCH = `id seq status sideToAct phase resultSource timeControl { daysPerMove }
  clock { running deadline } players { side user { id } } log { type }`;
interface Match {
  id: string;
  seq: number;
  status: string;
  sideToAct: number | null;
  phase: string;
  resultSource: string | null;
  timeControl: { daysPerMove: number | null } | null;
  clock: { running: number | null; deadline: string | null } | null;
  players: { side: number; user: { id: string } }[];
  log: { type: string }[];
}
const VACATION = '{ year budget taken remaining days { startsAt endsAt } }';
interface Vacation {
  year: number;
  budget: number;
  taken: number;
  remaining: number;
  days: { startsAt: string; endsAt: string }[];
}

describe('correspondence play', () => {
  let club: NotificationClub;
  let steps: ReturnType<typeof notificationSteps>;
  const previousDay = process.env.CORRESPONDENCE_DAY_MS;

  beforeAll(async () => {
    process.env.CORRESPONDENCE_DAY_MS = String(DAY);
    club = await setUpNotificationClub();
    steps = notificationSteps(club);
  });
  afterAll(async () => {
    await tearDownNotificationClub(club ?? {});
    if (previousDay === undefined) delete process.env.CORRESPONDENCE_DAY_MS;
    else process.env.CORRESPONDENCE_DAY_MS = previousDay;
  });

  type Who = NotificationClub['olga'];
  const challenge = (from: Who, to: Who, timeControl: Record<string, unknown>) =>
    from.gql<{ challenge: Match }>(`mutation($i: ChallengeInput!) { challenge(input: $i) { ${MATCH} } }`, {
      i: { clubId: club.clubId, opponentId: to.id, options: { length: 1 }, timeControl },
    });
  const matchOf = async (who: Who, id: string) =>
    data(await who.gql<{ match: Match }>(`query($id: UUID!) { match(id: $id) { ${MATCH} } }`, { id })).match;
  const matchCount = async () =>
    (await club.db.query<{ n: number }>('SELECT count(*)::int AS n FROM "Match"')).rows[0].n;
  const started = async (a: Who, b: Who, daysPerMove: number) => {
    const id = data(await challenge(a, b, { daysPerMove })).challenge.id;
    data(await b.gql('mutation($id: UUID!) { acceptChallenge(matchId: $id) { id } }', { id }));
    // The opening roll is the server's: wait until a side is on turn with the dice rolled.
    return until(
      () => matchOf(a, id),
      (m) => m.phase === 'moving' && m.clock?.running !== null && m.clock?.deadline !== null,
    );
  };
  const onTurn = (m: Match, people: Who[]) =>
    people.find((p) => p.id === m.players.find((q) => q.side === m.sideToAct)?.user.id) as Who;
  /** The player on turn plays the first legal play of the dice already rolled. */
  const playFirst = async (m: Match, who: Who) => {
    const { legalPlays } = data(
      await who.gql<{ legalPlays: { moves: { from: number; to: number; die: number }[] }[] }>(
        'query($id: UUID!) { legalPlays(matchId: $id) { moves { from to die } } }',
        { id: m.id },
      ),
    );
    const moves = legalPlays[0]?.moves.map(({ from, to, die }) => ({ from, to, die })) ?? [];
    return data(
      await who.gql<{ submitPlay: Match }>(
        `mutation($id: UUID!, $s: Int!, $m: [CheckerMoveInput!]!) { submitPlay(matchId: $id, expectedSeq: $s, moves: $m) { ${MATCH} } }`,
        { id: m.id, s: m.seq, m: moves },
      ),
    ).submitPlay;
  };
  const vacationOf = async (who: Who) =>
    data(await who.gql<{ myVacation: Vacation }>(`{ myVacation ${VACATION} }`)).myVacation;
  const takeDay = (who: Who, startsAt?: Date) =>
    who.gql<{ takeVacationDay: Vacation }>(
      `mutation($s: DateTime) { takeVacationDay(startsAt: $s) ${VACATION} }`,
      { s: startsAt?.toISOString() ?? null },
    );

  it('refuses 0 or 8 days per move, a clock figure beside them, and days in a tournament; stores nothing', async () => {
    const before = await matchCount();
    for (const daysPerMove of [0, 8]) {
      const refused = await challenge(club.olga, club.bruno, { daysPerMove });
      expect(refused.errors?.[0]?.extensions?.code).toBe('INVALID_DAYS_PER_MOVE');
      expect(String(refused.errors?.[0]?.extensions?.field)).toContain('daysPerMove');
    }
    const both = await challenge(club.olga, club.bruno, { daysPerMove: 3, delaySeconds: 10 });
    expect(both.errors?.[0]?.extensions).toMatchObject({
      code: 'INVALID_TIME_CONTROL',
      field: 'timeControl.delaySeconds',
    });
    expect(await matchCount()).toBe(before);
    // A tournament's matches keep a clock: days per move are for challenges.
    const tournament = await club.olga.gql(
      'mutation($input: CreateTournamentInput!) { createTournament(input: $input) { id } }',
      {
        input: {
          clubId: club.clubId,
          name: 'Copa por carta',
          format: 'SINGLE_ELIMINATION',
          matchLengths: [3],
          timeControl: { daysPerMove: 2 },
        },
      },
    );
    expect(tournament.errors?.[0]?.extensions?.code).toBe('INVALID_TIME_CONTROL');
    expect(String(tournament.errors?.[0]?.extensions?.field)).toContain('daysPerMove');
  });

  it('refuses a challenge from a non-member and the vacation operations without an account', async () => {
    const before = await matchCount();
    const eva = await signUp(club.t, 'Eva');
    const refused = await challenge(eva, club.bruno, { daysPerMove: 3 });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await matchCount()).toBe(before);
    for (const query of [
      'mutation { takeVacationDay { remaining } }',
      '{ myVacation { remaining } }',
      '{ myCorrespondenceMatches { id } }',
    ]) {
      const anonymous = await club.t.gql(query);
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const { rows } = await club.db.query<{ n: number }>('SELECT count(*)::int AS n FROM "VacationDay"');
    expect(rows[0].n).toBe(0);
  });

  it('a move resets the deadline; the player on turn is reminded in the app and by e-mail, then each day', async () => {
    const people = [club.olga, club.bruno];
    let m = await started(club.olga, club.bruno, 2);
    expect(m.timeControl).toEqual({ daysPerMove: 2 });
    for (const who of people) {
      const { myCorrespondenceMatches } = data(
        await who.gql<{ myCorrespondenceMatches: { id: string }[] }>('{ myCorrespondenceMatches { id } }'),
      );
      expect(myCorrespondenceMatches.map((x) => x.id)).toContain(m.id);
    }
    const first = new Date(m.clock!.deadline!).getTime();
    expect(first - Date.now()).toBeGreaterThan(DAY);
    expect(first - Date.now()).toBeLessThanOrEqual(2 * DAY);

    const mover = onTurn(m, people);
    await sleep(500);
    m = await playFirst(m, mover);
    const other = onTurn(m, people);
    expect(other).not.toBe(mover);
    const second = new Date(m.clock!.deadline!).getTime();
    expect(second).toBeGreaterThan(first);
    expect(second - Date.now()).toBeGreaterThan(2 * DAY - 1_000);

    // The new side on turn: a reminder with the deadline, mailed while it waits unread.
    const notice = await until(
      () => steps.ofKind(other, 'CORRESPONDENCE_REMINDER'),
      (list) => list.some((n) => n.link === `/play/online/${m.id}`),
    );
    expect(notice).toHaveLength(1);
    const mail = await until(
      async () => club.smtp.inbox.filter((x) => x.to.includes(other.email)),
      (list) => list.some((x) => x.text.includes('(correspondência): jogue até')),
    );
    expect(mail[0].text).toContain(`/pt-BR/play/online/${m.id}`);

    // A day later without a move: the daily reminder renews the notice (and is mailed again).
    const reminders = () =>
      club.db
        .query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "DomainEvent" WHERE type = 'match.reminder' AND payload->>'matchId' = $1`,
          [m.id],
        )
        .then((r) => r.rows[0].n);
    await until(reminders, (n) => n >= 1, 3 * DAY);
    await until(
      async () => club.smtp.inbox.filter((x) => x.to.includes(other.email) && x.text.includes(m.id)).length,
      (n) => n >= 2,
      3 * DAY,
    );
  });

  it('the home lists each correspondence match once: with the correspondence matches, not in "your turn" nor the challenges', async () => {
    const [jo, lia] = [await signUp(club.t, 'Jo'), await signUp(club.t, 'Lia')];
    for (const who of [jo, lia])
      data(
        await who.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
          c: club.invitationCode,
        }),
      );
    type Home = {
      dashboard: { myTurn: { id: string }[]; challengesReceived: { id: string }[] };
      myCorrespondenceMatches: { id: string }[];
    };
    const home = async (who: Who) => {
      const d = data(
        await who.gql<Home>(
          '{ dashboard { myTurn { id } challengesReceived { id } } myCorrespondenceMatches { id } }',
        ),
      );
      const ids = (list: { id: string }[]) => list.map((x) => x.id);
      return {
        myTurn: ids(d.dashboard.myTurn),
        received: ids(d.dashboard.challengesReceived),
        correspondence: ids(d.myCorrespondenceMatches),
      };
    };
    const count = (list: string[], id: string) => list.filter((x) => x === id).length;

    // Offered: the challenged member sees it once, in the correspondence list (to answer there).
    const offered = data(await challenge(jo, lia, { daysPerMove: 7 })).challenge.id;
    const liasOffer = await home(lia);
    expect(count(liasOffer.correspondence, offered)).toBe(1);
    expect(count(liasOffer.received, offered)).toBe(0);
    expect(count((await home(jo)).correspondence, offered)).toBe(1);

    // Being played: the player on turn sees it once, in the correspondence list (their move), not in "your turn".
    data(await lia.gql('mutation($id: UUID!) { acceptChallenge(matchId: $id) { id } }', { id: offered }));
    const m = await until(
      () => matchOf(jo, offered),
      (x) => x.phase === 'moving' && x.clock?.running !== null && x.clock?.deadline !== null,
    );
    const mover = onTurn(m, [jo, lia]);
    const waiter = mover === jo ? lia : jo;
    const moversHome = await home(mover);
    expect(count(moversHome.correspondence, m.id)).toBe(1);
    expect(count(moversHome.myTurn, m.id)).toBe(0);
    const waitersHome = await home(waiter);
    expect(count(waitersHome.correspondence, m.id)).toBe(1);
    expect(count(waitersHome.myTurn, m.id)).toBe(0);

    // A match with a clock stays under "your turn" and the challenges, and out of the correspondence list.
    const live = data(await challenge(jo, lia, { preset: 'standard' })).challenge.id;
    const liasLive = await home(lia);
    expect(count(liasLive.received, live)).toBe(1);
    expect(count(liasLive.correspondence, live)).toBe(0);
    data(await lia.gql('mutation($id: UUID!) { acceptChallenge(matchId: $id) { id } }', { id: live }));
    const started = await until(
      () => matchOf(jo, live),
      (x) => x.phase === 'moving' && x.sideToAct !== null,
    );
    const onTurnHome = await home(onTurn(started, [jo, lia]));
    expect(count(onTurnHome.myTurn, live)).toBe(1);
    expect(count(onTurnHome.correspondence, live)).toBe(0);
  });

  it("an open challenge in the club's lobby by correspondence: taken, it is a correspondence match", async () => {
    const refused = await club.carla.gql(
      'mutation($input: OpenChallengeInput!) { postOpenChallenge(input: $input) { id } }',
      { input: { clubId: club.clubId, options: { length: 1 }, timeControl: { daysPerMove: 8 } } },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('INVALID_DAYS_PER_MOVE');
    const posted = data(
      await club.carla.gql<{ postOpenChallenge: { id: string; timeControl: { daysPerMove: number } } }>(
        'mutation($input: OpenChallengeInput!) { postOpenChallenge(input: $input) { id timeControl { daysPerMove } } }',
        { input: { clubId: club.clubId, options: { length: 1 }, timeControl: { daysPerMove: 4 } } },
      ),
    ).postOpenChallenge;
    expect(posted.timeControl).toEqual({ daysPerMove: 4 });
    const taken = data(
      await club.olga.gql<{ acceptOpenChallenge: { matchId: string } }>(
        'mutation($id: UUID!) { acceptOpenChallenge(id: $id) { matchId } }',
        { id: posted.id },
      ),
    ).acceptOpenChallenge;
    const m = await until(
      () => matchOf(club.olga, taken.matchId),
      (x) => x.phase === 'moving' && x.clock?.deadline !== null,
    );
    expect(m.timeControl).toEqual({ daysPerMove: 4 });
    expect(new Date(m.clock!.deadline!).getTime() - Date.now()).toBeGreaterThan(3 * DAY);
  });

  it('a vacation day moves the running deadline by a day and spends the budget', async () => {
    const people = [club.carla, club.davi];
    const m = await started(club.carla, club.davi, 3);
    const player = onTurn(m, people);
    const before = new Date(m.clock!.deadline!).getTime();
    expect((await vacationOf(player)).remaining).toBe(10);

    const taken = data(await takeDay(player)).takeVacationDay;
    expect(taken).toMatchObject({ budget: 10, taken: 1, remaining: 9 });
    expect(taken.days).toHaveLength(1);
    const after = await matchOf(player, m.id);
    expect(new Date(after.clock!.deadline!).getTime() - before).toBeGreaterThan(DAY - 1_000);
    expect(new Date(after.clock!.deadline!).getTime() - before).toBeLessThanOrEqual(DAY);
    expect(after.seq).toBe(m.seq);

    // Refusals change nothing: in the past, over the day taken.
    const past = await takeDay(player, new Date(Date.now() - 60_000));
    expect(past.errors?.[0]?.extensions?.code).toBe('VACATION_IN_PAST');
    const overlap = await takeDay(player, new Date(Date.now() + 1_000));
    expect(overlap.errors?.[0]?.extensions?.code).toBe('VACATION_OVERLAP');
    expect((await vacationOf(player)).remaining).toBe(9);
  });

  it('a vacation day taken at the start of a move puts its first reminder a day later', async () => {
    const [hugo, ines] = [await signUp(club.t, 'Hugo'), await signUp(club.t, 'Ines')];
    for (const who of [hugo, ines])
      data(
        await who.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
          c: club.invitationCode,
        }),
      );
    const m = await started(hugo, ines, 2);
    const player = onTurn(m, [hugo, ines]);
    const from = Date.now();
    data(await takeDay(player));
    const reminders = () =>
      club.db
        .query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "DomainEvent" WHERE type = 'match.reminder' AND payload->>'matchId' = $1`,
          [m.id],
        )
        .then((r) => r.rows[0].n);
    // The first reminder was due a day after the move began: on vacation, it is not sent then...
    await sleep(Math.max(0, from + 1.5 * DAY - Date.now()));
    expect(await reminders()).toBe(0);
    // ...but a day after the vacation day.
    await until(reminders, (n) => n >= 1, 2 * DAY);
  });

  it('the budget spent is refused with VACATION_BUDGET_EXHAUSTED', async () => {
    const eva = await signUp(club.t, 'Ema');
    const start = Date.now() + 60_000;
    for (let i = 0; i < 10; i++) data(await takeDay(eva, new Date(start + i * DAY)));
    expect(await vacationOf(eva)).toMatchObject({ taken: 10, remaining: 0 });
    const refused = await takeDay(eva, new Date(start + 20 * DAY));
    expect(refused.errors?.[0]?.extensions?.code).toBe('VACATION_BUDGET_EXHAUSTED');
    const { rows } = await club.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM "VacationDay" WHERE "userId" = $1',
      [eva.id],
    );
    expect(rows[0].n).toBe(10);
  });

  it('a move not made in time loses on time, decided once by the durable clock job', async () => {
    const fabio = await signUp(club.t, 'Fabio');
    const gil = await signUp(club.t, 'Gil');
    for (const who of [fabio, gil])
      data(
        await who.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
          c: club.invitationCode,
        }),
      );
    const m = await started(fabio, gil, 1);
    const late = m.sideToAct;
    const over = await until(
      () => matchOf(fabio, m.id),
      (x) => x.status === 'FINISHED',
      4 * DAY,
    );
    expect(over.resultSource).toBe('TIMEOUT');
    expect(over.log.filter((e) => e.type === 'timeout')).toHaveLength(1);
    // The late side lost; nothing fires a second time.
    const { rows } = await club.db.query<{ winnerSide: number }>(
      'SELECT "winnerSide" FROM "Match" WHERE id = $1',
      [m.id],
    );
    expect(rows[0].winnerSide).toBe(1 - (late as number));
    await sleep(1_500);
    expect((await matchOf(fabio, m.id)).log.filter((e) => e.type === 'timeout')).toHaveLength(1);
  });
});
