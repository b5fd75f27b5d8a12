import type { ChouetteAction } from './actions';
import { applyChouetteAction, chouetteLedger } from './chouette';
import { giveExtra } from './extras';
import type { HouseRules } from './house-rules';
import { errorCode, run, scorekeeperGame, value } from './testing';

const players = ['box', 'cap', 'm2', 'm3'];
const doubled = (extras: HouseRules['extras']) =>
  run(
    scorekeeperGame(players, { house: { extras } as HouseRules }),
    { type: 'boxDouble', player: 'box' },
    { type: 'memberAnswer', player: 'cap', answer: 'take' },
    { type: 'memberAnswer', player: 'm2', answer: 'drop' },
    { type: 'memberAnswer', player: 'm3', answer: 'drop' },
  );

describe('house rule: extras for a lone taker', () => {
  it('an extra paid: m2 pays the captain instead of the box, and the captain holds m2’s cube at 2', () => {
    let s = value(giveExtra(doubled('mandatory'), 'm2', 'cap', false));
    expect(s.game?.extras).toEqual([{ from: 'm2', to: 'cap', paid: 1, value: 2, takerValue: 2 }]);
    s = run(s, { type: 'endGame', winner: 'team' });
    // cap wins 2 on the own cube, 2 on the extra, and m2's 1; m3's drop pays the box 1: box -2 -2 +1 = -3.
    expect(s.games[0].points).toEqual({ box: -3, cap: 5, m2: -1, m3: -1 });
    expect(chouetteLedger(s).totals).toEqual({ box: -3, cap: 5, m2: -1, m3: -1 });
  });

  it('the extra follows the taker’s cube when the box wins', () => {
    const s = run(value(giveExtra(doubled('optional'), 'm3', 'cap', true)), {
      type: 'endGame',
      winner: 'box',
    });
    // cap loses 2 own and 2 extra, gets m3's 1; m2's drop pays the box: box +2 +2 +1 = 5.
    expect(s.games[0].points).toEqual({ box: 5, cap: -3, m2: -1, m3: -1 });
  });

  it('refusals: no extras at the table, a refused optional extra, not a dropper, twice, after a roll', () => {
    expect(errorCode(giveExtra(doubled('none'), 'm2', 'cap', true))).toBe('EXTRA_NOT_ALLOWED');
    expect(errorCode(giveExtra(doubled('optional'), 'm2', 'cap', false))).toBe('EXTRA_NOT_ALLOWED');
    expect(errorCode(giveExtra(doubled('optional'), 'cap', 'm2', true))).toBe('EXTRA_NOT_ALLOWED');
    const once = value(giveExtra(doubled('mandatory'), 'm2', 'cap', false));
    expect(errorCode(giveExtra(once, 'm2', 'cap', false))).toBe('EXTRA_NOT_ALLOWED');
    expect(
      errorCode(
        giveExtra(
          scorekeeperGame(players, { house: { extras: 'optional' } as HouseRules }),
          'm2',
          'cap',
          true,
        ),
      ),
    ).toBe('NO_EXTRA_OFFERED');
  });

  it('as a logged action: an extra through applyChouetteAction, its shape checked first', () => {
    let s = run(doubled('optional'), { type: 'extra', player: 'm2', to: 'cap', takerAgrees: true });
    expect(s.game?.extras).toEqual([{ from: 'm2', to: 'cap', paid: 1, value: 2, takerValue: 2 }]);
    s = run(s, { type: 'endGame', winner: 'team' });
    expect(s.games[0].points).toEqual({ box: -3, cap: 5, m2: -1, m3: -1 });
    const bad = (action: unknown) =>
      errorCode(applyChouetteAction(doubled('optional'), action as ChouetteAction));
    expect(bad({ type: 'extra', player: 'm2', to: 'cap' })).toBe('INVALID_ACTION');
    expect(bad({ type: 'extra', player: 'm2', to: 7, takerAgrees: true })).toBe('INVALID_PLAYER');
    expect(bad({ type: 'extra', player: 'm2', to: 'cap', takerAgrees: false })).toBe('EXTRA_NOT_ALLOWED');
  });
});
