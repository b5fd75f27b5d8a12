import { presenceLine } from './presence';
import { spanText, untilText } from './spans';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('spanText', () => {
  it('writes the largest whole unit, or two units', () => {
    expect(spanText(0)).toBe('0 s');
    expect(spanText(999)).toBe('0 s');
    expect(spanText(45_000)).toBe('45 s');
    expect(spanText(120_000)).toBe('2 min');
    expect(spanText(179_000)).toBe('2 min');
    expect(spanText(3 * 3_600_000 + 59 * 60_000)).toBe('3 h');
    expect(spanText(2 * 86_400_000)).toBe('2 d');
    expect(spanText(5_400_000, 2)).toBe('1 h 30 min');
    expect(spanText(3_600_000, 2)).toBe('1 h');
    expect(spanText(12_000, 2)).toBe('12 s');
    expect(spanText(-1)).toBe('0 s');
  });

  it('counts down to a moment rounded up to the second', () => {
    expect(untilText(NOW + 1, NOW)).toBe('1 s');
    expect(untilText(NOW + 3 * 3_600_000 - 1, NOW)).toBe('3 h');
    expect(untilText(NOW + 2 * 3_600_000 + 30 * 60_000, NOW)).toBe('2 h 30 min');
    expect(untilText(NOW - 10, NOW)).toBe('0 s');
  });
});

describe('presenceLine', () => {
  const presence = [
    { side: 0, status: 'CONNECTED' as const, lastSeenAt: ago(0) },
    { side: 1, status: 'AWAY' as const, lastSeenAt: ago(2 * 60_000 + 5000) },
  ];

  it('says connected, or away / gone with how long since the server last saw them', () => {
    expect(presenceLine(presence, 0, NOW)).toEqual({ status: 'connected', since: null });
    expect(presenceLine(presence, 1, NOW)).toEqual({ status: 'away', since: '2 min' });
    expect(
      presenceLine([{ side: 1, status: 'GONE', lastSeenAt: ago(3 * 3_600_000 + 1000) }], 1, NOW),
    ).toEqual({ status: 'gone', since: '3 h' });
  });

  it('has no time when the server saw them never, and no line for a side it did not send', () => {
    expect(presenceLine([{ side: 1, status: 'GONE', lastSeenAt: null }], 1, NOW)).toEqual({
      status: 'gone',
      since: null,
    });
    expect(presenceLine(presence, 2, NOW)).toBeNull();
    expect(presenceLine(null, 0, NOW)).toBeNull();
  });
});
