import { START_BOARD } from '@gamao/engine';
import type { ChouetteView } from './view';

/** Test fixtures of a chouette table's view: a game in progress, box 'b', captain 'c', member 'q'. */
export type GameView = NonNullable<ChouetteView['game']>;

export const gameView = (over: Partial<GameView> = {}) =>
  ({
    index: 0,
    box: 'b',
    partner: null,
    captain: 'c',
    actingCaptain: 'c',
    phase: 'moving',
    turn: 'team',
    dice: [3, 1],
    pips: [167, 167],
    positionId: null,
    board: { side0: [...START_BOARD[0]], side1: [...START_BOARD[1]] },
    members: [
      { player: 'c', cubeValue: 1, cubeOwner: null, inGame: true, offer: null, outcome: null, log: [] },
      { player: 'q', cubeValue: 1, cubeOwner: null, inGame: true, offer: null, outcome: null, log: [] },
    ],
    window: null,
    suggestions: [],
    resignation: null,
    legalPlays: [],
    ...over,
  }) as GameView;

/** The captain 'c' must play (or confirm a suggestion); the member 'q' may suggest. */
export const captainPlaysMemberSuggests: ChouetteView['waitingFor'] = [
  { player: 'c', decision: 'play', actions: ['play', 'confirmSuggestion'], member: null, optional: false },
  { player: 'q', decision: 'suggest', actions: ['suggest'], member: null, optional: true },
];
