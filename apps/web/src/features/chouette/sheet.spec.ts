import { cubeValues, moved, sheetColumns, sheetCube, sheetRows } from './sheet';
import type { ChouetteView } from './view';

type Game = ChouetteView['ledger']['games'][number];
const member = (player: string, cube: number, points: number, taken: 'box' | 'member' | null) => ({
  player,
  cube,
  turned: taken !== null,
  reason: 'game',
  conceded: null,
  kind: 'single',
  points,
  log: taken
    ? [
        { action: 'double', by: taken === 'box' ? 'team' : 'box', value: cube },
        { action: 'take', by: taken, value: cube },
      ]
    : [],
});
const game = (index: number, members: ReturnType<typeof member>[]) => ({ index, members }) as unknown as Game;
const view = (sheet: Partial<ChouetteView['sheet']> = {}) =>
  ({
    players: ['a', 'b', 'c', 'd'].map((id) => ({ user: { id, displayName: id.toUpperCase() } })),
    ledger: {
      totals: [],
      games: [game(0, [member('b', 2, 2, 'box'), member('c', 1, 1, null)]), game(1, []), game(2, [])],
    },
    sheet: { order: ['a', 'b', 'c', 'd'], breaks: [], deleted: [], cubes: [], edits: [], ...sheet },
  }) as unknown as ChouetteView;

describe('the scorekeeper’s sheet on the ledger page', () => {
  it('lays the columns out in the sheet’s order, a late arrival last', () => {
    expect(sheetColumns(view({ order: ['d', 'c', 'b'] }))).toEqual(['d', 'c', 'b', 'a']);
  });

  it('leaves deleted games out and marks the breaks', () => {
    const rows = sheetRows(view({ deleted: [2], breaks: [0] }));
    expect(rows.map((r) => [r.game.index, r.breakAfter])).toEqual([
      [0, true],
      [1, false],
    ]);
  });

  it('reads a cube as recorded (the box took b’s double: the box’s) or as edited', () => {
    expect(sheetCube(view(), 0, 'b')).toEqual({ cube: 2, owner: 'box', points: 2, edited: false });
    expect(sheetCube(view(), 0, 'c')).toEqual({ cube: 1, owner: 'centred', points: 1, edited: false });
    expect(
      sheetCube(view({ cubes: [{ game: 0, player: 'b', cube: 4, owner: 'member', points: 4 }] }), 0, 'b'),
    ).toEqual({ cube: 4, owner: 'member', points: 4, edited: true });
    expect(sheetCube(view(), 0, 'a')).toBeNull();
  });

  it('offers the cube values and moves a column up or down', () => {
    expect(cubeValues()).toEqual([1, 2, 4, 8, 16, 32, 64]);
    expect(cubeValues(256).at(-1)).toBe(256);
    expect(moved(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });
});
