import { type League, createLeague, recordLeagueResult } from './league';
import { DEFAULT_POINTS_RULE, divisionStandings, matchPoints } from './league-standings';
import { nextDivisions, nextSeason } from './promotion';
import { type ScoredRecord, type TieBreak, rankWithTieBreaks } from './tie-break-adapter';

const win = (winner: string, loser: string, winnerPoints = 2, loserPoints = 0): ScoredRecord => ({
  winner,
  loser,
  score: [5, 0],
  winnerPoints,
  loserPoints,
});
const order = (players: string[], records: ScoredRecord[], tieBreaks: TieBreak[]) =>
  rankWithTieBreaks(players, records, tieBreaks).map((r) => r.player);

/** Every match of the league played, the better seed (earlier in the list) winning 5-0. */
function playedBySeed(league: League): League {
  let l = league;
  for (const m of league.matches) {
    const d = league.divisions[m.division - 1].players;
    const winner = d.indexOf(m.players[0]) < d.indexOf(m.players[1]) ? m.players[0] : m.players[1];
    const r = recordLeagueResult(l, m.id, { kind: 'played', winner, score: [m.length, 0] });
    if (!r.ok) throw new Error(r.error.message);
    l = r.value;
  }
  return l;
}

describe('league points', () => {
  it('win 2 / loss 0, or 100 per win plus the margin (the winner capped at the length)', () => {
    expect(matchPoints(DEFAULT_POINTS_RULE, [5, 2], 5)).toEqual([2, 0]);
    expect(matchPoints({ kind: 'margin', perWin: 100 }, [5, 2], 5)).toEqual([103, 0]);
    expect(matchPoints({ kind: 'margin', perWin: 100 }, [6, 4], 5)).toEqual([101, 0]);
    expect(matchPoints({ kind: 'margin', perWin: 100 }, [5, 0], 5)).toEqual([105, 0]);
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

  it('points-difference, in a league division: a cycle of three broken by the scores', () => {
    const created = createLeague({ divisions: [['b', 'c', 'a']], lengths: [5] });
    if (!created.ok) throw new Error(created.error.message);
    let l = created.value;
    const scores: Record<string, [string, [number, number]]> = {
      'a-b': ['a', [5, 0]],
      'b-c': ['b', [5, 4]],
      'a-c': ['c', [5, 3]],
    };
    for (const m of l.matches) {
      const [winner, score] = scores[m.players.slice().sort().join('-')];
      const r = recordLeagueResult(l, m.id, { kind: 'played', winner, score });
      if (!r.ok) throw new Error(r.error.message);
      l = r.value;
    }
    const plain = divisionStandings(l, 1, DEFAULT_POINTS_RULE, []);
    expect(plain.ok && plain.value.map((r) => r.player)).toEqual(['b', 'c', 'a']);
    // a: +5 -2 = +3, c: -1 +2 = +1, b: -5 +1 = -4
    const broken = divisionStandings(l, 1, DEFAULT_POINTS_RULE, ['points-difference']);
    expect(broken.ok && broken.value.map((r) => [r.player, r.pointsDifference])).toEqual([
      ['a', 3],
      ['c', 1],
      ['b', -4],
    ]);
    expect(divisionStandings(l, 1, DEFAULT_POINTS_RULE, ['coin-toss' as TieBreak])).toMatchObject({
      ok: false,
      error: { code: 'INVALID_TIE_BREAKS' },
    });
  });
});

describe('promotion and relegation', () => {
  const divisions = [
    ['a1', 'a2', 'a3', 'a4'],
    ['b1', 'b2', 'b3', 'b4'],
    ['c1', 'c2', 'c3', 'c4'],
  ];
  const created = createLeague({ divisions, lengths: [7, 5, 3] });
  if (!created.ok) throw new Error(created.error.message);

  it('3 divisions, 1 up and 1 down: the next season drawn from the standings', () => {
    const finished = playedBySeed(created.value);
    expect(nextDivisions(finished, DEFAULT_POINTS_RULE, [], { up: 1, down: 1 })).toEqual({
      ok: true,
      value: [
        ['a1', 'a2', 'a3', 'b1'],
        ['a4', 'b2', 'b3', 'c1'],
        ['b4', 'c2', 'c3', 'c4'],
      ],
    });
    const next = nextSeason(finished, DEFAULT_POINTS_RULE, [], { up: 1, down: 1 });
    expect(next.ok && next.value.divisions.map((d) => d.length)).toEqual([7, 5, 3]);
    expect(next.ok && next.value.matches.every((m) => m.result === null)).toBe(true);
  });

  it('2 up and 2 down', () => {
    const r = nextDivisions(playedBySeed(created.value), DEFAULT_POINTS_RULE, [], { up: 2, down: 2 });
    expect(r.ok && r.value).toEqual([
      ['a1', 'a2', 'b1', 'b2'],
      ['a3', 'a4', 'c1', 'c2'],
      ['b3', 'b4', 'c3', 'c4'],
    ]);
  });

  it('waits for the season to end and refuses counts that do not fit', () => {
    expect(nextDivisions(created.value, DEFAULT_POINTS_RULE, [], { up: 1, down: 1 })).toMatchObject({
      ok: false,
      error: { code: 'SEASON_NOT_FINISHED' },
    });
    expect(
      nextDivisions(playedBySeed(created.value), DEFAULT_POINTS_RULE, [], { up: 2, down: 3 }),
    ).toMatchObject({
      ok: false,
      error: { code: 'INVALID_OPTIONS' },
    });
  });
});
