import { type ChouetteView, moveRoleOf, nextRoles, pointsOf, turnOf, viewerSide } from './view';
import { captainPlaysMemberSuggests, gameView } from './view-fixtures';

const game = gameView;

const view = (g: NonNullable<ChouetteView['game']>, waitingFor: ChouetteView['waitingFor']) =>
  ({ seq: 1, game: g, waitingFor }) as unknown as ChouetteView;

const waits = captainPlaysMemberSuggests;

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
