/**
 * A division's standings: match points by the league's rule, then its tie-breaks (the tournament's set, via
 * tie-break-adapter.ts). Two points rules: win/loss (2 and 0 by default) and margin (Sydney's "100 per match
 * win plus margin": the winner gets `perWin` plus the margin, the loser 0, where the margin is the winner's
 * score capped at the match length minus the loser's score; a walkover's margin is the full length).
 */
import type { League } from './league';
import {
  type RankedRow,
  type ScoredRecord,
  type TieBreak,
  rankWithTieBreaks,
  validateTieBreaks,
} from './tie-break-adapter';
import { type Result, err, ok } from './types';

export type PointsRule =
  | { readonly kind: 'win-loss'; readonly win: number; readonly loss: number }
  | { readonly kind: 'margin'; readonly perWin: number };

export const DEFAULT_POINTS_RULE: PointsRule = { kind: 'win-loss', win: 2, loss: 0 };

/** [winner's, loser's] match points for one result. */
export function matchPoints(
  rule: PointsRule,
  score: readonly [number, number],
  length: number,
): [number, number] {
  if (rule.kind === 'win-loss') return [rule.win, rule.loss];
  return [rule.perWin + Math.min(score[0], length) - score[1], 0];
}

export function divisionStandings(
  league: League,
  division: number,
  rule: PointsRule,
  tieBreaks: readonly TieBreak[],
): Result<RankedRow[]> {
  const d = league.divisions.find((x) => x.division === division);
  if (!d) return err('UNKNOWN_DIVISION', `no division ${division}`);
  const valid = validateTieBreaks(tieBreaks);
  if (!valid.ok) return valid;
  const values = rule.kind === 'win-loss' ? [rule.win, rule.loss] : [rule.perWin];
  if (values.some((v) => !Number.isInteger(v)))
    return err('INVALID_OPTIONS', 'league points are whole numbers');
  const records: ScoredRecord[] = [];
  for (const m of league.matches) {
    if (m.division !== division || m.result === null) continue;
    const [winnerPoints, loserPoints] = matchPoints(rule, m.result.score, m.length);
    records.push({
      winner: m.result.winner,
      loser: m.result.loser,
      score: m.result.score,
      winnerPoints,
      loserPoints,
    });
  }
  return ok(rankWithTieBreaks(d.players, records, valid.value));
}
