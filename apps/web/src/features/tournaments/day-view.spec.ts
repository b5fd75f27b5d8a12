import { attentionFirst, forfeitingPlayer, sheetRows, stateCounts, type DayBoard } from './day-view';

const board = (number: number, state: DayBoard['state']) => ({ number, state }) as DayBoard;

describe('day view', () => {
  it('puts disputes, then late boards, then results to confirm first, each by board number', () => {
    const boards = [
      board(1, 'PLAYING'),
      board(2, 'LATE'),
      board(3, 'DISPUTED'),
      board(4, 'WAITING_CONFIRMATION'),
      board(5, 'LATE'),
      board(6, 'FINISHED'),
    ];
    expect(attentionFirst(boards).map((b) => b.number)).toEqual([3, 2, 5, 4, 1, 6]);
    expect(stateCounts(boards)).toEqual({
      PLAYING: 1,
      LATE: 2,
      DISPUTED: 1,
      WAITING_CONFIRMATION: 1,
      FINISHED: 1,
    });
  });

  it('gives a score sheet 2 × length − 1 game rows, at least 3 and at most 13 (one A4 page)', () => {
    expect([1, 3, 5, 7, 11].map(sheetRows)).toEqual([3, 5, 9, 13, 13]);
  });

  it('names the one player past the forfeit for a one-tap walkover, nobody when none or both are', () => {
    const players = (a: boolean, b: boolean) =>
      [
        { player: { id: 'ana' }, forfeit: a },
        { player: { id: 'bia' }, forfeit: b },
      ] as DayBoard['players'];
    expect(forfeitingPlayer({ players: players(false, true) })).toBe('bia');
    expect(forfeitingPlayer({ players: players(false, false) })).toBeNull();
    expect(forfeitingPlayer({ players: players(true, true) })).toBeNull();
  });
});
