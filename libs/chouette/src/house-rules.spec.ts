import { DEFAULT_HOUSE_RULES, HOUSE_RULE_PRESETS, checkHouseRules, houseRulesOf } from './house-rules';
import { DEFAULT_CHOUETTE_OPTIONS, checkChouetteOptions } from './options';
import { errorCode, value } from './testing';

describe('house rules: settings, defaults, validation', () => {
  it('defaults reproduce the seed play and sit in the session options', () => {
    expect(value(checkHouseRules(undefined, 5))).toEqual(DEFAULT_HOUSE_RULES);
    expect(DEFAULT_CHOUETTE_OPTIONS.house).toEqual(DEFAULT_HOUSE_RULES);
    expect(DEFAULT_HOUSE_RULES).toEqual({
      partnerMandatoryFrom: 0,
      maxPlayers: 0,
      initialCubes: 'free',
      threeHandedBoth: false,
      answerOrder: 'any',
      boxKeeping: 'boxVsCaptain',
      absentMember: 'proxy',
      extras: 'none',
      deals: false,
    });
  });

  it('fills what is missing and drops unknown fields', () => {
    expect(value(checkHouseRules({ extras: 'optional', colour: 'red' }, 5))).toEqual({
      ...DEFAULT_HOUSE_RULES,
      extras: 'optional',
    });
  });

  it('accepts the FIBS and LA presets', () => {
    expect(value(checkChouetteOptions(HOUSE_RULE_PRESETS.fibs)).house.partnerMandatoryFrom).toBe(6);
    expect(value(checkChouetteOptions(HOUSE_RULE_PRESETS.la)).house).toMatchObject({
      partnerMandatoryFrom: 7,
      maxPlayers: 7,
      boxKeeping: 'doubleStandUp',
    });
  });

  it.each([
    ['not an object', 'rules', 5],
    ['an array', [], 5],
    ['a fractional count', { partnerMandatoryFrom: 6.5 }, 5],
    ['a count of 2', { maxPlayers: 2 }, 5],
    ['a count over the table size', { maxPlayers: 21 }, 5],
    ['mandatory without partners', { partnerMandatoryFrom: 6 }, 0],
    ['mandatory below the threshold', { partnerMandatoryFrom: 5 }, 6],
    ['mandatory above the maximum', { partnerMandatoryFrom: 8, maxPlayers: 7 }, 5],
    ['an unknown initial cubes rule', { initialCubes: 'all' }, 5],
    ['a non-boolean three-handed rule', { threeHandedBoth: 'yes' }, 5],
    ['an unknown order', { answerOrder: 'random' }, 5],
    ['an unknown box keeping', { boxKeeping: 'king' }, 5],
    ['an unknown absent rule', { absentMember: 'ghost' }, 5],
    ['an unknown extras rule', { extras: 'always' }, 5],
    ['a non-boolean deals rule', { deals: 1 }, 5],
  ])('refuses %s with INVALID_HOUSE_RULES', (_why, house, threshold) => {
    expect(errorCode(checkHouseRules(house, threshold as number))).toBe('INVALID_HOUSE_RULES');
  });

  it('the session options refuse bad house rules as a whole', () => {
    expect(errorCode(checkChouetteOptions({ house: { maxPlayers: 1 } as never }))).toBe(
      'INVALID_HOUSE_RULES',
    );
  });

  it('reads a table opened before house rules (no house, or some rules missing) with the defaults', () => {
    expect(houseRulesOf({})).toEqual(DEFAULT_HOUSE_RULES);
    expect(houseRulesOf({ house: { deals: true } })).toEqual({ ...DEFAULT_HOUSE_RULES, deals: true });
  });
});
