import type { ChouetteAction, ChouetteGame } from '@gamao/chouette';
import { formatPlay } from '@gamao/engine';
import { randomSession } from '../../../../libs/chouette/src/testing';
import { logEntry, replayLog } from './chouette-view';

describe("a chouette table's log", () => {
  it('writes each play as gnubg does, its hits marked, as the game recorded it', () => {
    const options = { mode: 'board' as const };
    let plays = 0;
    let hits = 0;
    for (const seed of ['a', 'b', 'c']) {
      const { actions } = randomSession(seed, { options, games: 4 });
      // As the API stores them: the moves as a client sends them, without hit flags.
      const sent = actions.map((a): ChouetteAction =>
        a.type === 'play' ? { ...a, moves: a.moves.map(({ from, to, die }) => ({ from, to, die })) } : a,
      );
      const rows = sent.map((action, i) => ({ seq: i + 1, action, actorId: null, createdAt: new Date(i) }));
      replayLog(options, rows, (row, before, after) => {
        if (row.action.type !== 'play') return;
        // The game's own event carries the moves with their hits (a closing play: in the game's records).
        const game: ChouetteGame | null =
          after.game && after.game.index === before.game?.index ? after.game : null;
        const event = game?.events.at(-1);
        if (event?.type !== 'play') return;
        const written = formatPlay(event.moves) || 'No play';
        expect(logEntry(row, before)).toMatchObject({
          type: 'play',
          detail: written,
          text: `Plays ${written}`,
        });
        plays++;
        if (written.includes('*')) hits++;
      });
    }
    expect(plays).toBeGreaterThan(50);
    expect(hits).toBeGreaterThan(0);
  });
});
