import { DEFAULT_SETTINGS, gameOptions, lengthsFor, normaliseSettings } from './settings';

describe('play settings', () => {
  it('defaults to a quick simple game: one point, no cube', () => {
    expect(DEFAULT_SETTINGS.profile).toBe('simple');
    expect(gameOptions(DEFAULT_SETTINGS)).toMatchObject({ profile: 'simple', length: 1, cube: false });
  });

  it('keeps only combinations the rules allow', () => {
    expect(normaliseSettings({ profile: 'simple', cube: true, length: 0 })).toMatchObject({
      cube: false,
      length: 1,
    });
    expect(
      normaliseSettings({ profile: 'international', cube: true, length: 0, beaver: true, raccoon: true }),
    ).toMatchObject({
      length: 0,
      beaver: true,
      raccoon: true,
    });
    expect(
      normaliseSettings({ profile: 'international', cube: true, length: 5, beaver: true }),
    ).toMatchObject({ beaver: false });
    expect(normaliseSettings({ mode: 'x' as never, level: 'y' as never })).toMatchObject({
      mode: 'computer',
      level: 'medium',
    });
    expect(lengthsFor('traditional', false)).toContain(10);
    expect(lengthsFor('international', false)).not.toContain(0);
  });
});
