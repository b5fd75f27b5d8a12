import { applyChouetteAction } from './chouette';
import { checkProxies, followCaptainActions, proxyAction } from './proxy';
import { errorCode, run, scorekeeperGame, value } from './testing';

const players = ['box', 'cap', 'm2', 'm3'];

describe('house rule: an absent member', () => {
  it('a proxy answers for the absent member; the log names the member', () => {
    const s = run(scorekeeperGame(players, {}), { type: 'boxDouble', player: 'box' });
    const proxies = value(checkProxies(s.game!, { m3: 'm2' }, 'proxy'));
    const a = value(proxyAction(proxies, 'm2', 'm3', { type: 'memberAnswer', player: 'm2', answer: 'take' }));
    expect(a).toEqual({ type: 'memberAnswer', player: 'm3', answer: 'take' });
    expect(value(applyChouetteAction(s, a)).game?.members[2].cube.value).toBe(2);
  });

  it('refuses a caller who is not the proxy, and non-cube decisions', () => {
    const g = scorekeeperGame(players, {}).game!;
    expect(errorCode(proxyAction({ m3: 'm2' }, 'cap', 'm3', { type: 'double', player: 'cap' }))).toBe(
      'NOT_PROXY',
    );
    expect(errorCode(proxyAction({ m3: 'm2' }, 'm2', 'm3', { type: 'leave', player: 'm2' }))).toBe(
      'NOT_PROXY',
    );
    expect(errorCode(checkProxies(g, { m3: 'box' }, 'proxy'))).toBe('NOT_PROXY');
    expect(errorCode(checkProxies(g, { m3: 'm2', m2: 'cap' }, 'proxy'))).toBe('NOT_PROXY');
    expect(errorCode(checkProxies(g, { m3: 'm2' }, 'followCaptain'))).toBe('NOT_PROXY');
  });

  it("follow the captain: the absent member's cube declares and answers as the captain's", () => {
    let s = run(scorekeeperGame(players, {}), { type: 'double', player: 'm2' });
    expect(followCaptainActions(s.game!, ['m3'])).toEqual([]);
    s = run(s, { type: 'double', player: 'cap' });
    expect(followCaptainActions(s.game!, ['m3'])).toEqual([{ type: 'double', player: 'm3' }]);
    s = run(s, ...followCaptainActions(s.game!, ['m3']));
    s = run(
      s,
      { type: 'boxAnswer', player: 'box', member: 'cap', answer: 'take' },
      { type: 'boxAnswer', player: 'box', member: 'm2', answer: 'take' },
      { type: 'boxAnswer', player: 'box', member: 'm3', answer: 'take' },
      { type: 'boxDouble', player: 'box' },
      { type: 'memberAnswer', player: 'cap', answer: 'drop' },
    );
    expect(followCaptainActions(s.game!, ['m3'])).toEqual([
      { type: 'memberAnswer', player: 'm3', answer: 'drop' },
    ]);
  });
});
