/**
 * Notifications end to end (real PostgreSQL, GraphQL over HTTP and WebSocket, a real SMTP server): each kind is
 * made once from its durable event, a second delivery makes none, the preferences suppress them, what waits
 * unread is e-mailed after the delay with a working unsubscribe link, and nobody reads another's notices.
 */
import { Account, codeOf, signUp, subscribeOverWebSocket, TestApi } from '../../test/api';
import { data } from '../../test/flows';
import { NotificationChannel, NotificationKind } from '../generated/prisma/enums';
import {
  ANNOUNCE,
  COUNT,
  LIST,
  NEWS,
  News,
  NotificationClub,
  notificationSteps,
  SET_PREF,
  setUpNotificationClub,
  sleep,
  tearDownNotificationClub,
  UNSUBSCRIBE,
  until,
} from '../../test/notifications';

describe('notifications (real PostgreSQL, GraphQL over HTTP and WebSocket, SMTP)', () => {
  let t: TestApi;
  let smtp: NotificationClub['smtp'];
  let db: NotificationClub['db'];
  let olga: Account;
  let bruno: Account;
  let carla: Account;
  let davi: Account;
  let clubId: string;
  let invitationCode: string;
  const club = {} as NotificationClub;
  const { list, ofKind, settled, challenge } = notificationSteps(club);

  beforeAll(async () => {
    Object.assign(club, await setUpNotificationClub());
    ({ t, smtp, db, olga, bruno, carla, davi, clubId, invitationCode } = club);
    // Starting the API (its migrations) takes a while on a busy machine.
  }, 120_000);

  afterAll(async () => {
    await tearDownNotificationClub(club);
  });

  it('a challenge received, accepted and declined: each notice once, live to the challenger over WebSocket', async () => {
    const news = subscribeOverWebSocket<News>(t.wsUrl, NEWS, {}, bruno.token);
    await news.until((items) => items.length >= 1);
    const before = news.received[0].data?.notificationNews.unreadCount ?? -1;

    const id = await challenge(bruno, carla);
    await settled();
    const received = await ofKind(carla, 'CHALLENGE_RECEIVED');
    expect(received).toEqual([
      expect.objectContaining({ kind: 'CHALLENGE_RECEIVED', link: '/challenges', readAt: null }),
    ]);
    expect(received[0].payload).toMatchObject({ actorName: 'Bruno', clubName: 'Clube Meu' });

    data(await carla.gql('mutation($id: UUID!) { acceptChallenge(matchId: $id) { id } }', { id }));
    await news.until((items) =>
      items.some((i) => i.data?.notificationNews.notification?.kind === 'CHALLENGE_ACCEPTED'),
    );
    const pushed = news.received.find(
      (i) => i.data?.notificationNews.notification?.kind === 'CHALLENGE_ACCEPTED',
    );
    expect(pushed?.data?.notificationNews).toMatchObject({
      unreadCount: before + 1,
      browser: true,
      notification: { link: `/play/online/${id}`, payload: { actorName: 'Carla' } },
    });
    expect(await ofKind(bruno, 'CHALLENGE_ACCEPTED')).toHaveLength(1);
    // Carla answered: her notice of the challenge is read.
    expect((await ofKind(carla, 'CHALLENGE_RECEIVED'))[0].readAt).not.toBeNull();

    const declined = await challenge(bruno, davi);
    data(await davi.gql('mutation($id: UUID!) { declineChallenge(matchId: $id) { id } }', { id: declined }));
    await settled();
    expect(await ofKind(bruno, 'CHALLENGE_DECLINED')).toEqual([
      expect.objectContaining({
        link: '/challenges',
        payload: expect.objectContaining({ actorName: 'Davi' }),
      }),
    ]);
    await news.close();
  });

  it('a second delivery of an event makes no second notice', async () => {
    const id = await challenge(davi, carla);
    await settled();
    const count = async () => (await ofKind(carla, 'CHALLENGE_RECEIVED')).length;
    const once = await count();
    const [event] = (
      await db.query<{ id: string }>(
        `SELECT id::text FROM "DomainEvent" WHERE type = 'challenge.created' AND payload->>'matchId' = $1`,
        [id],
      )
    ).rows;
    // Delivered again with its consumption record (the worker's own guard)...
    await db.query(`UPDATE "DomainEvent" SET status = 'PENDING', "availableAt" = now() WHERE id = $1`, [
      event.id,
    ]);
    await settled();
    expect(await count()).toBe(once);
    // ...and without it (a crash between the notice and the record): the notice is keyed by the event.
    await db.query(`DELETE FROM "EventConsumption" WHERE "eventId" = $1`, [event.id]);
    await db.query(`UPDATE "DomainEvent" SET status = 'PENDING', "availableAt" = now() WHERE id = $1`, [
      event.id,
    ]);
    await settled();
    expect(await count()).toBe(once);
    const rows = await db.query(`SELECT 1 FROM "Notification" WHERE "eventId" = $1`, [event.id]);
    expect(rows.rowCount).toBe(1);
  });

  it('a challenge whose notice is delivered after its answer leaves no unread notice (deliveries run at once)', async () => {
    const id = await challenge(davi, bruno);
    data(await bruno.gql('mutation($id: UUID!) { acceptChallenge(matchId: $id) { id } }', { id }));
    await settled();
    const unreadChallenges = async () =>
      (await ofKind(bruno, 'CHALLENGE_RECEIVED')).filter(
        (n) => n.readAt === null && n.link === '/challenges',
      );
    expect(await unreadChallenges()).toEqual([]);
    // The challenge's own delivery comes last: its notice, never written, stays unwritten.
    const [event] = (
      await db.query<{ id: string }>(
        `SELECT id::text FROM "DomainEvent" WHERE type = 'challenge.created' AND payload->>'matchId' = $1`,
        [id],
      )
    ).rows;
    await db.query(`DELETE FROM "Notification" WHERE "eventId" = $1`, [event.id]);
    await db.query(`DELETE FROM "EventConsumption" WHERE "eventId" = $1`, [event.id]);
    await db.query(`UPDATE "DomainEvent" SET status = 'PENDING', "availableAt" = now() WHERE id = $1`, [
      event.id,
    ]);
    await settled();
    expect(await unreadChallenges()).toEqual([]);
    expect(data(await bruno.gql<{ unreadNotificationCount: number }>(COUNT)).unreadNotificationCount).toBe(
      (await list(bruno)).filter((n) => n.readAt === null).length,
    );
  });

  it('the preferences suppress a kind: off on every channel, nothing is written', async () => {
    for (const c of ['IN_APP', 'BROWSER', 'EMAIL'])
      data(await davi.gql(SET_PREF, { k: 'CHALLENGE_RECEIVED', c, e: false }));
    const prefs = data(
      await davi.gql<{ notificationPreferences: { kind: string; channel: string; enabled: boolean }[] }>(
        '{ notificationPreferences { kind channel enabled } }',
      ),
    ).notificationPreferences;
    // One preference per kind and channel: every kind of the schema, on each of its three channels.
    expect(prefs).toHaveLength(
      Object.keys(NotificationKind).length * Object.keys(NotificationChannel).length,
    );
    expect(prefs.filter((p) => !p.enabled)).toHaveLength(3);
    const before = (await ofKind(davi, 'CHALLENGE_RECEIVED')).length;
    await challenge(carla, davi);
    await settled();
    expect(await ofKind(davi, 'CHALLENGE_RECEIVED')).toHaveLength(before);
    const n = await db.query(
      `SELECT 1 FROM "Notification" WHERE "recipientId" = $1 AND kind = 'CHALLENGE_RECEIVED'`,
      [davi.id],
    );
    expect(n.rowCount).toBe(before);
    // Bad input: an unknown kind is refused by the schema, nothing changes.
    const bad = await davi.gql(SET_PREF, { k: 'NOPE', c: 'EMAIL', e: true });
    expect(bad.errors?.length).toBeGreaterThan(0);
    expect(codeOf(await t.gql(SET_PREF, { k: 'YOUR_TURN', c: 'EMAIL', e: false }))).toBe('UNAUTHENTICATED');
  });

  it('your turn in an online match: one notice per match, renewed for the side to act, read when it passes', async () => {
    const id = await challenge(olga, bruno);
    data(await bruno.gql('mutation($id: UUID!) { acceptChallenge(matchId: $id) { id } }', { id }));
    const view = `seq phase sideToAct players { side user { id } }`;
    type View = {
      seq: number;
      phase: string;
      sideToAct: number | null;
      players: { side: number; user: { id: string } }[];
    };
    let m = data(
      await olga.gql<{ rollDice: View }>(
        `mutation($id: UUID!) { rollDice(matchId: $id, expectedSeq: 0) { ${view} } }`,
        {
          id,
        },
      ),
    ).rollDice;
    while (m.phase !== 'moving')
      m = data(
        await olga.gql<{ rollDice: View }>(
          `mutation($id: UUID!, $s: Int!) { rollDice(matchId: $id, expectedSeq: $s) { ${view} } }`,
          { id, s: m.seq },
        ),
      ).rollDice;
    const byId = (userId: string) => [olga, bruno].find((p) => p.id === userId) as Account;
    const mover = byId(m.players.find((p) => p.side === m.sideToAct)?.user.id as string);
    const other = mover === olga ? bruno : olga;
    await settled();
    const turnOf = async (who: Account) =>
      (await ofKind(who, 'YOUR_TURN')).filter((n) => n.link === `/play/online/${id}`);
    expect((await turnOf(mover)).map((n) => n.readAt)).toEqual([null]);
    expect(await turnOf(other)).toEqual([]);

    // The mover plays: the decision passes, the other is told, the mover's notice is over.
    const [play] = data(
      await mover.gql<{ legalPlays: { moves: { from: number; to: number; die: number }[] }[] }>(
        'query($id: UUID!) { legalPlays(matchId: $id) { moves { from to die } } }',
        { id },
      ),
    ).legalPlays;
    data(
      await mover.gql(
        'mutation($id: UUID!, $s: Int!, $moves: [CheckerMoveInput!]!) { submitPlay(matchId: $id, expectedSeq: $s, moves: $moves) { seq } }',
        { id, s: m.seq, moves: play.moves },
      ),
    );
    await settled();
    expect((await turnOf(other)).map((n) => n.readAt)).toEqual([null]);
    expect((await turnOf(mover))[0].readAt).not.toBeNull();
    // Exactly one row per player and match, however many turns.
    const rows = await db.query(`SELECT "recipientId" FROM "Notification" WHERE topic = $1`, [`turn:${id}`]);
    expect(rows.rowCount).toBe(2);
  });

  it("a director's announcement to the club or a tournament; bad input and no right change nothing", async () => {
    const announce = (who: Account, input: Record<string, unknown>) => who.gql(ANNOUNCE, { input });
    expect(codeOf(await announce(bruno, { clubId, title: 'Aviso', message: 'Olá' }))).toBe('FORBIDDEN');
    expect(codeOf(await announce(olga, { clubId, title: ' ', message: 'Olá' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await announce(olga, { clubId, title: 'Aviso', message: '' }))).toBe('BAD_USER_INPUT');
    const other = data(
      await davi.gql<{ createClub: { id: string } }>(
        'mutation { createClub(input: { name: "Outro Clube" }) { id } }',
      ),
    ).createClub.id;
    const foreign = data(
      await davi.gql<{ createTournament: { id: string } }>(
        'mutation($input: CreateTournamentInput!) { createTournament(input: $input) { id } }',
        { input: { clubId: other, name: 'Alheio', format: 'SINGLE_ELIMINATION', matchLengths: [1] } },
      ),
    ).createTournament.id;
    expect(
      codeOf(await announce(olga, { clubId, tournamentId: foreign, title: 'Aviso', message: 'Olá' })),
    ).toBe('NOT_FOUND');
    await settled();
    expect(await ofKind(bruno, 'ANNOUNCEMENT')).toEqual([]);

    expect(
      data(await announce(olga, { clubId, title: 'Torneio sexta', message: 'Às 19h, na sede.' })),
    ).toEqual({
      announce: true,
    });
    await settled();
    for (const who of [bruno, carla, davi])
      expect(await ofKind(who, 'ANNOUNCEMENT')).toEqual([
        expect.objectContaining({
          link: `/clubs/${clubId}`,
          payload: expect.objectContaining({
            actorName: 'Olga',
            title: 'Torneio sexta',
            message: 'Às 19h, na sede.',
          }),
        }),
      ]);
    expect(await ofKind(olga, 'ANNOUNCEMENT')).toEqual([]);
  });

  it('nobody reads or marks the notices of another; mark read and mark all read', async () => {
    const [mine] = await list(carla);
    expect(
      codeOf(
        await bruno.gql('mutation($id: UUID!) { markNotificationRead(id: $id) { id } }', { id: mine.id }),
      ),
    ).toBe('NOT_FOUND');
    expect((await list(bruno)).some((n) => n.id === mine.id)).toBe(false);
    expect(codeOf(await t.gql(LIST))).toBe('UNAUTHENTICATED');
    expect(
      codeOf(
        await carla.gql('mutation($id: UUID!) { markNotificationRead(id: $id) { id } }', {
          id: 'not-a-uuid',
        }),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(codeOf(await carla.gql('{ notifications(limit: 0) { id } }'))).toBe('BAD_USER_INPUT');
    const anonymous = subscribeOverWebSocket<News>(t.wsUrl, NEWS, {});
    await anonymous.done;
    expect(JSON.stringify(anonymous.received) + String(anonymous.failure())).toContain('UNAUTHENTICATED');

    const unread = data(await carla.gql<{ unreadNotificationCount: number }>(COUNT)).unreadNotificationCount;
    expect(unread).toBeGreaterThan(0);
    data(
      await carla.gql('mutation($id: UUID!) { markNotificationRead(id: $id) { readAt } }', { id: mine.id }),
    );
    const after = data(await carla.gql<{ unreadNotificationCount: number }>(COUNT)).unreadNotificationCount;
    expect(after).toBe(mine.readAt ? unread : unread - 1);
    expect(
      data(await carla.gql<{ markAllNotificationsRead: number }>('mutation { markAllNotificationsRead }')),
    ).toEqual({
      markAllNotificationsRead: after,
    });
    expect(data(await carla.gql<{ unreadNotificationCount: number }>(COUNT)).unreadNotificationCount).toBe(0);
  });

  it('what waits unread is e-mailed after the delay, once, with an unsubscribe link that works signed out', async () => {
    const eva = await signUp(t, 'Eva');
    data(
      await eva.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', { c: invitationCode }),
    );
    const readOne = await challenge(bruno, eva);
    await settled();
    // One read at once: it is never mailed.
    const [first] = await ofKind(eva, 'CHALLENGE_RECEIVED');
    data(await eva.gql('mutation($id: UUID!) { markNotificationRead(id: $id) { id } }', { id: first.id }));
    data(await bruno.gql('mutation($id: UUID!) { declineChallenge(matchId: $id) { id } }', { id: readOne }));
    await challenge(carla, eva);
    const mails = await until(
      async () => smtp.inbox.filter((m) => m.to.includes(eva.email)),
      (m) => m.length >= 1,
    );
    await sleep(2_500);
    expect(smtp.inbox.filter((m) => m.to.includes(eva.email))).toHaveLength(1);
    const text = mails[0].text;
    expect(text).toContain('Carla desafiou você para uma partida');
    expect(text).toContain('https://gamao.example/pt-BR/challenges');
    const link = /https:\/\/gamao\.example\/pt-BR\/unsubscribe\?token=([\w-]+)&kind=CHALLENGE_RECEIVED/.exec(
      text,
    );
    expect(link).not.toBeNull();
    const token = (link as RegExpExecArray)[1];
    const [mailed] = (
      await db.query<{ emailedAt: Date | null }>(
        `SELECT "emailedAt" FROM "Notification" WHERE "recipientId" = $1 AND "emailedAt" IS NOT NULL`,
        [eva.id],
      )
    ).rows;
    expect(mailed.emailedAt).toBeInstanceOf(Date);

    // Bad tokens change nothing.
    expect(codeOf(await t.gql(UNSUBSCRIBE, { t: 'x', k: 'CHALLENGE_RECEIVED' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(UNSUBSCRIBE, { t: 'A'.repeat(32), k: 'CHALLENGE_RECEIVED' }))).toBe(
      'INVALID_UNSUBSCRIBE_TOKEN',
    );
    // The link works without signing in: no more e-mails of that kind; the centre still shows them.
    expect(data(await t.gql(UNSUBSCRIBE, { t: token, k: 'CHALLENGE_RECEIVED' }))).toEqual({
      unsubscribeFromEmails: true,
    });
    const prefs = data(
      await eva.gql<{ notificationPreferences: { kind: string; channel: string; enabled: boolean }[] }>(
        '{ notificationPreferences { kind channel enabled } }',
      ),
    ).notificationPreferences;
    expect(prefs.filter((p) => !p.enabled)).toEqual([
      { kind: 'CHALLENGE_RECEIVED', channel: 'EMAIL', enabled: false },
    ]);
    await challenge(davi, eva);
    await settled();
    await sleep(2_500);
    await settled();
    expect(smtp.inbox.filter((m) => m.to.includes(eva.email))).toHaveLength(1);
    expect((await ofKind(eva, 'CHALLENGE_RECEIVED')).filter((n) => !n.readAt).length).toBeGreaterThan(0);
  });
});
