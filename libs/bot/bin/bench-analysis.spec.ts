import { readFileSync, readdirSync } from 'fs';
import { join } from 'path';
import { type Dice, START_BOARD, formatPlay, importMat, legalPlays } from '@gamao/engine';
import { type MatchAnalysis } from '../src/analysis/types';
import {
  type GnubgMatch,
  type GnubgPlay,
  gnubgLoss,
  hardCubeByGnubg,
  hardLevelByGnubg,
  meanPrDifference,
  parseGnubgMatch,
} from './bench-analysis';

const boardOf = (board: typeof START_BOARD, dice: Dice, play: string) => {
  const p = legalPlays(board, 0, dice).find((x) => formatPlay(x.moves) === play);
  if (!p) throw new Error(`${play} is not legal`);
  return p.board;
};

describe('bench:analysis, reading gnubg', () => {
  // gnubg's analysis of the opening 31 (equities as gnubg 2-ply gives them, rounded).
  const opening31: GnubgPlay = [
    [
      [
        [8, 5],
        [6, 5],
      ],
      0.24245,
    ],
    [
      [
        [13, 10],
        [24, 23],
      ],
      -0.01367,
    ],
  ];

  it('finds the play gnubg listed by the board it leads to, and what it loses against gnubg best', () => {
    expect(gnubgLoss(START_BOARD, opening31, boardOf(START_BOARD, [3, 1], '8/5 6/5'))).toBe(0);
    expect(gnubgLoss(START_BOARD, opening31, boardOf(START_BOARD, [3, 1], '24/23 13/10'))).toBeCloseTo(
      0.25612,
      9,
    );
    // A play gnubg did not list.
    expect(gnubgLoss(START_BOARD, opening31, boardOf(START_BOARD, [3, 1], '24/23 24/21'))).toBeNull();
  });

  it("grades the hard level's play at the score of the player on roll, whose view the Position ID gives", () => {
    // 7-point match: gnubg's player 1 is on roll, trailing 0-2 with the cube at 4 on the other side. gnubg
    // 2-ply's list, its best play and the one the hard level makes when the score is read the other way
    // round (0-2 for the side on roll's opponent): 18/12 13/12, 0.122 worse.
    const decision = {
      kind: 'checker',
      positionId: 'a3YAjEQ4P9CDAA',
      matchId: 'QgnnACAAAAAE',
      dice: [6, 1],
    } as unknown as MatchAnalysis['decisions'][number];
    const gnubg: GnubgPlay = [
      [
        [
          [18, 12],
          [6, 5],
        ],
        0.39267,
      ],
      [
        [
          [18, 12],
          [13, 12],
        ],
        0.27113,
      ],
    ];
    const graded = hardLevelByGnubg(
      ['x.mat'],
      new Map([['x.mat', { decisions: [decision] } as unknown as MatchAnalysis]]),
      new Map([['x.mat', { players: [] as unknown as GnubgMatch['players'], plays: [gnubg] }]]),
    );
    expect(graded).toMatchObject({ plays: 1, loss: 0, agree: 1, unlisted: 0, mismatched: 0 });
  });

  it("grades the hard level's cube decisions by gnubg's cube values, as the doubler and as the one doubled", () => {
    // 7nMjEAB3DwAAAg at 0-0 of 7 points: the hard level doubles, and would take.
    const at = (noDouble: number, doubleTake: number, doublePass: number) => ({
      positionId: '7nMjEAB3DwAAAg',
      matchId: 'MAHgAAAAAAAE',
      noDouble,
      doubleTake,
      doublePass,
    });
    // gnubg 2-ply's values: double, take. Nothing lost.
    expect(hardCubeByGnubg([at(0.519, 0.64, 1)])).toEqual({
      positions: 1,
      doubling: 0,
      missedDoubles: 0,
      wrongDoubles: 0,
      doubles: 1,
      answering: 0,
      wrongTakes: 0,
      wrongPasses: 0,
    });
    // Were waiting better by 0.06, the double would lose it; were the pass better by 0.04, the take too.
    const g = hardCubeByGnubg([at(0.7, 0.64, 1), at(0.5, 0.64, 0.6)]);
    expect(g).toMatchObject({ positions: 2, missedDoubles: 0, wrongDoubles: 1, doubles: 2, wrongTakes: 1 });
    expect(g.doubling).toBeCloseTo(0.06, 9);
    expect(g.answering).toBeCloseTo(0.04, 9);
  });

  it('reads the players and the plays of a match block', () => {
    const block = [
      '=== BEGIN x.mat',
      'Unforced moves                       3                   4',
      '=== PLAYS',
      JSON.stringify([opening31]),
      '',
    ].join('\n');
    const m = parseGnubgMatch(block);
    expect(m.players.map((p) => p.unforcedMoves)).toEqual([3, 4]);
    expect(m.plays).toEqual([opening31]);
  });

  it("compares two gnubg analyses by the players' PRs (half the error rate), over the matches both have", () => {
    const player = (errorRate: number): GnubgMatch['players'][number] => ({
      unforcedMoves: 10,
      closeCube: 0,
      checkerError: 0,
      cubeError: 0,
      totalError: 0,
      errorRate,
    });
    const match = (a: number, b: number): GnubgMatch => ({ players: [player(a), player(b)], plays: [] });
    const deep = new Map([
      ['a.mat', match(10, 20)],
      ['b.mat', match(30, 40)],
    ]);
    const shallow = new Map([
      ['a.mat', match(14, 20)],
      ['b.mat', match(30, 32)],
    ]);
    // PR differences 2, 0, 0, 4.
    expect(meanPrDifference(['a.mat', 'b.mat'], shallow, deep)).toBeCloseTo(1.5, 12);
    expect(meanPrDifference(['a.mat', 'c.mat'], shallow, deep)).toBeCloseTo(1, 12);
  });
});

describe('bench:analysis, its match sets', () => {
  const DATA = join(__dirname, '..', 'bench-data');
  it.each([
    ['analysis-7pt', [7]],
    ['analysis', [3, 5]],
  ])(
    '%s: 32 whole matches that the engine imports, of the lengths the set is named for',
    (folder, lengths) => {
      const mats = readdirSync(join(DATA, folder)).filter((f) => f.endsWith('.mat'));
      expect(mats).toHaveLength(32);
      for (const f of mats) {
        const imported = importMat(readFileSync(join(DATA, folder, f), 'utf8'));
        if (!imported.ok) throw new Error(`${f}: ${imported.error.message}`);
        const length = imported.value.log.options?.length ?? 0;
        expect(lengths).toContain(length);
        expect(f).toContain(`-${length}pt.mat`);
        expect(imported.value.winner).not.toBeNull();
        expect(Math.max(...imported.value.score)).toBeGreaterThanOrEqual(length);
      }
    },
  );
});
