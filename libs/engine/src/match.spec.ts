import fc from 'fast-check';
import {
  isCrawfordGame,
  isMoneyPlay,
  isPostCrawford,
  matchWinner,
  recordGame,
  startMatch,
  type MatchScore,
} from './match';
import type { Result, Side } from './types';

const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};
const play = (m: MatchScore, ...games: [Side, number][]): MatchScore =>
  games.reduce((acc, [w, p]) => value(recordGame(acc, w, p)), m);

describe('startMatch', () => {
  it('defaults: Crawford on for matches, money play for length 0', () => {
    expect(startMatch({ length: 7 })).toMatchObject({
      length: 7,
      crawford: true,
      jacoby: false,
      score: [0, 0],
    });
    expect(startMatch({ length: 7, crawford: false }).crawford).toBe(false);
    expect(startMatch({ jacoby: true })).toMatchObject({ length: 0, crawford: false, jacoby: true });
    expect(startMatch({ length: 5, jacoby: true }).jacoby).toBe(false);
    expect(isMoneyPlay(startMatch())).toBe(true);
  });
});

describe('startMatch from a score', () => {
  it('starts at it; at length - 1 the first game is Crawford; ignored in money play', () => {
    expect(startMatch({ length: 7, score: [0, 2] })).toMatchObject({ score: [0, 2], crawfordGame: null });
    const m = startMatch({ length: 7, score: [6, 1] });
    expect([m.crawfordGame, isCrawfordGame(m)]).toEqual([0, true]);
    expect(isPostCrawford(play(m, [1, 1]))).toBe(true);
    expect(startMatch({ length: 7, crawford: false, score: [6, 1] }).crawfordGame).toBeNull();
    // A 1-point match: 0 is length - 1, but nobody has reached it.
    expect(startMatch({ length: 1, score: [0, 0] }).crawfordGame).toBeNull();
    expect(startMatch({ score: [3, 0] }).score).toEqual([0, 0]);
  });
});

describe('Crawford rule', () => {
  it('the first time a player reaches N-1 the next game is Crawford, then post-Crawford', () => {
    let m = play(startMatch({ length: 5 }), [0, 2], [1, 1]);
    expect(isCrawfordGame(m)).toBe(false);
    m = play(m, [0, 2]); // 4-1: side 0 reaches N-1
    expect(m.crawfordGame).toBe(3);
    expect(isCrawfordGame(m)).toBe(true);
    expect(isPostCrawford(m)).toBe(false);
    m = play(m, [1, 1]); // Crawford game won by the trailer: 4-2
    expect(isCrawfordGame(m)).toBe(false);
    expect(isPostCrawford(m)).toBe(true);
    m = play(m, [1, 2]); // 4-4: the other side reaching N-1 later makes no second Crawford game
    expect(isCrawfordGame(m)).toBe(false);
    expect(isPostCrawford(m)).toBe(true);
    expect(matchWinner(m)).toBeNull();
    m = play(m, [1, 2]);
    expect(matchWinner(m)).toBe(1);
    expect(m.score).toEqual([4, 6]); // points beyond N count in the record
  });

  it('jumping past N-1 straight to a win has no Crawford game', () => {
    const m = play(startMatch({ length: 3 }), [0, 1], [0, 4]);
    expect(m.crawfordGame).toBeNull();
    expect(matchWinner(m)).toBe(0);
  });

  it('switched off: never a Crawford game', () => {
    const m = play(startMatch({ length: 5, crawford: false }), [0, 4]);
    expect(isCrawfordGame(m)).toBe(false);
    expect(isPostCrawford(m)).toBe(false);
  });

  it('a 1-point match: every game is decisive, no Crawford game', () => {
    const m = startMatch({ length: 1 });
    expect(isCrawfordGame(m)).toBe(false);
    expect(matchWinner(play(m, [1, 1]))).toBe(1);
  });
});

describe('recordGame', () => {
  it('refuses games after the match is over, and bad points', () => {
    const m = play(startMatch({ length: 3 }), [0, 3]);
    const r = recordGame(m, 1, 1);
    expect(r.ok ? 'ok' : r.error.code).toBe('MATCH_OVER');
    const bad = recordGame(startMatch({ length: 3 }), 0, 0);
    expect(bad.ok ? 'ok' : bad.error.code).toBe('INVALID_ACTION');
  });

  it('money play never ends', () => {
    const m = play(startMatch(), [0, 64], [1, 8]);
    expect(matchWinner(m)).toBeNull();
    expect(m.score).toEqual([64, 8]);
  });

  it('property: points add up, and the Crawford game comes at most once, right after N-1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 15 }),
        fc.array(fc.tuple(fc.constantFrom<Side>(0, 1), fc.integer({ min: 1, max: 8 })), { maxLength: 40 }),
        (length, games) => {
          let m = startMatch({ length });
          let total = 0;
          for (const [w, p] of games) {
            if (matchWinner(m) !== null) break;
            const before = m;
            m = value(recordGame(m, w, p));
            total += p;
            if (m.crawfordGame !== before.crawfordGame) {
              expect(before.crawfordGame).toBeNull();
              expect(m.score[w]).toBe(length - 1);
              expect(isCrawfordGame(m)).toBe(true);
            }
          }
          expect(m.score[0] + m.score[1]).toBe(total);
          expect(m.games.reduce((s, g) => s + g.points, 0)).toBe(total);
        },
      ),
    );
  });
});
