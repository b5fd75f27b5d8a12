import { type TieBreak, type TieBreakRecord, medianOf, rankStandings, validateTieBreaks } from './tie-breaks';
import { errorCode, value } from './testing';

/** winner beat loser, 1 point to 0, by the game score given. */
const beat = (winner: string, loser: string, score: [number, number] = [5, 0]): TieBreakRecord => ({
  winner,
  loser,
  score,
  winnerPoints: 1,
  loserPoints: 0,
});
const table = (players: string[], records: TieBreakRecord[], tieBreaks: TieBreak[]) =>
  rankStandings({ players, records }, tieBreaks).map((r) => [r.rank, r.player, r.decidedBy]);

describe('validateTieBreaks', () => {
  it("keeps the director's order; an unknown or repeated name is INVALID_TIE_BREAKS", () => {
    expect(value(validateTieBreaks(['headToHead', 'buchholz']))).toEqual(['headToHead', 'buchholz']);
    expect(errorCode(validateTieBreaks(['buchholz', 'coinToss']))).toBe('INVALID_TIE_BREAKS');
    expect(errorCode(validateTieBreaks(['buchholz', 'mostWins', 'buchholz']))).toBe('INVALID_TIE_BREAKS');
    expect(value(validateTieBreaks([]))).toEqual([]);
  });
});

describe('each tie-break on a worked example, and what decided each pair', () => {
  it("buchholz: the sum of the opponents' points; x, y and z won once", () => {
    const records = [beat('x', 'w'), beat('y', 'z'), beat('z', 'w')];
    expect(table(['x', 'y', 'z', 'w'], records, ['buchholz'])).toEqual([
      [1, 'y', null], // opponent z: 1
      [1, 'z', null], // opponents y (1) and w (0): 1, equal
      [3, 'x', 'buchholz'], // opponent w: 0
      [4, 'w', 'points'],
    ]);
  });

  it('medianBuchholz: equal Buchholz 9; without the best and worst opponent x has 3, y 2', () => {
    // x lost to a, b, c (1, 3, 5 points); y to d, e, f (2, 2, 5). Extra points come as byes.
    const records = ['a', 'b', 'c'].map((o) => beat(o, 'x')).concat(['d', 'e', 'f'].map((o) => beat(o, 'y')));
    const extra = { b: 2, c: 4, d: 1, e: 1, f: 4 };
    const byes = Object.entries(extra).map(([player, points]) => ({ player, points }));
    const players = ['y', 'x', 'a', 'b', 'c', 'd', 'e', 'f'];
    const rows = rankStandings({ players, records, byes }, ['buchholz', 'medianBuchholz']);
    expect(
      rows
        .filter((r) => r.points === 0)
        .map((r) => [r.player, r.tieBreaks.buchholz, r.tieBreaks.medianBuchholz, r.decidedBy]),
    ).toEqual([
      ['x', 9, 3, 'points'],
      ['y', 9, 2, 'medianBuchholz'],
    ]);
    expect([medianOf([3, 0, 0, 0]), medianOf([2, 3])]).toEqual([0, 5]);
  });

  it('sonnebornBerger: the points of the opponents beaten', () => {
    // x beat z (who then beat w: 1 point), y beat w (0): both 1 point, y lost to nobody... x's SB 1, y's SB 0.
    const records = [beat('x', 'z'), beat('y', 'w'), beat('z', 'w')];
    expect(table(['y', 'x', 'z', 'w'], records, ['sonnebornBerger'])).toEqual([
      [1, 'x', null],
      [2, 'y', 'sonnebornBerger'],
      [2, 'z', null], // z: 1 point, beat w (0): equal to y on SB 0, listed by seed after y
      [4, 'w', 'points'],
    ]);
  });

  it('headToHead, then points difference; mostWins; matchPoints never splits', () => {
    const records = [beat('a', 'b', [5, 4]), beat('b', 'c', [5, 0])];
    expect(table(['b', 'a', 'c'], records, ['pointsDifference'])).toEqual([
      [1, 'b', null],
      [2, 'a', 'pointsDifference'],
      [3, 'c', 'points'],
    ]);
    expect(table(['b', 'a', 'c'], records, ['headToHead', 'pointsDifference'])).toEqual([
      [1, 'a', null],
      [2, 'b', 'headToHead'],
      [3, 'c', 'points'],
    ]);
    expect(table(['b', 'a', 'c'], records, ['matchPoints'])).toEqual([
      [1, 'b', null],
      [1, 'a', null],
      [3, 'c', 'points'],
    ]);
  });

  it('mostWins separates a win from a bye of the same score', () => {
    const rows = rankStandings(
      { players: ['p', 'q', 'r'], records: [beat('q', 'r')], byes: [{ player: 'p', points: 1 }] },
      ['mostWins'],
    );
    expect(rows.map((r) => [r.rank, r.player, r.points, r.byes, r.decidedBy])).toEqual([
      [1, 'q', 1, 0, null],
      [2, 'p', 1, 1, 'mostWins'],
      [3, 'r', 0, 0, 'points'],
    ]);
  });

  it('after a three-way tie split by points difference, head-to-head between the two left decides', () => {
    // A beat B, B beat C, C beat A; all beat D. Points difference: B +8, A +4, C +4; C beat A.
    const records = [
      beat('A', 'B', [7, 6]),
      beat('B', 'C', [7, 5]),
      beat('C', 'A', [7, 4]),
      beat('A', 'D', [9, 3]),
      beat('B', 'D', [7, 0]),
      beat('C', 'D', [7, 4]),
    ];
    const rows = rankStandings({ players: ['A', 'B', 'C', 'D'], records }, [
      'headToHead',
      'pointsDifference',
      'pointsFor',
    ]);
    expect(rows.map((r) => [r.rank, r.player, r.decidedBy])).toEqual([
      [1, 'B', null],
      [2, 'C', 'pointsDifference'],
      [3, 'A', 'headToHead'],
      [4, 'D', 'points'],
    ]);
    // The values shown: head-to-head as in the last set it was applied to (A and C: C 1, A 0).
    expect(rows.map((r) => r.tieBreaks.headToHead)).toEqual([1, 1, 0, 0]);
    expect(rows.map((r) => r.tieBreaks.pointsDifference)).toEqual([8, 4, 4, -16]);
  });

  it('a virtual opponent (a bye, or a win whose opponent does not count) adds 0 to Buchholz', () => {
    const records = [beat('x', 'y'), { ...beat('z', 'w'), opponentCounts: false }, beat('y', 'w')];
    const rows = rankStandings({ players: ['x', 'y', 'z', 'w'], records }, ['buchholz', 'sonnebornBerger']);
    const bh = Object.fromEntries(rows.map((r) => [r.player, r.tieBreaks.buchholz]));
    // x's opponent y has 1; z's opponent is virtual (0); y's opponents x (1) and w (0); w's: y (1) and virtual.
    expect(bh).toEqual({ x: 1, y: 1, z: 0, w: 1 });
    expect(rows.find((r) => r.player === 'z')?.wins).toBe(1);
  });
});
