import { acceptResignation, offerResignation, rejectResignation } from './resign';
import type { Result } from './types';

const code = <T>(r: Result<T>): string => (r.ok ? 'ok' : r.error.code);
const intl = { profile: 'international' } as const;

describe('resignations', () => {
  it('offer, then accept: kind value times the cube', () => {
    const offer = offerResignation(null, 0, 'gammon', intl);
    expect(offer).toEqual({ ok: true, value: { by: 0, kind: 'gammon' } });
    const pending = offer.ok ? offer.value : null;
    expect(acceptResignation(pending, 1, 4, intl)).toEqual({
      ok: true,
      value: { winner: 1, score: { kind: 'gammon', base: 2, points: 8 } },
    });
  });

  it('only the opponent answers, and only a pending offer', () => {
    const pending = { by: 1, kind: 'single' } as const;
    expect(code(acceptResignation(pending, 1, 1, intl))).toBe('NOT_YOUR_TURN');
    expect(code(rejectResignation(pending, 1))).toBe('NOT_YOUR_TURN');
    expect(code(rejectResignation(pending, 0))).toBe('ok');
    expect(code(acceptResignation(null, 0, 1, intl))).toBe('NO_RESIGNATION_OFFERED');
    expect(code(offerResignation(pending, 0, 'single', intl))).toBe('RESIGNATION_PENDING');
  });

  it('kinds the profile does not play are invalid', () => {
    expect(code(offerResignation(null, 0, 'gammon', { profile: 'simple' }))).toBe('INVALID_RESIGNATION');
    expect(code(offerResignation(null, 0, 'backgammon', { profile: 'traditional' }))).toBe(
      'INVALID_RESIGNATION',
    );
    expect(code(offerResignation(null, 0, 'triple' as never, intl))).toBe('INVALID_RESIGNATION');
  });
});
