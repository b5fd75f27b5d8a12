/**
 * The server's chouette view as the page reads it: names, roles, the viewer's side and turn. Nothing here
 * decides a rule: the board uses the browser's engine only to highlight and undo the viewer's own checker
 * moves, and the API accepts or refuses every action.
 */
import {
  type Board,
  type CheckerMove,
  type Dice,
  type Die,
  type Side,
  diceToPlay,
  legalNextMoves,
  remainingDice,
  replayMoves,
  validatePlay,
} from '@gamao/engine';
import type { ChouetteTableFragment } from '@/gql/graphql';
import type { DiceShow } from '@/features/play/board-view';
import type { TurnView } from '@/features/play/controller';

export type ChouetteView = ChouetteTableFragment;
export type ChouetteGameView = NonNullable<ChouetteView['game']>;
export type Waiting = ChouetteView['waitingFor'][number];

/** The engine side of each side of the table: the box plays side 0, the team side 1. */
export const sideNumber = (side: 'box' | 'team'): Side => (side === 'box' ? 0 : 1);

/** Every player's display name by id (players, organiser). */
export function nameMap(view: ChouetteView): Map<string, string> {
  const names = new Map<string, string>([[view.organiser.id, view.organiser.displayName]]);
  for (const p of view.players) names.set(p.user.id, p.user.displayName);
  return names;
}

export const nameOf = (names: Map<string, string>, id: string | null | undefined): string =>
  (id && names.get(id)) || '—';

/** The viewer's side in the game in progress: the box and the partner are the box's side; members the team. */
export function viewerSide(
  game: ChouetteGameView | null | undefined,
  viewerId: string,
): 'box' | 'team' | null {
  if (!game) return null;
  if (game.box === viewerId || game.partner === viewerId) return 'box';
  return game.members.some((m) => m.player === viewerId) ? 'team' : null;
}

/** The role a seat shows: the line's, except that a member of the team in the game in progress plays. */
export type SeatRole = ChouetteView['players'][number]['role'] | 'TEAM';

/**
 * A seat's role as the page labels it. The line keeps the team's members after the captain "in the queue"
 * for the next captaincy, but during a game they play (each with a cube against the box): TEAM, not QUEUE.
 */
export function seatRole(
  seat: { readonly role: ChouetteView['players'][number]['role']; readonly user: { readonly id: string } },
  game: Pick<ChouetteGameView, 'members'> | null | undefined,
): SeatRole {
  if (seat.role === 'QUEUE' && game?.members.some((m) => m.player === seat.user.id)) return 'TEAM';
  return seat.role;
}

type CubeMember = ChouetteGameView['members'][number];

/**
 * A member cube's history as its cell lists it after the situation. A pending offer is the situation
 * ("Ana dobrou para 2"), so the entry that made it is not repeated in the history.
 */
export function cubeHistory(member: Pick<CubeMember, 'offer' | 'log'>): CubeMember['log'] {
  const last = member.log.at(-1);
  const offered =
    member.offer &&
    last &&
    last.value === member.offer.value &&
    (last.action === 'double' || last.action === 'beaver' || last.action === 'raccoon');
  return offered ? member.log.slice(0, -1) : member.log;
}

/** The decisions the table waits for from the viewer (or, for the organiser recording, from anybody). */
export function decisionsOf(view: ChouetteView, viewerId: string): Waiting[] {
  return view.waitingFor.filter((w) => w.player === viewerId);
}

export const isDie = (n: number): n is Die => Number.isInteger(n) && n >= 1 && n <= 6;

export function diceOf(values: readonly number[] | null | undefined): Dice | null {
  if (!values || values.length !== 2 || !isDie(values[0]) || !isDie(values[1])) return null;
  return [values[0], values[1]];
}

export function boardOf(game: ChouetteGameView): Board | null {
  return game.board ? [game.board.side0, game.board.side1] : null;
}

/** How the viewer may take part in the roll being played: move (final), suggest, or only watch. */
export type MoveRole = 'play' | 'suggest' | null;

export function moveRoleOf(view: ChouetteView, viewerId: string): MoveRole {
  const g = view.game;
  if (!g || g.phase !== 'moving' || g.resignation) return null;
  const mine = decisionsOf(view, viewerId);
  if (mine.some((w) => w.decision === 'play')) return 'play';
  if (mine.some((w) => w.decision === 'suggest')) return 'suggest';
  return null;
}

const noTurn = (board: Board): TurnView => ({
  mover: null,
  dice: null,
  board,
  remaining: [],
  next: [],
  complete: false,
});

const EMPTY: Board = [new Array(26).fill(0), new Array(26).fill(0)];

/** What the board needs about the viewer's turn: only a viewer who plays or suggests gets sources. */
export function turnOf(view: ChouetteView, viewerId: string, moves: readonly CheckerMove[]): TurnView {
  const g = view.game;
  const start = g ? boardOf(g) : null;
  if (!g || !start) return noTurn(start ?? EMPTY);
  const role = moveRoleOf(view, viewerId);
  const dice = diceOf(g.dice);
  if (!role || !g.turn || !dice) return noTurn(start);
  const side = sideNumber(g.turn);
  const replayed = replayMoves(start, side, dice, moves);
  const board = replayed.ok ? replayed.value.board : start;
  const next = legalNextMoves(start, side, dice, moves);
  const complete = next.length === 0 && validatePlay(start, side, dice, moves).ok;
  return { mover: side, dice, board, remaining: remainingDice(dice, moves), next, complete };
}

/** The roll being played, with the dice the viewer has used greyed. */
export function diceShowOf(view: ChouetteView, turn: TurnView): DiceShow | null {
  const g = view.game;
  const dice = diceOf(g?.dice);
  if (!g || !dice || !g.turn || g.phase !== 'moving') return null;
  const roller = sideNumber(g.turn);
  const values: number[] = dice[0] === dice[1] ? diceToPlay(dice) : [...dice];
  const left: number[] = turn.mover === roller ? [...turn.remaining] : [...values];
  const used = values.map((v) => {
    const i = left.indexOf(v);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
  return { roller, values, used, rollId: view.seq };
}

/** The play as the API takes it. */
export const playInput = (moves: readonly CheckerMove[]) =>
  moves.map(({ from, to, die }) => ({ from, to, die }));

/** Points of one player in a list of points (0 when missing). */
export const pointsOf = (list: readonly { player: string; points: number }[], player: string): number =>
  list.find((p) => p.player === player)?.points ?? 0;

/** The roles the line gives for the next game: [box, captain, ...queue]. */
export function nextRoles(line: readonly string[]): {
  box: string | null;
  captain: string | null;
  queue: string[];
} {
  return { box: line[0] ?? null, captain: line[1] ?? null, queue: line.slice(2) };
}
