import {
  DAY_MS,
  type Ladder,
  createLadder,
  expireChallenge,
  issueChallenge,
  joinLadder,
  recordChallengeResult,
  refuseChallenge,
} from './ladder';

function ladderOf(members: string[], options = {}): Ladder {
  let l = createLadder(options);
  for (const m of members) {
    if (!l.ok) break;
    l = joinLadder(l.value, m);
  }
  if (!l.ok) throw new Error(l.error.message);
  return l.value;
}
const value = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('ladder', () => {
  const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('joins at the bottom, or by rating', () => {
    expect(ladderOf(['a', 'b']).rungs).toEqual(['a', 'b']);
    const l = value(joinLadder(ladderOf(['a', 'b', 'c']), 'n', { a: 1700, b: 1550, c: 1400, n: 1600 }));
    expect(l.rungs).toEqual(['a', 'n', 'b', 'c']);
  });

  it('refuses yourself, someone below, more than 5 places up, and anyone in an open challenge', () => {
    const l = ladderOf(seven);
    expect(issueChallenge(l, 'c1', 'g', 'g', 0)).toMatchObject({
      ok: false,
      error: { code: 'CHALLENGE_SELF' },
    });
    expect(issueChallenge(l, 'c1', 'c', 'g', 0)).toMatchObject({
      ok: false,
      error: { code: 'CHALLENGE_BELOW' },
    });
    expect(issueChallenge(l, 'c1', 'g', 'a', 0)).toMatchObject({
      ok: false,
      error: { code: 'CHALLENGE_TOO_FAR' },
    });
    const open = value(issueChallenge(l, 'c1', 'g', 'b', 0));
    expect(issueChallenge(open, 'c2', 'f', 'b', 0)).toMatchObject({
      ok: false,
      error: { code: 'IN_OPEN_CHALLENGE' },
    });
    expect(issueChallenge(open, 'c2', 'g', 'c', 0)).toMatchObject({
      ok: false,
      error: { code: 'IN_OPEN_CHALLENGE' },
    });
    expect(issueChallenge(open, 'c2', 'f', 'c', 0).ok).toBe(true);
  });

  it('a challenge won: the winner takes the place, everyone between moves down one (leapfrog)', () => {
    const l = value(issueChallenge(ladderOf(seven), 'c1', 'g', 'c', 0));
    expect(value(recordChallengeResult(l, 'c1', 'g')).rungs).toEqual(['a', 'b', 'g', 'c', 'd', 'e', 'f']);
  });

  it('a challenge won with movement "swap": only the two exchange places', () => {
    const l = value(issueChallenge(ladderOf(seven, { movement: 'swap' }), 'c1', 'g', 'c', 0));
    expect(value(recordChallengeResult(l, 'c1', 'g')).rungs).toEqual(['a', 'b', 'g', 'd', 'e', 'f', 'c']);
  });

  it('a challenge lost: nothing moves, and a second result is refused', () => {
    const l = value(
      recordChallengeResult(value(issueChallenge(ladderOf(seven), 'c1', 'g', 'c', 0)), 'c1', 'c'),
    );
    expect(l.rungs).toEqual(seven);
    expect(l.challenges[0].status).toBe('defender-won');
    expect(recordChallengeResult(l, 'c1', 'g')).toMatchObject({
      ok: false,
      error: { code: 'RESULT_ALREADY_RECORDED' },
    });
  });

  it('a deadline missed (7 days): the defender forfeits', () => {
    const l = value(issueChallenge(ladderOf(seven), 'c1', 'e', 'b', 0));
    expect(expireChallenge(l, 'c1', 7 * DAY_MS - 1)).toMatchObject({
      ok: false,
      error: { code: 'DEADLINE_NOT_PASSED' },
    });
    const after = value(expireChallenge(l, 'c1', 7 * DAY_MS));
    expect(after.rungs).toEqual(['a', 'e', 'b', 'c', 'd', 'f', 'g']);
    expect(after.challenges[0].status).toBe('expired');
  });

  it('a refusal: a forfeit, the challenger moves up', () => {
    const l = value(refuseChallenge(value(issueChallenge(ladderOf(seven), 'c1', 'd', 'c', 0)), 'c1'));
    expect(l.rungs).toEqual(['a', 'b', 'd', 'c', 'e', 'f', 'g']);
    expect(l.challenges[0].status).toBe('refused');
  });
});
