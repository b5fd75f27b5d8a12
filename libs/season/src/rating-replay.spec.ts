import { DEFAULT_RATING_POLICY } from './rating-policy';
import { type LoggedMatch, replayClubRatings } from './rating-replay';

const m = (
  id: string,
  endedAt: string,
  winner: string,
  loser: string,
  over: Partial<LoggedMatch> = {},
): LoggedMatch => ({
  id,
  endedAt,
  winner,
  loser,
  length: 5,
  board: 'physical',
  context: 'league',
  chouette: false,
  outcome: 'played',
  ...over,
});

describe('replaying a club match log under its policy', () => {
  const log = [
    m('m1', '2026-12-01T20:00:00Z', 'ana', 'bia'),
    m('m2', '2026-12-02T20:00:00Z', 'bia', 'ana', { outcome: 'walkover' }),
    m('m3', '2026-12-03T20:00:00Z', 'bia', 'ana'),
  ];

  it('gives every rating change, skipping what the policy does not rate', () => {
    const r = replayClubRatings(DEFAULT_RATING_POLICY, log);
    if (!r.ok) throw new Error(r.error.message);
    // m1: equal ratings, K = 5 (experience 0): 4 x 5 x sqrt(5) x 1/2 = 22.36
    const first = r.value.entries[0];
    expect(first.rated && first.winnerChange).toBeCloseTo(10 * Math.sqrt(5), 10);
    expect(r.value.entries[1]).toEqual({ match: 'm2', rated: false, reason: 'WALKOVER' });
    // m3: the underdog (1477.64) wins; K = 5 - 5/100 = 4.95 for both (experience before the match)
    const d = 20 * Math.sqrt(5);
    const upset = 1 / (10 ** ((d * Math.sqrt(5)) / 2000) + 1);
    const third = r.value.entries[2];
    expect(third.rated && third.winnerChange).toBeCloseTo(4 * 4.95 * Math.sqrt(5) * (1 - upset), 10);
    expect(r.value.ratings.ana.experience).toBe(10);
  });

  it('is reproducible: the log order is its ended time, then id, whatever order it comes in', () => {
    const a = replayClubRatings(DEFAULT_RATING_POLICY, log);
    const b = replayClubRatings(DEFAULT_RATING_POLICY, log.slice().reverse());
    expect(b).toEqual(a);
  });
});
