/**
 * The online-match specs' club and steps: a match's fields, the mutations of a turn, a club of Ana and Bia (the
 * players), a spectator and an outsider, and the steps that start a match, steer its dice by the client seed
 * and play it on with legal actions.
 */
import { Client } from 'pg';
import { Account, GraphQLResponse, signUp, TestApi } from './api';
import { deriveDice } from '../src/play/dice-seeds';

export const FIELDS = `id status seq phase turn sideToAct dice score gameNumber crawfordGame winner viewerSide
  cube { value owner offeredBy } resignation { by kind } board { side0 side1 } pips games { index winner points crawford }`;

export interface MatchView {
  id: string;
  status: string;
  seq: number;
  phase: string;
  turn: number | null;
  sideToAct: number | null;
  dice: number[] | null;
  score: number[];
  gameNumber: number;
  crawfordGame: boolean;
  winner: number | null;
  viewerSide: number | null;
  cube: { value: number; owner: number | null; offeredBy: number | null };
  resignation: { by: number; kind: string } | null;
  board: { side0: number[]; side1: number[] };
  pips: number[];
  games: { index: number; winner: number | null; points: number | null; crawford: boolean }[];
}
export interface Move {
  from: number;
  to: number;
  die: number;
}

export const ACTION = (name: string) =>
  `mutation($id: UUID!, $seq: Int!) { ${name}(matchId: $id, expectedSeq: $seq) { ${FIELDS} } }`;
export const PLAY = `mutation($id: UUID!, $seq: Int!, $moves: [CheckerMoveInput!]!) { submitPlay(matchId: $id, expectedSeq: $seq, moves: $moves) { ${FIELDS} } }`;
export const RESIGN = `mutation($id: UUID!, $seq: Int!, $kind: WinKind!) { resign(matchId: $id, expectedSeq: $seq, kind: $kind) { ${FIELDS} } }`;
export const LEGAL = 'query($id: UUID!) { legalPlays(matchId: $id) { notation moves { from to die } } }';
export const MATCH = `query($id: UUID!) { match(id: $id) { ${FIELDS} } }`;

export async function sql<T = Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

export function data<T>(response: GraphQLResponse<T>): T {
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

/** The club every online-match spec plays in. */
export interface MatchClub {
  t: TestApi;
  ana: Account; // side 0 (challenger)
  bia: Account; // side 1
  spectator: Account; // a member of the club
  outsider: Account; // not a member
  clubId: string;
}

/** Signs up the club's people and creates the club (Ana owns it; Bia and the spectator join). */
export async function setUpMatchClub(t: TestApi): Promise<MatchClub> {
  const [ana, bia, spectator, outsider] = await Promise.all(
    ['Ana', 'Bia', 'Caio', 'Zé'].map((n) => signUp(t, n)),
  );
  const club = data(
    await ana.gql<{ createClub: { id: string; invitationCode: string } }>(
      'mutation { createClub(input: { name: "Clube" }) { id invitationCode } }',
    ),
  ).createClub;
  for (const member of [bia, spectator]) {
    data(
      await member.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
        c: club.invitationCode,
      }),
    );
  }
  return { t, ana, bia, spectator, outsider, clubId: club.id };
}

/** The steps of the specs, for the club `club` holds once its beforeAll ran. */
export function matchSteps(club: MatchClub) {
  const players = () => [club.ana, club.bia] as const;

  async function newMatch(options: Record<string, unknown> = { length: 3 }): Promise<string> {
    const challenged = await club.ana.gql<{ challenge: { id: string; status: string } }>(
      'mutation($input: ChallengeInput!) { challenge(input: $input) { id status } }',
      { input: { clubId: club.clubId, opponentId: club.bia.id, options } },
    );
    const id = data(challenged).challenge.id;
    expect(data(challenged).challenge.status).toBe('CHALLENGED');
    const accepted = await club.bia.gql<{ acceptChallenge: { status: string } }>(
      'mutation($id: UUID!) { acceptChallenge(matchId: $id) { status } }',
      { id },
    );
    expect(data(accepted).acceptChallenge.status).toBe('ACTIVE');
    return id;
  }

  async function view(id: string, who: Account = club.ana): Promise<MatchView> {
    return data(await who.gql<{ match: MatchView }>(MATCH, { id })).match;
  }

  async function act(
    who: Account,
    name: string,
    id: string,
    seq: number,
  ): Promise<GraphQLResponse<Record<string, MatchView>>> {
    return who.gql(ACTION(name), { id, seq });
  }

  async function play(who: Account, id: string, seq: number, moves: Move[]) {
    return who.gql<{ submitPlay: MatchView }>(PLAY, { id, seq, moves });
  }

  /** Chooses client seeds (before the first roll) so that the first rolls come out as `wanted` asks. */
  async function steerDice(id: string, wanted: (rolls: number[][]) => boolean, count: number): Promise<void> {
    const [{ serverSeed }] = await sql<{ serverSeed: string }>(
      club.t.database.url,
      'SELECT "serverSeed" FROM "Match" WHERE id = $1',
      [id],
    );
    for (let i = 0; i < 100_000; i++) {
      const seed = `steer-${i}`;
      const rolls = Array.from({ length: count }, (_, r) => deriveDice(serverSeed, [seed, null], r));
      if (wanted(rolls)) {
        data(
          await club.ana.gql(
            'mutation($id: UUID!, $s: String!) { setClientSeed(matchId: $id, seed: $s) { id } }',
            { id, s: seed },
          ),
        );
        return;
      }
    }
    throw new Error('no client seed found');
  }

  /** Plays on with legal actions (taking every double, accepting every resignation) until `stop` holds. */
  async function playOn(id: string, stop: (m: MatchView) => boolean, maxActions = 4000): Promise<MatchView> {
    let m = await view(id);
    for (let i = 0; i < maxActions && !stop(m); i++) {
      if (m.status !== 'ACTIVE') break;
      const side = m.sideToAct ?? 0;
      const who = players()[side];
      let result: GraphQLResponse<Record<string, MatchView>>;
      if (m.resignation) result = await act(who, 'acceptResignation', id, m.seq);
      else if (m.cube.offeredBy !== null) result = await act(who, 'takeDouble', id, m.seq);
      else if (m.phase === 'moving') {
        const legal = data(await who.gql<{ legalPlays: { moves: Move[] }[] }>(LEGAL, { id })).legalPlays;
        result = await play(who, id, m.seq, legal[(i * 7) % legal.length].moves);
      } else result = await act(who, 'rollDice', id, m.seq);
      m = Object.values(data(result))[0];
    }
    return m;
  }

  return { players, newMatch, view, act, play, steerDice, playOn };
}
