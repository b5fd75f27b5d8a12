import type { ChouetteAction } from './actions';
import { answerSequence, nextToDecide } from './answer-order';
import { applyChouetteAction } from './chouette';
import type { HouseRules } from './house-rules';
import { errorCode, run, scorekeeperGame } from './testing';

const five = ['box', 'c1', 'm2', 'm3', 'm4'];
const game = (answerOrder: HouseRules['answerOrder']) =>
  scorekeeperGame(five, { partnerThreshold: 0, house: { answerOrder } as HouseRules });
const act = (type: 'double' | 'noDouble', player: string): ChouetteAction => ({ type, player });
const ans = (player: string, answer: 'take' | 'drop'): ChouetteAction => ({
  type: 'memberAnswer',
  player,
  answer,
});

describe('house rule: the order of the team’s cube decisions', () => {
  it('orders the team: as the line, or from its end up to the captain', () => {
    expect(answerSequence(['c1', 'm2', 'm3'], 'team')).toEqual(['c1', 'm2', 'm3']);
    expect(answerSequence(['c1', 'm2', 'm3'], 'fromEnd')).toEqual(['m3', 'm2', 'c1']);
    expect(answerSequence(['c1', 'm2', 'm3'], 'any')).toBeNull();
  });

  it('team order: after m3 opens, c1 declares before m2 and m4', () => {
    const s = run(game('team'), act('double', 'm3'));
    expect(nextToDecide(s.game!, 'team')).toBe('c1');
    expect(errorCode(applyChouetteAction(s, act('noDouble', 'm2')))).toBe('OUT_OF_ORDER');
    expect(errorCode(applyChouetteAction(s, act('double', 'm4')))).toBe('OUT_OF_ORDER');
    run(s, act('noDouble', 'c1'), act('double', 'm2'), act('noDouble', 'm4'));
  });

  it('from the end: the box’s double is answered by m4, m3, m2, then the captain', () => {
    const s = run(game('fromEnd'), { type: 'boxDouble', player: 'box' });
    expect(nextToDecide(s.game!, 'fromEnd')).toBe('m4');
    expect(errorCode(applyChouetteAction(s, ans('c1', 'take')))).toBe('OUT_OF_ORDER');
    const done = run(s, ans('m4', 'drop'), ans('m3', 'take'), ans('m2', 'take'), ans('c1', 'take'));
    expect(done.game?.window).toBeNull();
  });

  it('any order (default): as today', () => {
    const s = run(game('any'), { type: 'boxDouble', player: 'box' });
    run(s, ans('m3', 'take'), ans('c1', 'take'), ans('m4', 'drop'), ans('m2', 'take'));
  });

  it('a player outside the window is refused for what they are, not for the order', () => {
    const s = run(game('team'), { type: 'boxDouble', player: 'box' });
    expect(errorCode(applyChouetteAction(s, ans('nobody', 'take')))).toBe('NOT_A_MEMBER');
  });
});
