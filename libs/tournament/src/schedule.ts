/**
 * Round-robin schedules by the circle method: everyone meets everyone exactly once.
 *
 * With an odd number of players a "bye" joins the circle, so each round one player sits out and everyone
 * sits out exactly once. The first player stays in place; the others turn one step clockwise each round
 * (the line [first, ...others rotated right by r] is folded in two: position i plays position N-1-i).
 * n players (n even) play n-1 rounds of n/2 matches; n odd play n rounds of (n-1)/2 matches.
 */
import type { PlayerId } from './types';

export interface ScheduledRound {
  /** 1-based. */
  readonly round: number;
  readonly pairs: readonly (readonly [PlayerId, PlayerId])[];
  /** Who sits out this round (odd fields only). */
  readonly bye: PlayerId | null;
}

/** The full schedule for one group, players in seed order. */
export function circleSchedule(players: readonly PlayerId[]): ScheduledRound[] {
  if (players.length < 2) return [];
  const line: (PlayerId | null)[] = players.length % 2 === 0 ? players.slice() : [...players, null];
  const n = line.length;
  const [fixed, ...others] = line;
  const rounds: ScheduledRound[] = [];
  for (let r = 0; r < n - 1; r++) {
    const order = [fixed, ...others.map((_, i) => others[(i - r + others.length) % others.length])];
    const pairs: (readonly [PlayerId, PlayerId])[] = [];
    let bye: PlayerId | null = null;
    for (let i = 0; i < n / 2; i++) {
      const a = order[i];
      const b = order[n - 1 - i];
      if (a === null) bye = b;
      else if (b === null) bye = a;
      else pairs.push([a, b]);
    }
    rounds.push({ round: r + 1, pairs, bye });
  }
  return rounds;
}
