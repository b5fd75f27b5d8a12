import { currentGame } from '@gamao/engine';
import { reduce, startLocalGame } from './controller';
import { DEFAULT_SETTINGS } from './settings';
import { STORAGE_KEY, clearGame, deserialise, loadGame, saveGame, serialise } from './storage';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('persistence of the local game', () => {
  it('round-trips the match, the settings and the moves of the turn in progress', () => {
    let game = startLocalGame({ ...DEFAULT_SETTINGS, mode: 'hotseat', level: 'hard' });
    game = reduce(game, { type: 'roll', dice: [6, 4] });
    game = reduce(game, { type: 'move', from: 24, to: 18 });
    const storage = memoryStorage();
    saveGame(storage, game);
    expect(storage.data.has(STORAGE_KEY)).toBe(true);
    const back = loadGame(storage);
    expect(back).not.toBeNull();
    expect(back?.match).toEqual(game.match);
    expect(back?.settings).toEqual(game.settings);
    expect(back?.moves).toEqual([{ from: 24, to: 18, die: 6 }]);
    expect(back?.notice).toEqual(game.notice);
    // And the restored game plays on.
    const next = reduce(back!, { type: 'move', from: 24, to: 20 });
    expect(next.error).toBeNull();
    expect(currentGame(reduce(next, { type: 'confirm' }).match).turn).toBe(1);
    clearGame(storage);
    expect(loadGame(storage)).toBeNull();
  });

  it('drops what it cannot trust', () => {
    expect(deserialise(null)).toBeNull();
    expect(deserialise('not json')).toBeNull();
    expect(deserialise('{"version":2}')).toBeNull();
    const game = startLocalGame(DEFAULT_SETTINGS);
    const broken = JSON.parse(serialise(game));
    broken.match.games[0].board[0][6] = 9;
    expect(deserialise(JSON.stringify(broken))).toBeNull();
    const stale = JSON.parse(serialise(reduce(game, { type: 'roll', dice: [3, 1] })));
    stale.moves = [{ from: 3, to: 1, die: 2 }];
    expect(deserialise(JSON.stringify(stale))?.moves).toEqual([]);
  });
});
