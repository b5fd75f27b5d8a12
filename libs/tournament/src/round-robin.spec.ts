import fc from 'fast-check';
import {
  correctRoundRobinResult,
  createRoundRobin,
  groupFinished,
  recordRoundRobinResult,
} from './round-robin';
import { errorCode, players, value } from './testing';

describe('createRoundRobin', () => {
  it('10 players in 2 snake groups of 5, full schedules, lengths by round', () => {
    const t = value(createRoundRobin(players(10), { groups: 2, matchLengths: [3, 5] }));
    expect(t.groups.map((g) => g.players)).toEqual([
      ['p1', 'p4', 'p5', 'p8', 'p9'],
      ['p2', 'p3', 'p6', 'p7', 'p10'],
    ]);
    expect(t.groups[0].byes).toEqual(['p1', 'p8', 'p4', 'p9', 'p5']);
    expect(t.matches).toHaveLength(20);
    expect(
      t.matches.filter((m) => m.group === 1).map((m) => `${m.id} ${m.players.join('-')} ${m.length}`),
    ).toEqual([
      'rr-g1-r1-m1 p4-p9 3',
      'rr-g1-r1-m2 p5-p8 3',
      'rr-g1-r2-m1 p1-p9 5',
      'rr-g1-r2-m2 p4-p5 5',
      'rr-g1-r3-m1 p1-p8 5',
      'rr-g1-r3-m2 p9-p5 5',
      'rr-g1-r4-m1 p1-p5 5',
      'rr-g1-r4-m2 p8-p4 5',
      'rr-g1-r5-m1 p1-p4 5',
      'rr-g1-r5-m2 p8-p9 5',
    ]);
    expect(t.crawford).toBe(true);
  });

  it('refuses too few players, duplicates, too many groups and bad lengths', () => {
    expect(errorCode(createRoundRobin(['a'], { matchLengths: [5] }))).toBe('TOO_FEW_PLAYERS');
    expect(errorCode(createRoundRobin(['a', 'a'], { matchLengths: [5] }))).toBe('DUPLICATE_PLAYER');
    expect(errorCode(createRoundRobin(players(5), { groups: 3, matchLengths: [5] }))).toBe('INVALID_OPTIONS');
    expect(errorCode(createRoundRobin(players(4), { groups: 0, matchLengths: [5] }))).toBe('INVALID_OPTIONS');
    expect(errorCode(createRoundRobin(players(4), { matchLengths: [] }))).toBe('INVALID_MATCH_LENGTH');
  });

  it('every pair of a group meets exactly once, players of different groups never', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 30 })
          .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 1, max: Math.floor(n / 2) }))),
        ([n, groups]) => {
          const t = value(createRoundRobin(players(n), { groups, matchLengths: [5] }));
          expect(t.groups.flatMap((g) => g.players).sort()).toEqual(players(n).sort());
          const groupOf = new Map(t.groups.flatMap((g) => g.players.map((p) => [p, g.group] as const)));
          const keys = t.matches.map((m) => {
            expect(groupOf.get(m.players[0])).toBe(m.group);
            expect(groupOf.get(m.players[1])).toBe(m.group);
            return m.players.slice().sort().join('|');
          });
          expect(new Set(keys).size).toBe(keys.length);
          const expected = t.groups.reduce((s, g) => s + (g.players.length * (g.players.length - 1)) / 2, 0);
          expect(keys).toHaveLength(expected);
        },
      ),
    );
  });
});

describe('round-robin results', () => {
  it('records in any order, refuses a second record, corrects', () => {
    let t = value(createRoundRobin(['a', 'b', 'c'], { matchLengths: [5] }));
    const last = t.matches[t.matches.length - 1];
    t = value(recordRoundRobinResult(t, last.id, { kind: 'played', winner: last.players[1], score: [5, 4] }));
    expect(errorCode(recordRoundRobinResult(t, last.id, { kind: 'played', winner: last.players[0] }))).toBe(
      'RESULT_ALREADY_RECORDED',
    );
    expect(errorCode(correctRoundRobinResult(t, t.matches[0].id, { kind: 'walkover', absent: 'b' }))).toBe(
      'NO_RESULT',
    );
    expect(errorCode(recordRoundRobinResult(t, 'x', { kind: 'walkover', absent: 'b' }))).toBe(
      'UNKNOWN_MATCH',
    );
    t = value(correctRoundRobinResult(t, last.id, { kind: 'played', winner: last.players[0] }));
    expect(t.matches[t.matches.length - 1].result?.winner).toBe(last.players[0]);
    expect(groupFinished(t, 1)).toBe(false);
    for (const m of t.matches.slice(0, -1)) {
      t = value(recordRoundRobinResult(t, m.id, { kind: 'played', winner: m.players[0] }));
    }
    expect(groupFinished(t, 1)).toBe(true);
  });
});
