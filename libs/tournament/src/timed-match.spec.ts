import {
  DEFAULT_TIME_LIMIT_RULE as LEADER,
  type TimeLimitRule,
  byePoints,
  decideAtTimeLimit,
  rankingPoints,
  sydneyScorePoints,
  timeLimitAt,
  timeLimitPassed,
  validateTimeLimit,
} from './timed-match';
import { createSwiss, pairNextSwissRound, recordSwissResult } from './swiss';
import { swissStandings } from './swiss-standings';
import { errorCode, players, value } from './testing';

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

describe('the Sydney rule in the standings (3-round evening, 5-point matches)', () => {
  const win = (winner: string, loser: string, score: [number, number] | null = null) => ({
    winner,
    loser,
    kind: 'played' as const,
    score,
  });

  it('a finished 5-2 win is 103 and -3; a win at the limit 4-1 is 97 + 3 = 100 and -3; a walkover 105 and -5', () => {
    expect(rankingPoints(SYDNEY, win('a', 'b', [5, 2]), 5)).toEqual([103, -3]);
    expect(rankingPoints(SYDNEY, win('a', 'b'), 5, 'timeLimit', [4, 1])).toEqual([100, -3]);
    const walkover = { winner: 'a', loser: 'b', kind: 'walkover' as const, score: null };
    expect(rankingPoints(SYDNEY, walkover, 5, 'walkover')).toEqual([105, -5]);
    // Leader wins ranks by wins; a bye is a win, or 100 under Sydney.
    expect(rankingPoints(LEADER, win('a', 'b'), 5, 'timeLimit', [4, 1])).toEqual([1, 0]);
    expect([byePoints(LEADER), byePoints(SYDNEY)]).toEqual([1, 100]);
  });

  it('a Swiss of 5 ranks by the Sydney points: the unfinished win counts less than the same margin finished', () => {
    let t = value(pairNextSwissRound(value(createSwiss(players(5), { rounds: 1, matchLengths: [5] }))));
    // Round 1: p1 v p3 and p2 v p4, p5 has the bye. p1 wins 5-2 on the board; p2 leads p4 4-1 at the limit.
    t = value(recordSwissResult(t, 'swiss-r1-t1', { kind: 'played', winner: 'p1', score: [5, 2] }));
    t = value(recordSwissResult(t, 'swiss-r1-t2', { kind: 'played', winner: 'p2' }));
    const rows = swissStandings(t, {
      ends: { 'swiss-r1-t2': 'timeLimit' },
      ranking: { rule: SYDNEY, limitScores: { 'swiss-r1-t2': [4, 1] } },
    });
    expect(rows.map((r) => `${r.rank} ${r.player} ${r.score} ${r.decidedBy ?? '-'}`)).toEqual([
      '1 p1 103 -',
      '2 p5 100 score',
      // Buchholz splits the 100s: the bye's virtual opponent has 0, p2's opponent p4 -3.
      '3 p2 100 buchholz',
      '4 p3 -3 score',
      '5 p4 -3 buchholz',
    ]);
    // Without the Sydney ranking the same results are three wins of 1.
    expect(swissStandings(t).map((r) => r.score)).toEqual([1, 1, 1, 0, 0]);
  });
});
