import fc from 'fast-check';
import {
  INITIAL_RATING,
  breakEvenWinRate,
  isRatedResult,
  kFactor,
  leaderboard,
  newRatingRecord,
  rateMatch,
  replayRatings,
  upsetProbability,
  winProbability,
} from './rating';
import { errorCode, value } from './testing';

describe('FIBS formula', () => {
  it('everyone starts at 1500 with no experience', () => {
    expect(newRatingRecord()).toEqual({ rating: INITIAL_RATING, experience: 0 });
    expect(INITIAL_RATING).toBe(1500);
  });

  it('K = max(1, 5 - experience / 100)', () => {
    expect(kFactor(0)).toBe(5);
    expect(kFactor(250)).toBe(2.5);
    expect(kFactor(400)).toBe(1);
    expect(kFactor(10000)).toBe(1);
  });

  it('equal ratings: P_upset = 1/2', () => {
    expect(upsetProbability(0, 7)).toBe(0.5);
    expect(winProbability(1500, 1500, 7)).toBe(0.5);
  });

  it('200 points above, 7-point matches: the favourite must win 64.8% to keep his rating', () => {
    // P_upset = 1 / (10^(200 * sqrt 7 / 2000) + 1) = 0.35224; expected change with equal K is
    // 4K sqrt(n) [w P_upset - (1 - w)(1 - P_upset)], zero at w = 1 - P_upset.
    expect(upsetProbability(200, 7)).toBeCloseTo(0.35224, 5);
    expect(breakEvenWinRate(200, 7)).toBeCloseTo(0.648, 3);
    expect(winProbability(1700, 1500, 7)).toBeCloseTo(0.648, 3);
    expect(winProbability(1500, 1700, 7)).toBeCloseTo(0.352, 3);
    // More figures of the same table: longer matches favour the stronger player.
    expect(breakEvenWinRate(100, 1)).toBeCloseTo(0.529, 3);
    expect(breakEvenWinRate(100, 11)).toBeCloseTo(0.594, 3);
    expect(breakEvenWinRate(200, 1)).toBeCloseTo(0.557, 3);
    expect(breakEvenWinRate(400, 7)).toBeCloseTo(0.772, 3);
  });

  it('at the break-even rate the expected change is zero (equal K)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 1, max: 25 }), (d, n) => {
        const fav = { rating: 1500 + d, experience: 500 };
        const dog = { rating: 1500, experience: 500 };
        const w = breakEvenWinRate(d, n);
        const favWins = value(rateMatch(fav, dog, n)).winner.change;
        const favLoses = value(rateMatch(dog, fav, n)).loser.change;
        expect(w * favWins + (1 - w) * favLoses).toBeCloseTo(0, 9);
      }),
    );
  });

  it('two newcomers, 5-point match: +-4*5*sqrt(5)/2 = 22.36', () => {
    const r = value(rateMatch(newRatingRecord(), newRatingRecord(), 5));
    expect(r.winner.change).toBeCloseTo(22.3607, 4);
    expect(r.winner.ratingAfter).toBeCloseTo(1522.3607, 4);
    expect(r.loser.change).toBeCloseTo(-22.3607, 4);
    expect(r.loser.ratingAfter).toBeCloseTo(1477.6393, 4);
    expect(r.winner).toMatchObject({ ratingBefore: 1500, experienceBefore: 0, experienceAfter: 5 });
    expect(r.loser).toMatchObject({ ratingBefore: 1500, experienceBefore: 0, experienceAfter: 5 });
  });

  it('favourite wins: small gain with his K, the loser pays with his own K', () => {
    // 1700 (exp 1000, K 1) beats 1500 (exp 200, K 3) over 7: P = P_upset = 0.35224
    const r = value(rateMatch({ rating: 1700, experience: 1000 }, { rating: 1500, experience: 200 }, 7));
    expect(r.winner.change).toBeCloseTo(4 * 1 * Math.sqrt(7) * 0.35224017, 6); // 3.7278
    expect(r.winner.change).toBeCloseTo(3.7278, 4);
    expect(r.loser.change).toBeCloseTo(-11.1833, 4);
    expect(r.loser.experienceAfter).toBe(207);
  });

  it('underdog wins: P = 1 - P_upset', () => {
    // 1500 (exp 250, K 2.5) beats 1700 (exp 50, K 4.5) over 3: P = 1 - P_upset = 0.59840
    const r = value(rateMatch({ rating: 1500, experience: 250 }, { rating: 1700, experience: 50 }, 3));
    expect(r.winner.change).toBeCloseTo(10.3647, 4);
    expect(r.winner.ratingAfter).toBeCloseTo(1510.3647, 4);
    expect(r.loser.change).toBeCloseTo(-18.6564, 4);
    expect(r.loser.ratingAfter).toBeCloseTo(1681.3436, 4);
  });

  it('with equal K the points won equal the points lost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 2200 }),
        fc.integer({ min: 1000, max: 2200 }),
        fc.integer({ min: 1, max: 25 }),
        (a, b, n) => {
          const r = value(rateMatch({ rating: a, experience: 300 }, { rating: b, experience: 300 }, n));
          expect(r.winner.change).toBeGreaterThan(0);
          expect(r.winner.change + r.loser.change).toBeCloseTo(0, 9);
        },
      ),
    );
  });

  it('refuses a bad length or record', () => {
    expect(errorCode(rateMatch(newRatingRecord(), newRatingRecord(), 0))).toBe('INVALID_MATCH_LENGTH');
    expect(errorCode(rateMatch({ rating: NaN, experience: 0 }, newRatingRecord(), 5))).toBe('INVALID_RATING');
    expect(errorCode(rateMatch(newRatingRecord(), { rating: 1500, experience: -1 }, 5))).toBe(
      'INVALID_RATING',
    );
  });

  it('walkovers are not rated; played and retired matches are', () => {
    expect(isRatedResult({ winner: 'a', loser: 'b', kind: 'walkover', score: null })).toBe(false);
    expect(isRatedResult({ winner: 'a', loser: 'b', kind: 'retirement', score: null })).toBe(true);
    expect(isRatedResult({ winner: 'a', loser: 'b', kind: 'played', score: [5, 2] })).toBe(true);
  });
});

describe('leaderboard', () => {
  it('highest rating first; equal ratings share a rank, more experience listed first', () => {
    const rows = leaderboard([
      { player: 'cid', rating: 1480, experience: 30 },
      { player: 'ana', rating: 1612.5, experience: 120 },
      { player: 'bia', rating: 1550, experience: 40 },
      { player: 'dan', rating: 1550, experience: 90 },
      { player: 'eva', rating: 1550, experience: 90 },
    ]);
    expect(rows.map((r) => [r.rank, r.player])).toEqual([
      [1, 'ana'],
      [2, 'dan'],
      [2, 'eva'],
      [2, 'bia'],
      [5, 'cid'],
    ]);
  });
});

describe('replayRatings', () => {
  it("folds a club history from 1500: the second match starts from the first one's ratings", () => {
    const replay = value(
      replayRatings([
        { winner: 'a', loser: 'b', length: 5 },
        { winner: 'c', loser: 'a', length: 3 },
      ]),
    );
    // a: 1522.3607 (exp 5) after match 1, then loses a 3-pointer to newcomer c (1500, exp 0).
    expect(replay.matches[0].winner.ratingAfter).toBeCloseTo(1522.3607, 4);
    const second = replay.matches[1];
    expect(second.loser).toMatchObject({
      ratingBefore: replay.matches[0].winner.ratingAfter,
      experienceBefore: 5,
    });
    const expected = value(rateMatch(newRatingRecord(), { rating: 1522.3607, experience: 5 }, 3));
    expect(second.winner.change).toBeCloseTo(expected.winner.change, 3);
    expect(replay.records.get('a')).toEqual({ rating: second.loser.ratingAfter, experience: 8 });
    expect(replay.records.get('b')?.rating).toBeCloseTo(1477.6393, 4);
    expect(replay.records.get('c')?.experience).toBe(3);
  });

  it('a corrected first result changes every later change (ratings depend on the path)', () => {
    const original = value(
      replayRatings([
        { winner: 'a', loser: 'b', length: 5 },
        { winner: 'a', loser: 'c', length: 5 },
      ]),
    );
    const corrected = value(
      replayRatings([
        { winner: 'b', loser: 'a', length: 5 },
        { winner: 'a', loser: 'c', length: 5 },
      ]),
    );
    expect(corrected.matches[1].winner.ratingBefore).toBeCloseTo(1477.6393, 4);
    expect(corrected.matches[1].winner.change).toBeGreaterThan(original.matches[1].winner.change);
    expect(corrected.records.get('b')?.rating).toBeCloseTo(1522.3607, 4);
  });

  it('refuses a player beating himself or a bad length', () => {
    expect(errorCode(replayRatings([{ winner: 'a', loser: 'a', length: 5 }]))).toBe('INVALID_RATING');
    expect(errorCode(replayRatings([{ winner: 'a', loser: 'b', length: 0 }]))).toBe('INVALID_MATCH_LENGTH');
  });
});
