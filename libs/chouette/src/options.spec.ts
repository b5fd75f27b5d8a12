import { DEFAULT_CHOUETTE_OPTIONS, checkChouetteOptions } from './options';
import { errorCode, value } from './testing';

describe('session options', () => {
  it('defaults: board mode, international, partner from 5 players, free consultation', () => {
    expect(value(checkChouetteOptions())).toEqual(DEFAULT_CHOUETTE_OPTIONS);
    expect(DEFAULT_CHOUETTE_OPTIONS).toMatchObject({ partnerThreshold: 5, consultation: 'free', stake: 1 });
  });

  it('normalises like engine money play', () => {
    expect(value(checkChouetteOptions({ raccoon: true, beaverRefusal: true }))).toMatchObject({
      beaver: false,
      raccoon: false,
      beaverRefusal: false,
    });
    expect(value(checkChouetteOptions({ profile: 'traditional', jacoby: true }))).toMatchObject({
      jacoby: false,
    });
    expect(value(checkChouetteOptions({ profile: 'simple', beaver: true, autoDoubles: true }))).toMatchObject(
      {
        cube: false,
        beaver: false,
        autoDoubles: false,
      },
    );
    expect(value(checkChouetteOptions({ autoDoublesCap: 128, maxCube: 16 })).autoDoublesCap).toBe(16);
  });

  it.each([
    [{ mode: 'online' }],
    [{ consultation: 'whispers' }],
    [{ partnerThreshold: 2 }],
    [{ partnerThreshold: 4.5 }],
    [{ stake: -1 }],
    [{ stake: Number.NaN }],
    [{ maxCube: 3 }],
    [{ profile: 'chess' }],
  ])('refuses %j', (partial) => {
    expect(errorCode(checkChouetteOptions(partial as never))).toBe('INVALID_OPTIONS');
  });

  it('refuses what is not an object', () => {
    expect(errorCode(checkChouetteOptions(null as never))).toBe('INVALID_OPTIONS');
  });
});
