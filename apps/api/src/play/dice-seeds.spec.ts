import { deriveDice, newServerSeed, seedCommitment, verifyRolls } from './dice-seeds';

describe('verifiable dice', () => {
  it('derives the same roll from the same seeds and roll number, and another for the next number', () => {
    const seed = 'a'.repeat(64);
    expect(deriveDice(seed, ['x', 'y'], 0)).toEqual(deriveDice(seed, ['x', 'y'], 0));
    const rolls = Array.from({ length: 20 }, (_, r) => deriveDice(seed, ['x', 'y'], r).join(''));
    expect(new Set(rolls).size).toBeGreaterThan(10);
  });

  it('is a worked, documented function of the seeds (fixed vector)', () => {
    // HMAC-SHA256(key "seed", "alice:bob:0:0") starts with bytes 50, 220, ...: 50 mod 6 + 1 = 3, 220 mod 6 + 1 = 5.
    expect(deriveDice('seed', ['alice', 'bob'], 0)).toEqual([3, 5]);
    expect(deriveDice('seed', ['alice', 'bob'], 0)).not.toEqual(deriveDice('seed', ['alice', 'bobby'], 0));
  });

  it('commits to the seed with SHA-256', () => {
    expect(seedCommitment('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(newServerSeed()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives every face with equal frequency (chi-square over 60,000 dice)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const seed = newServerSeed();
    for (let r = 0; r < 30_000; r++) for (const die of deriveDice(seed, [null, null], r)) counts[die - 1]++;
    const expected = 10_000;
    const chi = counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.5); // p = 0.001 for 5 degrees of freedom
  });
});

describe('verifyRolls', () => {
  const seed = 'a revealed seed';
  const rolls = [3, 7, 8].map((seq, rollNumber) => ({
    seq,
    rollNumber,
    dice: deriveDice(seed, ['x', null], rollNumber),
  }));

  it('verifies rolls derived from the committed seed', () => {
    expect(verifyRolls(seed, seedCommitment(seed), ['x', null], rolls)).toEqual({
      verified: true,
      seedMatchesCommitment: true,
      rolls: 3,
      firstMismatchSeq: null,
    });
  });

  it('names the first roll that the seeds do not give, and a seed that is not the committed one', () => {
    const changed = rolls.map((r) =>
      r.seq === 7 ? { ...r, dice: [r.dice[0] === 6 ? 1 : 6, r.dice[1]] } : r,
    );
    expect(verifyRolls(seed, seedCommitment(seed), ['x', null], changed)).toMatchObject({
      verified: false,
      firstMismatchSeq: 7,
    });
    expect(verifyRolls(seed, seedCommitment('another'), ['x', null], rolls)).toMatchObject({
      verified: false,
      seedMatchesCommitment: false,
      firstMismatchSeq: null,
    });
  });
});
