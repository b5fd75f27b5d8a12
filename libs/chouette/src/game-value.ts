/**
 * What the end of a chouette game is worth to each member still in it (seed 000 rule 6): the game value
 * under the session's scoring profile, times that member's own cube, won from or lost to the box. Jacoby
 * applies per member cube: a member whose own cube was never turned wins or loses only a single.
 *
 * Board mode scores the final board with the engine (`scoreGame`). Scorekeeper mode has no board: the
 * organiser records the kind (its value is the engine profile's table, repeated in KIND_VALUES and tested
 * against the engine) or the game value itself ("engine-less points", `base`, which Jacoby does not touch:
 * the organiser already decided it).
 */
import {
  type Board,
  type GameKind,
  type ScoringRules,
  type Side,
  isCubeTurned,
  ok,
  scoreGame,
} from '@gamao/engine';
import type { ChouetteOptions } from './options';
import type { MemberOutcome, MemberState } from './member-cube';
import { type ChouetteResult, TEAM_SIDE, type TableSide, chouetteError as err, sideOf } from './types';

export const chouetteScoringRules = (o: ChouetteOptions): ScoringRules => ({
  profile: o.profile,
  jacoby: o.jacoby,
  triploPoints: o.triploPoints,
});

const sign = (winner: Side): number => (winner === TEAM_SIDE ? 1 : -1);

/** The member's outcome when the game ends on the board with `winner` bearing off all 15. */
export function boardOutcome(
  m: MemberState,
  board: Board,
  winner: Side,
  winningRollDouble: boolean,
  o: ChouetteOptions,
): MemberOutcome {
  const s = scoreGame(
    { board, winner, winningRollDouble, cube: m.cube.value, cubeTurned: isCubeTurned(m.cube) },
    chouetteScoringRules(o),
  );
  return { points: sign(winner) * s.points, reason: 'game', conceded: null, kind: s.kind };
}

/** Game values before the cube, per profile (engine scoring.ts tables). */
export const KIND_VALUES: Readonly<
  Record<'international' | 'traditional', Partial<Record<GameKind, number>>>
> = {
  international: { single: 1, gammon: 2, backgammon: 3 },
  traditional: { single: 1, cantada: 2, gammon: 3, gamaoCantado: 4, dePauDentro: 7, gamaoDosDeuses: 10 },
};

/** The value of a recorded kind under the profile (null when the kind is not played). */
export function kindValue(kind: GameKind, o: ChouetteOptions): number | null {
  if (o.profile === 'simple') return kind === 'single' ? 1 : null;
  if (o.profile === 'traditional' && kind === 'triplo') return o.triploPoints > 0 ? o.triploPoints : null;
  return KIND_VALUES[o.profile][kind] ?? null;
}

/** A recorded result (scorekeeper mode). */
export interface RecordedResult {
  readonly winner: TableSide;
  /** Default 'single'. */
  readonly kind?: GameKind;
  /** The game value before the cube, given by the organiser instead of a kind's value. */
  readonly base?: number;
}

/** Checks a recorded result against the profile. */
export function checkRecordedResult(r: RecordedResult, o: ChouetteOptions): ChouetteResult<true> {
  if (r.base !== undefined) {
    if (!Number.isInteger(r.base) || r.base < 1)
      return err('INVALID_RESULT', 'The game value is a whole number from 1');
    if (o.profile === 'simple' && r.base !== 1)
      return err('INVALID_RESULT', 'Every game is worth 1 under the simple profile');
    return ok(true);
  }
  if (kindValue(r.kind ?? 'single', o) === null) {
    return err('INVALID_RESULT', `A ${String(r.kind)} is not played under the ${o.profile} profile`);
  }
  return ok(true);
}

/** The member's outcome from a recorded result (checked with checkRecordedResult). */
export function recordedOutcome(m: MemberState, r: RecordedResult, o: ChouetteOptions): MemberOutcome {
  const kind: GameKind = r.kind ?? 'single';
  let base = r.base ?? kindValue(kind, o) ?? 1;
  let scored = kind;
  if (
    r.base === undefined &&
    o.jacoby &&
    !isCubeTurned(m.cube) &&
    (kind === 'gammon' || kind === 'backgammon')
  ) {
    base = 1;
    scored = 'single';
  }
  const points = o.profile === 'simple' ? 1 : base * m.cube.value;
  return { points: sign(sideOf(r.winner)) * points, reason: 'game', conceded: null, kind: scored };
}
