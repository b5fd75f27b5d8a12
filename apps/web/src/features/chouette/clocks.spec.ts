import { clockDisplay } from '@/features/clocks/clock-display';
import { asMatchClock, runningClocks } from './clocks';

const clock = (player: string, running: boolean, reserveMs = 2_000) => ({
  player,
  delayMs: 1_000,
  reserveMs,
  running,
  serverNow: '2026-12-01T12:00:00.000Z',
  deadline: running ? '2026-12-01T12:00:03.000Z' : null,
});

describe('chouette clocks on the board', () => {
  it('shows only the players the table waits for (several at once)', () => {
    const view = { clocks: [clock('a', false), clock('b', true), clock('c', true)] };
    expect(runningClocks(view).map((c) => c.player)).toEqual(['b', 'c']);
    expect(runningClocks({ clocks: [] })).toEqual([]);
  });

  it('counts a running player down like a match side: the delay first, then the reserve', () => {
    const start = Date.parse('2026-12-01T12:00:00.000Z');
    const d = clockDisplay(asMatchClock(clock('b', true)), start + 1_500, 0);
    expect(d.running).toBe(0);
    expect(d.sides[0]).toEqual({ delayMs: 0, reserveMs: 1_500, running: true });
    expect(clockDisplay(asMatchClock(clock('b', true)), start + 3_001, 0).expired).toBe(true);
    const idle = clockDisplay(asMatchClock(clock('a', false)), start + 5_000, 0);
    expect(idle.running).toBeNull();
    expect(idle.sides[0].reserveMs).toBe(2_000);
  });
});
