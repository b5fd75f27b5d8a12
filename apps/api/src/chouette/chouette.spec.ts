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

const FIELDS = `id code seq phase status mode line partner
  options { mode partnerThreshold beaver raccoon stake consultation }
  players { user { id displayName } present role line actingCaptain hasSat total }
  waitingFor { player decision actions member optional }
  game { index phase box partner captain actingCaptain turn dice pips
    members { player cubeValue cubeOwner offer { stage doubler value } inGame outcome { points reason kind } }
    window { by members declarations { member double } takers }
    suggestions { player notation }
    resignation { by side kind pending }
    legalPlays { notation moves { from to die } } }
  gamesPlayed viewerPresent viewerRecords viewerCorrects`;
const LEDGER = `ledger { totals { player points }
    games { index box partner captain actingCaptain winner reason boxVsCaptain boxSide
      points { player points } net { player points }
      members { player cube turned reason points log { action by value } }
      corrections { seq game by reason delta { player points } } } }
  settlement { stake method transfers { from to points amount } }`;

interface Waiting {
  player: string | null;
  decision: string;
  actions: string[];
  member: string | null;
  optional: boolean;
}
interface Points {
  player: string;
  points: number;
}
interface Member {
  player: string;
  cubeValue: number;
  cubeOwner: string | null;
  offer: { stage: string; doubler: string; value: number } | null;
  inGame: boolean;
  outcome: { points: number; reason: string; kind: string } | null;
}
interface View {
  id: string;
  code: string;
  seq: number;
  phase: string;
  status: string;
  mode: string;
  line: string[];
  partner: string | null;
  options: { mode: string; partnerThreshold: number; beaver: boolean; raccoon: boolean; stake: number };
  players: {
    user: { id: string; displayName: string };
    present: boolean;
    role: string;
    line: number | null;
    actingCaptain: boolean;
    hasSat: boolean;
    total: number;
  }[];
  waitingFor: Waiting[];
  game: {
    index: number;
    phase: string;
    box: string;
    partner: string | null;
    captain: string;
    actingCaptain: string;
    turn: string | null;
    dice: number[] | null;
    pips: number[] | null;
    members: Member[];
    window: {
      by: string;
      members: string[];
      declarations: { member: string; double: boolean }[];
      takers: string[];
    } | null;
    suggestions: { player: string; notation: string }[];
    resignation: { by: string; side: string; kind: string; pending: string[] } | null;
    legalPlays: { notation: string; moves: { from: number; to: number; die: number }[] }[];
  } | null;
  gamesPlayed: number;
  viewerPresent: boolean;
  viewerRecords: boolean;
  viewerCorrects: boolean;
  ledger?: {
    totals: Points[];
    games: {
      index: number;
      box: string;
      partner: string | null;
      captain: string;
      actingCaptain: string;
      winner: string | null;
      reason: string;
      boxVsCaptain: string;
      boxSide: number;
      points: Points[];
      net: Points[];
      members: {
        player: string;
        cube: number;
        turned: boolean;
        reason: string;
        points: number;
        log: { action: string; by: string; value: number }[];
      }[];
      corrections: { seq: number; game: number; by: string; reason: string; delta: Points[] }[];
    }[];
  };
  settlement?: {
    stake: number;
    method: string;
    transfers: { from: string; to: string; points: number; amount: number }[];
  };
}

type Vars = Record<string, unknown>;

/** A chouette mutation: `args` declares extra variables as `name: Type`, passed by the same name. */
function mutation(name: string, args: Record<string, string> = {}): string {
  const decl = Object.entries(args)
    .map(([k, type]) => `, $${k}: ${type}`)
    .join('');
  const use = Object.keys(args)
    .map((k) => `, ${k}: $${k}`)
    .join('');
  return `mutation($id: UUID!, $seq: Int!${decl}) { ${name}(chouetteId: $id, expectedSeq: $seq${use}) { ${FIELDS} } }`;
}

const M = {
  leave: mutation('leaveChouette', { player: 'UUID' }),
  rollOrder: mutation('rollChouetteOrder', { player: 'UUID', dice: '[Int!]' }),
  callPartner: mutation('callChouettePartner', { partner: 'UUID', player: 'UUID' }),
  start: mutation('startChouetteGame', { initialCube: 'Int' }),
  end: mutation('endChouette'),
  roll: mutation('rollChouetteDice'),
  play: mutation('submitChouettePlay', { moves: '[CheckerMoveInput!]!' }),
  suggest: mutation('suggestChouettePlay', { moves: '[CheckerMoveInput!]!' }),
  confirm: mutation('confirmChouetteSuggestion', { from: 'UUID!' }),
  declare: mutation('declareChouetteDouble', { double: 'Boolean!', player: 'UUID' }),
  boxAnswer: mutation('answerChouetteDouble', {
    member: 'UUID!',
    answer: 'ChouetteDoubleAnswer!',
    player: 'UUID',
  }),
  beaverAnswer: mutation('answerChouetteBeaver', {
    member: 'UUID!',
    answer: 'ChouetteBeaverAnswer!',
    player: 'UUID',
  }),
  boxDouble: mutation('offerChouetteBoxDouble', { player: 'UUID' }),
  memberAnswer: mutation('answerChouetteBoxDouble', { answer: 'ChouetteDoubleAnswer!', player: 'UUID' }),
  resign: mutation('resignChouetteGame', { kind: 'WinKind!', player: 'UUID' }),
  answerResignation: mutation('answerChouetteResignation', { accept: 'Boolean!', player: 'UUID' }),
  record: mutation('recordChouetteResult', { winner: 'ChouetteSide!', kind: 'GameKind', base: 'Int' }),
  correct: mutation('correctChouette', {
    game: 'Int!',
    points: '[ChouettePointsInput!]!',
    reason: 'String!',
  }),
};
const OPEN = `mutation($input: OpenChouetteInput!) { openChouette(input: $input) { ${FIELDS} } }`;
const JOIN = `mutation($code: String!, $seq: Int, $player: UUID) { joinChouette(code: $code, expectedSeq: $seq, player: $player) { ${FIELDS} } }`;
const VIEW = `query($id: UUID!) { chouette(id: $id) { ${FIELDS} ${LEDGER} log { seq type player actorId member dice detail text game } } }`;
const EVENTS = `subscription($id: UUID!, $after: Int) { chouetteUpdated(chouetteId: $id, afterSeq: $after) {
  chouetteId seq phase status entry { seq type player member text } waitingFor { player decision member optional } } }`;

function data<T>(response: GraphQLResponse<T>): T {
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

/** The one view a mutation returns. */
function viewOf(response: GraphQLResponse<Record<string, View>>): View {
  return Object.values(data(response))[0];
}

const sum = (points: Points[]) => points.reduce((s, p) => s + p.points, 0);
const pointsOf = (points: Points[], player: string) => points.find((p) => p.player === player)?.points ?? 0;

async function sql<T = Record<string, unknown>>(url: string, text: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('chouette (real PostgreSQL, GraphQL over HTTP and WebSocket)', () => {
  let t: TestApi;
  let org: Account; // owner of the club, organiser
  let director: Account;
  let spectator: Account; // a member who does not play
  let outsider: Account; // not a member of the club
  let players: Account[]; // five members
  let clubId: string;

  const byId = (id: string): Account => {
    const found = [org, director, spectator, ...players].find((a) => a.id === id);
    if (!found) throw new Error(`unknown account ${id}`);
    return found;
  };

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 100_000 } });
    org = await signUp(t, 'Org');
    director = await signUp(t, 'Diretor');
    spectator = await signUp(t, 'Espectador');
    outsider = await signUp(t, 'De fora');
    players = [];
    for (const name of ['Ana', 'Bia', 'Caio', 'Dani', 'Edu']) players.push(await signUp(t, name));
    const club = data(
      await org.gql<{ createClub: { id: string; invitationCode: string } }>(
        'mutation { createClub(input: { name: "Clube da Chouette" }) { id invitationCode } }',
      ),
    ).createClub;
    clubId = club.id;
    for (const member of [director, spectator, ...players]) {
      data(
        await member.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
          c: club.invitationCode,
        }),
      );
    }
    data(
      await org.gql(
        'mutation($c: UUID!, $u: UUID!) { setMemberRole(clubId: $c, userId: $u, role: DIRECTOR) { role } }',
        {
          c: clubId,
          u: director.id,
        },
      ),
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  async function view(id: string, who: Account = spectator): Promise<View> {
    return data(await who.gql<{ chouette: View }>(VIEW, { id })).chouette;
  }

  async function open(options: Vars = {}, who: Account = org): Promise<View> {
    return viewOf(await who.gql(OPEN, { input: { clubId, options } }));
  }

  async function join(code: string, who: Account, extra: Vars = {}): Promise<View> {
    return viewOf(await who.gql(JOIN, { code, ...extra }));
  }

  /** Sends a mutation at the current sequence number. */
  async function send(who: Account, text: string, id: string, vars: Vars = {}, seq?: number) {
    const at = seq ?? (await view(id)).seq;
    return who.gql<Record<string, View>>(text, { id, seq: at, ...vars });
  }

  async function ok(who: Account, text: string, id: string, vars: Vars = {}): Promise<View> {
    return viewOf(await send(who, text, id, vars));
  }

  /** Every player rolls for the order (ties re-roll) until the table is seated. */
  async function seat(id: string): Promise<View> {
    let v = await view(id);
    for (let i = 0; i < 50 && v.phase !== 'ready'; i++) {
      const next = v.waitingFor.find((w) => w.decision === 'rollForOrder');
      if (!next?.player) throw new Error(`not rolling: ${JSON.stringify(v.waitingFor)}`);
      v = viewOf(await byId(next.player).gql(M.rollOrder, { id, seq: v.seq }));
    }
    expect(v.phase).toBe('ready');
    return v;
  }

  async function boardTable(options: Vars = {}, seated = players): Promise<View> {
    const opened = await open({ partnerThreshold: 5, beaver: true, raccoon: true, stake: 2.5, ...options });
    for (const p of seated) await join(opened.code, p);
    return seat(opened.id);
  }

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
  it('keeps the log append-only and plays a quick game ended by the box resigning', async () => {
    const table = await boardTable();
    const id = table.id;
    expect(codeOf(await send(outsider, M.start, id))).toBe('FORBIDDEN');
    let v = await ok(players[0], M.start, id);
    expect(v.phase).toBe('playing');
    const box = byId(v.game!.box);
    v = await ok(box, M.resign, id, { kind: 'single' });
    for (const member of v.game!.resignation!.pending) {
      v = await ok(byId(member), M.answerResignation, id, { accept: true });
    }
    expect(v.phase).toBe('ready');
    const full = await view(id);
    const game = full.ledger!.games[0];
    expect(sum(game.points)).toBe(0);
    expect(pointsOf(game.points, box.id)).toBe(-4);
    expect(game.boxVsCaptain).toBe('captain');
    await expect(sql(t.database.url, `UPDATE "ChouetteAction" SET seq = seq + 100`)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql(t.database.url, `DELETE FROM "ChouetteAction"`)).rejects.toThrow(/append-only/);
  });
});
