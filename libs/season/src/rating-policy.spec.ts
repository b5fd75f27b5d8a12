import {
  type ClubMatch,
  DEFAULT_RATING_POLICY,
  ratingEligibility,
  validateRatingPolicy,
} from './rating-policy';

const match = (over: Partial<ClubMatch> = {}): ClubMatch => ({
  id: 'm1',
  length: 5,
  board: 'physical',
  context: 'tournament',
  chouette: false,
  outcome: 'played',
  ...over,
});

describe('club rating policy', () => {
  it('rates a finished tournament match, and says so before it starts', () => {
    expect(ratingEligibility(DEFAULT_RATING_POLICY, match())).toEqual({ rated: true });
    expect(ratingEligibility(DEFAULT_RATING_POLICY, match({ outcome: 'pending' }))).toEqual({ rated: true });
  });

  it('by default (UKBGF) does not rate walkovers, forfeits, unfinished, settled, friendly or chouette matches', () => {
    const reasons = [
      match({ outcome: 'walkover' }),
      match({ outcome: 'forfeit' }),
      match({ outcome: 'unfinished' }),
      match({ outcome: 'settled' }),
      match({ context: 'friendly' }),
      match({ chouette: true }),
    ].map((m) => ratingEligibility(DEFAULT_RATING_POLICY, m));
    expect(reasons).toEqual(
      ['WALKOVER', 'FORFEIT', 'UNFINISHED', 'SETTLED', 'FRIENDLY', 'CHOUETTE'].map((reason) => ({
        rated: false,
        reason,
      })),
    );
    expect(ratingEligibility(DEFAULT_RATING_POLICY, match({ outcome: 'retirement' })).rated).toBe(true);
    expect(ratingEligibility(DEFAULT_RATING_POLICY, match({ outcome: 'timeout' })).rated).toBe(true);
  });

  it('applies the club choices: length, board, context', () => {
    const policy = {
      ...DEFAULT_RATING_POLICY,
      minLength: 5,
      online: false,
      contexts: { ...DEFAULT_RATING_POLICY.contexts, challenge: false },
      timeout: false,
    };
    expect(ratingEligibility(policy, match({ length: 3 }))).toEqual({ rated: false, reason: 'TOO_SHORT' });
    expect(ratingEligibility(policy, match({ board: 'online' }))).toEqual({
      rated: false,
      reason: 'ONLINE_NOT_RATED',
    });
    expect(ratingEligibility(policy, match({ context: 'challenge' }))).toEqual({
      rated: false,
      reason: 'CHALLENGE_NOT_RATED',
    });
    expect(ratingEligibility(policy, match({ outcome: 'timeout' }))).toEqual({
      rated: false,
      reason: 'TIMEOUT',
    });
    expect(ratingEligibility(policy, match({ length: 5 }))).toEqual({ rated: true });
  });

  it('refuses a policy that rates nothing or has a bad minimum', () => {
    expect(validateRatingPolicy({ ...DEFAULT_RATING_POLICY, minLength: 0 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_POLICY' },
    });
    expect(validateRatingPolicy({ ...DEFAULT_RATING_POLICY, online: false, physical: false }).ok).toBe(false);
  });
});
