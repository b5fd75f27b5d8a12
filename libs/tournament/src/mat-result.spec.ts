import { agreesWithResult } from './mat-result';

describe('a .mat file against the recorded result', () => {
  // A 5-point match that side 0 won 5-3.
  const recorded = { length: 5, score: [5, 3] as const, winnerSide: 0 as const };
  const file = { length: 5, score: [5, 3] as const, winner: 0 as const };

  it('agrees when the file ends at the recorded score, with the same winner', () => {
    expect(agreesWithResult(file, recorded, 0)).toBe(true);
    // The winner's points beyond the length: a report may write the length itself.
    expect(agreesWithResult({ ...file, score: [6, 3] }, recorded, 0)).toBe(true);
    expect(agreesWithResult(file, { ...recorded, score: [7, 3] }, 0)).toBe(true);
  });

  it('disagrees on another winner', () => {
    expect(agreesWithResult({ ...file, score: [3, 5], winner: 1 }, recorded, 0)).toBe(false);
    // Without a recorded score (a walkover) the winner alone decides.
    expect(agreesWithResult({ ...file, winner: 1 }, { ...recorded, score: null }, 0)).toBe(false);
    expect(agreesWithResult(file, { ...recorded, score: null }, 0)).toBe(true);
  });

  it("disagrees on the loser's score, and on a winner short of the length", () => {
    expect(agreesWithResult({ ...file, score: [5, 2] }, recorded, 0)).toBe(false);
    expect(agreesWithResult(file, { ...recorded, score: [4, 3] }, 0)).toBe(false);
  });

  it('disagrees on another match length, whatever the score', () => {
    expect(agreesWithResult({ ...file, length: 7 }, recorded, 0)).toBe(false);
    expect(agreesWithResult({ ...file, length: 3 }, { ...recorded, score: null }, 0)).toBe(false);
  });

  it("reads the file's players as the match's sides swapped when its player 0 is side 1", () => {
    // The file's player 0 is the match's side 1 (3 points); its player 1, side 0, won with 5.
    const swapped = { length: 5, score: [3, 5] as const, winner: 1 as const };
    expect(agreesWithResult(swapped, recorded, 1)).toBe(true);
    expect(agreesWithResult(swapped, recorded, 0)).toBe(false);
    expect(agreesWithResult(file, recorded, 1)).toBe(false);
    expect(agreesWithResult({ ...swapped, score: [2, 5] }, recorded, 1)).toBe(false);
  });
});
