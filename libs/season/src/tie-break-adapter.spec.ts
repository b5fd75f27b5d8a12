import { type ScoredRecord, type TieBreak, rankWithTieBreaks, validateTieBreaks } from './tie-break-adapter';

const win = (winner: string, loser: string, winnerPoints = 2, loserPoints = 0): ScoredRecord => ({
  winner,
  loser,
  score: [5, 0],
  winnerPoints,
  loserPoints,
});
const order = (players: string[], records: ScoredRecord[], tieBreaks: TieBreak[]) =>
  rankWithTieBreaks(players, records, tieBreaks).map((r) => r.player);

describe('tie-break names', () => {
  it('refuses unknown and repeated tie-breaks', () => {
    expect(validateTieBreaks(['buchholz', 'coin-toss'])).toMatchObject({
      ok: false,
      error: { code: 'INVALID_TIE_BREAKS' },
    });
    expect(validateTieBreaks(['buchholz', 'buchholz'])).toMatchObject({
      ok: false,
      error: { code: 'INVALID_TIE_BREAKS' },
    });
  });
});

describe('a tie broken by each tie-break', () => {
  it('match-points never splits a tie on points: equal players share the rank, in seed order', () => {
    const rows = rankWithTieBreaks(['b', 'a', 'c'], [win('a', 'c'), win('b', 'c')], ['match-points']);
    expect(rows.map((r) => [r.player, r.rank])).toEqual([
      ['b', 1],
      ['a', 1],
      ['c', 3],
    ]);
  });

  it('most-wins (win 2, loss 1): y won once, x lost twice, both on 2 points', () => {
    const records = [win('y', 'z', 2, 1), win('z', 'x', 2, 1), win('w', 'x', 2, 1)];
    expect(order(['x', 'y', 'z', 'w'], records, [])).toEqual(['z', 'x', 'y', 'w']);
    expect(order(['x', 'y', 'z', 'w'], records, ['most-wins'])).toEqual(['z', 'y', 'w', 'x']);
  });

  it("buchholz: the sum of the opponents' points", () => {
    const records = [win('x', 'w'), win('y', 'z'), win('z', 'w')];
    expect(order(['x', 'y', 'z', 'w'], records, ['buchholz'])).toEqual(['y', 'z', 'x', 'w']);
  });

  it('median-buchholz: buchholz without the best and worst opponent', () => {
    // x lost to o1, o2, o3 (2, 7, 11 points: 20, median 7); y to o4, o5, o6 (4, 8, 8: 20, median 8)
    const extra = { o1: 0, o2: 5, o3: 9, o4: 2, o5: 6, o6: 6 };
    const records = [
      win('o1', 'x'),
      win('o2', 'x'),
      win('o3', 'x'),
      win('o4', 'y'),
      win('o5', 'y'),
      win('o6', 'y'),
      ...Object.entries(extra).map(([o, p]) => win(o, 'f', p)),
    ];
    const players = ['x', 'y', 'f', ...Object.keys(extra)];
    const rank = (tb: TieBreak[]) => order(players, records, tb).filter((p) => p === 'x' || p === 'y');
    expect(rank(['buchholz'])).toEqual(['x', 'y']);
    expect(rank(['buchholz', 'median-buchholz'])).toEqual(['y', 'x']);
  });

  it('sonneborn-berger: the points of the opponents beaten', () => {
    const records = [win('x', 'z'), win('y', 'w'), win('w', 'z')];
    expect(order(['x', 'y', 'w', 'z'], records, ['sonneborn-berger'])).toEqual(['y', 'x', 'w', 'z']);
  });

  it('head-to-head: the points in the matches between the tied players', () => {
    const records = [win('a', 'b'), win('b', 'c')];
    expect(order(['b', 'a', 'c'], records, [])).toEqual(['b', 'a', 'c']);
    expect(order(['b', 'a', 'c'], records, ['head-to-head'])).toEqual(['a', 'b', 'c']);
  });
});
