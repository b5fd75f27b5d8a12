import { headToHeadView } from './head-to-head-view';

describe('headToHeadView', () => {
  it("tells the last results from the first member's side and rounds PR to two places", () => {
    const view = headToHeadView({
      matches: 2,
      sides: [
        { userId: 'a', displayName: 'Ana', wins: 1, points: 5, pr: 2.5, decisions: 40 },
        { userId: 'b', displayName: 'Bia', wins: 1, points: 8, pr: null, decisions: 0 },
      ],
      lastResults: [
        { matchId: 'm2', endedAt: '2026-12-02T20:00:00Z', winnerId: 'b', score: [5, 2] },
        { matchId: 'm1', endedAt: '2026-12-01T20:00:00Z', winnerId: 'a', score: [3, 1] },
      ],
    });
    expect(view.sides.map((s) => s.pr)).toEqual(['2.50', null]);
    expect(view.results).toEqual([
      { matchId: 'm2', endedAt: '2026-12-02T20:00:00Z', won: false, score: '2–5' },
      { matchId: 'm1', endedAt: '2026-12-01T20:00:00Z', won: true, score: '3–1' },
    ]);
  });
});
