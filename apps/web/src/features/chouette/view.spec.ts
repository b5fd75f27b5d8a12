import { START_BOARD } from '@gamao/engine';
import { type ChouetteView, moveRoleOf, nextRoles, pointsOf, turnOf, viewerSide } from './view';

const game = (over: Partial<NonNullable<ChouetteView['game']>> = {}) =>
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
  }) as NonNullable<ChouetteView['game']>;

const view = (g: NonNullable<ChouetteView['game']>, waitingFor: ChouetteView['waitingFor']) =>
  ({ seq: 1, game: g, waitingFor }) as unknown as ChouetteView;

const waits: ChouetteView['waitingFor'] = [
  { player: 'c', decision: 'play', actions: ['play', 'confirmSuggestion'], member: null, optional: false },
  { player: 'q', decision: 'suggest', actions: ['suggest'], member: null, optional: true },
];

describe('chouette view', () => {
  it('gives the box and the partner the box side, members the team side, others none', () => {
    const g = game({ partner: 'p' });
    expect(['b', 'p', 'c', 'q', 'x'].map((id) => viewerSide(g, id))).toEqual([
      'box',
      'box',
      'team',
      'team',
      null,
    ]);
  });

  it('lets the mover play and a member suggest, as the API says; nobody else moves checkers', () => {
    const v = view(game(), waits);
    expect(['c', 'q', 'b'].map((id) => moveRoleOf(v, id))).toEqual(['play', 'suggest', null]);
    expect(turnOf(v, 'c', []).mover).toBe(1);
    expect(turnOf(v, 'q', []).next.length).toBeGreaterThan(0);
    expect(turnOf(v, 'b', []).mover).toBeNull();
    expect(moveRoleOf(view(game({ phase: 'rolling' }), waits), 'c')).toBeNull();
  });

  it('completes a play once the dice are used', () => {
    const v = view(game(), waits);
    const moves = [
      { from: 8, to: 5, die: 3 as const },
      { from: 6, to: 5, die: 1 as const },
    ];
    expect(turnOf(v, 'c', moves).complete).toBe(true);
    expect(turnOf(v, 'c', moves.slice(0, 1)).complete).toBe(false);
  });

  it('reads the line and points', () => {
    expect(nextRoles(['b', 'c', 'q', 'r'])).toEqual({ box: 'b', captain: 'c', queue: ['q', 'r'] });
    expect(pointsOf([{ player: 'b', points: 3 }], 'b')).toBe(3);
    expect(pointsOf([], 'b')).toBe(0);
  });
});
