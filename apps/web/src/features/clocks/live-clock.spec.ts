import type { MatchClockData } from './clock-display';
import { initialLiveClock, withAnswer, withEvent } from './live-clock';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const clock = (serverMs: number, reserveMs = 60_000): MatchClockData => ({
  running: 0,
  paused: false,
  serverNow: at(serverMs),
  sides: [
    { side: 0, delayMs: 1000, reserveMs },
    { side: 1, delayMs: 1000, reserveMs: 60_000 },
  ],
});
const away = [{ side: 1, status: 'AWAY' as const, lastSeenAt: at(-40_000) }];
const here = [{ side: 1, status: 'CONNECTED' as const, lastSeenAt: at(0) }];

describe('the live clock of the board', () => {
  const start = initialLiveClock({ seq: 5, clock: clock(0), presence: here, forfeitClaim: null });

  it('starts from the page the server rendered, its offset not yet measured', () => {
    expect(start).toMatchObject({ seq: 5, offsetMs: 0, measured: false, presence: here });
  });

  it('takes a timed answer’s clock and measures the offset, even for the same view (a calibration)', () => {
    const next = withAnswer(start, { seq: 5, clock: clock(2000), presence: here }, T0 + 2300, 200);
    expect(next.clock?.serverNow).toBe(at(2000));
    expect(next.offsetMs).toBe(2000 - 2200);
    expect(next.measured).toBe(true);
  });

  it('ignores an answer older than what it has, and a clock the server wrote earlier', () => {
    const s = withAnswer(start, { seq: 7, clock: clock(5000), presence: here }, T0 + 5000, 0);
    expect(withAnswer(s, { seq: 6, clock: clock(9000), presence: away }, T0 + 9000, 0)).toBe(s);
    const slow = withAnswer(s, { seq: 7, clock: clock(4000), presence: away }, T0 + 9000, 0);
    expect(slow.clock?.serverNow).toBe(at(5000));
    expect(slow.offsetMs).toBe(s.offsetMs);
    expect(slow.presence).toBe(away);
  });

  it('takes the forfeit claim of every answer (it goes when the opponent comes back)', () => {
    const claim = { againstSide: 1, claimableAt: at(3_600_000), canClaimNow: false };
    const s = withAnswer(start, { seq: 5, clock: null, presence: away, forfeitClaim: claim }, T0, 0);
    expect(s.forfeitClaim).toBe(claim);
    expect(
      withAnswer(s, { seq: 5, clock: null, presence: here, forfeitClaim: null }, T0, 0).forfeitClaim,
    ).toBeNull();
  });

  it('takes a live event’s clock with the last round trip, and its presence when it has one', () => {
    const e = withEvent(start, { seq: 6, clock: clock(3000, 50_000), presence: null }, T0 + 3100, 0);
    expect(e.clock?.sides[0].reserveMs).toBe(50_000);
    expect(e.offsetMs).toBe(-100);
    expect(e.presence).toBe(here);
    const p = withEvent(e, { seq: 6, clock: clock(3000, 50_000), presence: away }, T0 + 4000, 0);
    expect(p.presence).toBe(away);
    expect(p.offsetMs).toBe(e.offsetMs);
    expect(withEvent(p, { seq: 6, clock: null, presence: null }, T0 + 5000, 0)).toBe(p);
    expect(withEvent(p, { seq: 2, clock: clock(9000), presence: here }, T0 + 9000, 0)).toBe(p);
  });
});
