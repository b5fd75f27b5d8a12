/**
 * The chouette specs' table: the fields they read, the mutations they send, a club with an organiser, a
 * director, a spectator, an outsider and five players, and the steps that open, join and seat a table.
 * Each spec file starts its own API and club (test/api.ts).
 */
import { Client } from 'pg';
import { Account, GraphQLResponse, signUp, TestApi } from './api';

export const FIELDS = `id code seq phase status mode line partner absences { member proxy }
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
export const LEDGER = `ledger { totals { player points }
    games { index box partner captain actingCaptain winner reason boxVsCaptain boxSide
      points { player points } net { player points }
      members { player cube turned reason points log { action by value } }
      corrections { seq game by byUser { id displayName } reason delta { player points } } } }
  settlement { stake method transfers { from to points amount } }`;

export interface Waiting {
  player: string | null;
  decision: string;
  actions: string[];
  member: string | null;
  optional: boolean;
}
export interface Points {
  player: string;
  points: number;
}
export interface Member {
  player: string;
  cubeValue: number;
  cubeOwner: string | null;
  offer: { stage: string; doubler: string; value: number } | null;
  inGame: boolean;
  outcome: { points: number; reason: string; kind: string } | null;
}
export interface View {
  id: string;
  code: string;
  seq: number;
  phase: string;
  status: string;
  mode: string;
  line: string[];
  partner: string | null;
  absences: { member: string; proxy: string | null }[];
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

export type Vars = Record<string, unknown>;

/** A chouette mutation: `args` declares extra variables as `name: Type`, passed by the same name. */
export function mutation(name: string, args: Record<string, string> = {}): string {
  const decl = Object.entries(args)
    .map(([k, type]) => `, $${k}: ${type}`)
    .join('');
  const use = Object.keys(args)
    .map((k) => `, ${k}: $${k}`)
    .join('');
  return `mutation($id: UUID!, $seq: Int!${decl}) { ${name}(chouetteId: $id, expectedSeq: $seq${use}) { ${FIELDS} } }`;
}

export const M = {
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
export const OPEN = `mutation($input: OpenChouetteInput!) { openChouette(input: $input) { ${FIELDS} } }`;
export const JOIN = `mutation($code: String!, $seq: Int, $player: UUID) { joinChouette(code: $code, expectedSeq: $seq, player: $player) { ${FIELDS} } }`;
export const VIEW = `query($id: UUID!) { chouette(id: $id) { ${FIELDS} ${LEDGER} log { seq type player actorId member dice detail text game } } }`;
export const EVENTS = `subscription($id: UUID!, $after: Int) { chouetteUpdated(chouetteId: $id, afterSeq: $after) {
  chouetteId seq phase status entry { seq type player member text } waitingFor { player decision member optional } } }`;

export function data<T>(response: GraphQLResponse<T>): T {
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

/** The one view a mutation returns. */
export function viewOf(response: GraphQLResponse<Record<string, View>>): View {
  return Object.values(data(response))[0];
}

export const sum = (points: Points[]) => points.reduce((s, p) => s + p.points, 0);
export const pointsOf = (points: Points[], player: string) =>
  points.find((p) => p.player === player)?.points ?? 0;

export async function sql<T = Record<string, unknown>>(url: string, text: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The club every chouette spec plays in. */
export interface ChouetteClub {
  org: Account; // owner of the club, organiser
  director: Account;
  spectator: Account; // a member who does not play
  outsider: Account; // not a member of the club
  players: Account[]; // five members
  clubId: string;
}

/** Signs up the club's people, creates the club, has everyone join it and makes `director` a director. */
export async function setUpChouetteClub(t: TestApi): Promise<ChouetteClub> {
  const org = await signUp(t, 'Org');
  const director = await signUp(t, 'Diretor');
  const spectator = await signUp(t, 'Espectador');
  const outsider = await signUp(t, 'De fora');
  const players: Account[] = [];
  for (const name of ['Ana', 'Bia', 'Caio', 'Dani', 'Edu']) players.push(await signUp(t, name));
  const club = data(
    await org.gql<{ createClub: { id: string; invitationCode: string } }>(
      'mutation { createClub(input: { name: "Clube da Chouette" }) { id invitationCode } }',
    ),
  ).createClub;
  const clubId = club.id;
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
  return { org, director, spectator, outsider, players, clubId };
}

/** The steps of the specs, for the club `club` holds once its beforeAll ran. */
export function tableActions(club: ChouetteClub) {
  const byId = (id: string): Account => {
    const { org, director, spectator, players } = club;
    const found = [org, director, spectator, ...players].find((a) => a.id === id);
    if (!found) throw new Error(`unknown account ${id}`);
    return found;
  };

  async function view(id: string, who: Account = club.spectator): Promise<View> {
    return data(await who.gql<{ chouette: View }>(VIEW, { id })).chouette;
  }

  async function open(options: Vars = {}, who: Account = club.org): Promise<View> {
    return viewOf(await who.gql(OPEN, { input: { clubId: club.clubId, options } }));
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

  async function boardTable(options: Vars = {}, seated = club.players): Promise<View> {
    const opened = await open({ partnerThreshold: 5, beaver: true, raccoon: true, stake: 2.5, ...options });
    for (const p of seated) await join(opened.code, p);
    return seat(opened.id);
  }

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

  return { byId, view, open, join, send, ok, seat, boardTable, playGame, untilTeamRolls };
}

/** Checks one finished game of the ledger: zero sum, the 50/50 split with the odd point to the box. */
export function checkGame(game: NonNullable<View['ledger']>['games'][number]) {
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
