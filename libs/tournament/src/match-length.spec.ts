import {
  DEFAULT_CRAWFORD,
  formatMatchLengths,
  matchLengthForRound,
  parseMatchLengths,
  validateMatchLengths,
} from './match-length';
import { errorCode, value } from './testing';

describe('match lengths per round', () => {
  it('5-5-7-9: each round its own length, the last repeating', () => {
    const lengths = value(parseMatchLengths('5-5-7-9'));
    expect(lengths).toEqual([5, 5, 7, 9]);
    expect([1, 2, 3, 4, 5, 6].map((r) => matchLengthForRound(lengths, r))).toEqual([5, 5, 7, 9, 9, 9]);
    expect(formatMatchLengths(lengths)).toBe('5-5-7-9');
  });

  it('reads commas and spaces too', () => {
    expect(value(parseMatchLengths(' 3, 5 7 '))).toEqual([3, 5, 7]);
  });

  it('refuses empty, zero, fractional and unreadable lengths', () => {
    expect(errorCode(parseMatchLengths(''))).toBe('INVALID_MATCH_LENGTH');
    expect(errorCode(parseMatchLengths('5-x-7'))).toBe('INVALID_MATCH_LENGTH');
    expect(errorCode(validateMatchLengths([5, 0]))).toBe('INVALID_MATCH_LENGTH');
    expect(errorCode(validateMatchLengths([5.5]))).toBe('INVALID_MATCH_LENGTH');
    expect(errorCode(validateMatchLengths([100]))).toBe('INVALID_MATCH_LENGTH');
  });

  it('Crawford is on by default', () => {
    expect(DEFAULT_CRAWFORD).toBe(true);
  });
});
