import type { BoxAnswerAction, ChouetteAction } from './actions';
import { applyChouetteAction } from './chouette';
import { HOUSE_RULE_PRESETS, type HouseRules } from './house-rules';
import { allInitialDoubles } from './initial-cubes';
import { errorCode, run, scorekeeperGame } from './testing';

const five = ['box', 'c1', 'm2', 'm3', 'm4'];
const game = (house: Partial<HouseRules>, players = five) =>
  scorekeeperGame(players, { partnerThreshold: 6, house: house as HouseRules });
const doublesBy = (...ps: string[]): ChouetteAction[] => ps.map((player) => ({ type: 'double', player }));
const answer = (member: string, a: 'take' | 'drop' | 'beaver'): BoxAnswerAction => ({
  type: 'boxAnswer',
  player: 'box',
  member,
  answer: a,
});

describe('house rule: the box doubled by everyone with the initial cubes', () => {
  it('a box that must take half of 4 cubes: 2 drops go, the third is refused, then takes', () => {
    let s = run(game({ initialCubes: 'half' }), ...doublesBy('c1', 'm2', 'm3', 'm4'));
    expect(allInitialDoubles(s.game!)).toEqual(['c1', 'm2', 'm3', 'm4']);
    s = run(s, answer('c1', 'drop'), answer('m2', 'drop'));
    const refused = applyChouetteAction(s, answer('m3', 'drop'));
    expect(errorCode(refused)).toBe('INITIAL_CUBES_RULE');
    // Two dropped: the last two must be taken (2 of 4).
    s = run(s, answer('m3', 'take'));
    expect(errorCode(applyChouetteAction(s, answer('m4', 'drop')))).toBe('INITIAL_CUBES_RULE');
    s = run(s, answer('m4', 'take'), { type: 'endGame', winner: 'box' });
    // The box paid 1 for each cube it passed and wins both cubes it took at 2: box -1-1+2+2 = 2.
    expect(s.games[0].points).toEqual({ box: 2, c1: 1, m2: 1, m3: -2, m4: -2 });
  });

  it('the LA rule: the captain’s cube is always taken, a beaver counts as takes', () => {
    const s = run(game({ initialCubes: 'halfAndCaptain' }), ...doublesBy('m2', 'c1', 'm3', 'm4'));
    expect(errorCode(applyChouetteAction(s, answer('c1', 'drop')))).toBe('INITIAL_CUBES_RULE');
    run(s, answer('c1', 'take'), answer('m2', 'drop'), answer('m3', 'drop'));
  });

  it('does not apply when somebody does not double, or the cubes were turned before', () => {
    let s = run(game({ initialCubes: 'half' }), ...doublesBy('c1', 'm2', 'm3'));
    expect(allInitialDoubles(s.game!)).toBeNull();
    s = run(s, answer('c1', 'drop'), answer('m2', 'drop'), answer('m3', 'drop'));
    // m4 is now alone in the game: a window of one is never "everyone".
    s = run(s, ...doublesBy('m4'));
    expect(allInitialDoubles(s.game!)).toBeNull();
  });

  it('three-handed (LA): both or neither', () => {
    const s = run(game(HOUSE_RULE_PRESETS.la.house, ['box', 'c1', 'm2']), ...doublesBy('c1', 'm2'));
    const took = run(s, answer('c1', 'take'));
    expect(errorCode(applyChouetteAction(took, answer('m2', 'drop')))).toBe('INITIAL_CUBES_RULE');
    run(took, answer('m2', 'take'));
    const passed = run(s, answer('m2', 'drop'));
    // The half-and-captain rule gives way to both-or-neither at three players.
    run(passed, answer('c1', 'drop'));
    expect(errorCode(applyChouetteAction(run(s, answer('c1', 'drop')), answer('m2', 'take')))).toBe(
      'INITIAL_CUBES_RULE',
    );
  });

  it('the default (free) lets the box drop everything; a non-box answer is still NOT_BOX', () => {
    const s = run(game({}), ...doublesBy('c1', 'm2', 'm3', 'm4'));
    run(s, answer('c1', 'drop'), answer('m2', 'drop'), answer('m3', 'drop'), answer('m4', 'drop'));
    const half = run(game({ initialCubes: 'half' }), ...doublesBy('c1', 'm2', 'm3', 'm4'));
    expect(errorCode(applyChouetteAction(half, { ...answer('c1', 'drop'), player: 'm2' }))).toBe('NOT_BOX');
  });
});
