/**
 * A chouette table's live feed: the table's actions streamed as they happen, cube decisions and whom the table
 * waits for, a feed resumed after afterSeq without gaps or duplicates, and an absence (which moves no sequence
 * number) reaching the other players' feeds at once as a notice carrying who is away.
 */
import { Account, startTestApi, subscribeOverWebSocket, TestApi } from '../../test/api';
import { ChouetteClub, data, EVENTS, M, setUpChouetteClub, tableActions } from '../../test/chouette-table';

describe('chouette live (real PostgreSQL, GraphQL over HTTP and WebSocket)', () => {
  let t: TestApi;
  let spectator: Account;
  let outsider: Account;
  let players: Account[];
  const club = {} as ChouetteClub;
  const { byId, view, open, join, ok, seat, boardTable, untilTeamRolls } = tableActions(club);

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 100_000 } });
    Object.assign(club, await setUpChouetteClub(t));
    ({ spectator, outsider, players } = club);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('opens a table, joins by code, rolls for the order on the server, and streams it live', async () => {
    const opened = await open({ stake: 2 });
    expect(opened).toMatchObject({ phase: 'gathering', seq: 0, status: 'OPEN', mode: 'BOARD' });
    expect(opened.code).toMatch(/^[A-Z0-9]{6}$/);
    const live = subscribeOverWebSocket<{ chouetteUpdated: { seq: number; entry: { type: string } } }>(
      t.wsUrl,
      EVENTS,
      { id: opened.id, after: 0 },
      spectator.token,
    );
    for (const p of players.slice(0, 3)) await join(opened.code.toLowerCase(), p);
    const seated = await seat(opened.id);
    expect(seated.line).toHaveLength(3);
    expect(seated.players.map((p) => p.role).sort()).toEqual(['BOX', 'CAPTAIN', 'QUEUE']);
    const full = await view(opened.id);
    const rolls = full.waitingFor;
    expect(rolls.map((w) => w.decision)).toContain('startGame');
    await live.until((items) => items.length === seated.seq);
    expect(live.received.map((r) => r.data?.chouetteUpdated.seq)).toEqual(
      Array.from({ length: seated.seq }, (_, i) => i + 1),
    );
    await live.close();
  });

  it('streams cube decisions and "waiting for" live, and resumes after afterSeq without gaps or duplicates', async () => {
    let v = await boardTable({ partnerThreshold: 0 }, players.slice(0, 3));
    const id = v.id;
    await ok(byId(v.line[0]), M.start, id);
    v = await untilTeamRolls(id);
    type Event = {
      chouetteUpdated: {
        seq: number;
        entry: { seq: number; type: string; player: string | null; member: string | null };
        waitingFor: { player: string | null; decision: string; member: string | null; optional: boolean }[];
      };
    };
    const live = subscribeOverWebSocket<Event>(t.wsUrl, EVENTS, { id, after: v.seq }, spectator.token);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const g = v.game!;
    const captain = byId(g.actingCaptain);
    const other = byId(g.members.find((m) => m.player !== g.actingCaptain)!.player);
    const box = byId(g.box);
    await ok(captain, M.declare, id, { double: true });
    await live.until((items) => items.length >= 1);
    const first = live.received[0].data!.chouetteUpdated;
    expect(first.entry).toMatchObject({ seq: v.seq + 1, type: 'double', player: captain.id });
    expect(first.waitingFor).toEqual([
      { player: other.id, decision: 'declareDouble', member: null, optional: false },
    ]);
    await ok(other, M.declare, id, { double: false });
    await live.until((items) => items.length >= 2);
    expect(live.received[1].data!.chouetteUpdated.waitingFor).toEqual([
      { player: box.id, decision: 'answerDouble', member: captain.id, optional: false },
    ]);
    v = await ok(box, M.boxAnswer, id, { member: captain.id, answer: 'take' });
    await live.until((items) => items.length >= 3);
    expect(live.received[2].data!.chouetteUpdated.entry).toMatchObject({
      type: 'boxAnswer',
      member: captain.id,
    });
    const lastSeen = live.received[2].data!.chouetteUpdated.seq;
    await live.close();

    // Missed while away: the roll and the play; then live again.
    v = await ok(captain, M.roll, id);
    if (v.game?.phase === 'moving') {
      const plays = (await view(id, captain)).game!.legalPlays;
      v = await ok(captain, M.play, id, { moves: plays[0].moves });
    }
    const resumed = subscribeOverWebSocket<Event>(t.wsUrl, EVENTS, { id, after: lastSeen }, players[0].token);
    await resumed.until((items) => items.length >= v.seq - lastSeen);
    await ok(box, M.resign, id, { kind: 'single' });
    const final = await view(id);
    await resumed.until((items) => items.length >= final.seq - lastSeen);
    const seqs = resumed.received.map((r) => r.data!.chouetteUpdated.seq);
    expect(seqs).toEqual(Array.from({ length: final.seq - lastSeen }, (_, i) => lastSeen + 1 + i));
    expect(resumed.received[0].data!.chouetteUpdated.entry.type).toBe('roll');
    expect(resumed.received.at(-1)!.data!.chouetteUpdated.waitingFor.map((w) => w.decision)).toEqual([
      'answerResignation',
      'answerResignation',
    ]);
    await resumed.close();
    // Outsiders cannot watch.
    const denied = subscribeOverWebSocket<Event>(t.wsUrl, EVENTS, { id }, outsider.token);
    await denied.done;
    expect(JSON.stringify(denied.received) + String(denied.failure())).toMatch(/FORBIDDEN/);
    await denied.close();
  });

  it("an absence reaches another player's feed at once: a notice at the same seq, with who is away", async () => {
    let v = await boardTable({ partnerThreshold: 5 }, players.slice(0, 4));
    const id = v.id;
    await ok(byId(v.line[1]), M.start, id);
    v = await untilTeamRolls(id);
    const inGame = v.game!.members.filter((m) => m.inGame).map((m) => m.player);
    const [captain, away, proxy] = inGame;
    type Event = {
      chouetteUpdated: {
        seq: number;
        entry: { type: string } | null;
        absences: { member: string; proxy: string | null }[];
      };
    };
    const ABSENCE_EVENTS = `subscription($id: UUID!, $after: Int) { chouetteUpdated(chouetteId: $id, afterSeq: $after) {
      seq entry { type } absences { member proxy } } }`;
    const ABSENCE = `mutation($id: UUID!, $away: Boolean!, $proxy: UUID) {
      setChouetteAbsence(chouetteId: $id, away: $away, proxy: $proxy) { seq } }`;
    const feed = subscribeOverWebSocket<Event>(
      t.wsUrl,
      ABSENCE_EVENTS,
      { id, after: v.seq },
      byId(captain).token,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    data(await byId(away).gql(ABSENCE, { id, away: true, proxy }));
    await feed.until((items) => items.length >= 1);
    expect(feed.received[0].data!.chouetteUpdated).toEqual({
      seq: v.seq,
      entry: null,
      absences: [{ member: away, proxy }],
    });
    // Back at the table: told the same way; the log did not move.
    data(await byId(away).gql(ABSENCE, { id, away: false }));
    await feed.until((items) => items.length >= 2);
    expect(feed.received[1].data!.chouetteUpdated).toEqual({ seq: v.seq, entry: null, absences: [] });
    expect((await view(id)).seq).toBe(v.seq);
    // The next action's event carries the absences as they stand.
    await ok(byId(captain), M.declare, id, { double: true });
    await feed.until((items) => items.length >= 3);
    expect(feed.received[2].data!.chouetteUpdated).toMatchObject({
      seq: v.seq + 1,
      entry: { type: 'double' },
      absences: [],
    });
    await feed.close();
  });
});
