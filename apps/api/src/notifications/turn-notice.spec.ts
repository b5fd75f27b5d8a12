/**
 * "Your turn" in a live match waits for the notice delay (real PostgreSQL, GraphQL over HTTP): a player who plays
 * within it is never told, one who does not is told once, and a match has one pending check however many times
 * the turn passes (issue 43: one event per delay instead of one per turn on the action's hot path).
 */
import type { Account } from '../../test/api';
import { data } from '../../test/flows';
import {
  NotificationClub,
  notificationSteps,
  setUpNotificationClub,
  tearDownNotificationClub,
  until,
} from '../../test/notifications';

const DELAY_MS = 5_000;

describe('the your-turn notice delay (real PostgreSQL, GraphQL over HTTP)', () => {
  const club = {} as NotificationClub;
  const { ofKind, settled, challenge } = notificationSteps(club);

  beforeAll(async () => {
    Object.assign(club, await setUpNotificationClub({ turnNoticeDelayMs: DELAY_MS }));
  }, 120_000);

  afterAll(async () => {
    await tearDownNotificationClub(club);
  });

  type View = {
    seq: number;
    phase: string;
    sideToAct: number | null;
    players: { side: number; user: { id: string } }[];
  };
  const VIEW = 'seq phase sideToAct players { side user { id } }';

  it('a player who plays in time is not told; the one who does not is told once, after the delay', async () => {
    const { olga, bruno, db } = club;
    const id = await challenge(olga, bruno);
    data(await bruno.gql('mutation($id: UUID!) { acceptChallenge(matchId: $id) { id } }', { id }));
    const roll = async (who: Account, seq: number) =>
      data(
        await who.gql<{ rollDice: View }>(
          'mutation($id: UUID!, $s: Int!) { rollDice(matchId: $id, expectedSeq: $s) { ' + VIEW + ' } }',
          { id, s: seq },
        ),
      ).rollDice;
    const play = async (who: Account, seq: number) => {
      const [first] = data(
        await who.gql<{ legalPlays: { moves: { from: number; to: number; die: number }[] }[] }>(
          'query($id: UUID!) { legalPlays(matchId: $id) { moves { from to die } } }',
          { id },
        ),
      ).legalPlays;
      return data(
        await who.gql<{ submitPlay: View }>(
          'mutation($id: UUID!, $s: Int!, $moves: [CheckerMoveInput!]!) { submitPlay(matchId: $id, expectedSeq: $s, moves: $moves) { ' +
            VIEW +
            ' } }',
          { id, s: seq, moves: first?.moves ?? [] },
        ),
      ).submitPlay;
    };
    const turnChecks = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "DomainEvent" WHERE type = 'match.turn' AND payload->>'matchId' = $1`,
          [id],
        )
      ).rows[0].n;
    const turnOf = async (who: Account) =>
      (await ofKind(who, 'YOUR_TURN')).filter((n) => n.link === `/play/online/${id}`);

    // The opening roll gives the first play to one side.
    let m = await roll(olga, 0);
    while (m.phase !== 'moving') m = await roll(olga, m.seq);
    const byId = (userId: string) => [olga, bruno].find((p) => p.id === userId) as Account;
    const first = byId(m.players.find((p) => p.side === m.sideToAct)!.user.id);
    const second = first === olga ? bruno : olga;

    // The first mover plays at once, the other rolls and plays: the turn passed three times, one check waits.
    m = await play(first, m.seq);
    m = await roll(second, m.seq);
    m = await play(second, m.seq);
    const lastPlayAt = Date.now();
    expect(m.sideToAct).not.toBeNull();
    const onTurn = byId(m.players.find((p) => p.side === m.sideToAct)!.user.id);
    const waiting = onTurn === olga ? bruno : olga;
    expect(await turnChecks()).toBe(1);
    await settled();
    expect(await turnOf(onTurn)).toEqual([]);
    expect(await turnOf(waiting)).toEqual([]);

    // Nobody plays: the check finds the turn passed since, waits for this turn's own time, then tells him.
    const [notice] = await until(
      () => turnOf(onTurn),
      (notices) => notices.length > 0,
      DELAY_MS * 3,
    );
    expect(Date.now() - lastPlayAt).toBeGreaterThanOrEqual(DELAY_MS - 100);
    expect(notice.readAt).toBeNull();
    expect(await turnOf(waiting)).toEqual([]);
    expect(await turnChecks()).toBe(2);
    const row = await db.query<{ turnCheckAt: Date | null }>(
      `SELECT "turnCheckAt" FROM "Match" WHERE id = $1`,
      [id],
    );
    expect(row.rows[0].turnCheckAt).toBeNull();

    // He plays (the roll keeps the turn, the play passes it): a new check, and his notice is over when it runs.
    m = await roll(onTurn, m.seq);
    m = await play(onTurn, m.seq);
    expect(await turnChecks()).toBe(3);
    const [next] = await until(
      () => turnOf(waiting),
      (notices) => notices.length > 0,
      DELAY_MS * 3,
    );
    expect(next.readAt).toBeNull();
    expect((await turnOf(onTurn))[0].readAt).not.toBeNull();
  }, 60_000);
});
