import { CHOUETTE_ACTION_TYPES, checkChouetteAction } from './actions';
import { errorCode, value } from './testing';

describe('action shapes (from JSON: trust nothing)', () => {
  it('returns a clean copy, unknown fields dropped', () => {
    expect(value(checkChouetteAction({ type: 'roll', player: 'a', dice: [3, 1], extra: 1 }))).toEqual({
      type: 'roll',
      player: 'a',
      dice: [3, 1],
    });
    expect(
      value(
        checkChouetteAction({
          type: 'play',
          player: 'a',
          moves: [{ from: 8, to: 5, die: 3, hit: true, x: 1 }],
        }),
      ),
    ).toEqual({ type: 'play', player: 'a', moves: [{ from: 8, to: 5, die: 3 }] });
    expect(value(checkChouetteAction({ type: 'endGame', winner: 'team' }))).toEqual({
      type: 'endGame',
      winner: 'team',
    });
    expect(value(checkChouetteAction({ type: 'startGame', initialCube: 2 }))).toEqual({
      type: 'startGame',
      initialCube: 2,
    });
    expect(value(checkChouetteAction({ type: 'callPartner', player: 'a', partner: null }))).toEqual({
      type: 'callPartner',
      player: 'a',
      partner: null,
    });
  });

  it('knows every action type', () => {
    expect(CHOUETTE_ACTION_TYPES).toHaveLength(24); // with the house rules' deal, extra and sheetEdit
  });

  it.each([
    [null, 'INVALID_ACTION'],
    [{ type: 'fly' }, 'INVALID_ACTION'],
    [{ type: 'join' }, 'INVALID_PLAYER'],
    [{ type: 'join', player: ' a' }, 'INVALID_PLAYER'],
    [{ type: 'join', player: 7 }, 'INVALID_PLAYER'],
    [{ type: 'roll', player: 'a', dice: [0, 3] }, 'INVALID_ACTION'],
    [{ type: 'rollForOrder', player: 'a', dice: [1] }, 'INVALID_ACTION'],
    [{ type: 'play', player: 'a', moves: [{ from: 30, to: 1, die: 1 }] }, 'INVALID_MOVE'],
    [{ type: 'play', player: 'a', moves: 'x' }, 'INVALID_MOVE'],
    [{ type: 'suggest', player: 'a', moves: [1, 2, 3, 4, 5] }, 'INVALID_MOVE'],
    [{ type: 'confirmSuggestion', player: 'a' }, 'INVALID_PLAYER'],
    [{ type: 'boxAnswer', player: 'a', member: 'b', answer: 'raccoon' }, 'INVALID_ACTION'],
    [{ type: 'boxAnswer', player: 'a', answer: 'take' }, 'INVALID_PLAYER'],
    [{ type: 'beaverAnswer', player: 'a', member: 'b', answer: 'beaver' }, 'INVALID_ACTION'],
    [{ type: 'memberAnswer', player: 'a', answer: 'refuse' }, 'INVALID_ACTION'],
    [{ type: 'resign', player: 'a', kind: 'triplo' }, 'INVALID_RESIGNATION'],
    [{ type: 'answerResignation', player: 'a', accept: 'yes' }, 'INVALID_ACTION'],
    [{ type: 'callPartner', player: 'a', partner: 3 }, 'INVALID_PARTNER'],
    [{ type: 'startGame', initialCube: '2' }, 'INVALID_ACTION'],
    [{ type: 'endGame', winner: 'captain' }, 'INVALID_RESULT'],
    [{ type: 'endGame', winner: 'box', kind: 'huge' }, 'INVALID_RESULT'],
    [{ type: 'endGame', winner: 'box', base: '3' }, 'INVALID_RESULT'],
    [{ type: 'correction', game: 0, delta: { a: 1, b: -1 }, reason: 'r' }, 'INVALID_CORRECTION'],
    [{ type: 'correction', by: 'd', game: 0, delta: { a: 1, b: -1 } }, 'INVALID_CORRECTION'],
    [{ type: 'correction', by: 'd', game: -1, delta: { a: 1, b: -1 }, reason: 'r' }, 'INVALID_CORRECTION'],
    [{ type: 'correction', by: 'd', game: 0, delta: [1], reason: 'r' }, 'INVALID_CORRECTION'],
    [{ type: 'correction', by: 'd', game: 0, delta: { a: 0.5, b: -0.5 }, reason: 'r' }, 'INVALID_CORRECTION'],
    [{ type: 'deal', player: 'a', terms: [{ member: 'b' }], agreedBy: ['b'] }, 'INVALID_DEAL'],
    [{ type: 'deal', player: 'a', terms: [{ member: 'b', points: 1 }] }, 'INVALID_DEAL'],
    [{ type: 'extra', player: 'a', to: 'b', takerAgrees: 'yes' }, 'INVALID_ACTION'],
  ])('refuses %j with %s', (action, code) => {
    expect(errorCode(checkChouetteAction(action))).toBe(code);
  });
});
