import { BOX_SIDE, TEAM_SIDE, chouetteError, isPlayerId, sideOf, tableSide } from './types';

describe('shared vocabulary', () => {
  it('maps the table sides onto the engine sides both ways', () => {
    expect([sideOf('box'), sideOf('team')]).toEqual([BOX_SIDE, TEAM_SIDE]);
    expect([tableSide(0), tableSide(1)]).toEqual(['box', 'team']);
  });

  it('accepts trimmed, non-empty player ids only', () => {
    expect(isPlayerId('member-42')).toBe(true);
    expect(['', ' a', 'a ', 'x'.repeat(201), 42, null].map(isPlayerId)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('returns errors as values', () => {
    expect(chouetteError('NOT_BOX', 'Only the box')).toEqual({
      ok: false,
      error: { code: 'NOT_BOX', message: 'Only the box' },
    });
  });
});
