/**
 * Move notation as players write it, after GNU Backgammon: `13/9 6/5*`, `bar/22`, `6/off`,
 * `8/4(2)`, `24/21*\/20` (a chained move keeps an intermediate point where it hit).
 * Writing follows gnubg's FormatMove. Reading is in notation-read.ts, apart, so that a page which only
 * writes plays (the board's log) does not carry the reader.
 */
import { BAR, OFF, type CheckerMove } from './types';

export const pointText = (p: number): string => (p === OFF ? 'off' : p === BAR ? 'bar' : String(p));

/**
 * Writes a play as gnubg does: moves ordered by source point (highest first), the consecutive moves of
 * one checker chained (an intermediate point is kept only where it hit), `*` after a landing that
 * hit, identical moves grouped as `(n)`. The empty play is "".
 */
export function formatPlay(moves: readonly CheckerMove[]): string {
  const hitPoints = new Set<number>();
  for (const m of moves) if (m.hit) hitPoints.add(m.to);
  const sorted = moves
    .slice(0, 4)
    .map((m) => [m.from, m.to])
    .sort((a, b) => (a[0] !== b[0] ? b[0] - a[0] : b[1] - a[1]));
  const paths: (number[] | null)[] = sorted;

  // Combine the moves of a single checker.
  for (let i = 0; i < paths.length; i++) {
    for (let j = i; j < paths.length; j++) {
      const pi = paths[i];
      const pj = paths[j];
      if (pi && pj && pi[pi.length - 1] === pj[0]) {
        if (hitPoints.has(pj[0])) pi.push(pj[1]);
        else pi[pi.length - 1] = pj[1];
        paths[j] = null;
      }
    }
  }
  const chained = paths.filter((p): p is number[] => p !== null);

  // Group identical moves.
  const counts = chained.map(() => 1);
  const alive = chained.map(() => true);
  for (let i = 0; i < chained.length; i++) {
    if (!alive[i]) continue;
    for (let j = i + 1; j < chained.length; j++) {
      if (
        alive[j] &&
        chained[j].length === chained[i].length &&
        chained[j].every((p, k) => p === chained[i][k])
      ) {
        counts[i]++;
        alive[j] = false;
      }
    }
  }

  const starred = new Set<number>();
  const parts: string[] = [];
  chained.forEach((path, i) => {
    if (!alive[i]) return;
    let s = pointText(path[0]);
    for (let k = 1; k < path.length - 1; k++) {
      s += `/${pointText(path[k])}*`;
      starred.add(path[k]);
    }
    const dest = path[path.length - 1];
    s += `/${pointText(dest)}`;
    if (dest !== OFF && hitPoints.has(dest) && !starred.has(dest)) {
      s += '*';
      starred.add(dest);
    }
    if (counts[i] > 1) s += `(${counts[i]})`;
    parts.push(s);
  });
  return parts.join(' ');
}
