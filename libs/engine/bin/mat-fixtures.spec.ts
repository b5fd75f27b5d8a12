/**
 * The .mat files of examples/mat, read without gnubg: what GNU Backgammon 1.07 wrote on this project's
 * machine (a match it played against itself, and its re-export of two of our matches, where a roll is
 * followed by the result without its play), and two files written by hand in the layouts of Backgammon
 * Galaxy (its `; [Key "Value"]` header block, no leading spaces, wider columns, `and the match`) and of
 * Jellyfish (no header comments, a Crawford game marker). Each must import with its score, names and games.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ImportedMat, importMat } from '../src/mat-import';

const read = (name: string): ImportedMat => {
  const r = importMat(readFileSync(join(__dirname, '..', 'examples', 'mat', name), 'utf8'));
  if (!r.ok)
    throw new Error(
      `${name}: ${r.error.code} (game ${r.error.game}, line ${r.error.line}): ${r.error.message}`,
    );
  return r.value;
};

describe('examples/mat', () => {
  it('gnubg-selfplay-3-point.mat: gnubg against itself, with its score (gnubg: "gnubg 1, root 4")', () => {
    const m = read('gnubg-selfplay-3-point.mat');
    expect(m).toMatchObject({ score: [1, 4], winner: 1, games: 3, finished: true });
    expect(m.log.players).toEqual(['gnubg', 'root']);
    expect(m.log.date).toBe('2026-12-05');
    expect(m.log.options).toMatchObject({ length: 3, crawford: true });
  });

  it("gnubg's re-export of a roll then a resignation, the result on the roll's line, in the left column", () => {
    // ` 2) 33:       Wins 1 point`: Ana rolled 3-3, Bia resigned before Ana played.
    const m = read('gnubg-roll-then-resign-left.mat');
    expect(m).toMatchObject({ score: [3, 0], winner: 0, games: 2 });
    expect(m.log.actions.slice(4, 7)).toEqual([
      { type: 'roll', side: 0, dice: [3, 3] },
      { type: 'resign', side: 1, kind: 'single' },
      { type: 'acceptResignation', side: 0 },
    ]);
  });

  it("gnubg's re-export of a roll then a resignation, the result right after the roll in the right column", () => {
    // ` 4) 33: 25/22 24/21 6/3 4/1     11:  Wins 2 points`: Bia rolled 1-1, Ana resigned.
    const m = read('gnubg-roll-then-resign-right.mat');
    expect(m).toMatchObject({ score: [6, 2], winner: 0, games: 2 });
    const game1 = m.log.actions.findIndex((a) => a.type === 'acceptResignation');
    expect(m.log.actions.slice(game1 - 2, game1 + 1)).toEqual([
      { type: 'roll', side: 1, dice: [1, 1] },
      { type: 'resign', side: 0, kind: 'single' },
      { type: 'acceptResignation', side: 1 },
    ]);
  });

  it('galaxy-style-3-point.mat: the Galaxy header block, cube limit, names with spaces, "and the match"', () => {
    const m = read('galaxy-style-3-point.mat');
    expect(m).toMatchObject({ score: [2, 7], winner: 1, games: 3, finished: true });
    expect(m.log.players).toEqual(['Ana Maria', 'Bia']);
    expect(m.log).toMatchObject({ date: '2026-11-28', site: 'Galaxy-style test file' });
    expect(m.log.options).toMatchObject({ length: 3, crawford: true, maxCube: 1024 });
  });

  it('jellyfish-style-3-point.mat: no header comments, the Crawford game marked', () => {
    const m = read('jellyfish-style-3-point.mat');
    expect(m).toMatchObject({ score: [4, 1], winner: 0, games: 3, finished: true });
    expect(m.log.players).toEqual(['Ana', 'Bia']);
    expect(m.log.options).toMatchObject({ length: 3, crawford: true });
    expect(m.log.date).toBeUndefined();
  });
});
