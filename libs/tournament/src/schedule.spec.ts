import fc from 'fast-check';
import { circleSchedule } from './schedule';
import { players } from './testing';

const show = (ids: string[]) =>
  circleSchedule(ids).map((r) =>
    [...r.pairs.map((p) => p.join('-')), ...(r.bye === null ? [] : [`bye ${r.bye}`])].join(' '),
  );

describe('circleSchedule', () => {
  it('5 players: 5 rounds, 2 matches and one bye each, everyone meets everyone exactly once', () => {
    expect(show(['A', 'B', 'C', 'D', 'E'])).toEqual([
      'B-E C-D bye A',
      'A-E B-C bye D',
      'A-D E-C bye B',
      'A-C D-B bye E',
      'A-B D-E bye C',
    ]);
  });

  it('4 players: 3 rounds, no byes', () => {
    expect(show(['A', 'B', 'C', 'D'])).toEqual(['A-D B-C', 'A-C D-B', 'A-B C-D']);
  });

  it('fewer than 2 players: nothing to play', () => {
    expect(circleSchedule(['A'])).toEqual([]);
  });

  it('2..24 players: every pair exactly once, nobody twice in a round, each odd-field player one bye', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), (n) => {
        const ids = players(n);
        const rounds = circleSchedule(ids);
        expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
        const met = new Map<string, number>();
        for (const r of rounds) {
          const seated = [...r.pairs.flat(), ...(r.bye === null ? [] : [r.bye])];
          expect(seated.slice().sort()).toEqual(ids.slice().sort());
          for (const [a, b] of r.pairs) {
            const key = [a, b].sort().join('|');
            met.set(key, (met.get(key) ?? 0) + 1);
          }
        }
        expect(met.size).toBe((n * (n - 1)) / 2);
        expect([...met.values()].every((c) => c === 1)).toBe(true);
        const byes = rounds.map((r) => r.bye).filter((b) => b !== null);
        expect(byes.slice().sort()).toEqual(n % 2 === 0 ? [] : ids.slice().sort());
      }),
    );
  });
});
