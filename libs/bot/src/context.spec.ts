import { type MatchIdInfo, newMatch } from '@gamao/engine';
import { MONEY_CONTEXT, contextOf, contextOfMatchId } from './context';

describe('context', () => {
  it('of a new money session', () => {
    const m = newMatch({ length: 0, beaver: true });
    if (!m.ok) throw new Error('match');
    expect(contextOf(m.value)).toEqual({ ...MONEY_CONTEXT, beaver: true });
  });

  it('of a match', () => {
    const m = newMatch({ length: 7 });
    if (!m.ok) throw new Error('match');
    const c = contextOf(m.value);
    expect(c.length).toBe(7);
    expect(c.crawford).toBe(false);
    expect(c.postCrawford).toBe(false);
  });

  it('of a Match ID: a side at match point outside the Crawford game is post-Crawford', () => {
    const info: MatchIdInfo = {
      cubeValue: 2,
      cubeOwner: 1,
      onRoll: 0,
      crawford: false,
      gameState: 'playing',
      turn: 0,
      doubleOffered: false,
      resignation: null,
      dice: null,
      matchLength: 5,
      score: [4, 1],
      jacoby: false,
    };
    expect(contextOfMatchId(info)).toMatchObject({ length: 5, cube: 2, cubeOwner: 1, postCrawford: true });
    expect(contextOfMatchId({ ...info, crawford: true }).postCrawford).toBe(false);
    expect(contextOfMatchId({ ...info, score: [2, 1] }).postCrawford).toBe(false);
  });
});
