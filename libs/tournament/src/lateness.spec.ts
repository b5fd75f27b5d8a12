import {
  DEFAULT_LATENESS_RULE as UKBGF,
  type LatenessRule,
  assessLateness,
  forfeitAfterMinutes,
  forfeitThreshold,
  matchStartScore,
  minutesLate,
  validateLatenessRule,
} from './lateness';
import { errorCode, value } from './testing';

const late = (length: number, minutes: number) =>
  value(assessLateness(UKBGF, length, { minutesLate: minutes }));

describe('the UKBGF lateness rule', () => {
  it('4, 6, 11 and 31 minutes late in a 7-point match: 0, 1, 2 points, then a forfeit', () => {
    expect([4, 6, 11, 31].map((m) => [late(7, m).penalty, late(7, m).forfeit])).toEqual([
      [0, false],
      [1, false],
      [2, false],
      [6, true], // 6 points is past half of 7 (the forfeit comes at 4 points, after 20 minutes)
    ]);
  });

  it('the same minutes in an 11-point match: 31 minutes is 6 points, past 5.5, a forfeit', () => {
    expect([4, 6, 11, 31].map((m) => [late(11, m).penalty, late(11, m).forfeit])).toEqual([
      [0, false],
      [1, false],
      [2, false],
      [6, true],
    ]);
    // 21 minutes: 4 points forfeits a 7-point match but not an 11-point one.
    expect([late(7, 21).forfeit, late(11, 21).forfeit]).toEqual([true, false]);
  });

  it('the interval edges: 5:00 late is free, 5:01 is 1 point, 10:00 still 1, 10:01 is 2', () => {
    expect([5, 5 + 1 / 60, 10, 10 + 1 / 60].map((m) => late(11, m).penalty)).toEqual([0, 1, 1, 2]);
  });

  it('the forfeit threshold and the minutes after which it comes', () => {
    expect([7, 8, 11].map((n) => forfeitThreshold(UKBGF, n))).toEqual([4, 5, 6]);
    expect([7, 11].map((n) => forfeitAfterMinutes(UKBGF, n))).toEqual([20, 30]);
    expect([late(11, 30).forfeit, late(11, 30.5).forfeit]).toEqual([false, true]);
  });

  it('a numeric forfeitAt is capped at the match length, and the penalty shown at length - 1', () => {
    const rule: LatenessRule = { ...UKBGF, forfeitAt: 10 };
    expect(forfeitThreshold(rule, 7)).toBe(7);
    const r = value(assessLateness(rule, 7, { minutesLate: 60 }));
    expect([r.rulePenalty, r.penalty, r.forfeit]).toEqual([11, 6, true]);
  });

  it('minutes late from the round start and the check-in, never negative', () => {
    const start = Date.UTC(2026, 0, 1, 19, 0);
    expect(minutesLate(start, start + 11 * 60_000)).toBe(11);
    expect(minutesLate(start, start - 60_000)).toBe(0);
  });
});

describe('the score the match starts with', () => {
  it('one player 11 minutes late in a 7-point match: the opponent starts with 2', () => {
    const s = value(matchStartScore(UKBGF, 7, [{ minutesLate: 11 }, { minutesLate: 0 }]));
    expect([s.score, s.forfeit]).toEqual([[0, 2], 'none']);
  });

  it("both late ('each', the default): 11 and 6 minutes in a 7-point match start 1-2", () => {
    const s = value(matchStartScore(UKBGF, 7, [{ minutesLate: 11 }, { minutesLate: 6 }]));
    expect(s.score).toEqual([1, 2]);
  });

  it("both late, 'net': only the difference counts, equal lateness starts 0-0", () => {
    expect(value(matchStartScore(UKBGF, 7, [{ minutesLate: 11 }, { minutesLate: 6 }], 'net')).score).toEqual([
      0, 1,
    ]);
    expect(value(matchStartScore(UKBGF, 7, [{ minutesLate: 8 }, { minutesLate: 9 }], 'net')).score).toEqual([
      0, 0,
    ]);
  });

  it('each player forfeits on his own lateness; both past the threshold is a double forfeit', () => {
    const one = value(matchStartScore(UKBGF, 7, [{ minutesLate: 2 }, { minutesLate: 25 }]));
    expect(one.forfeit).toBe(1);
    const both = value(matchStartScore(UKBGF, 7, [{ minutesLate: 25 }, { minutesLate: 31 }], 'net'));
    expect(both.forfeit).toBe('both');
  });
});

describe('a waived penalty', () => {
  it('the director waives the whole penalty with a reason: the match starts 0-0', () => {
    const waiver = { points: 'all' as const, reason: 'the venue opened late' };
    const s = value(matchStartScore(UKBGF, 7, [{ minutesLate: 11, waiver }, { minutesLate: 0 }]));
    expect(s.score).toEqual([0, 0]);
    expect([s.lateness[0].rulePenalty, s.lateness[0].waived, s.lateness[0].penalty]).toEqual([2, 2, 0]);
  });

  it('a partial waiver brings a forfeit back under the threshold; it never goes below 0', () => {
    const r = value(assessLateness(UKBGF, 7, { minutesLate: 21, waiver: { points: 1, reason: 'traffic' } }));
    expect([r.rulePenalty, r.penalty, r.forfeit]).toEqual([4, 3, false]);
    const over = value(
      assessLateness(UKBGF, 7, { minutesLate: 6, waiver: { points: 5, reason: 'traffic' } }),
    );
    expect([over.waived, over.penalty]).toEqual([1, 0]);
  });

  it('a waiver without a reason, or of a bad number of points, is refused', () => {
    expect(
      errorCode(assessLateness(UKBGF, 7, { minutesLate: 11, waiver: { points: 'all', reason: ' ' } })),
    ).toBe('INVALID_LATENESS');
    expect(
      errorCode(assessLateness(UKBGF, 7, { minutesLate: 11, waiver: { points: -1, reason: 'x' } })),
    ).toBe('INVALID_LATENESS');
  });
});

describe('bad input', () => {
  it('a rule that cannot end, a zero interval or negative numbers: INVALID_LATENESS_RULE', () => {
    const bad: LatenessRule[] = [
      { ...UKBGF, pointsPerInterval: 0 },
      { ...UKBGF, intervalMinutes: 0 },
      { ...UKBGF, graceMinutes: -1 },
      { ...UKBGF, pointsPerInterval: -1 },
      { ...UKBGF, intervalMinutes: Number.POSITIVE_INFINITY },
      { ...UKBGF, forfeitAt: 0 },
      { ...UKBGF, forfeitAt: 2.5 },
    ];
    for (const rule of bad) {
      const r = validateLatenessRule(rule);
      expect(errorCode(r)).toBe('INVALID_LATENESS_RULE');
      expect(r.ok || r.error.message.length > 10).toBe(true);
    }
    expect(value(validateLatenessRule(UKBGF))).toBe(UKBGF);
  });

  it('negative minutes late or a bad match length are refused', () => {
    expect(errorCode(assessLateness(UKBGF, 7, { minutesLate: -1 }))).toBe('INVALID_LATENESS');
    expect(errorCode(assessLateness(UKBGF, 0, { minutesLate: 3 }))).toBe('INVALID_MATCH_LENGTH');
    expect(
      errorCode(
        matchStartScore({ ...UKBGF, intervalMinutes: 0 }, 7, [{ minutesLate: 1 }, { minutesLate: 0 }]),
      ),
    ).toBe('INVALID_LATENESS_RULE');
  });
});
