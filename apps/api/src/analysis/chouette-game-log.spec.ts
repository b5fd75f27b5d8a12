import { type Action, currentGame, replay } from '@gamao/engine';
import { randomSession } from '../../../../libs/chouette/src/testing';
import { chouetteGameLog } from './chouette-game-log';

/** Random but legal board sessions of @gamao/chouette, as the API stores them (one row per action). */
function storedSession(seed: string) {
  const options = { mode: 'board' as const };
  const { actions, state } = randomSession(seed, { options, games: 4 });
  const rows = actions.map((action, i) => ({
    seq: i + 1,
    action,
    actorId: null,
    createdAt: new Date(1000 * i),
  }));
  return { options, rows, state };
}

describe('a chouette board game as an engine match log', () => {
  it('replays through the engine to the same end as the table recorded, for every game of random sessions', () => {
    let checked = 0;
    for (const seed of ['a', 'b', 'c']) {
      const { options, rows, state } = storedSession(seed);
      state.games.forEach((record, index) => {
        const log = chouetteGameLog(options, rows, index + 1);
        expect(log).not.toBeNull();
        if (!log) return;
        expect(log.box).toBe(record.box);
        expect(log.captain).toBe(record.captain);
        expect(log.finished).toBe(true);
        const replayed = replay(log.options, log.actions as Action[]);
        if (!replayed.ok) throw new Error(`${seed} game ${index + 1}: ${replayed.error.message}`);
        const game = currentGame(replayed.value);
        if (record.reason === 'bearOff') {
          // The box is side 0, the team side 1; the engine ends the game on the last checker borne off.
          expect(replayed.value.games[0].result?.winner).toBe(record.winner === 'box' ? 0 : 1);
          checked++;
        } else {
          // Ended off the board (drops, resignations, a recorded result): the log stops where the table did.
          expect(game.result ?? null).toBeNull();
        }
      });
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('has no log for a game not started, or not played on a board', () => {
    const { options, rows, state } = storedSession('g');
    expect(chouetteGameLog(options, rows, state.games.length + 2)).toBeNull();
  });

  it('holds only the dice and the checker plays: an opening roll, then rolls and plays of both sides', () => {
    const { options, rows } = storedSession('h');
    const log = chouetteGameLog(options, rows, 1);
    expect(log?.actions[0]).toMatchObject({ type: 'roll' });
    expect(log?.actions[0]).not.toHaveProperty('side');
    expect(new Set(log?.actions.map((a) => a.type))).toEqual(new Set(['roll', 'play']));
    expect(log?.options).toEqual({ length: 0, cube: false });
  });
});
