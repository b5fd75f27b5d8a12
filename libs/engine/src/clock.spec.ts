import fc from 'fast-check';
import {
  type ClockState,
  type TimeControl,
  type TimeControlSpec,
  TIME_CONTROL_BOUNDS,
  TIME_CONTROL_PRESETS,
  addReserve,
  clockDeadline,
  clockExpired,
  clockRemaining,
  creditOutage,
  pauseClock,
  resolveTimeControl,
  resumeClock,
  startClock,
  switchClock,
} from './clock';
import type { Result, Side } from './types';

const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};
const code = <T>(r: Result<T>): string => (r.ok ? 'ok' : r.error.code);

/** 12 s delay, 2 min reserve. */
const TC: TimeControl = value(resolveTimeControl({ delaySeconds: 12, reserveSeconds: 120 }, 0));
const T0 = 1_700_000_000_000;
const s = (seconds: number): number => seconds * 1000;

describe('resolveTimeControl', () => {
  it('fills a match from a preset: standard, 5 points = 600 s each', () => {
    expect(value(resolveTimeControl({ preset: 'standard' }, 5))).toEqual({
      preset: 'standard',
      delayMs: 12_000,
      reserveMs: 600_000,
      reservePerPointMs: 120_000,
      autoRoll: false,
    });
    expect(value(resolveTimeControl({ preset: 'blitz' }, 7))).toMatchObject({
      delayMs: 8000,
      reserveMs: 420_000,
    });
    expect(value(resolveTimeControl({ preset: 'slow' }, 3))).toMatchObject({
      delayMs: 20_000,
      reserveMs: 720_000,
    });
  });

  it('money play takes the preset total or reserveSeconds', () => {
    expect(value(resolveTimeControl({ preset: 'blitz' }, 0))).toEqual({
      preset: 'blitz',
      delayMs: 8000,
      reserveMs: 300_000,
      reservePerPointMs: null,
      autoRoll: false,
    });
    expect(value(resolveTimeControl({ reserveSeconds: 900, autoRoll: true }, 0))).toEqual({
      preset: null,
      delayMs: 0,
      reserveMs: 900_000,
      reservePerPointMs: null,
      autoRoll: true,
    });
  });

  it('explicit figures win over the preset; a fixed total is allowed in match play', () => {
    expect(value(resolveTimeControl({ preset: 'standard', delaySeconds: 5 }, 5))).toMatchObject({
      delayMs: 5000,
      reserveMs: 600_000,
    });
    expect(value(resolveTimeControl({ preset: 'standard', reservePerPointSeconds: 60 }, 5))).toMatchObject({
      reserveMs: 300_000,
      reservePerPointMs: 60_000,
    });
    expect(value(resolveTimeControl({ preset: 'standard', reserveSeconds: 1000 }, 5))).toMatchObject({
      delayMs: 12_000,
      reserveMs: 1_000_000,
      reservePerPointMs: null,
    });
    expect(value(resolveTimeControl({ delaySeconds: 15 }, 5))).toMatchObject({
      delayMs: 15_000,
      reserveMs: 0,
    });
  });

  it('refuses what it cannot resolve, naming the field', () => {
    const refused = (spec: TimeControlSpec, length = 5): string => {
      const r = resolveTimeControl(spec, length);
      return r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`;
    };
    expect(refused({ delaySeconds: 121 })).toBe(
      'INVALID_TIME_CONTROL: delaySeconds must be a whole number from 0 to 120',
    );
    expect(refused({ delaySeconds: 1.5 })).toMatch(/delaySeconds/);
    expect(refused({ reservePerPointSeconds: -1 })).toMatch(/reservePerPointSeconds/);
    expect(refused({ reserveSeconds: 14401 })).toMatch(/reserveSeconds/);
    expect(refused({ preset: 'bullet' as never })).toMatch(/preset/);
    expect(refused({ preset: 'blitz', autoRoll: 'yes' as never })).toMatch(/autoRoll/);
    expect(refused({})).toMatch(/INVALID_TIME_CONTROL/);
    expect(refused({ preset: null, delaySeconds: null })).toMatch(/INVALID_TIME_CONTROL/);
    expect(refused({ reservePerPointSeconds: 60, reserveSeconds: 600 })).toMatch(/not both/);
    expect(refused({ reservePerPointSeconds: 60 }, 0)).toMatch(/Money play/);
    expect(refused({ preset: 'blitz', reservePerPointSeconds: 60 }, 0)).toBe('ok');
    expect(refused({ delaySeconds: 0, reserveSeconds: 0 })).toMatch(/at least 1 second/);
    // 25 points at 600 s a point is 15000 s: above the cap of 14400 s.
    expect(refused({ reservePerPointSeconds: 600 }, 25)).toMatch(/at most 14400/);
    expect(refused({ preset: 'slow' }, 61)).toMatch(/at most 14400/);
    expect(refused({ preset: 'slow' }, 60)).toBe('ok');
    expect(code(resolveTimeControl({ preset: 'blitz' }, -1))).toBe('INVALID_TIME_CONTROL');
    expect(code(resolveTimeControl(null as never, 5))).toBe('INVALID_TIME_CONTROL');
  });

  it('never accepts a figure out of bounds (property)', () => {
    const figure = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.integer({ min: -100, max: 20_000 }),
      fc.double({ min: -10, max: 20_000, noNaN: false }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom<TimeControlSpec['preset']>('blitz', 'standard', 'slow', null, undefined),
        figure,
        figure,
        figure,
        fc.integer({ min: 0, max: 99 }),
        (preset, delaySeconds, reservePerPointSeconds, reserveSeconds, length) => {
          const r = resolveTimeControl(
            { preset, delaySeconds, reservePerPointSeconds, reserveSeconds },
            length,
          );
          const within = (x: number | null | undefined, key: keyof typeof TIME_CONTROL_BOUNDS): boolean =>
            x === null ||
            x === undefined ||
            (Number.isInteger(x) && x >= TIME_CONTROL_BOUNDS[key].min && x <= TIME_CONTROL_BOUNDS[key].max);
          if (
            !within(delaySeconds, 'delaySeconds') ||
            !within(reservePerPointSeconds, 'reservePerPointSeconds') ||
            !within(reserveSeconds, 'reserveSeconds')
          ) {
            expect(code(r)).toBe('INVALID_TIME_CONTROL');
            return;
          }
          if (!r.ok) return;
          expect(Number.isInteger(r.value.delayMs)).toBe(true);
          expect(r.value.delayMs).toBeLessThanOrEqual(TIME_CONTROL_BOUNDS.delaySeconds.max * 1000);
          expect(r.value.reserveMs).toBeGreaterThanOrEqual(0);
          expect(r.value.reserveMs).toBeLessThanOrEqual(TIME_CONTROL_BOUNDS.reserveSeconds.max * 1000);
          expect(r.value.delayMs + r.value.reserveMs).toBeGreaterThanOrEqual(1000);
        },
      ),
    );
  });

  it('has the documented presets', () => {
    expect(TIME_CONTROL_PRESETS).toEqual({
      blitz: { delaySeconds: 8, reservePerPointSeconds: 60, reserveSeconds: 300 },
      standard: { delaySeconds: 12, reservePerPointSeconds: 120, reserveSeconds: 600 },
      slow: { delaySeconds: 20, reservePerPointSeconds: 240, reserveSeconds: 1200 },
    });
  });
});

describe('clocks: worked examples (12 s delay + 2 min)', () => {
  const start = startClock(TC);
  const on0 = switchClock(TC, start, 0, T0);

  it('starts with full reserves and nothing running', () => {
    expect(start).toEqual({
      reserveMs: [120_000, 120_000],
      running: null,
      startedAt: null,
      charged: false,
      pausedAt: null,
    });
    expect(clockDeadline(TC, start)).toBeNull();
    expect(clockExpired(TC, start, T0 + s(10_000))).toBe(false);
  });

  it('a 10 s move costs nothing, a 20 s move costs 8 s', () => {
    const after10 = switchClock(TC, on0, 1, T0 + s(10));
    expect(after10).toMatchObject({
      reserveMs: [120_000, 120_000],
      running: 1,
      startedAt: T0 + s(10),
      charged: true,
    });
    const after20 = switchClock(TC, on0, 1, T0 + s(20));
    expect(after20.reserveMs).toEqual([112_000, 120_000]);
  });

  it('roll then play by the same side is one period: no second delay', () => {
    const rolled = switchClock(TC, on0, 0, T0 + s(5));
    expect(rolled).toBe(on0);
    const played = switchClock(TC, rolled, 1, T0 + s(20));
    expect(played.reserveMs).toEqual([112_000, 120_000]);
    // restart: a fresh delay for the same side (charging what was used).
    const restarted = switchClock(TC, on0, 0, T0 + s(20), { restart: true });
    expect(restarted).toMatchObject({ reserveMs: [112_000, 120_000], running: 0, startedAt: T0 + s(20) });
  });

  it('double -> take switches to the taker with a fresh delay, and back', () => {
    const doubled = switchClock(TC, on0, 1, T0 + s(3));
    expect(clockRemaining(TC, doubled, T0 + s(3))).toEqual({
      running: 1,
      paused: false,
      sides: [
        { delayMs: 12_000, reserveMs: 120_000 },
        { delayMs: 12_000, reserveMs: 120_000 },
      ],
    });
    const taken = switchClock(TC, doubled, 0, T0 + s(30));
    expect(taken).toMatchObject({ reserveMs: [120_000, 105_000], running: 0, startedAt: T0 + s(30) });
  });

  it('the deadline is startedAt + delay + reserve; a move at exactly that ms is in time', () => {
    const deadline = T0 + s(12) + s(120);
    expect(clockDeadline(TC, on0)).toBe(deadline);
    expect(clockExpired(TC, on0, deadline)).toBe(false);
    expect(clockExpired(TC, on0, deadline + 1)).toBe(true);
    expect(clockRemaining(TC, on0, deadline).sides[0]).toEqual({ delayMs: 0, reserveMs: 0 });
    expect(switchClock(TC, on0, 1, deadline + 5000).reserveMs).toEqual([0, 120_000]);
  });

  it('shows the delay counting down first, then the reserve', () => {
    expect(clockRemaining(TC, on0, T0 + s(5)).sides).toEqual([
      { delayMs: 7000, reserveMs: 120_000 },
      { delayMs: 12_000, reserveMs: 120_000 },
    ]);
    expect(clockRemaining(TC, on0, T0 + s(42)).sides[0]).toEqual({ delayMs: 0, reserveMs: 90_000 });
  });

  it('pause and resume freeze the time', () => {
    const paused = pauseClock(on0, T0 + s(20));
    expect(pauseClock(paused, T0 + s(25))).toBe(paused);
    expect(clockDeadline(TC, paused)).toBeNull();
    expect(clockExpired(TC, paused, T0 + s(10_000))).toBe(false);
    const frozen = clockRemaining(TC, paused, T0 + s(500));
    expect(frozen).toMatchObject({ paused: true, sides: [{ delayMs: 0, reserveMs: 112_000 }, {}] });
    const resumed = resumeClock(paused, T0 + s(320));
    expect(resumed).toMatchObject({ startedAt: T0 + s(300), pausedAt: null });
    expect(resumeClock(resumed, T0 + s(400))).toBe(resumed);
    expect(clockRemaining(TC, resumed, T0 + s(320)).sides[0]).toEqual({ delayMs: 0, reserveMs: 112_000 });
    expect(clockDeadline(TC, resumed)).toBe(T0 + s(300) + s(132));
  });

  it('a switch while paused charges up to the pause and starts the next period paused', () => {
    const paused = pauseClock(on0, T0 + s(20));
    const switched = switchClock(TC, paused, 1, T0 + s(100));
    expect(switched).toEqual({
      reserveMs: [112_000, 120_000],
      running: 1,
      startedAt: T0 + s(100),
      charged: true,
      pausedAt: T0 + s(100),
    });
    const resumed = resumeClock(switched, T0 + s(160));
    expect(resumed).toMatchObject({ startedAt: T0 + s(160), pausedAt: null });
  });

  it('forced passes and automatic rolls cost nothing', () => {
    const free = switchClock(TC, on0, 1, T0 + s(100), { chargeElapsed: false });
    expect(free.reserveMs).toEqual([120_000, 120_000]);
    const autoRoll = switchClock(TC, on0, 1, T0 + s(5), { chargeNext: false });
    expect(autoRoll.charged).toBe(false);
    expect(clockDeadline(TC, autoRoll)).toBeNull();
    expect(clockRemaining(TC, autoRoll, T0 + s(500)).sides[1]).toEqual({
      delayMs: 12_000,
      reserveMs: 120_000,
    });
    // The roll is made: a charged period starts for the same side (restart).
    const rolled = switchClock(TC, autoRoll, 1, T0 + s(6), { restart: true });
    expect(rolled).toMatchObject({
      reserveMs: [120_000, 120_000],
      running: 1,
      startedAt: T0 + s(6),
      charged: true,
    });
  });

  it('next null stops the clock', () => {
    const stopped = switchClock(TC, on0, null, T0 + s(30));
    expect(stopped).toEqual({
      reserveMs: [102_000, 120_000],
      running: null,
      startedAt: null,
      charged: false,
      pausedAt: null,
    });
    expect(clockDeadline(TC, stopped)).toBeNull();
  });

  it('gives back the time of a server outage', () => {
    // Down from 10 s before the period to 30 s into it: 30 s credited.
    const credited = creditOutage(on0, T0 - s(10), T0 + s(30));
    expect(credited.startedAt).toBe(T0 + s(30));
    // An outage inside the period: its whole length.
    expect(creditOutage(on0, T0 + s(5), T0 + s(15)).startedAt).toBe(T0 + s(10));
    // Before the period, paused, or nothing running: nothing.
    expect(creditOutage(on0, T0 - s(50), T0 - s(10))).toBe(on0);
    expect(creditOutage(pauseClock(on0, T0), T0, T0 + s(10)).startedAt).toBe(T0);
    expect(creditOutage(start, T0, T0 + s(10))).toBe(start);
  });

  it('adds time to a reserve within bounds', () => {
    expect(value(addReserve(on0, 1, 60_000)).reserveMs).toEqual([120_000, 180_000]);
    expect(value(addReserve(on0, 0, 3_600_000)).reserveMs).toEqual([3_720_000, 120_000]);
    expect(clockDeadline(TC, value(addReserve(on0, 0, 1000)))).toBe(T0 + s(133));
    for (const ms of [0, -5, 1.5, 3_600_001, Number.NaN]) {
      expect(code(addReserve(on0, 0, ms))).toBe('INVALID_TIME_CONTROL');
    }
    expect(code(addReserve(on0, 2 as Side, 1000))).toBe('INVALID_TIME_CONTROL');
  });
});

describe('clocks: properties', () => {
  type Op =
    | {
        op: 'switch';
        next: Side | null;
        dt: number;
        chargeElapsed: boolean;
        chargeNext: boolean;
        restart: boolean;
      }
    | { op: 'pause' | 'resume'; dt: number }
    | { op: 'outage'; dt: number; length: number }
    | { op: 'add'; side: Side; ms: number };
  const side = fc.constantFrom<Side>(0, 1);
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    fc.record({
      op: fc.constant('switch' as const),
      next: fc.constantFrom<Side | null>(0, 1, null),
      dt: fc.integer({ min: 0, max: 200_000 }),
      chargeElapsed: fc.boolean(),
      chargeNext: fc.boolean(),
      restart: fc.boolean(),
    }),
    fc.record({
      op: fc.constantFrom('pause' as const, 'resume' as const),
      dt: fc.integer({ min: 0, max: 60_000 }),
    }),
    fc.record({
      op: fc.constant('outage' as const),
      dt: fc.integer({ min: 0, max: 60_000 }),
      length: fc.integer({ min: 0, max: 120_000 }),
    }),
    fc.record({ op: fc.constant('add' as const), side, ms: fc.integer({ min: 1, max: 3_600_000 }) }),
  );
  const tcArb = fc
    .record({
      delaySeconds: fc.integer({ min: 0, max: 120 }),
      reserveSeconds: fc.integer({ min: 1, max: 14_400 }),
    })
    .map((spec) => value(resolveTimeControl(spec, 0)));

  it('a reserve is never negative and only addReserve increases it', () => {
    fc.assert(
      fc.property(tcArb, fc.array(opArb, { maxLength: 40 }), (tc, ops) => {
        let clock: ClockState = startClock(tc);
        let now = T0;
        for (const o of ops) {
          const before = clock.reserveMs;
          switch (o.op) {
            case 'switch':
              now += o.dt;
              clock = switchClock(tc, clock, o.next, now, o);
              break;
            case 'pause':
              now += o.dt;
              clock = pauseClock(clock, now);
              break;
            case 'resume':
              now += o.dt;
              clock = resumeClock(clock, now);
              break;
            case 'outage':
              clock = creditOutage(clock, now - o.length, now + o.dt);
              break;
            case 'add':
              clock = value(addReserve(clock, o.side, o.ms));
              expect(clock.reserveMs[o.side]).toBe(before[o.side] + o.ms);
              continue;
          }
          for (const x of [0, 1] as const) {
            expect(clock.reserveMs[x]).toBeGreaterThanOrEqual(0);
            expect(clock.reserveMs[x]).toBeLessThanOrEqual(before[x]);
          }
        }
      }),
    );
  });

  it('at the deadline the running side shows 0 delay and 0 reserve, just before it does not', () => {
    fc.assert(
      fc.property(tcArb, side, fc.integer({ min: 0, max: 1e12 }), (tc, running, at) => {
        const clock = switchClock(tc, startClock(tc), running, at);
        const deadline = clockDeadline(tc, clock);
        expect(deadline).toBe(at + tc.delayMs + tc.reserveMs);
        const left = clockRemaining(tc, clock, deadline as number).sides[running];
        expect(left).toEqual({ delayMs: 0, reserveMs: 0 });
        expect(clockExpired(tc, clock, deadline as number)).toBe(false);
        expect(clockExpired(tc, clock, (deadline as number) + 1)).toBe(true);
        const before = clockRemaining(tc, clock, (deadline as number) - 1).sides[running];
        expect(before.delayMs + before.reserveMs).toBe(1);
      }),
    );
  });

  it('pausing and resuming at the same instant changes nothing', () => {
    fc.assert(
      fc.property(
        tcArb,
        fc.constantFrom<Side | null>(0, 1, null),
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 1e7 }),
        (tc, running, at, dt) => {
          const clock = switchClock(tc, startClock(tc), running, at);
          expect(resumeClock(pauseClock(clock, at + dt), at + dt)).toEqual(clock);
        },
      ),
    );
  });
});
