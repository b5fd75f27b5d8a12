/**
 * Swiss pairing for one round.
 *
 * Rules, in priority order:
 * 1. Nobody gets a second bye (when the field is odd, the bye goes to a player with the fewest byes so far,
 *    i.e. none while anyone has none).
 * 2. No rematch where one can be avoided: the pairing uses the fewest possible rematches (zero whenever any
 *    rematch-free pairing exists); found by backtracking with iterative deepening on the rematch count.
 * 3. The bye goes to the lowest-ranked eligible player for whom rule 2 still holds.
 * 4. Pairs are formed top-down within score groups: the highest-ranked unpaired player p takes, from the
 *    unpaired players of his score group (p first, m players), the one m/2 places below him (top half v
 *    bottom half: 1v4, 2v5, 3v6 in a group of six), then the ones further down, then the ones closer up;
 *    after his group, players of lower score groups in ranking order. So an odd group floats its lowest
 *    player down to meet the top of the next group. The first pairing in this preference order that
 *    satisfies 1-3 is taken (backtracking), which keeps it deterministic.
 * The ranking order is the caller's (swiss.ts: score, then seed).
 */
import type { PlayerId } from './types';

export interface SwissCandidate {
  readonly player: PlayerId;
  /** Current score (wins, a bye counting as a win). */
  readonly score: number;
  /** Byes received so far. */
  readonly byes: number;
  /** Everyone already met (repeats allowed). */
  readonly opponents: readonly PlayerId[];
}

export interface SwissPairing {
  /** Pairs, top of the ranking first; in each pair the higher-ranked player first. */
  readonly pairs: readonly (readonly [PlayerId, PlayerId])[];
  readonly bye: PlayerId | null;
  /** Pairs of players who had met before: 0 unless unavoidable. */
  readonly rematches: number;
}

/** Pairs one round; `ranked` is best first (a stable sort by score, highest first, is applied on top). */
export function pairSwiss(ranked: readonly SwissCandidate[]): SwissPairing {
  const players = ranked
    .map((c, i) => ({ c, i }))
    .sort((a, b) => b.c.score - a.c.score || a.i - b.i)
    .map((x) => x.c);
  const n = players.length;
  const met = players.map((p) => new Set(p.opponents));
  const hasMet = (a: number, b: number): boolean => met[a].has(players[b].player);

  const fewestByes = Math.min(...players.map((p) => p.byes));
  const byeCandidates: (number | null)[] =
    n % 2 === 0
      ? [null]
      : players
          .map((p, i) => ({ p, i }))
          .filter(({ p }) => p.byes === fewestByes)
          .map(({ i }) => i)
          .reverse();

  for (let budget = 0; budget <= Math.floor(n / 2); budget++) {
    for (const bye of byeCandidates) {
      const paired = players.map((_, i) => i === bye);
      const failed = new Set<string>();
      const search = (left: number): [number, number][] | null => {
        const p = paired.indexOf(false);
        if (p < 0) return [];
        const key = `${paired.map((x) => (x ? 1 : 0)).join('')}:${left}`;
        if (failed.has(key)) return null;
        for (const q of preferences(p)) {
          const rematch = hasMet(p, q);
          if (rematch && left === 0) continue;
          paired[p] = paired[q] = true;
          const rest = search(rematch ? left - 1 : left);
          paired[p] = paired[q] = false;
          if (rest) return [[p, q], ...rest];
        }
        failed.add(key);
        return null;
      };
      const preferences = (p: number): number[] => {
        const unpaired = players.map((_, i) => i).filter((i) => !paired[i] && i !== p);
        const group = [p, ...unpaired.filter((i) => players[i].score === players[p].score)];
        const lower = unpaired.filter((i) => players[i].score !== players[p].score);
        const half = Math.max(1, Math.floor(group.length / 2));
        return [...group.slice(half), ...group.slice(1, half).reverse(), ...lower];
      };
      const found = search(budget);
      if (found) {
        return {
          pairs: found.map(([a, b]) => [players[a].player, players[b].player] as const),
          bye: bye === null ? null : players[bye].player,
          rematches: found.filter(([a, b]) => hasMet(a, b)).length,
        };
      }
    }
  }
  // Unreachable: with a budget of n/2 rematches every pairing is allowed.
  throw new Error('pairSwiss: no pairing found');
}
