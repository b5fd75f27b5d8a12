import { registrationRefusal } from './registration';

describe('registration', () => {
  const at = (iso: string) => new Date(iso);
  const window = {
    opensAt: at('2026-12-01T10:00:00Z'),
    closesAt: at('2026-12-05T18:00:00Z'),
    maxPlayers: 8,
  };

  it('is open inside the window with a place left, at both ends included', () => {
    expect(registrationRefusal(window, 7, at('2026-12-03T12:00:00Z'))).toBeNull();
    expect(registrationRefusal(window, 0, window.opensAt)).toBeNull();
    expect(registrationRefusal(window, 0, window.closesAt)).toBeNull();
  });

  it('is refused before the window opens and after it closes', () => {
    expect(registrationRefusal(window, 0, at('2026-12-01T09:59:59Z'))).toBe('NOT_OPEN');
    expect(registrationRefusal(window, 0, at('2026-12-05T18:00:01Z'))).toBe('CLOSED');
  });

  it('is refused when the active entries reach the maximum (the window is said first)', () => {
    expect(registrationRefusal(window, 8, at('2026-12-03T12:00:00Z'))).toBe('FULL');
    expect(registrationRefusal(window, 9, at('2026-12-06T00:00:00Z'))).toBe('CLOSED');
  });

  it('has no limits when the window and the maximum are not set', () => {
    const open = { opensAt: null, closesAt: null, maxPlayers: null };
    expect(registrationRefusal(open, 500, at('2030-01-01T00:00:00Z'))).toBeNull();
  });
});
