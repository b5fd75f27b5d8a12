import {
  type ChouetteView,
  cubeHistory,
  moveRoleOf,
  nextRoles,
  pointsOf,
  seatRole,
  turnOf,
  viewerSide,
} from './view';
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

describe('seats and cubes as the page labels them', () => {
  const seat = (id: string, role: ChouetteView['players'][number]['role']) => ({ role, user: { id } });

  it('labels the team members of the game in progress TEAM, and the queue between games QUEUE', () => {
    const g = gameView(); // box 'b', captain 'c', member 'q'
    expect(seatRole(seat('q', 'QUEUE'), g)).toBe('TEAM');
    expect(seatRole(seat('c', 'CAPTAIN'), g)).toBe('CAPTAIN');
    expect(seatRole(seat('b', 'BOX'), g)).toBe('BOX');
    // Between games, or a latecomer not in this game: still waiting in the queue.
    expect(seatRole(seat('q', 'QUEUE'), null)).toBe('QUEUE');
    expect(seatRole(seat('z', 'QUEUE'), g)).toBe('QUEUE');
  });

  it("does not repeat a pending offer in its cube's history", () => {
    const double = { action: 'double', by: 'member', value: 2 };
    const beaver = { action: 'beaver', by: 'box', value: 4 };
    const take = { action: 'take', by: 'box', value: 2 };
    type Member = Parameters<typeof cubeHistory>[0];
    const member = (offer: object | null, log: object[]) => ({ offer, log }) as unknown as Member;
    // "Ana dobrou para 2" is the situation: the history adds nothing.
    expect(cubeHistory(member({ stage: 'double', doubler: 'member', value: 2 }, [double]))).toEqual([]);
    // Beavered to 4: the double stays in the history, the beaver is the situation.
    expect(cubeHistory(member({ stage: 'beaver', doubler: 'box', value: 4 }, [double, beaver]))).toEqual([
      double,
    ]);
    // Taken, no offer pending: the whole history.
    expect(cubeHistory(member(null, [double, take]))).toEqual([double, take]);
  });
});
