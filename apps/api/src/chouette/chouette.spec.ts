import { createHash } from 'node:crypto';
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
import { deriveDice } from '../play/dice-seeds';

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
      corrections { seq game by byUser { id displayName } reason delta { player points } } } }
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
      corrections: {
        seq: number;
        game: number;
        by: string;
        byUser: { id: string; displayName: string };
        reason: string;
        delta: Points[];
      }[];
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

  /** A hook may act on the table before the default step; it returns true when it did. */
  type Hook = (v: View) => Promise<boolean>;

  /**
   * Plays the game in progress through the API with real (server) rolls and legal plays: every required
   * decision gets a default answer (no double, take, accept) unless `hook` acts first.
   */
  async function playGame(id: string, hook: Hook = async () => false, maxSteps = 3000): Promise<View> {
    let v = await view(id);
    for (let step = 0; step < maxSteps; step++) {
      if (!v.game) return v;
      if (await hook(v)) {
        v = await view(id);
        continue;
      }
      const w = v.waitingFor.find((x) => !x.optional);
      if (!w) throw new Error(`nothing to do: ${JSON.stringify(v.waitingFor)}`);
      const g = v.game;
      let r: GraphQLResponse<Record<string, View>>;
      switch (w.decision) {
        case 'openingRoll':
          r = await send(byId(g.box), M.roll, id, {}, v.seq);
          break;
        case 'roll':
          r = await send(byId(w.player!), M.roll, id, {}, v.seq);
          break;
        case 'play': {
          const mover = byId(w.player!);
          const mine = await view(id, mover);
          r = await send(mover, M.play, id, { moves: mine.game!.legalPlays[0]?.moves ?? [] }, v.seq);
          break;
        }
        case 'declareDouble':
          r = await send(byId(w.player!), M.declare, id, { double: false }, v.seq);
          break;
        case 'answerDouble':
          r = w.actions.includes('boxAnswer')
            ? await send(byId(w.player!), M.boxAnswer, id, { member: w.member, answer: 'take' }, v.seq)
            : await send(byId(w.player!), M.memberAnswer, id, { answer: 'take' }, v.seq);
          break;
        case 'answerBeaver':
          r = await send(byId(w.player!), M.beaverAnswer, id, { member: w.member, answer: 'take' }, v.seq);
          break;
        case 'answerResignation':
          r = await send(byId(w.player!), M.answerResignation, id, { accept: true }, v.seq);
          break;
        default:
          throw new Error(`unexpected decision ${w.decision}`);
      }
      v = viewOf(r);
    }
    throw new Error('the game did not end');
  }

  /** Plays on until the team is about to roll (its doubling window may open). */
  async function untilTeamRolls(id: string): Promise<View> {
    let found: View | null = null;
    await playGame(id, async (v) => {
      if (v.game?.phase === 'rolling' && v.game.turn === 'team' && !v.game.window) {
        found = v;
        throw new Error('stop');
      }
      return false;
    }).catch((e: Error) => {
      if (e.message !== 'stop') throw e;
    });
    if (!found) throw new Error('the team never rolled');
    return found;
  }

  /** Checks one finished game of the ledger: zero sum, the 50/50 split with the odd point to the box. */
  function checkGame(game: NonNullable<View['ledger']>['games'][number]) {
    expect(sum(game.points)).toBe(0);
    const members = game.members.reduce((s, m) => s + m.points, 0);
    expect(game.boxSide).toBe(-members);
    for (const m of game.members) expect(pointsOf(game.points, m.player)).toBe(m.points);
    if (game.partner) {
      const box = pointsOf(game.points, game.box);
      const partner = pointsOf(game.points, game.partner);
      expect(box + partner).toBe(game.boxSide);
      expect(Math.abs(box - partner)).toBeLessThanOrEqual(1);
      if (game.boxSide % 2 !== 0) expect(Math.abs(box)).toBeGreaterThan(Math.abs(partner));
    } else {
      expect(pointsOf(game.points, game.box)).toBe(game.boxSide);
    }
  }

  const rotated = (line: string[], winner: string) => {
    const [box, captain, ...queue] = line;
    return winner === 'box' ? [box, ...queue, captain] : [captain, ...queue, box];
  };

  it('plays a 5-player board session with a partner over several games: points, ledger, rotation, settlement', async () => {
    let v = await boardTable();
    const id = v.id;
    expect(v.line).toHaveLength(5);
    const [box0, captain0, q1, q2, q3] = v.line;
    expect(v.players.find((p) => p.user.id === box0)!.role).toBe('BOX');
    expect(v.players.find((p) => p.user.id === captain0)!.role).toBe('CAPTAIN');
    expect(v.waitingFor).toContainEqual(expect.objectContaining({ player: box0, decision: 'callPartner' }));

    // Game 1: the box calls a partner; a real game with two team doubles, a beaver, a suggestion.
    expect(codeOf(await send(byId(captain0), M.callPartner, id, { partner: q1 }))).toBe('NOT_BOX');
    expect(codeOf(await send(byId(box0), M.callPartner, id, { partner: captain0 }))).toBe('INVALID_PARTNER');
    v = await ok(byId(box0), M.callPartner, id, { partner: q1 });
    expect(v.partner).toBe(q1);
    expect(v.players.find((p) => p.user.id === q1)!.role).toBe('PARTNER');
    v = await ok(byId(q3), M.start, id);
    expect(v.game!.members.map((m) => m.player)).toEqual([captain0, q2, q3]);
    const lineBefore = v.line;
    let doubled = false;
    let suggested = false;
    v = await playGame(id, async (cur) => {
      const g = cur.game!;
      if (!doubled && g.phase === 'rolling' && g.turn === 'team' && !g.window) {
        doubled = true;
        await ok(byId(captain0), M.declare, id, { double: true });
        await ok(byId(q2), M.declare, id, { double: true });
        let after = await ok(byId(q3), M.declare, id, { double: false });
        expect(
          after.waitingFor.filter((w) => w.decision === 'answerDouble').map((w) => [w.player, w.member]),
        ).toEqual([
          [box0, captain0],
          [box0, q2],
        ]);
        await ok(byId(box0), M.boxAnswer, id, { member: captain0, answer: 'take' });
        after = await ok(byId(box0), M.boxAnswer, id, { member: q2, answer: 'beaver' });
        expect(after.waitingFor).toContainEqual(
          expect.objectContaining({ player: q2, decision: 'answerBeaver', member: q2 }),
        );
        after = await ok(byId(q2), M.beaverAnswer, id, { member: q2, answer: 'take' });
        const cubes = Object.fromEntries(
          after.game!.members.map((m) => [m.player, [m.cubeValue, m.cubeOwner]]),
        );
        expect(cubes).toEqual({ [captain0]: [2, 'box'], [q2]: [4, 'box'], [q3]: [1, null] });
        return true;
      }
      if (!suggested && g.phase === 'moving' && g.turn === 'team' && g.actingCaptain === captain0) {
        suggested = true;
        const member = g.members.find((m) => m.inGame && m.player !== captain0)!.player;
        const mine = await view(id, byId(member));
        expect(mine.game!.legalPlays.length).toBeGreaterThan(0);
        await ok(byId(member), M.suggest, id, { moves: mine.game!.legalPlays[0].moves });
        expect(codeOf(await send(byId(member), M.confirm, id, { from: member }))).toMatch(
          /NOT_YOUR_TURN|NOT_CAPTAIN/,
        );
        await ok(byId(captain0), M.confirm, id, { from: member });
        return true;
      }
      return false;
    });
    expect(doubled && suggested).toBe(true);
    let full = await view(id);
    expect(full.gamesPlayed).toBe(1);
    const game1 = full.ledger!.games[0];
    expect(game1.reason).toBe('bearOff');
    expect(game1.partner).toBe(q1);
    checkGame(game1);
    const cubes1 = Object.fromEntries(game1.members.map((m) => [m.player, m.cube]));
    expect(cubes1).toEqual({ [captain0]: 2, [q2]: 4, [q3]: 1 });
    expect(game1.members.find((m) => m.player === q2)!.log.map((e) => e.action)).toEqual([
      'double',
      'beaver',
      'take',
    ]);
    expect(full.line).toEqual(rotated(lineBefore, game1.boxVsCaptain));
    expect(full.partner).toBeNull();

    // Game 2: the box resigns a gammon to every member; the captain wins and becomes box.
    const line2 = full.line;
    v = await ok(byId(line2[0]), M.start, id);
    v = await ok(byId(line2[0]), M.resign, id, { kind: 'gammon' });
    expect(v.waitingFor.map((w) => w.decision)).toEqual([
      'answerResignation',
      'answerResignation',
      'answerResignation',
      'answerResignation',
    ]);
    for (const p of v.game!.resignation!.pending)
      v = await ok(byId(p), M.answerResignation, id, { accept: true });
    full = await view(id);
    const game2 = full.ledger!.games[1];
    checkGame(game2);
    expect(pointsOf(game2.points, line2[0])).toBe(-8);
    expect(game2.boxVsCaptain).toBe('captain');
    expect(full.line).toEqual([line2[1], ...line2.slice(2), line2[0]]);

    // Game 3: a member resigns to the box, the others drop the box's double.
    const line3 = full.line;
    await ok(byId(line3[2]), M.start, id);
    await untilTeamRolls(id).catch(() => undefined);
    v = await view(id);
    full = await playGame(id, async (cur) => {
      const g = cur.game!;
      const w = cur.waitingFor.find((x) => !x.optional)!;
      if (
        w.decision === 'roll' &&
        w.player === g.box &&
        cur.waitingFor.some((x) => x.actions.includes('boxDouble'))
      ) {
        const offered = await ok(byId(g.box), M.boxDouble, id);
        for (const m of offered.game!.members.filter((x) => x.offer))
          await ok(byId(m.player), M.memberAnswer, id, { answer: 'drop' });
        return true;
      }
      return false;
    });
    full = await view(id);
    expect(full.gamesPlayed).toBe(3);
    const game3 = full.ledger!.games[2];
    checkGame(game3);
    expect(full.line).toEqual(rotated(line3, game3.boxVsCaptain));

    // The ledger: totals are the sum of the games; they balance; the settlement pays them at the stake.
    const totals = full.ledger!.totals;
    expect(sum(totals)).toBe(0);
    for (const p of players) {
      const expected = full.ledger!.games.reduce((s, g) => s + pointsOf(g.points, p.id), 0);
      expect(pointsOf(totals, p.id)).toBe(expected);
      expect(full.players.find((x) => x.user.id === p.id)!.total).toBe(expected);
    }
    const settlement = full.settlement!;
    expect(settlement.stake).toBe(2.5);
    const nonZero = totals.filter((x) => x.points !== 0).length;
    expect(settlement.transfers.length).toBeLessThanOrEqual(Math.max(0, nonZero - 1));
    const net: Record<string, number> = {};
    for (const tr of settlement.transfers) {
      expect(tr.amount).toBeCloseTo(tr.points * 2.5);
      net[tr.from] = (net[tr.from] ?? 0) - tr.points;
      net[tr.to] = (net[tr.to] ?? 0) + tr.points;
    }
    for (const x of totals) expect(net[x.player] ?? 0).toBe(x.points);

    // Verifiable dice: the commitment is public from the start, the seed only once the session is over.
    const DICE = 'query($id: UUID!) { chouette(id: $id) { diceCommitment diceSeed } }';
    const VERIFY_DICE =
      'query($id: UUID!) { verifyChouetteDice(chouetteId: $id) { verified seedMatchesCommitment rolls firstMismatchSeq } }';
    type Dice = { chouette: { diceCommitment: string | null; diceSeed: string | null } };
    const open = data(await players[1].gql<Dice>(DICE, { id })).chouette;
    expect(open.diceCommitment).toMatch(/^[0-9a-f]{64}$/);
    expect(open.diceSeed).toBeNull();
    expect(codeOf(await players[1].gql(VERIFY_DICE, { id }))).toBe('SESSION_NOT_CLOSED');

    // The session ends; then only corrections are accepted.
    expect(codeOf(await send(players[0], M.end, id))).toBe('FORBIDDEN');
    v = await ok(org, M.end, id);
    expect(v).toMatchObject({ phase: 'closed', status: 'CLOSED' });
    expect(codeOf(await send(byId(v.line[0]), M.start, id))).toBe('SESSION_CLOSED');
    expect((await view(id)).ledger!.games).toHaveLength(3);

    const revealed = data(await players[1].gql<Dice>(DICE, { id })).chouette;
    expect(createHash('sha256').update(revealed.diceSeed!).digest('hex')).toBe(open.diceCommitment);
    const { log } = data(
      await spectator.gql<{ chouette: { log: { seq: number; type: string; dice: number[] | null }[] } }>(
        VIEW,
        {
          id,
        },
      ),
    ).chouette;
    const rolls = log.filter((e) => e.type === 'roll' || e.type === 'rollForOrder');
    expect(rolls.length).toBeGreaterThan(5);
    expect(data(await players[1].gql(VERIFY_DICE, { id }))).toEqual({
      verifyChouetteDice: {
        verified: true,
        seedMatchesCommitment: true,
        rolls: rolls.length,
        firstMismatchSeq: null,
      },
    });
    // Each roll is the one the seed and the roll's log number give (dice-seeds.ts), whoever recomputes it.
    for (const r of rolls) expect(r.dice).toEqual(deriveDice(revealed.diceSeed!, [null, null], r.seq));
    expect(codeOf(await outsider.gql(VERIFY_DICE, { id }))).toBe('FORBIDDEN');
    await sql(t.database.url, `UPDATE "ChouetteSession" SET "serverSeed" = 'another' WHERE id = '${id}'`);
    expect(data(await players[1].gql(VERIFY_DICE, { id }))).toMatchObject({
      verifyChouetteDice: { verified: false, seedMatchesCommitment: false },
    });
  });

  /** Fires `calls` at once; exactly one must succeed, every other one is STALE_SEQUENCE, and the log grows by one. */
  async function race(
    id: string,
    calls: (() => Promise<GraphQLResponse<Record<string, View>>>)[],
  ): Promise<View> {
    const before = await view(id);
    const results = await Promise.all(calls.map((call) => call()));
    const winners = results.filter((r) => !r.errors);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.errors).map(codeOf)).toEqual(
      Array(calls.length - 1).fill('STALE_SEQUENCE'),
    );
    const after = await view(id);
    expect(after.seq).toBe(before.seq + 1);
    return after;
  }

  it('applies exactly one of concurrent cube decisions; duplicates are STALE_SEQUENCE and change nothing', async () => {
    let v = await boardTable({ partnerThreshold: 0 });
    const id = v.id;
    await ok(byId(v.line[0]), M.start, id);
    v = await untilTeamRolls(id);
    const box = byId(v.game!.box);
    const members = v.game!.members.map((m) => m.player);
    // Every member doubles at once, each twice: one opens the window.
    v = await race(
      id,
      members.flatMap((m) => [0, 1].map(() => () => send(byId(m), M.declare, id, { double: true }, v.seq))),
    );
    expect(v.game!.window!.declarations).toHaveLength(1);
    const opener = v.game!.window!.declarations[0].member;
    // The others declare, all at once, round after round: one declaration per round.
    while (v.waitingFor.some((w) => w.decision === 'declareDouble')) {
      const pending = v.waitingFor.filter((w) => w.decision === 'declareDouble').map((w) => w.player!);
      const at = v.seq;
      v = await race(
        id,
        pending.flatMap((p) =>
          [true, false].map((double) => () => send(byId(p), M.declare, id, { double }, at)),
        ),
      );
    }
    const doublers = v.game!.window!.declarations.filter((d) => d.double).map((d) => d.member);
    expect(doublers).toContain(opener);
    // The box answers each cube: take, drop and beaver sent at once, and members trying to answer for it.
    for (const member of doublers) {
      const at = v.seq;
      const answers = ['take', 'drop', 'beaver'].map(
        (answer) => () => send(box, M.boxAnswer, id, { member, answer }, at),
      );
      const intruders = await Promise.all(
        members.map((m) => send(byId(m), M.boxAnswer, id, { member, answer: 'drop' }, at)),
      );
      expect(intruders.map(codeOf).every((c) => c === 'NOT_BOX')).toBe(true);
      v = await race(id, answers);
      const cube = v.game!.members.find((m) => m.player === member)!;
      expect(cube.offer === null || cube.offer.stage === 'beaver').toBe(true);
    }
    // Exactly one answer per cube in each member's history.
    await playGame(id, async (cur) => {
      const g = cur.game!;
      if (!g.window && !g.resignation) {
        await ok(byId(g.box), M.resign, id, { kind: 'single' });
        return true;
      }
      return false;
    });
    const game = (await view(id)).ledger!.games[0];
    for (const m of game.members.filter((x) => doublers.includes(x.player))) {
      const answers = m.log.filter((e) => e.by === 'box' && ['take', 'drop', 'beaver'].includes(e.action));
      expect(answers).toHaveLength(1);
    }
    checkGame(game);
    // A repeated submission of an applied action is refused and changes nothing.
    const after = await view(id);
    expect(codeOf(await send(byId(after.line[0]), M.start, id, {}, after.seq - 1))).toBe('STALE_SEQUENCE');
    expect((await view(id)).seq).toBe(after.seq);
  });

  it('authorises: only the box answers team doubles, only the (acting) captain moves, outsiders and anonymous callers never act', async () => {
    let v = await boardTable({ partnerThreshold: 0 }, players.slice(0, 3));
    const id = v.id;
    await ok(byId(v.line[0]), M.start, id);
    v = await untilTeamRolls(id);
    const g = v.game!;
    const box = byId(g.box);
    const captain = byId(g.actingCaptain);
    const member = byId(g.members.find((m) => m.player !== g.actingCaptain)!.player);
    const unchanged = async (response: GraphQLResponse<unknown>, code: string | RegExp) => {
      const seq = v.seq;
      if (typeof code === 'string') expect(codeOf(response)).toBe(code);
      else expect(codeOf(response)).toMatch(code);
      expect((await view(id)).seq).toBe(seq);
    };
    await unchanged(await send(member, M.roll, id, {}, v.seq), 'NOT_YOUR_TURN');
    await unchanged(await send(box, M.declare, id, { double: true }, v.seq), 'NOT_IN_TEAM');
    await unchanged(await send(spectator, M.declare, id, { double: true }, v.seq), 'NOT_IN_TEAM');
    await unchanged(
      await send(member, M.declare, id, { double: true, player: captain.id }, v.seq),
      'FORBIDDEN',
    );
    v = await ok(captain, M.declare, id, { double: true });
    v = await ok(member, M.declare, id, { double: false });
    await unchanged(
      await send(captain, M.boxAnswer, id, { member: captain.id, answer: 'drop' }, v.seq),
      'NOT_BOX',
    );
    await unchanged(
      await send(member, M.boxAnswer, id, { member: captain.id, answer: 'drop' }, v.seq),
      'NOT_BOX',
    );
    await unchanged(
      await send(spectator, M.boxAnswer, id, { member: captain.id, answer: 'drop' }, v.seq),
      'NOT_BOX',
    );
    v = await ok(box, M.boxAnswer, id, { member: captain.id, answer: 'take' });
    v = await ok(captain, M.roll, id);
    const plays = (await view(id, captain)).game!.legalPlays;
    expect((await view(id, box)).game!.legalPlays).toEqual([]);
    if (v.game!.phase === 'moving') {
      expect(plays.length).toBeGreaterThan(0);
      await unchanged(
        await send(member, M.play, id, { moves: plays[0].moves }, v.seq),
        /NOT_YOUR_TURN|NOT_CAPTAIN/,
      );
      await unchanged(
        await send(box, M.play, id, { moves: plays[0].moves }, v.seq),
        /NOT_YOUR_TURN|NOT_CAPTAIN/,
      );
      v = await ok(member, M.suggest, id, { moves: plays[0].moves });
      expect(v.game!.suggestions.map((x) => x.player)).toEqual([member.id]);
      await unchanged(
        await send(member, M.confirm, id, { from: member.id }, v.seq),
        /NOT_YOUR_TURN|NOT_CAPTAIN/,
      );
      v = await ok(captain, M.confirm, id, { from: member.id });
      expect(v.game!.turn).toBe('box');
    }
    // Outsiders (not members of the club) and anonymous callers: every mutation is refused.
    const args: Record<string, Vars> = {
      leave: {},
      rollOrder: {},
      callPartner: { partner: null },
      start: {},
      end: {},
      roll: {},
      play: { moves: [] },
      suggest: { moves: [] },
      confirm: { from: member.id },
      declare: { double: true },
      boxAnswer: { member: captain.id, answer: 'take' },
      beaverAnswer: { member: captain.id, answer: 'take' },
      boxDouble: {},
      memberAnswer: { answer: 'take' },
      resign: { kind: 'single' },
      answerResignation: { accept: true },
      record: { winner: 'box' },
      correct: { game: 0, points: [{ player: box.id, points: 1 }], reason: 'nope nope' },
    };
    const seq = (await view(id)).seq;
    for (const [name, text] of Object.entries(M)) {
      const vars = { id, seq, ...args[name] };
      expect([name, codeOf(await outsider.gql(text, vars))]).toEqual([name, 'FORBIDDEN']);
      expect([name, codeOf(await t.gql(text, vars))]).toEqual([name, 'UNAUTHENTICATED']);
    }
    const code = (await view(id)).code;
    expect(codeOf(await outsider.gql(JOIN, { code }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(JOIN, { code }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await outsider.gql(OPEN, { input: { clubId, options: {} } }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(OPEN, { input: { clubId, options: {} } }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await outsider.gql(VIEW, { id }))).toBe('FORBIDDEN');
    // The open tables of my clubs: a member sees this one, an outsider does not, nobody anonymously.
    const OPEN_TABLES = '{ openChouettesOfMyClubs { id status } }';
    type OpenTables = { openChouettesOfMyClubs: { id: string; status: string }[] };
    expect(data(await member.gql<OpenTables>(OPEN_TABLES)).openChouettesOfMyClubs).toContainEqual({
      id,
      status: 'OPEN',
    });
    expect(data(await outsider.gql<OpenTables>(OPEN_TABLES)).openChouettesOfMyClubs).toEqual([]);
    expect(codeOf(await t.gql(OPEN_TABLES))).toBe('UNAUTHENTICATED');
    // Board mode: nobody records for another player, not even the organiser; results come from the board.
    expect(codeOf(await send(org, M.declare, id, { double: true, player: captain.id }, seq))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await send(org, M.record, id, { winner: 'box' }, seq))).toBe('SCOREKEEPER_ONLY');
    expect(codeOf(await send(member, M.record, id, { winner: 'box' }, seq))).toBe('FORBIDDEN');
    expect(codeOf(await send(member, M.correct, id, args.correct, seq))).toBe('FORBIDDEN');
    expect((await view(id)).seq).toBe(seq);
  });

  it('refuses bad input for every mutation with a clear code and changes nothing', async () => {
    const before = data(
      await org.gql<{ chouettesOfClub: { id: string }[] }>(
        'query($c: UUID!) { chouettesOfClub(clubId: $c, openOnly: false) { id } }',
        { c: clubId },
      ),
    ).chouettesOfClub.length;
    for (const options of [
      { partnerThreshold: 2 },
      { stake: -1 },
      { maxCube: 3 },
      { autoDoublesCap: 5, autoDoubles: true },
    ]) {
      expect([options, codeOf(await org.gql(OPEN, { input: { clubId, options } }))]).toEqual([
        options,
        'INVALID_OPTIONS',
      ]);
    }
    expect(codeOf(await org.gql(OPEN, { input: { clubId, options: { consultation: 'sometimes' } } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      codeOf(await org.gql(OPEN, { input: { clubId: '00000000-0000-4000-8000-000000000000', options: {} } })),
    ).toBe('NOT_FOUND');
    const after = data(
      await org.gql<{ chouettesOfClub: { id: string }[] }>(
        'query($c: UUID!) { chouettesOfClub(clubId: $c, openOnly: false) { id } }',
        { c: clubId },
      ),
    ).chouettesOfClub.length;
    expect(after).toBe(before);

    expect(codeOf(await players[0].gql(JOIN, { code: 'ZZZZZZ' }))).toBe('INVALID_CHOUETTE_CODE');
    expect(codeOf(await players[0].gql(JOIN, { code: 'no such code!' }))).toBe('INVALID_CHOUETTE_CODE');
    const opened = await open();
    const id = opened.id;
    await join(opened.code, players[0]);
    await join(opened.code, players[1]);
    const v = await view(id);
    const [a, b] = players;
    const refused: [string, Account, string, Vars, number?][] = [
      ['INVALID_CHOUETTE_CODE', a, JOIN, { code: 'QQQQQQ' }],
      ['ALREADY_PRESENT', a, JOIN, { code: opened.code }],
      ['STALE_SEQUENCE', players[2], JOIN, { code: opened.code, seq: 0 }],
      ['STALE_SEQUENCE', a, M.leave, {}, v.seq - 1],
      ['STALE_SEQUENCE', a, M.leave, {}, v.seq + 1],
      ['BAD_USER_INPUT', a, M.leave, {}, -1],
      ['NOT_PRESENT', players[2], M.leave, {}],
      ['TOO_FEW_PLAYERS', a, M.rollOrder, {}],
      ['BAD_USER_INPUT', a, M.rollOrder, { dice: [6, 6] }],
      ['NO_GAME', a, M.callPartner, { partner: b.id }],
      ['NO_GAME', a, M.start, {}],
      ['NO_GAME', a, M.roll, {}],
      ['NO_GAME', a, M.play, { moves: [] }],
      ['BAD_USER_INPUT', a, M.play, { moves: Array(5).fill({ from: 24, to: 23, die: 1 }) }],
      ['NO_GAME', a, M.suggest, { moves: [{ from: 24, to: 23, die: 1 }] }],
      ['NO_GAME', a, M.confirm, { from: b.id }],
      ['NO_GAME', a, M.declare, { double: true }],
      ['NO_GAME', a, M.boxAnswer, { member: b.id, answer: 'take' }],
      ['NO_GAME', a, M.beaverAnswer, { member: b.id, answer: 'raccoon' }],
      ['NO_GAME', a, M.boxDouble, {}],
      ['NO_GAME', a, M.memberAnswer, { answer: 'beaver' }],
      ['NO_GAME', a, M.resign, { kind: 'gammon' }],
      ['NO_GAME', a, M.answerResignation, { accept: false }],
      ['NO_GAME', org, M.record, { winner: 'team', kind: 'gammon' }],
      [
        'UNKNOWN_GAME',
        org,
        M.correct,
        {
          game: 0,
          points: [
            { player: a.id, points: 1 },
            { player: b.id, points: -1 },
          ],
          reason: 'a reason',
        },
      ],
      ['REASON_REQUIRED', org, M.correct, { game: 0, points: [{ player: a.id, points: 1 }], reason: '  ' }],
      [
        'BAD_USER_INPUT',
        org,
        M.correct,
        {
          game: 0,
          points: [
            { player: a.id, points: 1 },
            { player: a.id, points: -1 },
          ],
          reason: 'twice',
        },
      ],
      ['BAD_USER_INPUT', a, M.boxAnswer, { member: b.id, answer: 'maybe' }],
      ['BAD_USER_INPUT', a, M.resign, { kind: 'triple' }],
      ['BAD_USER_INPUT', a, M.confirm, { from: 'not-a-uuid' }],
    ];
    for (const [code, who, text, vars, seq] of refused) {
      const response = await who.gql(text, { id, seq: seq ?? v.seq, ...vars });
      expect([text.slice(0, 60), vars, codeOf(response)]).toEqual([text.slice(0, 60), vars, code]);
    }
    const unchanged = await view(id);
    expect(unchanged.seq).toBe(v.seq);
    expect((unchanged as View & { log: unknown[] }).log).toHaveLength(v.seq);
    // Wrong phase once playing.
    await join(opened.code, players[2]);
    await seat(id);
    const playing = await ok(a, M.start, id);
    expect(codeOf(await send(a, M.start, id))).toBe('GAME_IN_PROGRESS');
    expect(codeOf(await send(org, M.end, id))).toBe('GAME_IN_PROGRESS');
    expect(codeOf(await send(byId(playing.game!.box), M.leave, id))).toBe('GAME_IN_PROGRESS');
    expect(codeOf(await send(byId(playing.game!.box), M.rollOrder, id))).toBe('NOT_SEATING');
    expect((await view(id)).seq).toBe(playing.seq);
  });

  it('keeps score for a physical board: three games recorded by the organiser, a correction in the audit chain', async () => {
    const [a, b, c, d] = players;
    const opened = await open({ mode: 'SCOREKEEPER', partnerThreshold: 0 });
    const id = opened.id;
    expect(opened.mode).toBe('SCOREKEEPER');
    await join(opened.code, a);
    await join(opened.code, b);
    expect(codeOf(await b.gql(JOIN, { code: opened.code, player: c.id }))).toBe('FORBIDDEN');
    expect(codeOf(await org.gql(JOIN, { code: opened.code, player: outsider.id }))).toBe('NOT_A_MEMBER');
    await join(opened.code, org, { player: c.id });
    let v = await join(opened.code, org, { player: d.id });
    expect(v.viewerRecords).toBe(true);
    // Players do not record; the organiser enters the physical dice.
    expect(codeOf(await send(a, M.rollOrder, id, { player: a.id }))).toBe('FORBIDDEN');
    expect(codeOf(await send(a, M.rollOrder, id))).toBe('FORBIDDEN');
    expect(codeOf(await send(org, M.rollOrder, id, { dice: [6, 6] }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await send(org, M.rollOrder, id, { player: a.id, dice: [7, 1] }))).toBe('BAD_USER_INPUT');
    const rolls: [Account, number[]][] = [
      [a, [6, 6]],
      [b, [6, 5]],
      [c, [5, 4]],
      [d, [2, 1]],
    ];
    for (const [p, dice] of rolls) v = await ok(org, M.rollOrder, id, { player: p.id, dice });
    expect(v.line).toEqual([a.id, b.id, c.id, d.id]);
    expect(codeOf(await send(a, M.start, id))).toBe('FORBIDDEN');

    // Game 1: the captain doubles, the box takes; the team wins a single game.
    await ok(org, M.start, id);
    expect(codeOf(await send(b, M.declare, id, { double: true }))).toBe('FORBIDDEN');
    await ok(org, M.declare, id, { double: true, player: b.id });
    await ok(org, M.declare, id, { double: false, player: c.id });
    await ok(org, M.declare, id, { double: false, player: d.id });
    await ok(org, M.boxAnswer, id, { member: b.id, answer: 'take' });
    expect(codeOf(await send(a, M.record, id, { winner: 'team' }))).toBe('FORBIDDEN');
    v = await ok(org, M.record, id, { winner: 'team', kind: 'single' });
    expect(v.line).toEqual([b.id, c.id, d.id, a.id]);
    // Game 2: the box doubles; one member drops, the others take; the box wins a gammon.
    await ok(org, M.start, id);
    await ok(org, M.boxDouble, id);
    await ok(org, M.memberAnswer, id, { answer: 'take', player: c.id });
    await ok(org, M.memberAnswer, id, { answer: 'drop', player: d.id });
    await ok(org, M.memberAnswer, id, { answer: 'take', player: a.id });
    v = await ok(org, M.record, id, { winner: 'box', kind: 'gammon' });
    expect(v.line).toEqual([b.id, d.id, a.id, c.id]);
    // Game 3: the team wins a single game.
    await ok(org, M.start, id);
    v = await ok(org, M.record, id, { winner: 'team', kind: 'single' });
    expect(v.line).toEqual([d.id, a.id, c.id, b.id]);
    let full = await view(id);
    expect(
      full.ledger!.games.map((g) => Object.fromEntries(g.points.map((x) => [x.player, x.points]))),
    ).toEqual([
      { [a.id]: -4, [b.id]: 2, [c.id]: 1, [d.id]: 1 },
      { [b.id]: 9, [c.id]: -4, [d.id]: -1, [a.id]: -4 },
      { [b.id]: -3, [d.id]: 1, [a.id]: 1, [c.id]: 1 },
    ]);
    full.ledger!.games.forEach(checkGame);
    expect(Object.fromEntries(full.ledger!.totals.map((x) => [x.player, x.points]))).toEqual({
      [a.id]: -7,
      [b.id]: 8,
      [c.id]: -2,
      [d.id]: 1,
    });

    // A correction: organiser or director, with a reason; a plain member is refused.
    const delta = {
      game: 0,
      points: [
        { player: a.id, points: 1 },
        { player: b.id, points: -1 },
      ],
    };
    expect(codeOf(await send(c, M.correct, id, { ...delta, reason: 'I think so' }))).toBe('FORBIDDEN');
    expect(codeOf(await send(director, M.correct, id, { ...delta, reason: '' }))).toBe('REASON_REQUIRED');
    expect(
      codeOf(
        await send(director, M.correct, id, {
          game: 0,
          points: [{ player: a.id, points: 1 }],
          reason: 'unbalanced',
        }),
      ),
    ).toBe('INVALID_CORRECTION');
    v = await ok(director, M.correct, id, { ...delta, reason: 'Anotação errada no jogo 1' });
    full = await view(id);
    expect(full.ledger!.games[0].corrections).toEqual([
      expect.objectContaining({
        game: 0,
        by: director.id,
        byUser: { id: director.id, displayName: 'Diretor' },
        reason: 'Anotação errada no jogo 1',
      }),
    ]);
    expect(pointsOf(full.ledger!.games[0].net, a.id)).toBe(-3);
    expect(pointsOf(full.ledger!.totals, a.id)).toBe(-6);
    expect(pointsOf(full.ledger!.totals, b.id)).toBe(7);
    expect(sum(full.ledger!.totals)).toBe(0);
    expect(full.line).toEqual([d.id, a.id, c.id, b.id]);

    // The audit chain of the session: three results and the correction; tampering is detected.
    const VERIFY =
      'query($s: AuditScopeInput!) { verifyAudit(scope: $s) { valid entries firstInvalidSeq problem } }';
    const scope = { type: 'CHOUETTE', id };
    const log = data(
      await spectator.gql<{ auditLog: { seq: number; action: string; reason: string | null }[] }>(
        'query($s: AuditScopeInput!) { auditLog(scope: $s) { seq action reason } }',
        { s: scope },
      ),
    ).auditLog;
    expect(log.map((e) => e.action)).toEqual([
      'chouette.game',
      'chouette.game',
      'chouette.game',
      'chouette.correction',
    ]);
    expect(log[3].reason).toBe('Anotação errada no jogo 1');
    expect(data(await spectator.gql(VERIFY, { s: scope }))).toEqual({
      verifyAudit: { valid: true, entries: 4, firstInvalidSeq: null, problem: null },
    });
    expect(codeOf(await outsider.gql(VERIFY, { s: scope }))).toBe('FORBIDDEN');
    // A physical board's dice are on the table: no seed, nothing to verify.
    expect(
      codeOf(
        await spectator.gql('query($id: UUID!) { verifyChouetteDice(chouetteId: $id) { verified } }', { id }),
      ),
    ).toBe('NO_DICE_SEED');
    await sql(
      t.database.url,
      `BEGIN; ALTER TABLE "AuditEntry" DISABLE TRIGGER "AuditEntry_append_only";
       UPDATE "AuditEntry" SET reason = 'nothing happened' WHERE "scopeId" = '${id}' AND seq = 4;
       ALTER TABLE "AuditEntry" ENABLE TRIGGER "AuditEntry_append_only"; COMMIT;`,
    );
    expect(data(await spectator.gql(VERIFY, { s: scope }))).toEqual({
      verifyAudit: { valid: false, entries: 4, firstInvalidSeq: 4, problem: 'CONTENT_CHANGED' },
    });
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
});
