import { opponentOf, outcomeOf } from './dashboard-view';

const players = [
  { side: 0, user: { id: 'a', displayName: 'Ana' } },
  { side: 1, user: { id: 'b', displayName: 'Bia' } },
];

describe("the member's home", () => {
  it('names the opponent from either side, and nobody for a spectator', () => {
    expect(opponentOf({ players, viewerSide: 0 })).toBe('Bia');
    expect(opponentOf({ players, viewerSide: 1 })).toBe('Ana');
    expect(opponentOf({ players, viewerSide: null })).toBe('—');
  });

  it("writes a result from the viewer's side: 5–3 won as side 1 is the viewer's 5", () => {
    expect(outcomeOf({ winner: 1, viewerSide: 1, score: [3, 5] })).toEqual({ won: true, score: '5–3' });
    expect(outcomeOf({ winner: 1, viewerSide: 0, score: [3, 5] })).toEqual({ won: false, score: '3–5' });
    expect(outcomeOf({ winner: null, viewerSide: 0, score: [0, 0] })).toBeNull();
    expect(outcomeOf({ winner: 0, viewerSide: null, score: [1, 0] })).toBeNull();
  });
});
