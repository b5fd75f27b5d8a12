import { Client } from 'pg';
import {
  Account,
  codeOf,
  GraphQLResponse,
  signUp,
  startTestApi,
  subscribeOverWebSocket,
  TestApi,
} from '../../test/api';

/**
 * Chouette clocks (docs/domain.md "Clocks") on a real PostgreSQL, with a 1 s delay and a 2 s reserve per game:
 * the captain stops playing and the team loses the game on time through the durable `chouetteClock.due` job;
 * a late decision is refused with TIME_EXPIRED and the timeout recorded instead; bad time controls refused.
 */
jest.setTimeout(120_000);

const FIELDS = `id code seq phase
  timeControl { delaySeconds reserveSeconds }
  clocks { player delayMs reserveMs running serverNow deadline }
  waitingFor { player decision optional }
  game { box captain turn phase }`;
const OPEN = `mutation($input: OpenChouetteInput!) { openChouette(input: $input) { ${FIELDS} } }`;
const JOIN = `mutation($code: String!) { joinChouette(code: $code) { ${FIELDS} } }`;
const VIEW = `query($id: UUID!) { chouette(id: $id) { ${FIELDS}
  game { legalPlays { moves { from to die } } }
  ledger { games { winner reason points { player points } } }
  log { seq type player actorId } } }`;
const EVENTS = `subscription($id: UUID!, $after: Int) { chouetteUpdated(chouetteId: $id, afterSeq: $after) {
  seq entry { type } clocks { player running reserveMs deadline } } }`;
const act = (name: string, args = '', decl = '') =>
  `mutation($id: UUID!, $seq: Int!${decl}) { ${name}(chouetteId: $id, expectedSeq: $seq${args}) { ${FIELDS} } }`;
const M = {
  rollOrder: act('rollChouetteOrder'),
  start: act('startChouetteGame'),
  roll: act('rollChouetteDice'),
  play: act('submitChouettePlay', ', moves: $moves', ', $moves: [CheckerMoveInput!]!'),
};

interface View {
  id: string;
  code: string;
  seq: number;
  phase: string;
  timeControl: { delaySeconds: number; reserveSeconds: number } | null;
  clocks: { player: string; delayMs: number; reserveMs: number; running: boolean; deadline: string | null }[];
  waitingFor: { player: string | null; decision: string; optional: boolean | null }[];
  game: {
    box: string;
    captain: string;
    turn: string | null;
    phase: string;
    legalPlays?: { moves: { from: number; to: number; die: number }[] }[];
  } | null;
  ledger?: {
    games: { winner: string | null; reason: string; points: { player: string; points: number }[] }[];
  };
  log?: { seq: number; type: string; player: string | null; actorId: string | null }[];
}

function data<T>(response: GraphQLResponse<T>): T {
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
}
const viewOf = (r: GraphQLResponse<Record<string, View>>): View => Object.values(data(r))[0];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns something (at most 10 s). */
async function eventually<T>(probe: () => Promise<T | null>): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = await probe();
    if (found !== null) return found;
    await sleep(100);
  }
  throw new Error('never happened');
}

async function sql(url: string, text: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
const SHORT = { delaySeconds: 1, reserveSeconds: 2 };

/** An API, a club and three members at a board table with a short clock, seated and ready. */
async function setUp(t: TestApi) {
  const org = await signUp(t, 'Org');
  const players: Account[] = [];
  for (const name of ['Ana', 'Bia', 'Caio']) players.push(await signUp(t, name));
  const club = data(
    await org.gql<{ createClub: { id: string; invitationCode: string } }>(
      'mutation { createClub(input: { name: "Relógio" }) { id invitationCode } }',
    ),
  ).createClub;
  for (const p of players) {
    data(
      await p.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
        c: club.invitationCode,
      }),
    );
  }
  const byId = (id: string) => players.find((p) => p.id === id) as Account;
  const view = async (id: string) => data(await org.gql<{ chouette: View }>(VIEW, { id })).chouette;
  return { org, players, clubId: club.id, byId, view };
}

describe('chouette clocks (real PostgreSQL)', () => {
  let t: TestApi;
  let env: Awaited<ReturnType<typeof setUp>>;

  beforeAll(async () => {
    t = await startTestApi({
      env: {
        mutationLimit: 100_000,
        events: { worker: true, maxAttempts: 8, retryBaseMs: 200, pollMs: 200 },
      },
    });
    env = await setUp(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Opens a board table with `timeControl`, seats the three players and starts the first game. */
  async function started(timeControl: object): Promise<View> {
    const { org, players, clubId, byId, view } = env;
    const opened = viewOf(await org.gql(OPEN, { input: { clubId, timeControl } }));
    for (const p of players) viewOf(await p.gql(JOIN, { code: opened.code }));
    let v = await view(opened.id);
    for (let i = 0; i < 50 && v.phase !== 'ready'; i++) {
      const w = v.waitingFor.find((x) => x.decision === 'rollForOrder');
      v = viewOf(await byId(w!.player!).gql(M.rollOrder, { id: v.id, seq: v.seq }));
    }
    return viewOf(await players[0].gql(M.start, { id: v.id, seq: v.seq }));
  }

  it('refuses a bad time control with its field, and a clock on a scorekeeper table', async () => {
    const { org, clubId } = env;
    const perPoint = await org.gql(OPEN, { input: { clubId, timeControl: { reservePerPointSeconds: 60 } } });
    expect(codeOf(perPoint)).toBe('INVALID_TIME_CONTROL');
    expect(perPoint.errors?.[0]?.extensions?.field).toBe('timeControl.reservePerPointSeconds');
    const tooLong = await org.gql(OPEN, { input: { clubId, timeControl: { delaySeconds: 500 } } });
    expect(codeOf(tooLong)).toBe('INVALID_TIME_CONTROL');
    expect(String(tooLong.errors?.[0]?.extensions?.field)).toMatch(/timeControl\.delaySeconds$/);
    const keeper = await org.gql(OPEN, {
      input: { clubId, options: { mode: 'SCOREKEEPER' }, timeControl: SHORT },
    });
    expect(codeOf(keeper)).toBe('INVALID_TIME_CONTROL');
    expect(keeper.errors?.[0]?.extensions?.field).toBe('timeControl');
  });

  it("rolls a game's opening by itself: nobody's clock runs for it, and the table cannot stall there", async () => {
    const v = await started(SHORT);
    expect(v.phase).toBe('playing');
    const rolled = await eventually(async () => {
      const now = await env.view(v.id);
      return now.waitingFor.every((w) => w.decision !== 'openingRoll') ? now : null;
    });
    const opening = rolled.log!.find((e) => e.seq === v.seq + 1);
    expect(opening).toMatchObject({ type: 'roll', player: v.game!.box, actorId: null });
  });

  it('the captain stops playing: the team loses the game on time through the durable job', async () => {
    const { byId, view, org } = env;
    let v = await started(SHORT);
    expect(v.timeControl).toEqual({ delaySeconds: 1, reserveSeconds: 2 });
    expect(v.clocks).toHaveLength(3);
    expect(v.clocks.every((c) => c.reserveMs === 2000 && !c.running)).toBe(true);
    const id = v.id;
    const box = byId(v.game!.box);
    const captain = v.game!.captain;
    const live = subscribeOverWebSocket<{
      chouetteUpdated: {
        seq: number;
        entry: { type: string };
        clocks: { player: string; running: boolean }[];
      };
    }>(t.wsUrl, EVENTS, { id, after: v.seq }, org.token);
    // The box plays its turns at once; the captain never acts.
    const deadline = Date.now() + 40_000;
    while (Date.now() < deadline) {
      v = await view(id);
      if (!v.game) break;
      const w = v.waitingFor.find((x) => !x.optional);
      if (w?.decision === 'openingRoll' || (w?.player === box.id && w.decision === 'roll')) {
        await box.gql(M.roll, { id, seq: v.seq });
      } else if (w?.player === box.id && w.decision === 'play') {
        // Legal plays are shown to the mover.
        const mine = data(await box.gql<{ chouette: View }>(VIEW, { id })).chouette;
        await box.gql(M.play, { id, seq: v.seq, moves: mine.game?.legalPlays?.[0]?.moves ?? [] });
      } else {
        if (w?.player === captain) {
          expect(v.clocks.find((c) => c.player === captain)?.running).toBe(true);
          expect(v.clocks.find((c) => c.player === captain)?.deadline).not.toBeNull();
        }
        await sleep(200);
      }
    }
    const full = await view(id);
    expect(full.game).toBeNull();
    expect(full.ledger!.games[0]).toMatchObject({ winner: 'box', reason: 'timeout' });
    const points = Object.fromEntries(full.ledger!.games[0].points.map((p) => [p.player, p.points]));
    expect(points[box.id]).toBe(2);
    expect(points[captain]).toBe(-1);
    const timeouts = full.log!.filter((e) => e.type === 'timeout');
    expect(timeouts.length).toBeGreaterThanOrEqual(1);
    expect(timeouts.every((e) => e.player === captain && e.actorId === null)).toBe(true);
    expect(full.clocks.every((c) => !c.running)).toBe(true);
    await live.until((items) => items.some((i) => i.data?.chouetteUpdated.entry.type === 'timeout'));
    const started2 = live.received.map((r) => r.data?.chouetteUpdated).filter(Boolean);
    expect(started2.some((e) => e!.clocks.some((c) => c.player === captain && c.running))).toBe(true);
    await live.close();
  });
});

describe('a late decision (no queue worker: the job never fires)', () => {
  let t: TestApi;

  beforeAll(async () => {
    t = await startTestApi({
      env: {
        mutationLimit: 100_000,
        events: { worker: false, maxAttempts: 8, retryBaseMs: 200, pollMs: 200 },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives a server outage back to the running clocks (the heartbeat)', async () => {
    const { org, players, clubId, byId, view } = await setUp(t);
    const opened = viewOf(await org.gql(OPEN, { input: { clubId, timeControl: SHORT } }));
    for (const p of players) viewOf(await p.gql(JOIN, { code: opened.code }));
    let v = await view(opened.id);
    for (let i = 0; i < 50 && v.phase !== 'ready'; i++) {
      const w = v.waitingFor.find((x) => x.decision === 'rollForOrder');
      v = viewOf(await byId(w!.player!).gql(M.rollOrder, { id: v.id, seq: v.seq }));
    }
    v = viewOf(await players[0].gql(M.start, { id: v.id, seq: v.seq }));
    const box = byId(v.game!.box);
    while (v.game?.phase === 'opening') v = viewOf(await box.gql(M.roll, { id: v.id, seq: v.seq }));
    const before = v.clocks.find((c) => c.running)!;
    // The last beat a minute ago: the next beat (every second) finds an outage and gives it back.
    await sql(t.database.url, `UPDATE "ServiceHeartbeat" SET "beatAt" = now() - interval '60 seconds'`);
    const after = await eventually(async () => {
      const now = await view(v.id);
      const c = now.clocks.find((x) => x.player === before.player)!;
      return Date.parse(c.deadline!) > Date.parse(before.deadline!) ? c : null;
    });
    expect(after.running).toBe(true);
    expect(after.reserveMs).toBe(2000);
  });

  it('is refused with TIME_EXPIRED and the timeout recorded instead', async () => {
    const { org, players, clubId, byId, view } = await setUp(t);
    const opened = viewOf(await org.gql(OPEN, { input: { clubId, timeControl: SHORT } }));
    for (const p of players) viewOf(await p.gql(JOIN, { code: opened.code }));
    let v = await view(opened.id);
    for (let i = 0; i < 50 && v.phase !== 'ready'; i++) {
      const w = v.waitingFor.find((x) => x.decision === 'rollForOrder');
      v = viewOf(await byId(w!.player!).gql(M.rollOrder, { id: v.id, seq: v.seq }));
    }
    v = viewOf(await players[0].gql(M.start, { id: v.id, seq: v.seq }));
    const box = byId(v.game!.box);
    // The opening roll (ties roll again): then the starter's mover must play.
    while (v.game?.phase === 'opening') v = viewOf(await box.gql(M.roll, { id: v.id, seq: v.seq }));
    const mover = v.waitingFor.find((w) => !w.optional && w.decision === 'play')!.player!;
    // Legal plays are shown to the mover.
    const full = data(await byId(mover).gql<{ chouette: View }>(VIEW, { id: v.id })).chouette;
    await sleep(3_200);
    const late = await byId(mover).gql(M.play, {
      id: v.id,
      seq: v.seq,
      moves: full.game!.legalPlays![0].moves,
    });
    expect(codeOf(late)).toBe('TIME_EXPIRED');
    const after = await view(v.id);
    expect(after.log!.at(-1)).toMatchObject({ type: 'timeout', player: mover, actorId: null });
    expect(after.ledger!.games[0]).toMatchObject({
      winner: mover === box.id ? 'team' : 'box',
      reason: 'timeout',
    });
  });
});
