import {
  DEFAULT_TIME_LIMIT_RULE as LEADER,
  type TimeLimitRule,
  decideAtTimeLimit,
  sydneyScorePoints,
  timeLimitAt,
  timeLimitPassed,
  validateTimeLimit,
} from './timed-match';
import { errorCode, value } from './testing';

const SYDNEY: TimeLimitRule = { kind: 'sydney', rounds: 3, onTie: 'draw' };

describe('the time limit', () => {
  it('a 60-minute round started at 19:00 runs out at 20:00', () => {
    const start = Date.UTC(2026, 0, 1, 19, 0);
    expect(timeLimitAt(start, 60)).toBe(Date.UTC(2026, 0, 1, 20, 0));
    expect([
      timeLimitPassed(start, 60, start + 59 * 60_000),
      timeLimitPassed(start, 60, start + 60 * 60_000),
    ]).toEqual([false, true]);
  });
});

describe("'leaderWins'", () => {
  it('the game in play ends the match: a normal finish', () => {
    expect(value(decideAtTimeLimit(LEADER, 7, [4, 7]))).toEqual({
      kind: 'finished',
      winner: 1,
      points: [0, 1],
    });
  });

  it('nobody reached 7: the leader at 4-3 wins', () => {
    expect(value(decideAtTimeLimit(LEADER, 7, [4, 3]))).toEqual({
      kind: 'leaderWins',
      winner: 0,
      points: [1, 0],
    });
  });

  it('an equal score: one more game, then the new score decides', () => {
    expect(value(decideAtTimeLimit(LEADER, 7, [3, 3]))).toEqual({ kind: 'oneMoreGame' });
    // The sudden-death game was a gammon for the second player: 3-5.
    expect(value(decideAtTimeLimit(LEADER, 7, [3, 5]))).toMatchObject({ kind: 'leaderWins', winner: 1 });
  });
});

describe('the Sydney rule (Stavrou scoring, 3 rounds)', () => {
  it('a finished 5-2 win in a 5-point match: 103 and -3; a gammon past the length is capped', () => {
    expect(value(decideAtTimeLimit(SYDNEY, 5, [5, 2]))).toEqual({
      kind: 'finished',
      winner: 0,
      points: [103, -3],
    });
    expect(sydneyScorePoints(5, [6, 2])).toEqual([3, -3]);
  });

  it('stopped by the time at 4-2 in a 7-point match: the leader gets 2 + 97 = 99, the other -2', () => {
    expect(value(decideAtTimeLimit(SYDNEY, 7, [4, 2]))).toEqual({
      kind: 'leaderWins',
      winner: 0,
      points: [99, -2],
    });
  });

  it('an unfinished win is worth less than the same margin finished; 5 rounds give 95', () => {
    const finished = value(decideAtTimeLimit(SYDNEY, 7, [7, 5]));
    const unfinished = value(decideAtTimeLimit(SYDNEY, 7, [6, 4]));
    expect(finished.kind === 'finished' && unfinished.kind === 'leaderWins').toBe(true);
    if (finished.kind === 'finished' && unfinished.kind === 'leaderWins')
      expect(finished.points[0]).toBeGreaterThan(unfinished.points[0]);
    expect(value(decideAtTimeLimit({ ...SYDNEY, rounds: 5 }, 7, [1, 3]))).toEqual({
      kind: 'leaderWins',
      winner: 1,
      points: [-2, 97],
    });
  });

  it("an equal score with 'draw': no match points, 0 score points each", () => {
    expect(value(decideAtTimeLimit(SYDNEY, 7, [3, 3]))).toEqual({ kind: 'draw', points: [0, 0] });
  });
});

describe('bad input', () => {
  it('a limit of 0 or less minutes, rounds out of range, an unknown rule: INVALID_TIME_LIMIT', () => {
    expect(errorCode(validateTimeLimit(LEADER, 0))).toBe('INVALID_TIME_LIMIT');
    expect(errorCode(validateTimeLimit(LEADER, Number.NaN))).toBe('INVALID_TIME_LIMIT');
    expect(errorCode(validateTimeLimit({ ...SYDNEY, rounds: 0 }, 60))).toBe('INVALID_TIME_LIMIT');
    expect(errorCode(validateTimeLimit({ ...SYDNEY, rounds: 100 }, 60))).toBe('INVALID_TIME_LIMIT');
    expect(
      errorCode(validateTimeLimit({ kind: 'coinToss', onTie: 'draw' } as unknown as TimeLimitRule, 60)),
    ).toBe('INVALID_TIME_LIMIT');
    expect(value(validateTimeLimit(SYDNEY, 45))).toBe(SYDNEY);
  });

  it('a bad score or length', () => {
    expect(errorCode(decideAtTimeLimit(LEADER, 7, [7, 7]))).toBe('INVALID_SCORE');
    expect(errorCode(decideAtTimeLimit(LEADER, 7, [-1, 2]))).toBe('INVALID_SCORE');
    expect(errorCode(decideAtTimeLimit(LEADER, 0, [0, 0]))).toBe('INVALID_MATCH_LENGTH');
  });
});
