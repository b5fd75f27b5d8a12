/**
 * One doubling cube between two parties (seed 000 rule 8, seed 001, docs/domain.md "Doubling").
 *
 * The parties are the two Sides of a board. A chouette runs one cube per team member, each between the
 * box's side and the team's side, with these same functions.
 *
 * Sequence and ownership (standard rules; gnubg behaves the same way):
 * | step                     | who acts          | value after | owner after      |
 * |--------------------------|-------------------|-------------|------------------|
 * | double                   | owner, or anyone when centred | (offer of 2v) | unchanged |
 * | take                     | the doubled party | 2v          | the taker        |
 * | drop                     | the doubled party | game over: the dropper concedes v |
 * | beaver                   | the doubled party | offer of 4v | (beaverer keeps it) |
 * | take (accept the beaver) | the doubler       | 4v          | the beaverer     |
 * | raccoon                  | the doubler       | 8v          | the beaverer     |
 * | refuse the beaver        | the doubler       | game over: the doubler concedes 2v |
 *
 * A beaver is the doubled party taking and at once redoubling while keeping the cube, so after it (and
 * after a raccoon, the doubler's immediate re-redouble) the beaverer owns the cube; the original doubler
 * may redouble later only when the cube comes back to him, like after any take. Nobody doubles twice in a
 * row: only the owner, or either party while the cube is centred, may double.
 * When the beaverer's answer leaves the doubler no choice (raccoon and beaver refusal both off), the
 * beaver completes at once (4v, beaverer owns). A raccoon is final (no further redouble or refusal).
 */
import { otherSide } from './position';
import { type Result, type Side, err, ok } from './types';

export type CubeOwner = Side | 'centred';

/** A cube decision waiting for an answer. */
export interface CubeOffer {
  /** 'double': the doubled party answers; 'beaver': the original doubler answers the beaver. */
  readonly stage: 'double' | 'beaver';
  /** The original doubler. */
  readonly doubler: Side;
  /** The cube value if the offer is accepted (2v for a double, 4v for a beaver). */
  readonly value: number;
}

export interface CubeState {
  /** The agreed value (1, 2, 4, ...); multiplies the game value. */
  readonly value: number;
  readonly owner: CubeOwner;
  readonly offer: CubeOffer | null;
}

export interface CubeOptions {
  /** False under the simple profile and wherever the cube is not used: CUBE_NOT_ALLOWED. */
  readonly enabled: boolean;
  /** This game is the Crawford game: CRAWFORD_NO_DOUBLE. */
  readonly crawford: boolean;
  /** Highest value the cube may reach (e.g. 64): a double beyond it is CUBE_AT_MAXIMUM. */
  readonly maxValue: number;
  readonly beaver: boolean;
  readonly raccoon: boolean;
  /** Seed 000: the beavered doubler may refuse, conceding the doubled value. */
  readonly beaverRefusal: boolean;
}

export const DEFAULT_CUBE_OPTIONS: CubeOptions = {
  enabled: true,
  crawford: false,
  maxValue: 64,
  beaver: false,
  raccoon: false,
  beaverRefusal: false,
};

/** A game ended by a cube decision: `winner` scores `points` (a single game at that cube value). */
export interface CubeConcession {
  readonly winner: Side;
  readonly points: number;
  readonly reason: 'drop' | 'beaverRefused';
}

/** The result of a cube action: the new cube, and the concession when the action ended the game. */
export interface CubeStep {
  readonly cube: CubeState;
  readonly concession: CubeConcession | null;
}

export type CubeActionType = 'double' | 'take' | 'drop' | 'beaver' | 'raccoon' | 'refuseBeaver';

/** A centred cube at `value` (1, or more after automatic doubles). */
export const centredCube = (value = 1): CubeState => ({ value, owner: 'centred', offer: null });

/** Whether the cube has been turned (offered and accepted): the Jacoby rule's test. */
export const isCubeTurned = (cube: CubeState): boolean => cube.owner !== 'centred';

/** The party that must answer the pending offer, or null. */
export function cubeDecider(cube: CubeState): Side | null {
  if (!cube.offer) return null;
  return cube.offer.stage === 'double' ? otherSide(cube.offer.doubler) : cube.offer.doubler;
}

/** Checks that `side` may double now (it is the caller's job to check that it is `side`'s turn). */
export function canDouble(cube: CubeState, side: Side, options: CubeOptions): Result<true> {
  if (!options.enabled) return err('CUBE_NOT_ALLOWED', 'The doubling cube is not used in this game');
  if (options.crawford) return err('CRAWFORD_NO_DOUBLE', 'Nobody may double in the Crawford game');
  if (cube.offer) return err('DOUBLE_PENDING', 'A double is waiting for an answer');
  if (cube.owner !== 'centred' && cube.owner !== side) {
    return err('CANNOT_DOUBLE', 'Only the owner of the cube may redouble');
  }
  if (cube.value * 2 > options.maxValue) {
    return err('CUBE_AT_MAXIMUM', `The cube cannot go beyond ${options.maxValue}`);
  }
  return ok(true);
}

/** `side` offers the cube at twice its value. */
export function offerDouble(cube: CubeState, side: Side, options: CubeOptions): Result<CubeState> {
  const can = canDouble(cube, side, options);
  if (!can.ok) return can;
  return ok({ ...cube, offer: { stage: 'double', doubler: side, value: cube.value * 2 } });
}

function answering(cube: CubeState, side: Side, stage: CubeOffer['stage']): Result<CubeOffer> {
  const offer = cube.offer;
  if (!offer) return err('NO_DOUBLE_OFFERED', 'No double has been offered');
  if (offer.stage !== stage) {
    return stage === 'double'
      ? err('INVALID_ACTION', 'The beaver must be accepted, refused or raccooned')
      : err('INVALID_ACTION', 'The double has not been beavered');
  }
  if (cubeDecider(cube) !== side) return err('NOT_YOUR_TURN', 'The other party must answer the cube');
  return ok(offer);
}

/**
 * `side` accepts: a double (the taker owns the cube at 2v) or, for the original doubler, a beaver
 * (4v, the beaverer owns the cube).
 */
export function takeDouble(cube: CubeState, side: Side): Result<CubeState> {
  const offer = cube.offer;
  if (!offer) return err('NO_DOUBLE_OFFERED', 'No double has been offered');
  const checked = answering(cube, side, offer.stage);
  if (!checked.ok) return checked;
  const owner = offer.stage === 'double' ? side : otherSide(offer.doubler);
  return ok({ value: offer.value, owner, offer: null });
}

/**
 * `side` drops the double and concedes the current value (before the double). Dropping a beaver is
 * refusing it (see refuseBeaver).
 */
export function dropDouble(cube: CubeState, side: Side, options: CubeOptions): Result<CubeConcession> {
  if (cube.offer?.stage === 'beaver') return refuseBeaver(cube, side, options);
  const checked = answering(cube, side, 'double');
  if (!checked.ok) return checked;
  return ok({ winner: checked.value.doubler, points: cube.value, reason: 'drop' });
}

/** The doubled party beavers: takes and at once redoubles to 4v, keeping the cube. */
export function beaverDouble(cube: CubeState, side: Side, options: CubeOptions): Result<CubeState> {
  const checked = answering(cube, side, 'double');
  if (!checked.ok) return checked;
  if (!options.beaver) return err('BEAVER_NOT_ALLOWED', 'Beavers are not allowed');
  const value = checked.value.value * 2;
  if (value > options.maxValue)
    return err('CUBE_AT_MAXIMUM', `The cube cannot go beyond ${options.maxValue}`);
  if (!options.raccoon && !options.beaverRefusal) {
    // The doubler has no choice: the beaver stands at once.
    return ok({ value, owner: side, offer: null });
  }
  return ok({
    value: cube.value,
    owner: cube.owner,
    offer: { stage: 'beaver', doubler: checked.value.doubler, value },
  });
}

/** The beavered doubler raccoons: redoubles again to 8v; the beaverer keeps the cube. Final. */
export function raccoonDouble(cube: CubeState, side: Side, options: CubeOptions): Result<CubeState> {
  const checked = answering(cube, side, 'beaver');
  if (!checked.ok) return checked;
  if (!options.raccoon) return err('RACCOON_NOT_ALLOWED', 'Raccoons are not allowed');
  const value = checked.value.value * 2;
  if (value > options.maxValue)
    return err('CUBE_AT_MAXIMUM', `The cube cannot go beyond ${options.maxValue}`);
  return ok({ value, owner: otherSide(side), offer: null });
}

/** The beavered doubler refuses the beaver (option): concedes the doubled value 2v. */
export function refuseBeaver(cube: CubeState, side: Side, options: CubeOptions): Result<CubeConcession> {
  const checked = answering(cube, side, 'beaver');
  if (!checked.ok) return checked;
  if (!options.beaverRefusal) {
    return err('BEAVER_REFUSAL_NOT_ALLOWED', 'A beaver may not be refused under these rules');
  }
  return ok({ winner: otherSide(side), points: checked.value.value / 2, reason: 'beaverRefused' });
}

const step = (cube: CubeState): CubeStep => ({ cube, concession: null });

/** Applies one cube action by `side`: a single entry point for game.ts and the chouette. */
export function applyCubeAction(
  cube: CubeState,
  side: Side,
  action: CubeActionType,
  options: CubeOptions,
): Result<CubeStep> {
  let r: Result<CubeState>;
  switch (action) {
    case 'double':
      r = offerDouble(cube, side, options);
      break;
    case 'take':
      r = takeDouble(cube, side);
      break;
    case 'beaver':
      r = beaverDouble(cube, side, options);
      break;
    case 'raccoon':
      r = raccoonDouble(cube, side, options);
      break;
    case 'drop':
    case 'refuseBeaver': {
      const c = action === 'drop' ? dropDouble(cube, side, options) : refuseBeaver(cube, side, options);
      if (!c.ok) return c;
      return ok({ cube: { ...cube, offer: null }, concession: c.value });
    }
    default:
      return err('INVALID_ACTION', `Unknown cube action ${String(action)}`);
  }
  return r.ok ? ok(step(r.value)) : r;
}
