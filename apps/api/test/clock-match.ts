/**
 * The clock specs' match view and steps, against API processes of their own (test/faults.ts): the fields of a
 * match with its clock, players signed up on a process, short clocks, and the rating rows of a match.
 */
import type { ApiProcess } from './faults';
import { sqlOn } from './faults';
import { data, Player, signUpWith } from './flows';

export const CLOCK = `clock { running paused serverNow deadline sides { side delayMs reserveMs } }`;
export const VIEW = `id seq status phase turn sideToAct winner resultSource score ${CLOCK}
  players { side user { id } } log { seq type text }`;

export interface ClockView {
  running: number | null;
  paused: boolean;
  serverNow: string;
  deadline: string | null;
  sides: { side: number; delayMs: number; reserveMs: number }[];
}
export interface View {
  id: string;
  seq: number;
  status: string;
  phase: string;
  turn: number | null;
  sideToAct: number | null;
  winner: number | null;
  resultSource: string | null;
  score: number[];
  clock: ClockView | null;
  players: { side: number; user: { id: string } }[];
  log: { seq: number; type: string; text: string }[];
}

export const PLAYERS_ENV = { PRESENCE_AWAY_MS: '1000', PRESENCE_GONE_MS: '3000', EVENT_POLL_MS: '200' };

export async function view(p: Player, id: string): Promise<View> {
  return data(await p.gql<{ match: View }>(`query($id: UUID!) { match(id: $id) { ${VIEW} } }`, { id })).match;
}

export const playersOf = (api: ApiProcess, names: string[]) =>
  Promise.all(names.map((name) => signUpWith((q, v, token) => api.gql(q, v, token), name)));

/** The player of `side` in the view. */
export function playerOf(v: View, side: number, players: Player[]): Player {
  const id = v.players.find((p) => p.side === side)?.user.id;
  return players.find((p) => p.id === id) as Player;
}

/** A short clock: a 1 s delay and `reserve` seconds per point. */
export const short = (reserve: number) => ({ delaySeconds: 1, reservePerPointSeconds: reserve });

export async function ratingRows(databaseName: string, matchId: string): Promise<number> {
  const [row] = await sqlOn<{ n: number }>(
    databaseName,
    'SELECT count(*)::int AS n FROM "RatingChange" WHERE "matchId" = $1',
    [matchId],
  );
  return row.n;
}

/** The same member, talking to another API process. */
export const on = (api: ApiProcess, p: Player): Player => ({ ...p, gql: (q, v) => api.gql(q, v, p.token) });

export const timeouts = (v: View) => v.log.filter((e) => e.type === 'timeout').length;
