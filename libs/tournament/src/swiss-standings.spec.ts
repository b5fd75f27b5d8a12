import { createSwiss, pairNextSwissRound, recordSwissResult } from './swiss';
import { buchholz, medianBuchholz, swissStandings } from './swiss-standings';
import { seededRandom } from './random';
import { players, value } from './testing';

describe('Buchholz', () => {
  it('sums the opponents scores; median drops the highest and the lowest from 3 values on', () => {
    expect(buchholz([2, 0, 3])).toBe(5);
    expect(medianBuchholz([2, 0, 3])).toBe(2);
    expect(medianBuchholz([1, 4, 2, 2, 3])).toBe(7);
    expect(medianBuchholz([1, 4])).toBe(5);
    expect(buchholz([])).toBe(0);
  });

  it('a bye counts as a win in the score and as an opponent with 0 in Buchholz', () => {
    // 3 players, 1 round: p1 beats p2, p3 has the bye.
    let t = value(
      pairNextSwissRound(value(createSwiss(['p1', 'p2', 'p3'], { rounds: 2, matchLengths: [5] }))),
    );
    expect(t.rounds[0].bye).toBe('p3');
    t = value(recordSwissResult(t, 'swiss-r1-t1', { kind: 'played', winner: 'p1', score: [5, 0] }));
    const rows = swissStandings(t);
    expect(rows.map((r) => [r.rank, r.player, r.score, r.wins, r.byes, r.buchholz])).toEqual([
      [1, 'p1', 1, 1, 0, 0], // opponent p2 has 0
      [1, 'p3', 1, 0, 1, 0], // the bye: an opponent with 0; equal on every tie-break, listed by seed
      [3, 'p2', 0, 0, 0, 1], // opponent p1 has 1
    ]);
  });

  it('only finished matches count while a round is in progress', () => {
    const t = value(
      pairNextSwissRound(value(createSwiss(['a', 'b', 'c', 'd'], { rounds: 1, matchLengths: [5] }))),
    );
    const once = value(recordSwissResult(t, t.rounds[0].matches[0].id, { kind: 'played', winner: 'a' }));
    // a beat c; b v d is still being played. c is ahead of b and d on Buchholz (his opponent has 1).
    expect(
      swissStandings(once).map((r) => [r.rank, r.player, r.score, r.wins + r.losses, r.buchholz]),
    ).toEqual([
      [1, 'a', 1, 1, 0],
      [2, 'c', 0, 1, 1],
      [3, 'b', 0, 0, 0],
      [3, 'd', 0, 0, 0],
    ]);
  });
});

describe('Swiss tie-breaks over random tournaments', () => {
  it('equal score: more Buchholz first; equal Buchholz too: more median Buchholz first, else a shared rank', () => {
    let decidedByMedian = 0;
    for (let seed = 0; seed < 200; seed++) {
      const random = seededRandom(`median-${seed}`);
      let t = value(createSwiss(players(10), { rounds: 5, matchLengths: [3] }));
      for (let r = 0; r < 5; r++) {
        t = value(pairNextSwissRound(t));
        for (const m of t.rounds[r].matches)
          t = value(recordSwissResult(t, m.id, { kind: 'played', winner: m.players[random.below(2)] }));
      }
      const rows = swissStandings(t);
      rows.slice(1).forEach((row, i) => {
        const above = rows[i];
        expect(above.score).toBeGreaterThanOrEqual(row.score);
        if (above.score !== row.score) return expect(row.rank).toBe(i + 2);
        expect(above.buchholz).toBeGreaterThanOrEqual(row.buchholz);
        if (above.buchholz !== row.buchholz) return expect(row.rank).toBe(i + 2);
        expect(above.medianBuchholz).toBeGreaterThanOrEqual(row.medianBuchholz);
        if (above.medianBuchholz !== row.medianBuchholz) {
          decidedByMedian++;
          return expect(row.rank).toBe(i + 2);
        }
        expect(row.rank).toBe(above.rank);
      });
    }
    // The median tie-break really decided places in these tournaments (the test is not vacuous).
    expect(decidedByMedian).toBeGreaterThan(10);
  });
});
