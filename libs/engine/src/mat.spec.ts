/**
 * .mat export. The expected texts below were checked with GNU Backgammon 1.07.001:
 *   printf 'import mat /tmp/x.mat\nshow score\n' | gnubg -t -q
 * imports them with no warning and with the final score in the comment. Random matches of the
 * international profile (money with Jacoby, beavers, raccoons and beaver refusal; matches with and
 * without Crawford) were exported the same way, 160 of them, all imported without warnings and with
 * our final score.
 */
import fc from 'fast-check';
import { type Action, type GameOptions, replay } from './game';
import { exportMat, matFromLogJson } from './mat';
import { randomMatch } from './testing';
import type { CheckerMove, Result } from './types';

const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};
const mv = (from: number, to: number, die: CheckerMove['die'], hit?: boolean): CheckerMove =>
  hit ? { from, to, die, hit } : { from, to, die };

/** A 3-point match: a hit, a dance, a drop, resignations, the Crawford game and post-Crawford. */
const THREE_POINTS: Action[] = [
  // Game 1
  { type: 'roll', dice: [1, 3] },
  { type: 'play', side: 1, moves: [mv(8, 5, 3), mv(6, 5, 1)] },
  { type: 'roll', side: 0, dice: [6, 4] },
  { type: 'play', side: 0, moves: [mv(24, 18, 6), mv(18, 14, 4)] },
  { type: 'roll', side: 1, dice: [5, 2] },
  { type: 'play', side: 1, moves: [mv(13, 8, 5), mv(13, 11, 2)] }, // hits side 0's blot on its 14
  { type: 'roll', side: 0, dice: [6, 6] }, // bar/19 is side 1's 6-point: no move
  { type: 'double', side: 1 },
  { type: 'drop', side: 0 },
  // Game 2: 0-1
  { type: 'roll', dice: [5, 2] },
  { type: 'play', side: 0, moves: [mv(13, 8, 5), mv(13, 11, 2)] },
  { type: 'resign', side: 1, kind: 'gammon' },
  { type: 'acceptResignation', side: 0 },
  // Game 3: 2-1, the Crawford game
  { type: 'roll', dice: [4, 3] },
  { type: 'play', side: 0, moves: [mv(13, 9, 4), mv(13, 10, 3)] },
  { type: 'roll', side: 1, dice: [6, 5] },
  { type: 'play', side: 1, moves: [mv(24, 18, 6), mv(18, 13, 5)] },
  { type: 'resign', side: 0, kind: 'single' },
  { type: 'rejectResignation', side: 1 },
  { type: 'resign', side: 0, kind: 'single' },
  { type: 'acceptResignation', side: 1 },
  // Game 4: 2-2, post-Crawford
  { type: 'roll', dice: [6, 1] },
  { type: 'play', side: 0, moves: [mv(13, 7, 6), mv(8, 7, 1)] },
  { type: 'double', side: 1 },
  { type: 'take', side: 0 },
  { type: 'roll', side: 1, dice: [2, 2] },
  { type: 'play', side: 1, moves: [mv(13, 11, 2), mv(13, 11, 2), mv(6, 4, 2), mv(6, 4, 2)] },
  { type: 'resign', side: 1, kind: 'backgammon' },
  { type: 'acceptResignation', side: 0 },
];

// gnubg: "The score (after 4 games) is: Ana Maria 8, Bia 2 (match to 3 points)".
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

describe('exportMat', () => {
  it('writes the gnubg layout: columns, dice high first, hits, dances, cube, results', () => {
    const state = value(replay({ length: 3 }, THREE_POINTS));
    expect(state.match.score).toEqual([8, 2]);
    expect(state.games[2].crawford).toBe(true);
    const mat = exportMat(state, {
      player0Name: 'Ana Maria',
      player1Name: 'Bia',
      date: '2026-11-30',
      event: 'Clube de Gamão',
    });
    expect(mat).toBe(THREE_POINTS_MAT);
  });

  it('matFromLogJson reads the stored log format', () => {
    const json = JSON.stringify({
      options: { length: 3 },
      actions: THREE_POINTS,
      players: ['Ana Maria', 'Bia'],
      date: '2026.11.30',
      event: 'Clube de Gamão',
    });
    expect(value(matFromLogJson(json))).toBe(THREE_POINTS_MAT);
  });

  it('matFromLogJson refuses bad input with error values', () => {
    const code = (s: string): string => {
      const r = matFromLogJson(s);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code('{')).toBe('INVALID_ACTION');
    expect(code('{"options": {}}')).toBe('INVALID_ACTION');
    expect(code('{"options": {"length": -2}, "actions": []}')).toBe('INVALID_OPTIONS');
    expect(
      code('{"options": {}, "actions": [{"type": "roll", "dice": [1, 2]}, {"type": "double", "side": 1}]}'),
    ).toBe('ALREADY_ROLLED');
  });

  it('an in-progress match: the open game without a result, the waiting game left out', () => {
    const state = value(replay({}, THREE_POINTS.slice(0, 4)));
    const mat = exportMat(state);
    expect(mat).toBe(
      [
        '; [Jacoby "Off"]',
        '',
        ' 0 point match',
        '',
        ' Game 1',
        ' Player 1 : 0                   Player 2 : 0',
        '  1)                             31: 8/5 6/5',
        '  2) 64: 24/18 18/14',
        '',
        '',
      ].join('\n'),
    );
    const waiting = value(replay({ length: 3 }, THREE_POINTS.slice(0, 9)));
    expect(exportMat(waiting).match(/ Game /g)).toHaveLength(1);
  });

  it('cleans names (no colon, no line break, 31 characters) and marks Crawford off', () => {
    const state = value(replay({ length: 5, crawford: false }, THREE_POINTS.slice(0, 2)));
    const mat = exportMat(state, { player0Name: 'José: o "Zé"\n', player1Name: 'x'.repeat(40) });
    expect(mat).toContain('; [Crawford "Off"]');
    expect(mat).toContain(` José o "Zé" : 0                ${'x'.repeat(31)} : 0`);
  });
});

describe('beavers and raccoons (gnubg-compatible forms)', () => {
  const opening: Action[] = [
    { type: 'roll', dice: [3, 1] },
    { type: 'play', side: 0, moves: [mv(8, 5, 3), mv(6, 5, 1)] },
    { type: 'double', side: 1 },
    { type: 'beaver', side: 0 },
  ];
  const roll: Action[] = [
    { type: 'roll', side: 1, dice: [6, 4] },
    { type: 'play', side: 1, moves: [mv(24, 18, 6), mv(18, 14, 4)] },
  ];
  const lines = (options: Partial<GameOptions>, actions: Action[]): string[] =>
    exportMat(value(replay(options, actions)))
      .split('\n')
      .filter((l) => /^ {2}\d\)|Wins/.test(l));
  const all = { beaver: true, raccoon: true, beaverRefusal: true };

  it('accepted beaver followed by a roll: gnubg\'s own "Beavers", the take implied', () => {
    expect(lines(all, [...opening, { type: 'take', side: 1 }, ...roll])).toEqual([
      '  1) 31: 8/5 6/5                  Doubles => 2',
      '  2)  Beavers => 4               64: 24/18 18/14',
    ]);
    // Beavers without raccoons or refusals stand at once: same text.
    expect(lines({ beaver: true }, [...opening, ...roll])).toEqual([
      '  1) 31: 8/5 6/5                  Doubles => 2',
      '  2)  Beavers => 4               64: 24/18 18/14',
    ]);
  });

  it('raccoon followed by a roll', () => {
    expect(lines(all, [...opening, { type: 'raccoon', side: 1 }, ...roll])).toEqual([
      '  1) 31: 8/5 6/5                  Doubles => 2',
      '  2)  Beavers => 4                Beavers => 8',
      '  3)                             64: 24/18 18/14',
    ]);
  });

  it('refused beaver: a plain redouble, then Drops (the doubler concedes 2)', () => {
    expect(lines(all, [...opening, { type: 'refuseBeaver', side: 1 }])).toEqual([
      '  1) 31: 8/5 6/5                  Doubles => 2',
      '  2)  Doubles => 4                Drops',
      '      Wins 2 points',
    ]);
  });

  it('beaver or raccoon closed by a resignation: explicit Takes', () => {
    const resign: Action[] = [
      { type: 'resign', side: 1, kind: 'single' },
      { type: 'acceptResignation', side: 0 },
    ];
    expect(lines(all, [...opening, { type: 'take', side: 1 }, ...resign])).toEqual([
      '  1) 31: 8/5 6/5                  Doubles => 2',
      '  2)  Doubles => 4                Takes',
      '      Wins 4 points',
    ]);
    expect(lines(all, [...opening, { type: 'raccoon', side: 1 }, ...resign])).toEqual([
      '  1) 31: 8/5 6/5                  Doubles => 2',
      '  2)  Doubles => 4                Doubles => 8',
      '  3)  Takes',
      '      Wins 8 points',
    ]);
  });
});

describe('properties', () => {
  it('every started game is written once, with its score line, and each finished game has one result', () => {
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
          const state = randomMatch(seed, options);
          const mat = exportMat(state);
          const started = state.games.filter((g) => g.events.length > 0);
          expect(mat.match(/^ Game \d+$/gm) ?? []).toHaveLength(started.length);
          expect(mat.match(/Wins \d+ points?$/gm) ?? []).toHaveLength(
            state.games.filter((g) => g.result).length,
          );
          for (const g of started) expect(mat).toContain(` : ${g.score[0]}`);
          // Two rolls on a line are at least two spaces apart (gnubg splits the columns there).
          for (const line of mat.split('\n')) {
            if ((line.match(/[1-6]{2}:/g) ?? []).length === 2) expect(line).toMatch(/\S {2,}[1-6]{2}:/);
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
