import { DEFAULT_HOUSE, houseLines, isDefaultHouse } from './house-rules';

describe('house rules on the table page', () => {
  it('lists a FIBS-like table rule by rule', () => {
    const fibs = { ...DEFAULT_HOUSE, partnerMandatoryFrom: 6, maxPlayers: 10, answerOrder: 'team' as const };
    expect(houseLines(fibs)).toEqual([
      ['partnerMandatory', { count: 6 }],
      ['maxPlayers', { count: 10 }],
      ['initialCubes.free'],
      ['answerOrder.team'],
      ['boxKeeping.boxVsCaptain'],
      ['absentMember.proxy'],
      ['extras.none'],
      ['noDeals'],
    ]);
    expect(isDefaultHouse(fibs)).toBe(false);
  });

  it("says the Los Angeles rules, three-handed 'both or neither' included", () => {
    const la = {
      ...DEFAULT_HOUSE,
      partnerMandatoryFrom: 7,
      maxPlayers: 7,
      initialCubes: 'halfAndCaptain' as const,
      threeHandedBoth: true,
      boxKeeping: 'doubleStandUp' as const,
      extras: 'mandatory' as const,
      deals: true,
    };
    expect(houseLines(la)).toContainEqual(['threeHandedBoth']);
    expect(houseLines(la)).toContainEqual(['boxKeeping.doubleStandUp']);
    expect(houseLines(la).at(-1)).toEqual(['deals']);
    expect(isDefaultHouse(DEFAULT_HOUSE)).toBe(true);
  });
});
