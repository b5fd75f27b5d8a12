/**
 * Presence and the claims it allows, against an API process of its own on a real PostgreSQL: connected, away
 * and gone on the match feed; a claim against an opponent gone for the limit (unrated, or rated when the club's
 * policy says so); a walkover claimed when a tournament match was not started by its deadline.
 */
import { subscribeOverWebSocket } from './api';
import { createTestDatabase, TestDatabase } from './database';
import { ApiProcess, eventually, sleep, sqlOn, startApiProcess } from './faults';
import { activeMatch, clubOf, data, Player, tournamentFinal } from './flows';
import { playerOf, PLAYERS_ENV, playersOf, ratingRows, View, view, VIEW } from './clock-match';

jest.setTimeout(120_000);

describe('presence and claims on one API process', () => {
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

  it('shows presence: connected while the socket is open, then away and gone, announced on the feed', async () => {
    const id = await activeMatch(clubId, ana, bia);
    const SUB =
      'subscription($id: UUID!) { matchUpdated(matchId: $id) { seq presence { side status lastSeenAt } } }';
    type Ev = { matchUpdated: { presence: { side: number; status: string }[] | null } };
    const watching = subscribeOverWebSocket<Ev>(api.url.replace(/^http/, 'ws'), SUB, { id }, ana.token);
    const biaFeed = subscribeOverWebSocket<Ev>(api.url.replace(/^http/, 'ws'), SUB, { id }, bia.token);
    const m = await view(ana, id);
    const biaSide = m.players.find((p) => p.user.id === bia.id)?.side as number;
    const statusOf = (items: typeof watching.received) =>
      items
        .map((e) => e.data?.matchUpdated.presence?.find((p) => p.side === biaSide)?.status)
        .filter(Boolean);
    await watching.until((items) => statusOf(items).includes('CONNECTED'));
    const PRESENCE = 'query($id: UUID!) { match(id: $id) { presence { side status lastSeenAt } } }';
    const now = data(
      await ana.gql<{ match: { presence: { side: number; status: string }[] } }>(PRESENCE, { id }),
    ).match.presence;
    expect(now.find((p) => p.side === biaSide)?.status).toBe('CONNECTED');
    await biaFeed.close();
    await watching.until((items) => statusOf(items).includes('AWAY'));
    await watching.until((items) => statusOf(items).includes('GONE'));
    await watching.close();
  });

  it('lets a player claim a match without a clock whose opponent has been gone for the limit; unrated', async () => {
    const id = await activeMatch(clubId, ana, bia);
    let m = data(
      await ana.gql<{ rollDice: View }>(
        `mutation($id: UUID!) { rollDice(matchId: $id, expectedSeq: 0) { ${VIEW} } }`,
        {
          id,
        },
      ),
    ).rollDice;
    while (m.phase !== 'moving') {
      m = data(
        await ana.gql<{ rollDice: View }>(
          `mutation($id: UUID!, $s: Int!) { rollDice(matchId: $id, expectedSeq: $s) { ${VIEW} } }`,
          { id, s: m.seq },
        ),
      ).rollDice;
    }
    const absent = playerOf(m, m.sideToAct as number, [ana, bia]);
    const claimant = absent === ana ? bia : ana;
    const CLAIM =
      'mutation($id: UUID!, $s: Int!) { claimForfeit(matchId: $id, expectedSeq: $s) { status resultSource winner } }';
    const FORFEIT =
      'query($id: UUID!) { match(id: $id) { forfeitClaim { againstSide claimableAt canClaimNow } } }';
    const claim = data(
      await claimant.gql<{
        match: { forfeitClaim: { againstSide: number; claimableAt: string; canClaimNow: boolean } };
      }>(FORFEIT, { id }),
    ).match.forfeitClaim;
    expect(claim).toMatchObject({ againstSide: m.sideToAct, canClaimNow: false });
    // The club's default limit is 24 hours.
    expect(new Date(claim.claimableAt).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect((await claimant.gql(CLAIM, { id, s: m.seq })).errors?.[0]?.extensions?.code).toBe(
      'NOT_CLAIMABLE_YET',
    );
    expect((await absent.gql(CLAIM, { id, s: m.seq })).errors?.[0]?.extensions?.code).toBe('NOT_CLAIMABLE');
    expect((await director.gql(CLAIM, { id, s: m.seq })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The limit passes (a day, here made zero in the database).
    await sqlOn(database.name, 'UPDATE "Match" SET "abandonMinutes" = 0 WHERE id = $1', [id]);
    expect((await claimant.gql(CLAIM, { id, s: m.seq + 5 })).errors?.[0]?.extensions?.code).toBe(
      'STALE_SEQUENCE',
    );
    const won = data(await claimant.gql<{ claimForfeit: View }>(CLAIM, { id, s: m.seq })).claimForfeit;
    expect(won).toMatchObject({
      status: 'FINISHED',
      resultSource: 'FORFEIT',
      winner: 1 - (m.sideToAct as number),
    });
    await sleep(500);
    expect(await ratingRows(database.name, id)).toBe(0);
  });

  it("follows the club's policy: directors may rate forfeits, and refuse bad limits", async () => {
    const POLICY =
      'mutation($c: UUID!, $h: Int, $f: Boolean) { updateClubPlayPolicy(clubId: $c, abandonHours: $h, rateForfeits: $f) { abandonHours rateTimeouts rateForfeits } }';
    expect((await ana.gql(POLICY, { c: clubId, f: true })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const h of [0, 721]) {
      expect((await director.gql(POLICY, { c: clubId, h })).errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'abandonHours',
      });
    }
    expect(
      data(await director.gql<{ updateClubPlayPolicy: unknown }>(POLICY, { c: clubId, h: 2, f: true }))
        .updateClubPlayPolicy,
    ).toEqual({
      abandonHours: 2,
      rateTimeouts: true,
      rateForfeits: true,
    });
    const id = await activeMatch(clubId, ana, bia);
    const [row] = await sqlOn<{ abandonMinutes: number }>(
      database.name,
      'SELECT "abandonMinutes" FROM "Match" WHERE id = $1',
      [id],
    );
    expect(row.abandonMinutes).toBe(120);
    let m = data(
      await ana.gql<{ rollDice: View }>(
        `mutation($id: UUID!) { rollDice(matchId: $id, expectedSeq: 0) { ${VIEW} } }`,
        { id },
      ),
    ).rollDice;
    while (m.phase !== 'moving') {
      m = data(
        await ana.gql<{ rollDice: View }>(
          `mutation($id: UUID!, $s: Int!) { rollDice(matchId: $id, expectedSeq: $s) { ${VIEW} } }`,
          { id, s: m.seq },
        ),
      ).rollDice;
    }
    const claimant = playerOf(m, 1 - (m.sideToAct as number), [ana, bia]);
    await sqlOn(database.name, 'UPDATE "Match" SET "abandonMinutes" = 0 WHERE id = $1', [id]);
    data(
      await claimant.gql(
        'mutation($id: UUID!, $s: Int!) { claimForfeit(matchId: $id, expectedSeq: $s) { status } }',
        { id, s: m.seq },
      ),
    );
    expect(await eventually(async () => (await ratingRows(database.name, id)) === 2)).toBe(true);
  });

  it('lets a player claim a tournament match the opponent did not start by the deadline (a walkover)', async () => {
    const { tournamentId, matchId } = await tournamentFinal(
      clubId,
      director,
      [ana, bia],
      { startDeadlineHours: 1 },
      false,
    );
    const CLAIM =
      'mutation($id: UUID!) { claimForfeit(matchId: $id, expectedSeq: 0) { status resultSource winner } }';
    expect((await ana.gql(CLAIM, { id: matchId })).errors?.[0]?.extensions?.code).toBe('NOT_CLAIMABLE_YET');
    await sqlOn(database.name, `UPDATE "Match" SET "startBy" = now() - interval '1 minute' WHERE id = $1`, [
      matchId,
    ]);
    const won = data(await ana.gql<{ claimForfeit: View }>(CLAIM, { id: matchId })).claimForfeit;
    expect(won).toMatchObject({ status: 'FINISHED', resultSource: 'FORFEIT' });
    const matches = await eventually(async () => {
      const rows = data(
        await director.gql<{
          tournamentMatches: { state: string; outcome: string; winner: { id: string } | null }[];
        }>('query($t: UUID!) { tournamentMatches(tournamentId: $t) { state outcome winner { id } } }', {
          t: tournamentId,
        }),
      ).tournamentMatches;
      return rows[0].state === 'FINISHED' ? rows : null;
    });
    expect(matches[0]).toMatchObject({ outcome: 'WALKOVER', winner: { id: ana.id } });
  });
});
