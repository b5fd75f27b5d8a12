import { awaitsAnswer, rematchState } from './rematch-view';

describe('rematch view', () => {
  it('tells the offerer to wait and the other player to accept', () => {
    expect(rematchState(null, 'ana')).toEqual({ kind: 'none' });
    expect(rematchState({ offeredById: 'ana', newMatchId: null }, 'ana')).toEqual({ kind: 'waiting' });
    expect(rematchState({ offeredById: 'ana', newMatchId: null }, 'bia')).toEqual({ kind: 'offeredToMe' });
  });

  it('sends both players to the new match once accepted, and stops asking', () => {
    const accepted = rematchState({ offeredById: 'ana', newMatchId: 'm2' }, 'bia');
    expect(accepted).toEqual({ kind: 'accepted', matchId: 'm2' });
    expect(awaitsAnswer(accepted)).toBe(false);
    expect(awaitsAnswer({ kind: 'waiting' })).toBe(true);
  });
});
