import { bracketSize, firstRoundDraw, seedPositions } from './draw';
import { players } from './testing';

describe('draw', () => {
  it('bracket size is the next power of two, at least 2', () => {
    expect([2, 3, 4, 5, 8, 9, 11, 16, 17, 64].map(bracketSize)).toEqual([2, 4, 4, 8, 8, 16, 16, 16, 32, 64]);
  });

  it('standard seed placement', () => {
    expect(seedPositions(2)).toEqual([1, 2]);
    expect(seedPositions(4)).toEqual([1, 4, 2, 3]);
    expect(seedPositions(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedPositions(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
  });

  it('keeps seeds apart: 1-2 in different halves, 1-4 in different quarters, 1-8 in different eighths', () => {
    for (const size of [8, 16, 32, 64]) {
      const positions = seedPositions(size);
      for (let parts = 2; parts <= size / 2; parts *= 2) {
        const part = (seed: number) => Math.floor(positions.indexOf(seed) / (size / parts));
        const top = Array.from({ length: parts }, (_, i) => part(i + 1));
        expect(new Set(top).size).toBe(parts);
      }
    }
  });

  it('11 players: 16 lines, the 5 byes to seeds 1-5', () => {
    const draw = firstRoundDraw(players(11));
    expect(draw).toHaveLength(8);
    expect(draw).toEqual([
      ['p1', null],
      ['p8', 'p9'],
      ['p4', null],
      ['p5', null],
      ['p2', null],
      ['p7', 'p10'],
      ['p3', null],
      ['p6', 'p11'],
    ]);
  });
});
