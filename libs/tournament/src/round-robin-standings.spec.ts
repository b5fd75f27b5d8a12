import { type RoundRobinTournament, createRoundRobin, recordRoundRobinResult } from './round-robin';
import { roundRobinStandings } from './round-robin-standings';
import type { ResultReport } from './result';
import { errorCode, value } from './testing';

/** Records `winner` beating `loser` with an optional [winner, loser] score. */
function beat(
  t: RoundRobinTournament,
  winner: string,
  loser: string,
  score?: [number, number],
): RoundRobinTournament {
  const m = t.matches.find((x) => x.players.includes(winner) && x.players.includes(loser));
  if (!m) throw new Error(`no match ${winner} v ${loser}`);
  const report: ResultReport = { kind: 'played', winner, ...(score ? { score } : {}) };
  return value(recordRoundRobinResult(t, m.id, report));
}

const table = (t: RoundRobinTournament) =>
  value(roundRobinStandings(t, 1)).map((s) => [s.rank, s.player, s.wins, s.pointDifference, s.pointsFor]);

describe('roundRobinStandings', () => {
  it('wins, then head-to-head among the tied, then point difference, then points scored', () => {
    let t = value(createRoundRobin(['A', 'B', 'C', 'D'], { matchLengths: [7] }));
    t = beat(t, 'A', 'B', [7, 3]);
    t = beat(t, 'D', 'A', [7, 5]);
    t = beat(t, 'B', 'C', [7, 0]);
    t = beat(t, 'D', 'B', [7, 6]);
    t = beat(t, 'C', 'D', [7, 1]);
    t = beat(t, 'A', 'C', [7, 2]);
    // Wins: A 2 (B, C), D 2 (A, B), B 1 (C), C 1 (D).
    // A v D: D won head-to-head, so D is first although A has the better point difference (+7 v -3).
    // B v C: B won head-to-head.
    expect(table(t)).toEqual([
      [1, 'D', 2, -3, 15],
      [2, 'A', 2, 7, 19],
      [3, 'B', 1, 2, 16],
      [4, 'C', 1, -6, 9],
    ]);
  });

  it('a three-way tie broken by point difference, the last two by their own head-to-head', () => {
    let t = value(createRoundRobin(['A', 'B', 'C', 'D'], { matchLengths: [7] }));
    // A beats B, B beats C, C beats A (head-to-head all 1 win: no split); all beat D.
    t = beat(t, 'A', 'B', [7, 6]);
    t = beat(t, 'B', 'C', [7, 5]);
    t = beat(t, 'C', 'A', [7, 4]);
    t = beat(t, 'A', 'D', [9, 3]); // points beyond the length count
    t = beat(t, 'B', 'D', [7, 0]);
    t = beat(t, 'C', 'D', [7, 4]);
    // Point difference: B +8, A +4, C +4. A and C are ranked again from head-to-head: C beat A, which decides
    // before A's higher points scored (20 v 19).
    expect(table(t)).toEqual([
      [1, 'B', 2, 8, 20],
      [2, 'C', 2, 4, 19],
      [3, 'A', 2, 4, 20],
      [4, 'D', 0, -16, 7],
    ]);
  });

  it('players equal on everything share the rank, listed by seed', () => {
    let t = value(createRoundRobin(['A', 'B', 'C'], { matchLengths: [7] }));
    t = beat(t, 'A', 'B', [7, 0]);
    t = beat(t, 'B', 'C', [7, 0]);
    t = beat(t, 'C', 'A', [7, 0]);
    expect(table(t)).toEqual([
      [1, 'A', 1, 0, 7],
      [1, 'B', 1, 0, 7],
      [1, 'C', 1, 0, 7],
    ]);
  });

  it('points scored breaks a tie that head-to-head and point difference leave, then head-to-head again', () => {
    let t = value(createRoundRobin(['A', 'B', 'C'], { matchLengths: [7] }));
    t = beat(t, 'A', 'B', [7, 5]);
    t = beat(t, 'B', 'C', [8, 6]);
    t = beat(t, 'C', 'A', [8, 6]);
    // All 1 win, head-to-head 1 each, point difference 0 each; points scored C 14, A 13, B 13; A beat B.
    expect(table(t)).toEqual([
      [1, 'C', 1, 0, 14],
      [2, 'A', 1, 0, 13],
      [3, 'B', 1, 0, 13],
    ]);
  });

  it('a walkover counts as the match length to 0; unfinished matches do not count', () => {
    let t = value(createRoundRobin(['A', 'B', 'C'], { matchLengths: [5] }));
    const m = t.matches.find((x) => x.players.includes('A') && x.players.includes('B'));
    t = value(recordRoundRobinResult(t, m?.id ?? '', { kind: 'walkover', absent: 'B' }));
    expect(
      value(roundRobinStandings(t, 1)).map((s) => [s.player, s.played, s.pointsFor, s.pointsAgainst]),
    ).toEqual([
      ['A', 1, 5, 0],
      ['C', 0, 0, 0],
      ['B', 1, 0, 5],
    ]);
    expect(errorCode(roundRobinStandings(t, 2))).toBe('UNKNOWN_GROUP');
  });
});
