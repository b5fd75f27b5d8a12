import { START_BOARD, applyMove, boardFrom } from '@gamao/engine';
import { placeCheckers } from './checkers';

describe('checker identities', () => {
  it('places 30 checkers matching the board', () => {
    const placed = placeCheckers(START_BOARD, null);
    expect(placed).toHaveLength(30);
    expect(new Set(placed.map((c) => c.id)).size).toBe(30);
    expect(placed.filter((c) => c.side === 0 && c.index === 13)).toHaveLength(5);
  });

  it('moves only the checker that moved (the top of its stack) and the one it hit', () => {
    const board = boardFrom({ 13: 2, 6: 13 }, { 20: 1, 19: 14 });
    const before = placeCheckers(board, null);
    const after = placeCheckers(applyMove(board, 0, { from: 13, to: 5, die: 6 }), before);
    const changed = after.filter((c) => {
      const b = before.find((x) => x.id === c.id);
      return b?.index !== c.index;
    });
    expect(changed).toHaveLength(2);
    const mover = changed.find((c) => c.side === 0);
    expect(mover?.index).toBe(5);
    expect(before.find((c) => c.id === mover?.id)?.stack).toBe(1);
    expect(changed.find((c) => c.side === 1)?.index).toBe(25);
  });
});
