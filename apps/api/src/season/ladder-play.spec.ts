/**
 * A ladder challenge played through (issue 40, part 2) on real PostgreSQL, HTTP and WebSocket: the defender
 * accepts, the match is played on the site, its `match.finished` reaches the ladder through the outbox and the
 * lower player's win moves him up, seen live by a subscriber of the public link; a challenge nobody accepted by
 * its deadline is expired by its durable job (the defender's forfeit, audited). Bad input and callers without
 * the right change nothing.
 */
import { Account, codeOf, signUp, startTestApi, subscribeOverWebSocket, TestApi } from '../../test/api';
import { playToResignation, sidesOf } from '../../test/flows';
import { data, sql } from '../../test/online-match';

const FIELDS =
  'id matchLength publicToken rungs { position userId } challenges { id challengerId defenderId status matchId deadline }';
interface L {
  id: string;
  matchLength: number;
  publicToken: string | null;
  rungs: { position: number; userId: string }[];
  challenges: {
    id: string;
    challengerId: string;
    defenderId: string;
    status: string;
    matchId: string | null;
    deadline: string;
  }[];
}
const CREATE = `mutation($i: CreateLadderInput!) { createLadder(input: $i) { ${FIELDS} } }`;
const JOIN = `mutation($l: UUID!) { joinLadder(ladderId: $l) { ${FIELDS} } }`;
const CHALLENGE = `mutation($l: UUID!, $d: UUID!) { challengeOnLadder(ladderId: $l, defenderId: $d) { ${FIELDS} } }`;
const ACCEPT = `mutation($c: UUID!) { acceptLadderChallenge(challengeId: $c) { ${FIELDS} } }`;
const REFUSE = `mutation($c: UUID!) { refuseLadderChallenge(challengeId: $c) { ${FIELDS} } }`;
const LADDER = `query($l: UUID!) { ladder(id: $l) { ${FIELDS} } }`;

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`Timed out; last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('ladder challenges played (real PostgreSQL, HTTP and WebSocket)', () => {
  let t: TestApi;
  let owner: Account;
  let p: Account[];
  let outsider: Account;
  let ladderId: string;
  const read = async () => data(await p[0].gql<{ ladder: L }>(LADDER, { l: ladderId })).ladder;

  beforeAll(async () => {
    t = await startTestApi();
    owner = await signUp(t, 'Olga');
    p = await Promise.all(['Ana', 'Bia', 'Caio', 'Duda'].map((n) => signUp(t, n)));
    outsider = await signUp(t, 'Zé');
    const club = data(
      await owner.gql<{ createClub: { id: string; invitationCode: string } }>(
        'mutation { createClub(input: { name: "Clube da Escada" }) { id invitationCode } }',
      ),
    ).createClub;
    for (const who of p)
      data(
        await who.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
          c: club.invitationCode,
        }),
      );
    expect(codeOf(await owner.gql(CREATE, { i: { clubId: club.id, name: 'Escada', matchLength: 0 } }))).toBe(
      'INVALID_LADDER_OPTIONS',
    );
    ladderId = data(
      await owner.gql<{ createLadder: L }>(CREATE, {
        i: { clubId: club.id, name: 'Escada', matchLength: 1 },
      }),
    ).createLadder.id;
    for (const who of p) data(await who.gql(JOIN, { l: ladderId }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts with a match; the win of the lower player, through match.finished, moves him up live, once', async () => {
    const token = (await read()).publicToken!;
    const live = subscribeOverWebSocket<{ publicLadderUpdated: { ladderId: string; change: string } }>(
      t.wsUrl,
      'subscription($t: String!) { publicLadderUpdated(token: $t) { ladderId change } }',
      { t: token },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const c = data(await p[3].gql<{ challengeOnLadder: L }>(CHALLENGE, { l: ladderId, d: p[1].id }))
      .challengeOnLadder.challenges[0];

    const before = await read();
    expect(codeOf(await p[1].gql(ACCEPT, { c: 'nope' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await p[1].gql(ACCEPT, { c: '00000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
    expect(codeOf(await p[3].gql(ACCEPT, { c: c.id }))).toBe('FORBIDDEN');
    expect(codeOf(await outsider.gql(ACCEPT, { c: c.id }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(ACCEPT, { c: c.id }))).toBe('UNAUTHENTICATED');
    expect(await read()).toEqual(before);

    const accepted = data(
      await p[1].gql<{ acceptLadderChallenge: L }>(ACCEPT, { c: c.id }),
    ).acceptLadderChallenge;
    const matchId = accepted.challenges[0].matchId!;
    expect(accepted.challenges[0]).toMatchObject({ status: 'accepted' });
    expect(codeOf(await p[1].gql(ACCEPT, { c: c.id }))).toBe('CHALLENGE_CLOSED');
    expect(codeOf(await p[1].gql(REFUSE, { c: c.id }))).toBe('CHALLENGE_CLOSED');
    const [status] = await sql<{ status: string; length: number }>(
      t.database.url,
      `SELECT status, (options->>'length')::int AS length FROM "Match" WHERE id = $1`,
      [matchId],
    );
    expect(status).toEqual({ status: 'ACTIVE', length: 1 });

    // Play it: whoever must act after the opening roll resigns; the one-point match is over.
    const sides = await sidesOf(matchId, [p[3], p[1]]);
    expect(sides.map((s) => s.id)).toEqual([p[3].id, p[1].id]);
    const game = await playToResignation(matchId, sides);
    await game.last();
    const after = await until(read, (l) => l.challenges[0].status !== 'accepted');
    const order = [p[0].id, p[1].id, p[2].id, p[3].id];
    if (game.winner.id === p[3].id) {
      expect(after.challenges[0].status).toBe('challenger-won');
      expect(after.rungs.map((r) => r.userId)).toEqual([p[0].id, p[3].id, p[1].id, p[2].id]);
    } else {
      expect(after.challenges[0].status).toBe('defender-won');
      expect(after.rungs.map((r) => r.userId)).toEqual(order);
    }
    await live.until((items) => items.some((i) => i.data?.publicLadderUpdated.change === 'challenge.played'));
    const changes = live.received.map((i) => i.data?.publicLadderUpdated.change);
    expect(changes).toEqual(['challenge.issued', 'challenge.accepted', 'challenge.played']);
    await live.close();
    const consumed = await sql<{ n: number }>(
      t.database.url,
      `SELECT count(*)::int AS n FROM "EventConsumption" c JOIN "DomainEvent" e ON e.id = c."eventId"
       WHERE c.consumer = 'season.ladderResult' AND e.payload->>'matchId' = $1`,
      [matchId],
    );
    expect(consumed).toEqual([{ n: 1 }]);
  });

  it('expires a challenge nobody accepted by its deadline (a forfeit, audited); an accepted one is left to its match', async () => {
    const start = await read();
    const bottom = start.rungs[3].userId;
    const second = start.rungs[1].userId;
    const challenger = p.find((x) => x.id === bottom)!;
    const issued = data(
      await challenger.gql<{ challengeOnLadder: L }>(CHALLENGE, { l: ladderId, d: second }),
    ).challengeOnLadder;
    const c = issued.challenges.find((x) => x.status === 'open')!;
    const [job] = await sql<{ at: Date }>(
      t.database.url,
      `SELECT "availableAt" AS at FROM "DomainEvent" WHERE type = 'ladder.challengeDue' AND payload->>'challengeId' = $1`,
      [c.id],
    );
    expect(job.at.getTime()).toBe(Date.parse(c.deadline));
    // A week passes: the challenge's deadline and its job fall due now.
    await sql(t.database.url, `UPDATE "LadderChallenge" SET deadline = now() WHERE id = $1`, [c.id]);
    await sql(
      t.database.url,
      `UPDATE "DomainEvent" SET "availableAt" = now() WHERE type = 'ladder.challengeDue' AND payload->>'challengeId' = $1`,
      [c.id],
    );
    const after = await until(read, (l) => l.challenges.find((x) => x.id === c.id)!.status !== 'open');
    expect(after.challenges.find((x) => x.id === c.id)!.status).toBe('expired');
    const rungs = start.rungs.map((r) => r.userId);
    expect(after.rungs.map((r) => r.userId)).toEqual([rungs[0], rungs[3], rungs[1], rungs[2]]);
    const log = data(
      await owner.gql<{ auditLog: { action: string; actorId: string | null }[] }>(
        'query($c: UUID!) { auditLog(scope: { type: CLUB, id: $c }) { action actorId } }',
        {
          c: (
            await sql<{ clubId: string }>(t.database.url, `SELECT "clubId" FROM "Ladder" WHERE id = $1`, [
              ladderId,
            ])
          )[0].clubId,
        },
      ),
    ).auditLog;
    expect(log.filter((e) => e.action === 'ladder.challengeExpired')).toEqual([
      { action: 'ladder.challengeExpired', actorId: null },
    ]);

    // Accepted before its deadline: the job leaves it to its match.
    const now = after.rungs.map((r) => r.userId);
    const lower = p.find((x) => x.id === now[3])!;
    const target = p.find((x) => x.id === now[2])!;
    const c2 = data(
      await lower.gql<{ challengeOnLadder: L }>(CHALLENGE, { l: ladderId, d: target.id }),
    ).challengeOnLadder.challenges.find((x) => x.status === 'open')!;
    data(await target.gql(ACCEPT, { c: c2.id }));
    await sql(t.database.url, `UPDATE "LadderChallenge" SET deadline = now() WHERE id = $1`, [c2.id]);
    await sql(
      t.database.url,
      `UPDATE "DomainEvent" SET "availableAt" = now() WHERE type = 'ladder.challengeDue' AND payload->>'challengeId' = $1`,
      [c2.id],
    );
    await until(
      () =>
        sql<{ n: number }>(
          t.database.url,
          `SELECT count(*)::int AS n FROM "EventConsumption" c JOIN "DomainEvent" e ON e.id = c."eventId"
         WHERE c.consumer = 'season.ladderDeadline' AND e.payload->>'challengeId' = $1`,
          [c2.id],
        ),
      (rows) => rows[0].n === 1,
    );
    const still = await read();
    expect(still.challenges.find((x) => x.id === c2.id)!.status).toBe('accepted');
    expect(still.rungs.map((r) => r.userId)).toEqual(now);
  });
});
