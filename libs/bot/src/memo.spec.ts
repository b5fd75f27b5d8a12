import { START_BOARD, boardFrom } from '@gamao/engine';
import { EvaluationMemo } from './memo';
import { type Outcome } from './outcome';

const chances = (win: number): Outcome => ({
  win,
  winGammon: win / 4,
  winBackgammon: win / 40,
  loseGammon: (1 - win) / 4,
  loseBackgammon: (1 - win) / 40,
});

describe('EvaluationMemo', () => {
  it('gives back what was stored for a board, and nothing for a board it never saw', () => {
    const memo = new EvaluationMemo(8);
    const race = boardFrom({ 6: 5, 5: 5, 4: 5 }, { 6: 5, 5: 5, 4: 5 });
    expect(memo.get(START_BOARD)).toBeUndefined();
    memo.set(START_BOARD, chances(0.5));
    expect(memo.get(race)).toBeUndefined();
    memo.set(race, chances(0.7));
    expect(memo.get(START_BOARD)).toEqual(chances(0.5));
    expect(memo.get(race)).toEqual(chances(0.7));
  });

  it('tells apart boards that differ by one checker, on either side, the bars and the borne-off included', () => {
    const memo = new EvaluationMemo(10);
    const boards = [];
    // One checker of either side's 6-point moved to any other of the 26 places.
    for (const side of [0, 1] as const) {
      for (let to = 0; to < 26; to++) {
        if (to === 6) continue;
        const b = [START_BOARD[0].slice(), START_BOARD[1].slice()];
        b[side][6]--;
        b[side][to]++;
        boards.push(b as unknown as typeof START_BOARD);
      }
    }
    boards.forEach((b, i) => {
      expect(memo.get(b)).toBeUndefined();
      memo.set(b, chances(i / 100));
    });
    boards.forEach((b, i) => expect(memo.get(b)?.win).toBe(i / 100));
  });

  it('forgets everything on clear()', () => {
    const memo = new EvaluationMemo(8);
    memo.get(START_BOARD);
    memo.set(START_BOARD, chances(0.5));
    memo.clear();
    expect(memo.get(START_BOARD)).toBeUndefined();
  });

  it('stops taking boards once half full, and still answers for those it holds', () => {
    const memo = new EvaluationMemo(4); // 16 slots: up to 8 boards
    const boards = Array.from({ length: 12 }, (_, n) => boardFrom({ 1: n + 1 }, { 1: 15 }));
    boards.forEach((b, i) => {
      memo.get(b);
      memo.set(b, chances(i / 20));
    });
    const kept = boards.filter((b) => memo.get(b) !== undefined);
    expect(kept).toHaveLength(8);
    kept.forEach((b) => expect(memo.get(b)?.win).toBe(boards.indexOf(b) / 20));
  });
});
