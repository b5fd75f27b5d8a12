/**
 * The match-record specs' cast and steps: a club of players, a director, a member who does not play, the
 * owner of another club and a member of no club; a match played a few turns and resigned; the queries of a
 * record and its analysis; polling until the analysis job is done.
 */
import { Client } from 'pg';
import { signUp, TestApi } from './api';
import { clubOf, data, type Player, sidesOf } from './flows';

export const VIEW = 'seq status phase sideToAct';
export interface View {
  seq: number;
  status: string;
  phase: string;
  sideToAct: number | null;
}
export interface Move {
  from: number;
  to: number;
  die: number;
}

export const RECORD = `query($id: String!) { matchRecord(id: $id) {
  id kind clubId tournamentId title matchLength finished hasMoves log players { side name userId }
  analysis { id status error requestedAt } } }`;
export const REQUEST =
  'mutation($id: String!) { requestAnalysis(recordId: $id) { id recordId status error } }';
export const ANALYSIS = `query($id: String!) { matchRecord(id: $id) { analysis {
  id status depth error startedAt finishedAt result players { side userId pr band unforced } } } }`;

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

export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Plays `turns` rolls (each with the first legal play of the side to act), then that side resigns a single
 * game and the other accepts: a finished match with checker plays in its log.
 */
export async function playAndResign(matchId: string, players: [Player, Player], turns = 4): Promise<void> {
  const sides = await sidesOf(matchId, players);
  const act = async (
    who: Player,
    name: string,
    seq: number,
    extra = '',
    vars: Record<string, unknown> = {},
  ) =>
    data(
      await who.gql<Record<string, View>>(
        `mutation($id: UUID!, $s: Int!${extra ? `, ${extra}` : ''}) { ${name}(matchId: $id, expectedSeq: $s${
          extra ? ', moves: $moves' : ''
        }) { ${VIEW} } }`,
        { id: matchId, s: seq, ...vars },
      ),
    )[name];
  let m = await act(sides[0], 'rollDice', 0);
  while (m.phase === 'opening') m = await act(sides[0], 'rollDice', m.seq);
  let rolls = 1;
  for (;;) {
    const who = sides[m.sideToAct ?? 0];
    if (m.phase === 'moving') {
      const legal = data(
        await who.gql<{ legalPlays: { moves: Move[] }[] }>(
          'query($id: UUID!) { legalPlays(matchId: $id) { moves { from to die } } }',
          { id: matchId },
        ),
      ).legalPlays;
      m = await act(who, 'submitPlay', m.seq, '$moves: [CheckerMoveInput!]!', {
        moves: legal[0]?.moves ?? [],
      });
      continue;
    }
    if (rolls >= turns) break;
    m = await act(who, 'rollDice', m.seq);
    rolls++;
  }
  const loser = sides[m.sideToAct ?? 0];
  const winner = loser === sides[0] ? sides[1] : sides[0];
  const resigned = data(
    await loser.gql<{ resign: View }>(
      `mutation($id: UUID!, $s: Int!) { resign(matchId: $id, expectedSeq: $s, kind: single) { ${VIEW} } }`,
      { id: matchId, s: m.seq },
    ),
  ).resign;
  const done = data(
    await winner.gql<{ acceptResignation: View }>(
      `mutation($id: UUID!, $s: Int!) { acceptResignation(matchId: $id, expectedSeq: $s) { ${VIEW} } }`,
      { id: matchId, s: resigned.seq },
    ),
  ).acceptResignation;
  expect(done.status).toBe('FINISHED');
}

export interface Cast {
  ana: Player;
  bia: Player;
  /** The club's owner (a director). */
  dora: Player;
  /** A member of the club who did not play. */
  mia: Player;
  /** The owner of another club. */
  carl: Player;
  /** A member of no club. */
  eve: Player;
  clubId: string;
  otherClubId: string;
}

export async function cast(t: TestApi): Promise<Cast> {
  const [ana, bia, dora, mia, carl, eve] = await Promise.all(
    ['Ana', 'Bia', 'Dora', 'Mia', 'Carl', 'Eve'].map((name) => signUp(t, name)),
  );
  const clubId = await clubOf(dora, [ana, bia, mia]);
  const otherClubId = await clubOf(carl, []);
  return { ana, bia, dora, mia, carl, eve, clubId, otherClubId };
}

export const EVENTS = { worker: true, maxAttempts: 8, retryBaseMs: 100, pollMs: 100 };
