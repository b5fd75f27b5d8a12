import { buildLedger, type Correction, type GameRecord } from './ledger';

const record = (index: number, points: Record<string, number>): GameRecord => ({
  index,
  box: Object.keys(points)[0],
  partner: null,
  captain: Object.keys(points)[1],
  actingCaptain: Object.keys(points)[1],
  winner: 'box',
  reason: 'recorded',
  boxVsCaptain: 'box',
  members: [],
  boxSide: Object.values(points)[0],
  points,
});

describe('ledger', () => {
  const games = [
    record(0, { a: 2, b: -1, c: -1 }),
    record(1, { a: -4, c: 2, b: 2 }),
    record(2, { c: 3, a: -1, d: -2 }),
  ];

  it('keeps running totals per player, with a row for everyone who joined', () => {
    const l = buildLedger(['a', 'b', 'c', 'd', 'e'], games, []);
    expect(l.players).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(l.games.map((g) => g.totals)).toEqual([
      { a: 2, b: -1, c: -1, d: 0, e: 0 },
      { a: -2, b: 1, c: 1, d: 0, e: 0 },
      { a: -3, b: 1, c: 4, d: -2, e: 0 },
    ]);
    expect(l.totals).toEqual({ a: -3, b: 1, c: 4, d: -2, e: 0 });
  });

  it('lists corrections beside the game they adjust and counts them in the totals', () => {
    const c: Correction = { seq: 9, game: 1, by: 'director', reason: 'cube misread', delta: { a: 2, b: -2 } };
    const l = buildLedger(['a', 'b', 'c', 'd'], games, [c]);
    expect(l.games[1].corrections).toEqual([c]);
    expect(l.games[1].record.points).toEqual({ a: -4, c: 2, b: 2 });
    expect(l.games[1].net).toEqual({ a: -2, c: 2, b: 0 });
    expect(l.games[0].corrections).toEqual([]);
    expect(l.totals).toEqual({ a: -1, b: -1, c: 4, d: -2 });
  });

  it('adds rows for players it was not told about', () => {
    expect(buildLedger([], games.slice(0, 1), []).players).toEqual(['a', 'b', 'c']);
  });
});
