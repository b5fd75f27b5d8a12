import { clockToolRows } from './clock-tools';

const players = [
  { side: 0, user: { displayName: 'Ana' } },
  { side: 1, user: { displayName: 'Bruno' } },
];
const clock = (paused: boolean) => ({
  running: 0,
  paused,
  serverNow: '2026-03-01T12:00:00.000Z',
  sides: [
    { side: 0, delayMs: 0, reserveMs: 1000 },
    { side: 1, delayMs: 0, reserveMs: 1000 },
  ],
});

describe('clockToolRows', () => {
  it('lists the tournament’s matches played with a clock, and those that ended on time', () => {
    const rows = clockToolRows(
      [
        { slot: 'r1-m1', matchId: 'a' },
        { slot: 'r1-m2', matchId: 'b' },
        { slot: 'r1-m3', matchId: 'c' },
        { slot: 'r1-m4', matchId: 'd' },
        { slot: 'r1-m5', matchId: null },
        { slot: 'r1-m6', matchId: 'e' },
      ],
      [
        { id: 'a', status: 'ACTIVE', clock: clock(false), players },
        { id: 'b', status: 'ACTIVE', clock: clock(true), players },
        { id: 'c', status: 'ACTIVE', clock: null, players },
        { id: 'd', status: 'FINISHED', resultSource: 'TIMEOUT', clock: clock(false), players },
        { id: 'e', status: 'FINISHED', resultSource: 'PLAYED', players },
        { id: 'z', status: 'ACTIVE', clock: clock(false), players },
      ],
    );
    expect(rows.map((r) => [r.slot, r.state, r.names.join(' × ')])).toEqual([
      ['r1-m1', 'running', 'Ana × Bruno'],
      ['r1-m2', 'paused', 'Ana × Bruno'],
      ['r1-m4', 'timedOut', 'Ana × Bruno'],
    ]);
  });
});
