/**
 * .mat import: our own export reads back to the same match, a file GNU Backgammon 1.07 wrote
 * (GNUBG_MAT below, also examples/gnubg-5-point.mat: gnubg against itself: `new match 5`, `export match mat`) reads with its
 * score, and every kind of bad file is refused with its game and line.
 */
import fc from 'fast-check';
import { type Action, type GameEvent, type MatchState, replay } from './game';
import { exportMat } from './mat';
import { type ImportedMat, type MatImportError, importMat } from './mat-import';
import { randomMatch } from './testing';
import type { CheckerMove, Result } from './types';

const imported = (text: string, unfinished = false): ImportedMat => {
  const r = importMat(text, { unfinished });
  if (!r.ok)
    throw new Error(`${r.error.code} (game ${r.error.game}, line ${r.error.line}): ${r.error.message}`);
  return r.value;
};
const failure = (r: Result<ImportedMat, MatImportError>): MatImportError => {
  if (r.ok) throw new Error('expected an error');
  return r.error;
};
const reexport = (m: ImportedMat): string => {
  const state = replay(m.log.options, m.log.actions);
  if (!state.ok) throw new Error(state.error.message);
  return exportMat(state.value, {
    player0Name: m.log.players?.[0],
    player1Name: m.log.players?.[1],
    date: m.log.date,
    event: m.log.event,
  });
};
/**
 * Each game's events as a .mat keeps them: a play's moves in a canonical order (not the order they were
 * made in, nor a roll's order of the dice, nor which die bore a checker off or which of two checkers hit, nor whether a beaver's acceptance was
 * implied), without resignation offers and refusals or tied opening rolls (the format has no place for them).
 */
const history = (state: MatchState): unknown =>
  state.games.map((g) => ({
    score: g.score,
    result: g.result,
    events: g.events
      .filter(
        (e) => !(e.type === 'resign' || e.type === 'rejectResignation' || e.type === 'acceptResignation'),
      )
      .filter((e) => !(e.type === 'openingRoll' && e.starter === null))
      // A beaver's acceptance: implied when beavers stand at once, an action when they may be answered.
      .filter((e, i, all) => !(e.type === 'take' && all[i - 1]?.type === 'beaver'))
      // The engine records a refused beaver as the doubler's drop or refuseBeaver: the same ending.
      .map((e): GameEvent => (e.type === 'refuseBeaver' ? { type: 'drop', side: e.side } : e))
      .map((e) =>
        e.type === 'play'
          ? {
              ...e,
              // The same checkers leave and land, with as many hits: the same position.
              moves: {
                from: e.moves.map((m) => m.from).sort(),
                to: e.moves.map((m) => m.to).sort(),
                hits: e.moves.filter((m) => m.hit).length,
              },
            }
          : e.type === 'roll'
            ? { ...e, dice: [...e.dice].sort((a, b) => b - a) }
            : e,
      ),
  }));
const mv = (from: number, to: number, die: CheckerMove['die'], hit?: boolean): CheckerMove =>
  hit ? { from, to, die, hit } : { from, to, die };

/** The first moves of mat.spec.ts's 3-point match (Bia opens 3-1, Ana answers 6-4). */
const THREE_POINTS: Action[] = [
  { type: 'roll', dice: [1, 3] },
  { type: 'play', side: 1, moves: [mv(8, 5, 3), mv(6, 5, 1)] },
];

// The 3-point match of mat.spec.ts, as exportMat writes it (and gnubg 1.07 imports it).
const THREE_POINTS_MAT = `; [Event "Clube de Gamão"]
; [EventDate "2026.11.30"]

 3 point match

 Game 1
 Ana Maria : 0                  Bia : 0
  1)                             31: 8/5 6/5
  2) 64: 24/18 18/14             52: 13/8 13/11*
  3) 66:                          Doubles => 2
  4)  Drops                       Wins 1 point

 Game 2
 Ana Maria : 0                  Bia : 1
  1) 52: 13/8 13/11
      Wins 2 points

 Game 3
 Ana Maria : 2                  Bia : 1
  1) 43: 13/9 13/10              65: 24/18 18/13
                                  Wins 1 point

 Game 4
 Ana Maria : 2                  Bia : 2
  1) 61: 13/7 8/7                 Doubles => 2
  2)  Takes                      22: 13/11 13/11 6/4 6/4
      Wins 6 points

`;

describe('importMat', () => {
  it('reads a match back into engine actions: opening roll, hits, a dance, cube, resignations', () => {
    const m = imported(THREE_POINTS_MAT);
    expect(m.score).toEqual([8, 2]);
    expect(m.winner).toBe(0);
    expect(m.games).toBe(4);
    expect(m.finished).toBe(true);
    expect(m.log.players).toEqual(['Ana Maria', 'Bia']);
    expect(m.log.date).toBe('2026-11-30');
    expect(m.log.event).toBe('Clube de Gamão');
    expect(m.log.options).toMatchObject({ length: 3, crawford: true });
    const firstGame: Action[] = [
      // Bia (right column) opens with 3-1: her die is the higher one.
      { type: 'roll', dice: [1, 3] },
      { type: 'play', side: 1, moves: [mv(8, 5, 3), mv(6, 5, 1)] },
      { type: 'roll', side: 0, dice: [6, 4] },
      { type: 'play', side: 0, moves: [mv(24, 18, 6), mv(18, 14, 4)] },
      { type: 'roll', side: 1, dice: [5, 2] },
      { type: 'play', side: 1, moves: [mv(13, 8, 5), mv(13, 11, 2, true)] },
      { type: 'roll', side: 0, dice: [6, 6] },
      { type: 'double', side: 1 },
      { type: 'drop', side: 0 },
    ];
    expect(m.log.actions.slice(0, firstGame.length)).toEqual(firstGame);
    // Game 2 ends by Bia's resignation of a gammon, game 4 by her backgammon with the cube at 2.
    expect(m.log.actions).toContainEqual({ type: 'resign', side: 1, kind: 'gammon' });
    expect(m.log.actions).toContainEqual({ type: 'resign', side: 1, kind: 'backgammon' });
  });

  it('round-trips our own export', () => {
    expect(reexport(imported(THREE_POINTS_MAT))).toBe(THREE_POINTS_MAT);
  });

  it('reads a file GNU Backgammon wrote (trailing spaces, dances, bear-offs written n/0)', () => {
    const m = imported(GNUBG_MAT);
    expect(m.games).toBe(4);
    expect(m.score).toEqual([6, 2]);
    expect(m.winner).toBe(0);
    expect(m.log.players).toEqual(['gnubg', 'root']);
  });

  it('round-trips random matches of every cube option, finished or not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100000 }),
        fc.record({
          length: fc.constantFrom(0, 3, 5),
          beaver: fc.boolean(),
          raccoon: fc.boolean(),
          beaverRefusal: fc.boolean(),
          crawford: fc.boolean(),
        }),
        (seed, options) => {
          const state = randomMatch(seed, options, 4);
          const text = exportMat(state, { player0Name: 'Ana', player1Name: 'Bia' });
          const m = imported(text, true);
          expect(m.score).toEqual(state.match.score);
          const again = replay(m.log.options, m.log.actions);
          if (!again.ok) throw new Error(again.error.message);
          expect(history(again.value)).toEqual(history(state));
        },
      ),
      { numRuns: 20 },
    );
  });

  it('a match in progress with nothing written yet (a tied opening roll): no game, read as not started', () => {
    const tied = replay({ length: 5 }, [{ type: 'roll', dice: [4, 4] }]);
    if (!tied.ok) throw new Error(tied.error.message);
    const text = exportMat(tied.value);
    expect(text).toBe(' 5 point match\n\n');
    expect(imported(text, true)).toMatchObject({ games: 0, score: [0, 0], finished: false, winner: null });
    expect(failure(importMat(text))).toMatchObject({ code: 'MAT_UNREADABLE' });
  });

  describe('games that end before the roll is played (issue 44)', () => {
    // Bia opens with 3-1; Ana rolls 6-4 and, before moving, resigns a gammon.
    const rolledThenResigned: Action[] = [
      { type: 'roll', dice: [1, 3] },
      { type: 'play', side: 1, moves: [mv(8, 5, 3), mv(6, 5, 1)] },
      { type: 'roll', side: 0, dice: [6, 4] },
      { type: 'resign', side: 0, kind: 'gammon' },
      { type: 'acceptResignation', side: 1 },
    ];
    const state = (actions: Action[], length = 3): MatchState => {
      const r = replay({ length }, actions);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };

    it('a roll followed by a resignation: the roll without its play, then the result (as gnubg writes it)', () => {
      const text = exportMat(state(rolledThenResigned), { player0Name: 'Ana', player1Name: 'Bia' });
      expect(text).toContain(
        '\n  1)                             31: 8/5 6/5\n  2) 64:                          Wins 2 points\n',
      );
      const m = imported(text, true);
      expect(m).toMatchObject({ score: [0, 2], winner: null, games: 1, finished: false });
      expect(m.log.actions.slice(2)).toEqual([
        { type: 'roll', side: 0, dice: [6, 4] },
        { type: 'resign', side: 0, kind: 'gammon' },
        { type: 'acceptResignation', side: 1 },
      ]);
      expect(reexport(m)).toBe(text);
    });

    it('the same in the right column, the winner on the line below (the line of the issue)', () => {
      const text = `
 5 point match

 Game 1
 Ana : 0                        Bia : 0
  1) 52: 13/8 13/11              41:
      Wins 1 point
`;
      const m = imported(text, true);
      expect(m.score).toEqual([1, 0]);
      expect(m.log.actions.slice(-3)).toEqual([
        { type: 'roll', side: 1, dice: [4, 1] },
        { type: 'resign', side: 1, kind: 'single' },
        { type: 'acceptResignation', side: 0 },
      ]);
    });

    it("eXtreme Gammon's forms: `???` for a roll then a resignation, `Cannot Move` for a dance", () => {
      const base = ` 3 point match\n\n Game 1\n Ana : 0                        Bia : 0\n  1) 52: 13/8 13/11`;
      expect(imported(`${base}              41: ???\n      Wins 1 point\n`, true).score).toEqual([1, 0]);
      // Bia's 6-6 after 5-2 13/11 ... is a legal roll: `Cannot Move` there is refused.
      const e = failure(importMat(`${base}              66: Cannot Move\n`, { unfinished: true }));
      expect(e).toMatchObject({ code: 'MAT_ILLEGAL_MOVE', game: 1, line: 5 });
      // `???` where the roll has no legal play is refused too.
      const dance = `${THREE_POINTS_MAT.split('\n').slice(0, 9).join('\n')}\n  3) 66: ???\n`;
      expect(failure(importMat(dance, { unfinished: true }))).toMatchObject({
        code: 'MAT_ILLEGAL_MOVE',
        line: 10,
      });
      expect(
        imported(`${THREE_POINTS_MAT.split('\n').slice(0, 9).join('\n')}\n  3) 66: Cannot Move\n`, true).log
          .actions,
      ).toContainEqual({ type: 'roll', side: 0, dice: [6, 6] });
    });

    it('a roll without its play followed by anything but the result is refused at the roll', () => {
      const text = `
 3 point match

 Game 1
 Ana : 0                        Bia : 0
  1) 52: 13/8 13/11              41:
  2) 63: 24/18 13/10
`;
      expect(failure(importMat(text, { unfinished: true }))).toMatchObject({
        code: 'MAT_ILLEGAL_MOVE',
        game: 1,
        line: 6,
        message: '4-1 has a legal play, but none is written',
      });
      const nextGame = `${text.split('\n').slice(0, 6).join('\n')}\n\n Game 2\n Ana : 0   Bia : 0\n`;
      expect(failure(importMat(nextGame))).toMatchObject({ code: 'MAT_ILLEGAL_MOVE', game: 1, line: 6 });
    });

    it('a match lost on time or by forfeit: the points the winner lacked, read as a forfeit', () => {
      const timedOut = state(
        [...rolledThenResigned.slice(0, 3), { type: 'timeout', side: 0, reserveMs: 0 }],
        5,
      );
      const text = exportMat(timedOut, { player0Name: 'Ana', player1Name: 'Bia' });
      expect(text).toContain('  2) 64:                          Wins 5 points\n');
      const m = imported(text);
      expect(m).toMatchObject({ score: [0, 5], winner: 1, finished: true });
      expect(m.log.actions[m.log.actions.length - 1]).toEqual({ type: 'forfeit', side: 0 });
      // With a double waiting for its answer, in money play: the cube's value.
      const money = replay({}, [
        ...rolledThenResigned.slice(0, 2),
        { type: 'double', side: 0 },
        { type: 'timeout', side: 1, reserveMs: 0 },
      ]);
      if (!money.ok) throw new Error(money.error.message);
      const moneyText = exportMat(money.value);
      expect(moneyText).toContain('  2)  Doubles => 2\n      Wins 1 point\n');
      expect(imported(moneyText)).toMatchObject({ score: [1, 0], finished: true, winner: 0 });
      // Before the first roll of a game.
      const early = `\n 3 point match\n\n Game 1\n Ana : 0                        Bia : 0\n                                  Wins 3 points\n`;
      expect(imported(early)).toMatchObject({ score: [0, 3], winner: 1, games: 1 });
      // Points that are neither a resignation's nor what the winner lacked are refused.
      expect(failure(importMat(early.replace('Wins 3', 'Wins 4')))).toMatchObject({
        code: 'MAT_SCORE_MISMATCH',
        line: 6,
      });
    });

    it('resignations are valued by the profile of the file (traditional: gamão 3, triplo as set)', () => {
      const traditional = replay({ length: 7, profile: 'traditional', triploPoints: 5 }, [
        ...rolledThenResigned.slice(0, 3),
        { type: 'resign', side: 0, kind: 'backgammon' },
        { type: 'acceptResignation', side: 1 },
        { type: 'roll', dice: [1, 3] },
        { type: 'play', side: 1, moves: [mv(8, 5, 3), mv(6, 5, 1)] },
        { type: 'resign', side: 0, kind: 'gammon' },
        { type: 'acceptResignation', side: 1 },
      ]);
      if (!traditional.ok) throw new Error(traditional.error.message);
      const text = exportMat(traditional.value);
      expect(text).toContain('; Scoring profile: traditional (triplo 5)');
      const m = imported(text);
      expect(m).toMatchObject({ score: [0, 8], winner: 1 });
      expect(m.log.options).toMatchObject({ profile: 'traditional', triploPoints: 5 });
      expect(reexport(m)).toBe(text);
    });

    it("a raccoon closed by a resignation: the ` Takes` written after it is the raccoon's own record", () => {
      const r = replay({ beaver: true, raccoon: true }, [
        ...THREE_POINTS,
        { type: 'double', side: 0 },
        { type: 'beaver', side: 1 },
        { type: 'raccoon', side: 0 },
        { type: 'resign', side: 1, kind: 'single' },
        { type: 'acceptResignation', side: 0 },
      ]);
      if (!r.ok) throw new Error(r.error.message);
      const text = exportMat(r.value);
      expect(text).toContain(
        '  2)  Doubles => 2                Doubles => 4\n  3)  Doubles => 8                Takes\n',
      );
      const m = imported(text);
      expect(m.score).toEqual([8, 0]);
      expect(m.log.actions.map((a) => a.type)).toEqual([
        'roll',
        'play',
        'double',
        'beaver',
        'raccoon',
        'resign',
        'acceptResignation',
      ]);
    });
  });

  describe('markers and headers of other writers', () => {
    it('a Crawford game marker: on the game line, after a score, or on its own line', () => {
      const lines = THREE_POINTS_MAT.split('\n');
      const at = (n: number, text: string): string =>
        lines.map((l, i) => (i === n - 1 ? text : l)).join('\n');
      expect(imported(at(18, ' Game 3 (Crawford)')).score).toEqual([8, 2]);
      expect(imported(at(19, ' Ana Maria : 2 (Crawford)       Bia : 1')).log.players).toEqual([
        'Ana Maria',
        'Bia',
      ]);
      const own = [...lines.slice(0, 19), ' (Crawford)', ...lines.slice(19)].join('\n');
      expect(imported(own).score).toEqual([8, 2]);
      // Game 2 is not the Crawford game; with the rule off, none is.
      expect(failure(importMat(at(13, ' Game 2 (Crawford)')))).toMatchObject({
        code: 'MAT_SCORE_MISMATCH',
        game: 2,
        line: 14,
      });
      const off = `; [Crawford "Off"]\n${at(18, ' Game 3 (Crawford)')}`;
      expect(failure(importMat(off))).toMatchObject({ code: 'MAT_SCORE_MISMATCH', game: 3 });
    });

    it('reads the cube limit of a [CubeLimit] tag and writes it when it is not 64', () => {
      const capped = replay({ length: 0, maxCube: 8 }, THREE_POINTS.slice(0, 2));
      if (!capped.ok) throw new Error(capped.error.message);
      const text = exportMat(capped.value);
      expect(text).toContain('; [CubeLimit "8"]');
      expect(imported(text, true).log.options).toMatchObject({ maxCube: 8 });
      expect(imported(`; [CubeLimit "1024"]\n${THREE_POINTS_MAT}`).log.options).toMatchObject({
        maxCube: 1024,
      });
    });
  });

  describe('refuses a bad file with its game and line, and nothing else', () => {
    const lines = THREE_POINTS_MAT.split('\n');
    const withLine = (n: number, text: string): string =>
      lines.map((l, i) => (i === n - 1 ? text : l)).join('\n');

    it('an illegal play', () => {
      // Ana cannot bear off with checkers outside her home board.
      const e = failure(importMat(withLine(9, '  2) 64: 6/2 6/off             52: 13/8 13/11*')));
      expect(e).toMatchObject({ code: 'MAT_ILLEGAL_MOVE', game: 1, line: 9 });
      expect(e.message).toContain('6/2 6/off');
    });

    it('a play that leaves a die unused', () => {
      const e = failure(importMat(withLine(9, '  2) 64: 24/18                 52: 13/8 13/11*')));
      expect(e).toMatchObject({ code: 'MAT_ILLEGAL_MOVE', game: 1, line: 9 });
    });

    it('a dance written where a play was possible', () => {
      const e = failure(importMat(withLine(9, '  2) 64:                       52: 13/8 13/11*')));
      expect(e).toMatchObject({ code: 'MAT_ILLEGAL_MOVE', game: 1, line: 9 });
    });

    it('a score line that disagrees with the games before it', () => {
      const e = failure(importMat(withLine(14, ' Ana Maria : 1                  Bia : 1')));
      expect(e).toMatchObject({ code: 'MAT_SCORE_MISMATCH', game: 2, line: 14 });
    });

    it('a result that is not what the game gave', () => {
      const e = failure(importMat(withLine(11, '  4)  Drops                       Wins 2 points')));
      expect(e).toMatchObject({ code: 'MAT_SCORE_MISMATCH', game: 1, line: 11 });
    });

    it('a file cut in the middle of a game', () => {
      const cut = lines.slice(0, 26).join('\n');
      const e = failure(importMat(cut));
      expect(e).toMatchObject({ code: 'MAT_TRUNCATED', game: 4 });
      // The same file is a match in progress when the caller accepts one.
      expect(imported(cut, true)).toMatchObject({ finished: false, score: [2, 2], winner: null });
    });

    it('a match that stops between games before anyone has won it', () => {
      // The first two games only: Ana leads 2-1 in a 3-point match.
      const twoGames = lines.slice(0, 17).join('\n');
      expect(failure(importMat(twoGames))).toMatchObject({ code: 'MAT_TRUNCATED' });
      expect(imported(twoGames, true)).toMatchObject({ finished: false, score: [2, 1], winner: null });
    });

    it('a game header without moves', () => {
      const e = failure(importMat(`${lines.slice(0, 23).join('\n')}\n`));
      expect(e).toMatchObject({ code: 'MAT_TRUNCATED', game: 4 });
    });

    it('garbage, an empty file, a missing match length, unreadable entries', () => {
      expect(failure(importMat(''))).toMatchObject({ code: 'MAT_UNREADABLE' });
      expect(failure(importMat('\u0000\u00ff'.repeat(100_000)))).toMatchObject({
        code: 'MAT_UNREADABLE',
        line: 1,
      });
      expect(failure(importMat('hello\nworld'))).toMatchObject({ code: 'MAT_UNREADABLE', line: 1 });
      expect(failure(importMat(' 3 point match\n'))).toMatchObject({ code: 'MAT_UNREADABLE' });
      const e = failure(importMat(withLine(9, '  2) 64: 24/18 18/14   Surrenders')));
      expect(e).toMatchObject({ code: 'MAT_UNREADABLE', game: 1, line: 9 });
    });

    it('an opening double, and games out of order', () => {
      expect(failure(importMat(withLine(8, '  1)                             33: 8/5 6/5')))).toMatchObject({
        code: 'MAT_ILLEGAL_MOVE',
        line: 8,
      });
      expect(failure(importMat(withLine(13, ' Game 3')))).toMatchObject({ code: 'MAT_UNREADABLE', line: 13 });
    });
  });
});

/** examples/gnubg-5-point.mat as gnubg 1.07 wrote it (trailing spaces kept). */
const GNUBG_MAT = `; [EventDate "2026.12.01"]

 5 point match

 Game 1
 gnubg : 0                      root : 0
  1)                             53: 8/3 6/3 
  2) 62: 24/18 13/11             55: 13/8 13/8 6/1* 6/1
  3) 44: 25/21 18/14 13/9 13/9   31: 8/7 7/4* 
  4) 11:                          Doubles => 2
  5)  Takes                      31: 8/7 7/4 
  6) 63:                         41: 24/20 24/23 
  7) 54: 25/20 14/10             11: 23/22 22/21 6/5* 6/5
  8) 65: 25/19 10/5*             65: 25/20* 20/14* 
  9) 21: 25/23                   62: 8/6* 8/2* 
 10) 42: 25/23*                  42: 25/23 6/2* 
 11) 41:                         31: 13/10 21/20 
 12) 42: 25/23*                  43: 25/21 14/11 
 13) 11:                         62: 10/8 8/2* 
 14) 32: 25/23*                  31: 25/24 13/10 
 15) 54:                         32: 13/11 11/8 
 16) 64: 25/19                   43: 10/6* 21/18 
 17) 61: 25/19*                  54: 25/21 11/6* 
 18) 32: 25/23                   11: 23/22 21/20 8/7 7/6
 19) 66:                         64: 20/14 18/14 
 20) 53:                         21: 22/20 14/13 
 21) 21: 25/23 13/12*            52: 25/20 14/12* 
 22) 53:                         41: 12/11 11/7 
 23) 53:                         21: 7/6 20/18 
 24) 63:                         22: 24/22 22/20 20/18 20/18
 25) 54:                         32: 18/15 15/13* 
 26) 42: 25/23                   44: 18/14 18/14 14/10 13/9
 27) 21: 25/23 6/5*              66: 
 28) 53: 23/18 8/5               63: 25/22 10/4 
 29) 66: 23/17 17/11* 9/3* 9/3   54: 25/21 
 30) 62: 23/17 18/16*            41: 25/24 25/21 
 31) 42: 17/15 15/11             61: 6/5 24/18 
 32) 62: 16/14 14/8              53: 21/18 21/16 
 33) 42: 11/9* 9/5               54: 25/21 21/16 
 34) 63: 11/8 8/2                42: 18/16 18/14 
 35) 42: 8/4 6/4                 21: 16/15 16/14 
 36) 51: 8/3 3/2                 11: 14/13 14/13 13/12 13/12
 37) 63: 8/2 6/3                 53: 12/7 7/4 
 38) 22: 6/4 5/3 3/1 3/1         11: 15/14 14/13 13/12 4/3
 39) 52: 6/1 4/2                 55: 12/7 12/7 6/1 6/1
 40) 55:                         54: 5/1 
 41) 61: 23/17 17/16             43: 7/4 7/3 
 42) 61: 16/15 15/9              66: 5/0 5/0 4/0 4/0
 43) 43: 9/5 5/2                 21: 3/2* 2/0 
 44) 31:                         52: 4/2 4/0 
 45) 42: 25/23* 23/19            54: 
 46) 42: 19/15 15/13             64: 25/19 19/15 
 47) 33: 13/10* 10/7 7/4 4/1     61: 25/19 3/2 
 48) 65: 5/0 5/0                 55: 19/14 14/9 9/4 4/0
 49) 42: 4/0 2/0                 52: 3/0 2/0 
 50) 31: 3/0 1/0                 54: 3/0 1/0 
                                  Wins 2 points

 Game 2
 gnubg : 0                      root : 2
  1) 31: 8/5 6/5                 31: 6/5 8/5 
  2) 21: 6/5 24/22               61: 6/5 24/18 
  3) 43: 6/2 5/2                 42: 24/22 22/18 
  4) 54: 13/9 9/4                61: 13/7 7/6 
  5) 42: 24/22 8/4               43: 13/10 10/6 
  6) 52: 13/8 8/6                62: 13/11 11/5 
  7) 41: 4/3 8/4                 52: 13/11 13/8 
  8) 61: 13/12 12/6              64: 11/5 6/2 
  9) 52: 6/1 3/1                 41: 8/4 5/4 
 10) 63: 22/16 16/13             52: 8/3* 5/3 
 11) 32: 25/23* 13/10            66: 
 12) 42: 10/6 6/4                51: 
 13) 63: 23/17* 17/14            62: 
 14) 21: 13/12 13/11             42: 
 15) 31: 6/3 4/3                 53: 
 16) 62: 12/6 11/9               11: 
 17) 44: 14/10 10/6 9/5 6/2      33: 
 18) 52: 6/4 5/0                 21: 
 19) 32: 4/1 2/0                 62: 
 20) 22: 6/4 6/4 5/3 5/3         44: 
 21) 53: 4/0 4/1                 31: 
 22) 62: 4/0 4/2                 62: 25/19 
 23) 52: 3/1 3/0                 53: 25/20 19/16 
 24) 21: 2/0 1/0                 62: 20/18 18/12 
 25) 21: 1/0 2/0                 64: 16/12 12/6 
 26) 43: 3/0 3/0                 11: 18/17 18/17 17/16 17/16
 27) 32: 2/0 1/0                 
      Wins 2 points

 Game 3
 gnubg : 2                      root : 2
  1) 64: 24/18 13/9              52: 24/22 6/1* 
  2) 41: 25/24* 13/9             33: 25/22 13/10 13/10 10/7*
  3) 64: 25/21 21/15*            42: 25/21 6/4 
  4) 51: 15/10 10/9              53: 8/3 24/21 
  5) 22: 13/11 11/9 9/7 9/7      55: 13/8 13/8 13/8 8/3
  6)  Doubles => 2                Takes
  7) 33: 24/21* 13/10 13/10 8/5  64: 25/21 8/2 
  8) 43: 6/2 21/18*              54: 25/20* 8/4 
  9) 51: 25/20 6/5*              61: 25/24 8/2 
 10) 42: 18/16 20/16             52: 22/20* 8/3 
 11) 61: 25/24 16/10             42: 24/20 6/4 
 12) 52: 16/11 11/9              51: 21/20 6/1* 
 13) 54: 25/20 6/2               32: 22/20 6/3 
 14) 41: 10/6 20/19              62: 3/1 20/14 
 15) 53: 19/14 14/11*            43: 25/21 4/1 
 16) 66: 9/3 9/3 7/1 7/1         51: 4/3 21/16* 
 17) 53: 25/20 11/8              21: 16/14 14/13 
 18) 64: 8/2 6/2                 65: 13/7 7/2 
 19) 22: 20/18 10/8 10/8 8/6     42: 20/16 16/14 
 20) 65: 8/3 18/12               44: 20/16 20/16 14/10 10/6
 21) 42: 12/8 8/6                62: 16/14 14/8 
 22) 61: 8/7 8/2                 64: 16/10 10/6 
 23) 66: 7/1 6/0 6/0 6/0         42: 21/19* 19/15 
 24) 32:                         53: 21/18 18/13 
 25) 65: 25/20 20/14             66: 15/9 13/7 9/3 8/2
 26) 63: 14/8 8/5                65: 7/2 6/0 
 27) 64: 5/0 3/0                 61: 1/0 6/0 
 28) 51: 1/0 3/0                 65: 3/0 3/0 
 29) 44: 3/0 2/0 2/0 2/0         
      Wins 2 points

 Game 4
 gnubg : 4                      root : 2
  1)                             31: 8/5 6/5 
  2) 61: 8/7 13/7                64: 24/20 20/14 
  3) 21: 24/23 13/11*            21: 25/24 24/22 
  4) 43: 11/7 24/21              53: 24/21 21/16 
  5) 64: 13/9* 9/3*              22: 25/23 25/23 6/4* 6/4
  6) 51: 25/24 23/18             32: 13/11 13/10 
  7) 22: 18/16 16/14* 6/4 6/4    53: 25/22* 13/8 
  8) 54:                         65: 22/16 16/11* 
  9) 42: 25/23                   44: 13/9 11/7 10/6 6/2*
 10) 41: 25/24                   43: 23/20 13/9 
 11) 22: 25/23* 24/22 7/5* 7/5   42: 25/23 
 12) 66: 24/18* 18/12 13/7 13/7  33: 25/22 25/22 9/6 6/3*
 13) 66:                         43: 9/5 5/2* 
 14) 53: 25/22*                  44: 
 15) 54:                         63: 25/22 22/16 
 16) 22: 25/23* 12/10 10/8 7/5   53: 25/22 8/3* 
 17) 42: 25/23 5/1               51: 16/15 15/10 
 18) 41: 23/22* 22/18            62: 25/23 22/16 
 19) 63: 18/15* 15/9*            62: 25/23 
 20) 66: 7/1 7/1                 53: 25/22 23/18 
 21) 61: 23/22 22/16             62: 22/16* 18/16 
 22) 43: 25/22 22/18             64: 16/10 10/6 
 23) 66: 18/12 16/10 12/6 10/4   61: 22/16 23/22 
 24) 22: 8/6 8/6 8/6 6/4         32: 6/3 16/14 
 25) 62: 6/0 6/4                 32: 8/6 6/3 
 26) 32: 6/4 4/1                 43: 14/10 10/7 
 27) 66: 6/0 6/0 6/0 5/0         65: 22/17 17/11 
 28) 41: 5/1 1/0                 21: 23/22 11/9 
 29) 54: 4/0 4/0                 63: 16/10 10/7 
 30) 21: 4/2* 2/1                42: 25/23 22/18 
 31) 62: 4/0 4/2*                65: 25/19 22/17 
 32) 51: 2/0 1/0                 
      Wins 2 points

`;
