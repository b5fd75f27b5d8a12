import { type MatchState, boardFrom, currentGame, sideToAct } from '@gamao/engine';
import {
  type LocalGame,
  destinations,
  finishedGames,
  humanSide,
  reduce,
  sources,
  startLocalGame,
  turnView,
  unseenResult,
} from './controller';
import { DEFAULT_SETTINGS } from './settings';

const hotseat = () => startLocalGame({ ...DEFAULT_SETTINGS, mode: 'hotseat' });

/** A game whose current board and turn are replaced (the MatchState is plain JSON). */
function withPosition(game: LocalGame, board: ReturnType<typeof boardFrom>, turn: 0 | 1): LocalGame {
  const g = currentGame(game.match);
  const match: MatchState = { ...game.match, games: [{ ...g, phase: 'rolling', turn, board }] };
  return { ...game, match };
}

describe('local game controller', () => {
  it('rolls the opening, selects, moves, undoes and confirms a play', () => {
    let game = reduce(hotseat(), { type: 'roll', dice: [3, 1] });
    expect(game.notice).toEqual({ kind: 'opening', starter: 0, dice: [3, 1] });
    expect(sideToAct(game.match)).toBe(0);
    let view = turnView(game);
    expect(view.mover).toBe(0);
    expect(sources(view)).toEqual(expect.arrayContaining([24, 13, 8, 6]));

    game = reduce(game, { type: 'select', from: 8 });
    expect(game.selected).toBe(8);
    expect(destinations(turnView(game), 8).sort()).toEqual([5, 7]);

    game = reduce(game, { type: 'move', from: 8, to: 5 });
    expect(game.moves).toEqual([{ from: 8, to: 5, die: 3 }]);
    expect(game.selected).toBeNull();
    view = turnView(game);
    expect(view.remaining).toEqual([1]);
    expect(view.complete).toBe(false);

    game = reduce(game, { type: 'undo' });
    expect(game.moves).toEqual([]);

    game = reduce(game, { type: 'move', from: 8, to: 5 });
    game = reduce(game, { type: 'move', from: 6, to: 5 });
    view = turnView(game);
    expect(view.complete).toBe(true);
    expect(view.board[0][5]).toBe(2);

    game = reduce(game, { type: 'confirm' });
    expect(game.moves).toEqual([]);
    const g = currentGame(game.match);
    expect(g.phase).toBe('rolling');
    expect(g.turn).toBe(1);
    expect(g.events.at(-1)).toEqual({
      type: 'play',
      side: 0,
      moves: [
        { from: 8, to: 5, die: 3 },
        { from: 6, to: 5, die: 1 },
      ],
    });
  });

  it('refuses an incomplete play and a move that is not offered', () => {
    let game = reduce(hotseat(), { type: 'roll', dice: [6, 5] });
    game = reduce(game, { type: 'move', from: 24, to: 18 });
    game = reduce(game, { type: 'confirm' });
    expect(game.error).toBe('MUST_USE_BOTH_DICE');
    expect(currentGame(game.match).phase).toBe('moving');
    game = reduce(game, { type: 'move', from: 6, to: 3 });
    expect(game.error).toBe('ILLEGAL_PLAY');
    expect(game.moves).toHaveLength(1);
  });

  it('announces a forced pass from the roll event', () => {
    // Side 0 on the bar against a closed board.
    const board = boardFrom({ 25: 1, 6: 14 }, { 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3 });
    let game = withPosition(hotseat(), board, 0);
    game = reduce(game, { type: 'roll', dice: [6, 6] });
    expect(game.notice).toEqual({ kind: 'pass', side: 0, dice: [6, 6] });
    expect(currentGame(game.match).turn).toBe(1);
    expect(currentGame(game.match).phase).toBe('rolling');
  });

  it('bears off to the end of the match and shows the result once', () => {
    const board = boardFrom({ 1: 2 }, { 24: 15 });
    let game = withPosition(hotseat(), board, 0);
    game = reduce(game, { type: 'roll', dice: [2, 1] });
    expect(sources(turnView(game))).toEqual([1]);
    expect(destinations(turnView(game), 1)).toEqual([0]);
    game = reduce(game, { type: 'move', from: 1, to: 0 });
    game = reduce(game, { type: 'move', from: 1, to: 0 });
    game = reduce(game, { type: 'confirm' });
    expect(finishedGames(game.match)).toBe(1);
    expect(game.match.match.score).toEqual([1, 0]);
    expect(unseenResult(game)?.result?.points).toBe(1);
    game = reduce(game, { type: 'seenResult' });
    expect(unseenResult(game)).toBeNull();
  });

  it('runs the cube: double, beaver, raccoon in a money session', () => {
    let game = startLocalGame({
      ...DEFAULT_SETTINGS,
      mode: 'hotseat',
      profile: 'international',
      cube: true,
      length: 0,
      beaver: true,
      raccoon: true,
    });
    game = reduce(game, { type: 'roll', dice: [3, 1] });
    game = reduce(game, { type: 'move', from: 8, to: 5 });
    game = reduce(game, { type: 'move', from: 6, to: 5 });
    game = reduce(game, { type: 'confirm' });
    game = reduce(game, { type: 'cube', action: 'double' });
    expect(sideToAct(game.match)).toBe(0);
    game = reduce(game, { type: 'cube', action: 'beaver' });
    expect(sideToAct(game.match)).toBe(1);
    game = reduce(game, { type: 'cube', action: 'raccoon' });
    const cube = currentGame(game.match).cube;
    expect(cube).toEqual({ value: 8, owner: 0, offer: null });
  });

  it('ends a game on a drop, and on an accepted resignation', () => {
    let game = startLocalGame({
      ...DEFAULT_SETTINGS,
      mode: 'hotseat',
      profile: 'international',
      cube: true,
      length: 3,
    });
    game = reduce(game, { type: 'roll', dice: [3, 1] });
    game = reduce(game, { type: 'move', from: 8, to: 5 });
    game = reduce(game, { type: 'move', from: 6, to: 5 });
    game = reduce(game, { type: 'confirm' });
    game = reduce(game, { type: 'cube', action: 'double' });
    game = reduce(game, { type: 'cube', action: 'drop' });
    expect(game.match.match.score).toEqual([0, 1]);
    game = reduce(game, { type: 'seenResult' });
    game = reduce(game, { type: 'roll', dice: [1, 2] });
    game = reduce(game, { type: 'resign', side: 0, kind: 'gammon' });
    expect(sideToAct(game.match)).toBe(1);
    game = reduce(game, { type: 'answerResignation', accept: true });
    expect(game.match.match.score).toEqual([0, 3]);
    game = reduce(game, { type: 'newMatch' });
    expect(game.match.match.score).toEqual([0, 0]);
  });

  it('gives the computer side to nobody in computer mode', () => {
    let game = startLocalGame({ ...DEFAULT_SETTINGS, mode: 'computer' });
    game = reduce(game, { type: 'roll', dice: [1, 3] });
    expect(sideToAct(game.match)).toBe(1);
    expect(humanSide(game)).toBeNull();
  });
});
