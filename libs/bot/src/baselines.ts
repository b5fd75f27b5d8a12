/**
 * Two reference opponents for the bench: random legal play, and a greedy player that likes hitting and
 * making points and dislikes leaving blots (what a beginner does).
 */
import { BAR, OFF, type Board, type CheckerMove, type Dice, type Side, legalPlays } from '@gamao/engine';

/** A uniformly random legal play. */
export function randomPlay(board: Board, side: Side, dice: Dice, random: () => number): CheckerMove[] {
  const plays = legalPlays(board, side, dice);
  if (plays.length === 0) return [];
  return plays[Math.floor(random() * plays.length)].moves.slice();
}

/** The greedy player's liking for a position after its play. */
export function greedyScore(board: Board, side: Side): number {
  const me = board[side];
  const them = board[side === 0 ? 1 : 0];
  let score = 3 * them[BAR] + 0.5 * me[OFF];
  for (let p = 1; p <= 24; p++) {
    if (me[p] >= 2) score += p <= 6 ? 1.5 : 1;
    else if (me[p] === 1) score -= 1;
  }
  return score;
}

/** Hits first, then made points, then safety; ties broken at random. */
export function greedyPlay(board: Board, side: Side, dice: Dice, random: () => number): CheckerMove[] {
  const plays = legalPlays(board, side, dice);
  if (plays.length === 0) return [];
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < plays.length; i++) {
    const s = greedyScore(plays[i].board, side) + random() * 0.01;
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  }
  return plays[best].moves.slice();
}
