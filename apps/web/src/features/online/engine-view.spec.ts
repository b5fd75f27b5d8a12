import { cubeOf, diceOf, engineGame, engineOptions, mayDouble } from './engine-view';
import { matchView } from './testing';

describe('diceOf', () => {
  it('reads a pair of dice and refuses anything else', () => {
    expect(diceOf([6, 3])).toEqual([6, 3]);
    expect(diceOf(null)).toBeNull();
    expect(diceOf([6])).toBeNull();
    expect(diceOf([0, 7])).toBeNull();
  });
});

describe('cubeOf', () => {
  it('maps a centred cube and a pending offer to the engine', () => {
    expect(cubeOf(matchView())).toEqual({ value: 1, owner: 'centred', offer: null });
    const offered = matchView({
      cube: { value: 2, owner: 1, offeredBy: 1, offeredValue: 4, offerStage: 'double' },
    });
    expect(cubeOf(offered)).toEqual({ value: 2, owner: 1, offer: { stage: 'double', doubler: 1, value: 4 } });
  });
});

describe('engineGame', () => {
  it('is the current game of the view, without history', () => {
    const game = engineGame(
      matchView({
        phase: 'moving',
        dice: [3, 1],
        crawfordGame: true,
        resignation: { by: 1, kind: 'gammon' },
      }),
    );
    expect(game).toMatchObject({
      index: 0,
      phase: 'moving',
      turn: 0,
      dice: [3, 1],
      crawford: true,
      resignation: { by: 1, kind: 'gammon' },
      events: [],
      result: null,
    });
    expect(game.board[0][24]).toBe(2);
  });

  it('gives the engine options with no triplo row', () => {
    expect(engineOptions(matchView())).toMatchObject({
      length: 5,
      profile: 'international',
      triploPoints: 0,
    });
  });
});

describe('mayDouble', () => {
  it('allows the side to roll with the cube centred or its own', () => {
    expect(mayDouble(matchView(), 0)).toBe(true);
    expect(
      mayDouble(
        matchView({ cube: { value: 2, owner: 0, offeredBy: null, offeredValue: null, offerStage: null } }),
        0,
      ),
    ).toBe(true);
  });

  it('refuses the other side, spectators, after the roll, in the Crawford game and without the cube', () => {
    expect(mayDouble(matchView(), 1)).toBe(false);
    expect(mayDouble(matchView(), null)).toBe(false);
    expect(mayDouble(matchView({ phase: 'moving', dice: [3, 1] }), 0)).toBe(false);
    expect(mayDouble(matchView({ crawfordGame: true }), 0)).toBe(false);
    expect(mayDouble(matchView({ options: { ...matchView().options, cube: false } }), 0)).toBe(false);
    expect(
      mayDouble(
        matchView({ cube: { value: 2, owner: 1, offeredBy: null, offeredValue: null, offerStage: null } }),
        0,
      ),
    ).toBe(false);
    expect(mayDouble(matchView({ status: 'FINISHED' }), 0)).toBe(false);
  });
});
