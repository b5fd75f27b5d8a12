import { memberSeasonSummary, placingPoints, seasonAwards, seasonLeaderboard } from './season-points';

const rule = {
  table: [
    { minField: 2, places: [3, 1] },
    { minField: 8, places: [10, 6, 3, 3] },
  ],
  attendance: 1,
};

describe('season points', () => {
  it('looks up the table by field size', () => {
    expect(placingPoints(rule, 6, 1)).toBe(3);
    expect(placingPoints(rule, 8, 1)).toBe(10);
    expect(placingPoints(rule, 16, 4)).toBe(3);
    expect(placingPoints(rule, 16, 5)).toBe(0);
  });

  it('adds placing and attendance points; equal totals share a rank', () => {
    const awards = seasonAwards(rule, [
      {
        event: 't1',
        kind: 'tournament',
        fieldSize: 8,
        placings: [
          { member: 'ana', place: 1 },
          { member: 'bia', place: 2 },
          { member: 'caio', place: 3 },
        ],
      },
      {
        event: 'l1',
        kind: 'league',
        fieldSize: 4,
        placings: [
          { member: 'bia', place: 1 },
          { member: 'caio', place: 2 },
          { member: 'dani', place: 3 },
        ],
      },
    ]);
    if (!awards.ok) throw new Error(awards.error.message);
    // ana 10+1 = 11; bia 6+1 + 3+1 = 11; caio 3+1 + 1+1 = 6; dani 0+1 = 1
    expect(seasonLeaderboard(awards.value)).toEqual([
      { rank: 1, member: 'ana', points: 11, events: 1 },
      { rank: 1, member: 'bia', points: 11, events: 2 },
      { rank: 3, member: 'caio', points: 6, events: 2 },
      { rank: 4, member: 'dani', points: 1, events: 1 },
    ]);
    const caio = memberSeasonSummary(awards.value, 'caio');
    expect(caio).toMatchObject({ rank: 3, points: 6, events: 2, best: { event: 't1', placing: 3 } });
    expect(memberSeasonSummary(awards.value, 'zé')).toMatchObject({
      rank: null,
      points: 0,
      events: 0,
      best: null,
    });
  });

  it('refuses a place outside the field', () => {
    expect(
      seasonAwards(rule, [
        { event: 't', kind: 'tournament', fieldSize: 2, placings: [{ member: 'a', place: 3 }] },
      ]),
    ).toMatchObject({
      ok: false,
      error: { code: 'INVALID_OPTIONS' },
    });
  });
});
