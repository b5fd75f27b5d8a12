import {
  type MatchClockData,
  clockDisplay,
  clockFace,
  crossedLevel,
  delaySeconds,
  localDeadline,
  serverOffset,
  timeLevel,
} from './clock-display';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const clock = (over: Partial<MatchClockData> = {}): MatchClockData => ({
  running: 0,
  paused: false,
  serverNow: new Date(T0).toISOString(),
  deadline: null,
  sides: [
    { side: 0, delayMs: 12_000, reserveMs: 600_000 },
    { side: 1, delayMs: 12_000, reserveMs: 300_000 },
  ],
  ...over,
});

describe('serverOffset', () => {
  it('takes the server time as of half a round trip before the answer arrived', () => {
    // The server wrote T0; the answer arrived 1 s later by the local clock, after a 200 ms round trip.
    expect(serverOffset(new Date(T0).toISOString(), T0 + 1000, 200)).toBe(-900);
    expect(serverOffset(new Date(T0).toISOString(), T0 - 5000, 0)).toBe(5000);
  });

  it('is 0 for a time it cannot read, and ignores a negative round trip', () => {
    expect(serverOffset('not a date', T0, 100)).toBe(0);
    expect(serverOffset(new Date(T0).toISOString(), T0, -50)).toBe(0);
  });
});

describe('clockDisplay', () => {
  it('spends the delay first, then the reserve, of the running side only', () => {
    expect(clockDisplay(clock(), T0 + 5000, 0).sides).toEqual([
      { delayMs: 7000, reserveMs: 600_000, running: true },
      { delayMs: 12_000, reserveMs: 300_000, running: false },
    ]);
    expect(clockDisplay(clock(), T0 + 20_000, 0).sides[0]).toEqual({
      delayMs: 0,
      reserveMs: 592_000,
      running: true,
    });
  });

  it('counts from the server time, with the offset of the local clock', () => {
    // The local clock is 3 s behind the server: local T0 - 3000 is server T0.
    expect(clockDisplay(clock(), T0 - 3000 + 20_000, 3000).sides[0].reserveMs).toBe(592_000);
    // A local clock ahead of the server never counts time before serverNow.
    expect(clockDisplay(clock(), T0 - 10_000, 0).sides[0]).toEqual({
      delayMs: 12_000,
      reserveMs: 600_000,
      running: true,
    });
  });

  it('stops at zero and says the time is up', () => {
    const d = clockDisplay(clock(), T0 + 700_000, 0);
    expect(d.sides[0]).toEqual({ delayMs: 0, reserveMs: 0, running: true });
    expect(d.expired).toBe(true);
    expect(clockDisplay(clock(), T0 + 611_999, 0).expired).toBe(false);
  });

  it('shows a paused clock as the server sent it', () => {
    const d = clockDisplay(clock({ paused: true }), T0 + 60_000, 0);
    expect(d.paused).toBe(true);
    expect(d.running).toBe(0);
    expect(d.sides[0]).toEqual({ delayMs: 12_000, reserveMs: 600_000, running: false });
    expect(d.expired).toBe(false);
  });

  it('runs nothing when nobody is on the clock, and fills a missing side with zeros', () => {
    const d = clockDisplay(
      clock({ running: null, sides: [{ side: 1, delayMs: 0, reserveMs: 5000 }] }),
      T0 + 1e6,
      0,
    );
    expect(d.running).toBeNull();
    expect(d.sides).toEqual([
      { delayMs: 0, reserveMs: 0, running: false },
      { delayMs: 0, reserveMs: 5000, running: false },
    ]);
  });
});

describe('faces and levels', () => {
  it('writes a reserve as m:ss, rounded up, and h:mm:ss from an hour', () => {
    expect(clockFace(600_000)).toBe('10:00');
    expect(clockFace(59_001)).toBe('1:00');
    expect(clockFace(59_000)).toBe('0:59');
    expect(clockFace(1)).toBe('0:01');
    expect(clockFace(0)).toBe('0:00');
    expect(clockFace(-5)).toBe('0:00');
    expect(clockFace(3_725_000)).toBe('1:02:05');
    expect(delaySeconds(11_001)).toBe(12);
    expect(delaySeconds(0)).toBe(0);
  });

  it('warns under a minute and under ten seconds, once per crossing and only when it gets worse', () => {
    expect([60_000, 59_999, 10_000, 9_999].map(timeLevel)).toEqual(['ok', 'low', 'low', 'critical']);
    expect(crossedLevel('ok', 'low')).toBe('low');
    expect(crossedLevel('low', 'critical')).toBe('critical');
    expect(crossedLevel('ok', 'critical')).toBe('critical');
    expect(crossedLevel('low', 'low')).toBeNull();
    expect(crossedLevel('critical', 'ok')).toBeNull();
  });

  it('puts the deadline of the running side on the local clock', () => {
    expect(localDeadline(clock(), 0)).toBe(T0 + 612_000);
    expect(localDeadline(clock(), 2000)).toBe(T0 + 610_000);
    expect(localDeadline(clock({ paused: true }), 0)).toBeNull();
    expect(localDeadline(clock({ running: null }), 0)).toBeNull();
  });
});
