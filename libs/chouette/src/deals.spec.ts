import type { ChouetteAction } from './actions';
import { applyChouetteAction, chouetteLedger } from './chouette';
import { makeDeal } from './deals';
import type { HouseRules } from './house-rules';
import { errorCode, run, scorekeeperGame, value } from './testing';

const players = ['box', 'cap', 'm2', 'm3', 'm4'];
const table = (deals = true) =>
  run(
    scorekeeperGame(players, { partnerThreshold: 5, house: { deals } as HouseRules }),
    { type: 'double', player: 'm2' },
    { type: 'boxAnswer', player: 'box', member: 'm2', answer: 'take' },
  );

describe('house rule: deals in the middle of a game', () => {
  it('a deal mid-game with m2 (cube 2, the box’s) and m3 (centred), then the ledger', () => {
    let s = value(
      makeDeal(
        table(),
        'box',
        [
          { member: 'm2', points: 1 },
          { member: 'm3', points: -1 },
        ],
        ['m2', 'm3'],
      ),
    );
    expect(s.game?.deals).toEqual([
      {
        members: [
          { member: 'm2', points: 1, cube: 2, owner: 'box' },
          { member: 'm3', points: -1, cube: 1, owner: 'centred' },
        ],
      },
    ]);
    expect(s.game?.members.filter((m) => m.outcome === null).map((m) => m.player)).toEqual(['cap', 'm4']);
    s = run(s, { type: 'endGame', winner: 'box' });
    expect(s.games[0].points).toEqual({ box: 2, cap: -1, m2: 1, m3: -1, m4: -1 });
    expect(chouetteLedger(s).totals).toEqual({ box: 2, cap: -1, m2: 1, m3: -1, m4: -1 });
    expect(s.games[0].members.find((m) => m.player === 'm2')?.reason).toBe('deal');
  });

  it('a deal with everyone left ends the game and rotates the line', () => {
    const s = value(
      makeDeal(
        table(),
        'box',
        ['cap', 'm2', 'm3', 'm4'].map((member) => ({ member, points: 1 })),
        ['cap', 'm2', 'm3', 'm4'],
      ),
    );
    expect(s.phase).toBe('ready');
    expect(s.games[0].points.box).toBe(-4);
    expect(s.line[0]).toBe('cap');
  });

  it('refusals: no deals at the table, not the box, a member not agreeing, a member out, bad points', () => {
    const term = [{ member: 'm3', points: 1 }];
    expect(errorCode(makeDeal(table(false), 'box', term, ['m3']))).toBe('DEALS_NOT_ALLOWED');
    expect(errorCode(makeDeal(table(), 'cap', term, ['m3']))).toBe('NOT_BOX');
    expect(errorCode(makeDeal(table(), 'box', term, []))).toBe('INVALID_DEAL');
    expect(errorCode(makeDeal(table(), 'box', [], []))).toBe('INVALID_DEAL');
    expect(errorCode(makeDeal(table(), 'box', [{ member: 'm3', points: 0.5 }], ['m3']))).toBe('INVALID_DEAL');
    expect(errorCode(makeDeal(table(), 'box', [{ member: 'x', points: 1 }], ['x']))).toBe('NOT_A_MEMBER');
    const pending = run(table(), { type: 'boxDouble', player: 'box' });
    expect(errorCode(makeDeal(pending, 'box', term, ['m3']))).toBe('DOUBLE_PENDING');
  });

  it('as a logged action: the same deal through applyChouetteAction, its shape checked first', () => {
    const s = run(table(), {
      type: 'deal',
      player: 'box',
      terms: [
        { member: 'm2', points: 1 },
        { member: 'm3', points: -1 },
      ],
      agreedBy: ['m2', 'm3'],
    });
    expect(s.game?.deals?.[0].members.map((m) => [m.member, m.points, m.cube, m.owner])).toEqual([
      ['m2', 1, 2, 'box'],
      ['m3', -1, 1, 'centred'],
    ]);
    expect(s.actionCount).toBe(table().actionCount + 1);
    const bad = (action: unknown) => errorCode(applyChouetteAction(table(), action as ChouetteAction));
    expect(bad({ type: 'deal', player: 'box', terms: [], agreedBy: [] })).toBe('INVALID_DEAL');
    expect(
      bad({ type: 'deal', player: 'box', terms: [{ member: 'm2', points: 0.5 }], agreedBy: ['m2'] }),
    ).toBe('INVALID_DEAL');
    expect(bad({ type: 'deal', player: 'box', terms: [{ member: 'm2', points: 1 }], agreedBy: 'm2' })).toBe(
      'INVALID_DEAL',
    );
    expect(bad({ type: 'deal', player: 'cap', terms: [{ member: 'm2', points: 1 }], agreedBy: ['m2'] })).toBe(
      'NOT_BOX',
    );
  });
});
