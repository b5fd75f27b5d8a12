/**
 * The two ways cubes move in a chouette (seed 000 rules 3 and 4), as windows over the members' cubes.
 *
 * Team side (individual): before the captain rolls, any member whose cube is centred or their own may
 * double. The first double opens a window: every other member who could double must then declare
 * (double or no double). Only when all have declared does the box answer, each cube on its own: drop
 * (pays the current value), take (x2) or beaver (x4, when allowed). A beavered doubler accepts, refuses
 * (when allowed: conceding the doubled value) or raccoons (x8, when allowed). One window per team turn.
 *
 * Box side (collective): the box's double is offered at once to every member whose cube is centred or
 * owned by the box (and below the maximum). Each member answers alone: drop (pays and is out of the game),
 * take or beaver; the box answers each beaver. The window remembers the takers, in the order they
 * answered, to choose an acting captain when the captain has dropped.
 *
 * A window closes when no cube offer is left (and, for the team, every declaration is in).
 *
 * Scorekeeper mode records what happened at a physical board: there, the box's first answer closes the
 * declarations (members who said nothing did not double), so the organiser records only the doubles made.
 */
import { type CubeOptions, canDouble, ok } from '@gamao/engine';
import { type MemberState, isInGame, memberCubeAction } from './member-cube';
import {
  BOX_SIDE,
  type ChouetteResult,
  type PlayerId,
  type TableSide,
  TEAM_SIDE,
  chouetteError as err,
} from './types';

export interface Declaration {
  readonly member: PlayerId;
  readonly double: boolean;
}

export interface DoublingWindow {
  readonly by: TableSide;
  /**
   * Team: the members who had to declare (cube centred or their own, below the maximum), in queue order.
   * Box: the members the double was offered to, in queue order.
   */
  readonly members: readonly PlayerId[];
  /** Team: the declarations so far (the opener's double first). */
  readonly declarations: readonly Declaration[];
  /** Box: the members who took or beavered, in the order they answered. */
  readonly takers: readonly PlayerId[];
}

/** The members' cubes with the open window, if any. */
export interface CubeTable {
  readonly members: readonly MemberState[];
  readonly window: DoublingWindow | null;
}

export type DoubleAnswer = 'take' | 'drop' | 'beaver';
export type BeaverAnswer = 'take' | 'refuse' | 'raccoon';

/** Whether the member could double the box now (cube centred or theirs, below the maximum). */
export const teamMayDouble = (m: MemberState, o: CubeOptions): boolean =>
  isInGame(m) && !m.cube.offer && canDouble(m.cube, TEAM_SIDE, o).ok;

/** Whether the box's double reaches this member (cube centred or the box's, below the maximum). */
export const boxMayDouble = (m: MemberState, o: CubeOptions): boolean =>
  isInGame(m) && !m.cube.offer && canDouble(m.cube, BOX_SIDE, o).ok;

/** Every team declaration is in. */
export const declarationsComplete = (w: DoublingWindow): boolean =>
  w.by === 'box' || w.declarations.length >= w.members.length;

/** The members still to declare, in queue order. */
export function undeclared(w: DoublingWindow): PlayerId[] {
  if (w.by !== 'team') return [];
  const done = new Set(w.declarations.map((d) => d.member));
  return w.members.filter((p) => !done.has(p));
}

const find = (t: CubeTable, player: PlayerId): MemberState | undefined =>
  t.members.find((m) => m.player === player);

const replace = (t: CubeTable, m: MemberState): readonly MemberState[] =>
  t.members.map((x) => (x.player === m.player ? m : x));

function member(t: CubeTable, player: PlayerId): ChouetteResult<MemberState> {
  const m = find(t, player);
  if (!m) return err('NOT_A_MEMBER', `${player} is not a team member in this game`);
  if (!isInGame(m)) return err('MEMBER_OUT', `${player} is out of this game`);
  return ok(m);
}

/** Why `m` may not double the box (an engine code), for a precise refusal. */
function whyNotTeamDouble(m: MemberState, o: CubeOptions): ChouetteResult<never> {
  if (m.cube.offer) return err('DOUBLE_PENDING', 'This cube is waiting for an answer');
  const can = canDouble(m.cube, TEAM_SIDE, o);
  return can.ok ? err('INVALID_ACTION', 'This member may not double now') : can;
}

/** A team member doubles: opens the window, or declares a double in the open one. */
export function teamDouble(t: CubeTable, player: PlayerId, o: CubeOptions): ChouetteResult<CubeTable> {
  const found = member(t, player);
  if (!found.ok) return found;
  const m = found.value;
  const w = t.window;
  if (w && w.by === 'box') return err('DOUBLE_PENDING', "The box's double must be answered first");
  if (w) {
    if (!w.members.includes(player)) return whyNotTeamDouble(m, o);
    if (w.declarations.some((d) => d.member === player)) {
      return err('ALREADY_DECLARED', `${player} has already declared`);
    }
    if (declarationsComplete(w)) return err('NOT_DECLARING', 'The declarations are closed');
  } else if (!teamMayDouble(m, o)) {
    return whyNotTeamDouble(m, o);
  }
  const doubled = memberCubeAction(m, 'team', 'double', o);
  if (!doubled.ok) return doubled;
  const members = replace(t, doubled.value);
  const window: DoublingWindow = w
    ? { ...w, declarations: [...w.declarations, { member: player, double: true }] }
    : {
        by: 'team',
        members: t.members.filter((x) => teamMayDouble(x, o)).map((x) => x.player),
        declarations: [{ member: player, double: true }],
        takers: [],
      };
  return ok({ members, window });
}

/** A team member declares no double in the open window. */
export function teamNoDouble(t: CubeTable, player: PlayerId): ChouetteResult<CubeTable> {
  const found = member(t, player);
  if (!found.ok) return found;
  const w = t.window;
  if (!w || w.by !== 'team') return err('NOT_DECLARING', 'Nobody has doubled: there is nothing to declare');
  if (!w.members.includes(player)) return err('NOT_DECLARING', `${player} may not double now`);
  if (w.declarations.some((d) => d.member === player)) {
    return err('ALREADY_DECLARED', `${player} has already declared`);
  }
  if (declarationsComplete(w)) return err('NOT_DECLARING', 'The declarations are closed');
  return ok({ ...t, window: { ...w, declarations: [...w.declarations, { member: player, double: false }] } });
}

/**
 * The box answers `player`'s double. In board mode every declaration must be in first; in scorekeeper
 * mode (`closeDeclarations`) the first answer closes them.
 */
export function boxAnswer(
  t: CubeTable,
  player: PlayerId,
  answer: DoubleAnswer,
  o: CubeOptions,
  closeDeclarations: boolean,
): ChouetteResult<CubeTable> {
  const w = t.window;
  if (!w || w.by !== 'team') return err('NO_DOUBLE_OFFERED', 'No team double is waiting for the box');
  const found = member(t, player);
  if (!found.ok) return found;
  let window = w;
  if (!declarationsComplete(w)) {
    if (!closeDeclarations) {
      return err('DECLARATIONS_PENDING', `Waiting for ${undeclared(w).join(', ')} to declare`);
    }
    window = {
      ...w,
      declarations: [...w.declarations, ...undeclared(w).map((p) => ({ member: p, double: false }))],
    };
  }
  if (found.value.cube.offer?.stage !== 'double') {
    return err('NO_DOUBLE_OFFERED', `${player} has no double waiting for the box`);
  }
  const stepped = memberCubeAction(found.value, 'box', answer, o);
  if (!stepped.ok) return stepped;
  return ok({ members: replace(t, stepped.value), window });
}

const BEAVER_ACTIONS = { take: 'take', refuse: 'refuseBeaver', raccoon: 'raccoon' } as const;

/** The original doubler of `player`'s cube answers a beaver: accepts, refuses (option) or raccoons (option). */
export function beaverAnswer(
  t: CubeTable,
  player: PlayerId,
  answer: BeaverAnswer,
  o: CubeOptions,
): ChouetteResult<CubeTable> {
  const found = member(t, player);
  if (!found.ok) return found;
  const offer = found.value.cube.offer;
  if (!offer || offer.stage !== 'beaver') return err('NO_DOUBLE_OFFERED', `${player}'s cube has no beaver`);
  const by: TableSide = offer.doubler === TEAM_SIDE ? 'team' : 'box';
  const stepped = memberCubeAction(found.value, by, BEAVER_ACTIONS[answer], o);
  if (!stepped.ok) return stepped;
  return ok({ ...t, members: replace(t, stepped.value) });
}

/** The box doubles every member whose cube is centred or the box's. */
export function boxDouble(t: CubeTable, o: CubeOptions): ChouetteResult<CubeTable> {
  if (t.window) return err('DOUBLE_PENDING', 'A double is waiting for an answer');
  const reached = t.members.filter((m) => boxMayDouble(m, o));
  if (reached.length === 0) {
    if (!o.enabled) return err('CUBE_NOT_ALLOWED', 'The doubling cube is not used in this game');
    return err('NO_CUBE_TO_DOUBLE', 'No member has a cube the box may double');
  }
  let members = t.members;
  for (const m of reached) {
    const doubled = memberCubeAction(m, 'box', 'double', o);
    if (!doubled.ok) return doubled;
    members = members.map((x) => (x.player === m.player ? doubled.value : x));
  }
  return ok({
    members,
    window: { by: 'box', members: reached.map((m) => m.player), declarations: [], takers: [] },
  });
}

/** A member answers the box's double alone. */
export function memberAnswer(
  t: CubeTable,
  player: PlayerId,
  answer: DoubleAnswer,
  o: CubeOptions,
): ChouetteResult<CubeTable> {
  const w = t.window;
  if (!w || w.by !== 'box') return err('NO_DOUBLE_OFFERED', 'The box has not doubled');
  const found = member(t, player);
  if (!found.ok) return found;
  if (found.value.cube.offer?.stage !== 'double') {
    return err('NO_DOUBLE_OFFERED', `${player} has no double of the box to answer`);
  }
  const stepped = memberCubeAction(found.value, 'team', answer, o);
  if (!stepped.ok) return stepped;
  const takers = answer === 'drop' ? w.takers : [...w.takers, player];
  return ok({ members: replace(t, stepped.value), window: { ...w, takers } });
}

/** The window is over: every declaration in and no cube offer left. */
export const windowDone = (t: CubeTable): boolean =>
  t.window !== null && declarationsComplete(t.window) && t.members.every((m) => !m.cube.offer);
