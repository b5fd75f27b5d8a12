import { snakeGroups } from './groups';
import { players } from './testing';

describe('snakeGroups', () => {
  it('deals seeds across the groups and back', () => {
    expect(snakeGroups(players(12), 3)).toEqual([
      ['p1', 'p6', 'p7', 'p12'],
      ['p2', 'p5', 'p8', 'p11'],
      ['p3', 'p4', 'p9', 'p10'],
    ]);
  });

  it('uneven counts: the first groups get the extra players', () => {
    expect(snakeGroups(players(7), 2)).toEqual([
      ['p1', 'p4', 'p5'],
      ['p2', 'p3', 'p6', 'p7'],
    ]);
    expect(snakeGroups(players(5), 1)).toEqual([players(5)]);
  });
});
