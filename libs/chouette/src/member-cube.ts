/**
 * One team member's own cube against the box (seed 000 rules 3 and 4: "cada um com seu dado de dobra").
 *
 * Each member's cube is the engine's one-cube module between two parties, reused as it is: the box is
 * side 0 and the member side 1 (BOX_SIDE, TEAM_SIDE). Values, ownership, beaver, raccoon and beaver
 * refusal follow engine/cube.ts exactly; this module adds the member's log (for the ledger's breakdown)
 * and the member's outcome once their cube is settled.
 *
 * A member is "in the game" until their outcome is set: by a drop (either way: a member who drops pays the
 * current value and is out; a box who drops pays that member, who is out too, having been paid), a refused
 * beaver, an accepted resignation, or the end of the game.
 */
import {
  type CubeActionType,
  type CubeOptions,
  type CubeState,
  type GameKind,
  applyCubeAction,
  autoDouble,
  centredCube,
  ok,
} from '@gamao/engine';
import type { ChouetteOptions } from './options';
import {
  type ChouetteResult,
  type PlayerId,
  type TableSide,
  TEAM_SIDE,
  chouetteError as err,
  sideOf,
} from './types';

/** What happened to a cube: the engine's cube actions, and automatic doubles at the opening. */
export type CubeLogAction = CubeActionType | 'autoDouble';

export interface CubeLogEntry {
  readonly action: CubeLogAction;
  /** Who acted: the box or the member. */
  readonly by: TableSide;
  /**
   * The value the action proposes or settles: double = the offered value, take = the new value,
   * beaver/raccoon = the new value proposed or reached, drop / refuseBeaver = the points conceded,
   * autoDouble = the new value.
   */
  readonly value: number;
}

/**
 * How a member's game ended: the end of the game, a drop, a refused beaver, a resignation, or a mover's clock
 * running out (a single at the cube, like a resignation).
 */
export type OutcomeReason = 'game' | 'drop' | 'beaverRefused' | 'resign' | 'timeout' | 'deal';

export interface MemberOutcome {
  /** Points from the member's view: positive when the member won from the box. */
  readonly points: number;
  readonly reason: OutcomeReason;
  /** The side that conceded (drop, refused beaver, accepted resignation); null at the end of the game. */
  readonly conceded: TableSide | null;
  /** The game kind scored ('single' for a drop). */
  readonly kind: GameKind;
}

export interface MemberState {
  readonly player: PlayerId;
  readonly cube: CubeState;
  readonly log: readonly CubeLogEntry[];
  /** Null while the member is in the game. */
  readonly outcome: MemberOutcome | null;
}

export const newMember = (player: PlayerId, cubeValue = 1): MemberState => ({
  player,
  cube: centredCube(cubeValue),
  log: [],
  outcome: null,
});

export const isInGame = (m: MemberState): boolean => m.outcome === null;

/** The engine cube options of every member's cube. */
export const memberCubeOptions = (o: ChouetteOptions): CubeOptions => ({
  enabled: o.cube,
  crawford: false,
  maxValue: o.maxCube,
  beaver: o.beaver,
  raccoon: o.raccoon,
  beaverRefusal: o.beaverRefusal,
});

/** Sets the member's outcome: they are out of the game with `points` (member's view). */
export const settleMember = (m: MemberState, outcome: MemberOutcome): MemberState => ({ ...m, outcome });

/** One automatic double at the opening (a tie), up to the cap: the cube stays centred. */
export function autoDoubleMember(m: MemberState, cap: number): MemberState {
  const value = autoDouble(m.cube.value, cap);
  if (value === m.cube.value) return m;
  return {
    ...m,
    cube: { ...m.cube, value },
    log: [...m.log, { action: 'autoDouble', by: 'box', value }],
  };
}

/**
 * `by` takes the cube action `action` on this member's cube (engine rules). A drop or a refused beaver
 * settles the member at once.
 */
export function memberCubeAction(
  m: MemberState,
  by: TableSide,
  action: CubeActionType,
  options: CubeOptions,
): ChouetteResult<MemberState> {
  if (!isInGame(m)) return err('MEMBER_OUT', `${m.player} is out of this game`);
  const before = m.cube;
  const stepped = applyCubeAction(before, sideOf(by), action, options);
  if (!stepped.ok) return stepped;
  const { cube, concession } = stepped.value;
  let value: number;
  switch (action) {
    case 'double':
      value = before.value * 2;
      break;
    case 'beaver':
      value = (before.offer?.value ?? before.value * 2) * 2;
      break;
    case 'drop':
    case 'refuseBeaver':
      value = concession?.points ?? before.value;
      break;
    default:
      value = cube.value;
  }
  const next: MemberState = { ...m, cube, log: [...m.log, { action, by, value }] };
  if (!concession) return ok(next);
  return ok(
    settleMember(next, {
      points: concession.winner === TEAM_SIDE ? concession.points : 0 - concession.points,
      reason: concession.reason === 'drop' ? 'drop' : 'beaverRefused',
      conceded: by,
      kind: 'single',
    }),
  );
}
