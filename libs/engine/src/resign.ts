/**
 * Resignations: a side offers to lose a single game, a gammon or a backgammon (times the cube); the
 * other side accepts (the game ends at that value) or rejects (play goes on).
 */
import { otherSide } from './position';
import { scoreResignation, type GameScore, type ScoringRules } from './scoring';
import { type Result, type Side, type WinKind, err, ok } from './types';

export interface Resignation {
  readonly by: Side;
  readonly kind: WinKind;
}

export const WIN_KINDS: readonly WinKind[] = ['single', 'gammon', 'backgammon'];

export const isWinKind = (x: unknown): x is WinKind => WIN_KINDS.includes(x as WinKind);

/** `by` offers to resign `kind`; refused when another offer is pending or the kind is not played. */
export function offerResignation(
  pending: Resignation | null,
  by: Side,
  kind: WinKind,
  rules: ScoringRules,
): Result<Resignation> {
  if (pending) return err('RESIGNATION_PENDING', 'A resignation is waiting for an answer');
  if (!isWinKind(kind)) return err('INVALID_RESIGNATION', 'Resign a single, gammon or backgammon');
  const valid = scoreResignation(kind, 1, rules);
  if (!valid.ok) return valid;
  return ok({ by, kind });
}

function answering(pending: Resignation | null, side: Side): Result<Resignation> {
  if (!pending) return err('NO_RESIGNATION_OFFERED', 'No resignation has been offered');
  if (pending.by === side) return err('NOT_YOUR_TURN', 'The other side answers the resignation');
  return ok(pending);
}

/** The opponent accepts: the resigning side loses the offered kind times the cube. */
export function acceptResignation(
  pending: Resignation | null,
  side: Side,
  cube: number,
  rules: ScoringRules,
): Result<{ readonly winner: Side; readonly score: GameScore }> {
  const r = answering(pending, side);
  if (!r.ok) return r;
  const score = scoreResignation(r.value.kind, cube, rules);
  if (!score.ok) return score;
  return ok({ winner: otherSide(r.value.by), score: score.value });
}

/** The opponent rejects: the offer is withdrawn and the game goes on. */
export function rejectResignation(pending: Resignation | null, side: Side): Result<null> {
  const r = answering(pending, side);
  return r.ok ? ok(null) : r;
}
