import { type PlayedMatch, headToHead, rivals } from './head-to-head';

const m = (
  id: string,
  day: number,
  winner: string,
  loser: string,
  score: [number, number] = [5, 2],
  analysis?: PlayedMatch['analysis'],
): PlayedMatch => ({
  id,
  endedAt: `2026-12-${String(day).padStart(2, '0')}`,
  winner,
  loser,
  score,
  analysis,
});

describe('head-to-head', () => {
  it('counts matches, wins and points, and the PR weighted by decisions', () => {
    const matches = [
      m('1', 1, 'ana', 'bia', [5, 3], {
        ana: { decisions: 100, error: 1 },
        bia: { decisions: 100, error: 2 },
      }),
      m('2', 2, 'bia', 'ana', [7, 1], {
        ana: { decisions: 300, error: 5 },
        bia: { decisions: 300, error: 3 },
      }),
      m('3', 3, 'ana', 'bia', [5, 0]),
      m('4', 4, 'ana', 'caio'),
    ];
    const h = headToHead(matches, 'ana', 'bia', 2);
    expect(h.matches).toBe(3);
    // ana: 500 x (1 + 5) / 400 = 7.5; bia: 500 x 5 / 400 = 6.25 (the unanalysed match has no decisions)
    expect(h.sides).toEqual([
      { member: 'ana', wins: 2, points: 11, pr: 7.5, decisions: 400 },
      { member: 'bia', wins: 1, points: 10, pr: 6.25, decisions: 400 },
    ]);
    expect(h.lastResults.map((x) => x.id)).toEqual(['3', '2']);
    expect(headToHead(matches, 'bia', 'caio').sides[0].pr).toBeNull();
  });

  it('nemesis: lost to most (at least 3 matches), ties to the worse record; favourite: beaten most', () => {
    const matches = [
      ...[1, 2, 3].map((d) => m(`b${d}`, d, 'bia', 'ana')),
      m('b4', 4, 'ana', 'bia'),
      ...[5, 6, 7].map((d) => m(`c${d}`, d, 'caio', 'ana')),
      ...[8, 9].map((d) => m(`d${d}`, d, 'dani', 'ana')),
      ...[10, 11, 12].map((d) => m(`e${d}`, d, 'ana', 'edu')),
    ];
    const r = rivals(matches, 'ana', 3);
    // bia and caio both beat ana 3 times; caio has the 0 % record against her (bia 25 %); dani has 2 matches only
    expect(r.nemesis).toEqual({ opponent: 'caio', matches: 3, wins: 0, losses: 3 });
    expect(r.favourite).toEqual({ opponent: 'edu', matches: 3, wins: 3, losses: 0 });
    expect(rivals(matches, 'ana', 5)).toEqual({ nemesis: null, favourite: null });
  });
});
