import { partnerAllowed, partnerCandidates, splitBoxResult } from './partner';

describe('partner (sócio) 50/50 split', () => {
  it.each([
    [-5, -3, -2],
    [5, 3, 2],
    [4, 2, 2],
    [-4, -2, -2],
    [1, 1, 0],
    [-1, -1, 0],
    [0, 0, 0],
    [-7, -4, -3],
    [13, 7, 6],
  ])('box side %i: box %i, partner %i (odd point to or from the box)', (total, box, partner) => {
    const split = splitBoxResult(total);
    expect(split).toEqual({ box, partner });
    expect(Object.is(split.partner, -0)).toBe(false);
    expect(split.box + split.partner).toBe(total);
  });

  it('is allowed from the threshold (5 by default), never with 0', () => {
    expect(partnerAllowed(4, 5)).toBe(false);
    expect(partnerAllowed(5, 5)).toBe(true);
    expect(partnerAllowed(9, 0)).toBe(false);
  });

  it('is a queue player, never the box or the captain', () => {
    expect(partnerCandidates(['a', 'b', 'c', 'd', 'e'])).toEqual(['c', 'd', 'e']);
  });
});
