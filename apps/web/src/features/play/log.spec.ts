import { boardFrom, currentGame } from '@gamao/engine';
import { reduce, startLocalGame } from './controller';
import { diceText, gameLog } from './log';
import { DEFAULT_SETTINGS } from './settings';

describe('game log', () => {
  it('writes turns in standard notation, ties, passes and the result', () => {
    let game = startLocalGame({ ...DEFAULT_SETTINGS, mode: 'hotseat' });
    game = reduce(game, { type: 'roll', dice: [2, 2] });
    game = reduce(game, { type: 'roll', dice: [1, 3] });
    game = reduce(game, { type: 'move', from: 8, to: 5 });
    game = reduce(game, { type: 'move', from: 6, to: 5 });
    game = reduce(game, { type: 'confirm' });
    const log = gameLog(currentGame(game.match));
    expect(log).toEqual([
      { kind: 'openingTie', dice: [2, 2] },
      { kind: 'opening', dice: [1, 3], starter: 1 },
      { kind: 'turn', side: 1, dice: '3-1', play: '8/5 6/5', pass: false },
    ]);
    expect(diceText([2, 6])).toBe('6-2');
  });

  it('shows a pass and a win', () => {
    let game = startLocalGame({ ...DEFAULT_SETTINGS, mode: 'hotseat' });
    const g = currentGame(game.match);
    const board = boardFrom({ 25: 1, 1: 14 }, { 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 19: 3 });
    game = { ...game, match: { ...game.match, games: [{ ...g, phase: 'rolling', turn: 0, board }] } };
    game = reduce(game, { type: 'roll', dice: [5, 4] });
    expect(gameLog(currentGame(game.match))).toEqual([
      { kind: 'turn', side: 0, dice: '5-4', play: null, pass: true },
    ]);
  });
});
