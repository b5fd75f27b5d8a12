import { type Dice, START_BOARD, formatPlay, legalPlays } from '@gamao/engine';
import { type GnubgPlay, gnubgLoss, parseGnubgMatch } from './bench-analysis';

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
});
