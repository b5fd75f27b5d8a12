import { jokerRankOf, markOf, prBand, prOf } from './grading';

describe('marks', () => {
  it.each([
    [0, 'none'],
    [0.0399, 'none'],
    [0.04, 'doubtful'],
    [0.0799, 'doubtful'],
    [0.08, 'bad'],
    [0.16, 'veryBad'],
    [1.2, 'veryBad'],
  ])('an error of %p is %p', (error, mark) => expect(markOf(error)).toBe(mark));
});

describe('PR and its bands', () => {
  it('is 500 times the average error per unforced decision', () => {
    expect(prOf(0.5, 100)).toBeCloseTo(2.5, 12);
    expect(prOf(1, 0)).toBe(0);
  });

  it.each([
    [0, 'superGrandMaster'],
    [2.5, 'superGrandMaster'],
    [2.51, 'grandMaster'],
    [4, 'grandMaster'],
    [6, 'master'],
    [8, 'expert'],
    [12, 'advanced'],
    [16, 'intermediate'],
    [16.1, 'beginner'],
    [40, 'beginner'],
  ])('PR %p is %p', (pr, band) => expect(prBand(pr)).toBe(band));
});

describe('jokers', () => {
  it('are rolls of luck at least +0.6, anti-jokers at most -0.6', () => {
    expect(jokerRankOf(0.6)).toBe('joker');
    expect(jokerRankOf(0.59)).toBeUndefined();
    expect(jokerRankOf(-0.6)).toBe('antiJoker');
    expect(jokerRankOf(null)).toBeUndefined();
  });
});
