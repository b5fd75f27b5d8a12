import { type Action, type GameOptions, type MatchState, applyAction, newMatch } from './game';
import { decodeMatchId, encodeMatchId, matchIdOf, type MatchIdInfo } from './match-id';
import type { CheckerMove, Result } from './types';

const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};
const mv = (from: number, to: number, die: CheckerMove['die']): CheckerMove => ({ from, to, die });

const base: MatchIdInfo = {
  cubeValue: 1,
  cubeOwner: 'centred',
  onRoll: 0,
  crawford: false,
  gameState: 'playing',
  turn: 0,
  doubleOffered: false,
  resignation: null,
  dice: null,
  matchLength: 0,
  score: [0, 0],
  jacoby: false,
};

/**
 * Match IDs printed by GNU Backgammon 1.07.001 (`gnubg -t`, both players human) with the situation
 * gnubg described on the same board.
 */
const GNUBG: [string, string, Partial<MatchIdInfo>][] = [
  [
    'cAgAAAAAAAAA',
    'the classic documentation example (old gnubg: no Jacoby bit)',
    { onRoll: 1, turn: 1, gameState: 'none', jacoby: true },
  ],
  [
    'sIHqAGAAIAAE',
    'new match 7; set score 6 4; set crawford on; set turn 0; set dice 5 2',
    { matchLength: 7, score: [6, 4], crawford: true, dice: [5, 2] },
  ],
  [
    'EgHvADAAEAAE',
    'new match 7; set score 3 2; set cube value 4; set cube owner 1; set turn 0; set dice 6 3',
    { matchLength: 7, score: [3, 2], cubeValue: 4, cubeOwner: 1, dice: [6, 3] },
  ],
  [
    'QQnyAGAAIAAE',
    'new match 7; set score 6 4; set postcrawford on; set cube value 2; set cube owner 0; set turn 1; set dice 4 4',
    { matchLength: 7, score: [6, 4], cubeValue: 2, cubeOwner: 0, onRoll: 1, turn: 1, dice: [4, 4] },
  ],
  [
    'cBGgACAACAAE',
    'new match 5; set score 2 1; set turn 1; double (player 1 offers the cube at 2)',
    { matchLength: 5, score: [2, 1], onRoll: 1, turn: 0, doubleOffered: true },
  ],
  [
    'EREAAAAAAAAE',
    'money, beavers on: player 0 doubled, player 1 beavered',
    { cubeValue: 2, cubeOwner: 1, turn: 0, doubleOffered: true },
  ],
  [
    'AykAAAAAAAAE',
    'money, cube 8 owned by player 0, who offers to resign a single',
    { cubeValue: 8, cubeOwner: 0, turn: 1, resignation: 'single' },
  ],
  [
    'MEkAAAAAAAAA',
    'money with Jacoby: player 0 offers to resign a gammon',
    { turn: 1, resignation: 'gammon', jacoby: true },
  ],
  [
    'cAkOAAAAEAAA',
    'money with Jacoby, 0-2 after one game, player 1 to play 4-3',
    { onRoll: 1, turn: 1, dice: [4, 3], score: [0, 2], jacoby: true },
  ],
];

describe('decodeMatchId / encodeMatchId', () => {
  it.each(GNUBG)('%s (%s)', (id, _how, fields) => {
    const decoded = value(decodeMatchId(id));
    expect(decoded).toEqual({ ...base, ...fields });
    expect(encodeMatchId(decoded)).toBe(id);
  });

  it('writes the higher die first, as gnubg', () => {
    expect(encodeMatchId({ ...base, dice: [2, 5] })).toBe(encodeMatchId({ ...base, dice: [5, 2] }));
  });

  it('refuses malformed IDs the way gnubg does', () => {
    const code = (id: string): string => {
      const r = decodeMatchId(id);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code('cAgAAAAAAAA')).toBe('INVALID_MATCH_ID');
    expect(code('cAgAAAAAAAA!')).toBe('INVALID_MATCH_ID');
    // gnubg prints this for a 3-point match won 4-0 but refuses it back ("Illegal match ID"): score > length.
    expect(code('cGNqAEAAAAAE')).toBe('INVALID_MATCH_ID');
    // Crawford flag in money play.
    expect(code(encodeMatchId({ ...base, crawford: true }))).toBe('INVALID_MATCH_ID');
  });
});

describe('matchIdOf: the same situations played through game.ts give gnubg IDs', () => {
  /** Applies actions and returns the Match ID after each one. */
  const ids = (options: Partial<GameOptions>, actions: Action[]): string[] => {
    let s: MatchState = value(newMatch(options));
    return actions.map((a) => {
      s = value(applyAction(s, a));
      return matchIdOf(s);
    });
  };

  it('3-point match: opening, double, drop, new game, resignation, match over', () => {
    // gnubg: new match 3 (gnubg 4, root 5), set dice 3 1, move 8/5 6/5 [by root], double, drop,
    // (gnubg 2, root 4), resign backgammon [root], accept.
    expect(
      ids({ length: 3 }, [
        { type: 'roll', dice: [4, 5] },
        { type: 'play', side: 1, moves: [mv(13, 8, 5), mv(13, 9, 4)] },
        { type: 'double', side: 0 },
        { type: 'drop', side: 1 },
        { type: 'roll', dice: [2, 4] },
        { type: 'resign', side: 1, kind: 'backgammon' },
        { type: 'acceptResignation', side: 0 },
      ]),
    ).toEqual([
      'cIlyAAAAAAAE',
      'MAFgAAAAAAAE',
      'MBlgAAAAAAAE',
      'MAFgABAAAAAE', // 1-0, waiting for the opening roll: gnubg rolls it at once, so it has no such ID
      'cAlqABAAAAAE',
      'cGFqABAAAAAE',
      'cGNqAEAAAAAE',
    ]);
  });

  it('7-point match: the Crawford game with 5-2 rolled', () => {
    const resign = (side: 0 | 1, kind: 'single' | 'backgammon'): Action[] => [
      { type: 'resign', side, kind },
      { type: 'acceptResignation', side: side === 0 ? 1 : 0 },
    ];
    const all = ids({ length: 7 }, [
      ...resign(0, 'backgammon'),
      ...resign(0, 'single'),
      ...resign(1, 'backgammon'),
      ...resign(1, 'backgammon'), // 6-4: the next game is the Crawford game
      { type: 'roll', dice: [5, 2] },
    ]);
    expect(all[all.length - 1]).toBe('sIHqAGAAIAAE');
  });

  it('5-point match at 2-1: player 1 doubles', () => {
    const all = ids({ length: 5 }, [
      { type: 'resign', side: 1, kind: 'gammon' },
      { type: 'acceptResignation', side: 0 },
      { type: 'resign', side: 0, kind: 'single' },
      { type: 'acceptResignation', side: 1 },
      { type: 'roll', dice: [3, 1] },
      { type: 'play', side: 0, moves: [mv(8, 5, 3), mv(6, 5, 1)] },
      { type: 'double', side: 1 },
    ]);
    expect(all[all.length - 1]).toBe('cBGgACAACAAE');
  });

  it('7-point match: opening roll 1-3 (player 1 to play 3-1)', () => {
    expect(ids({ length: 7 }, [{ type: 'roll', dice: [1, 3] }])).toEqual(['cInlAAAAAAAE']);
  });

  it('money with beavers: double, beaver, accept, roll', () => {
    // gnubg: set beavers 3; set jacoby off; new session; root plays 3-1 8/5 6/5; double; redouble; take; roll 5-3.
    expect(
      ids({ beaver: true, raccoon: true }, [
        { type: 'roll', dice: [1, 3] },
        { type: 'play', side: 1, moves: [mv(8, 5, 3), mv(6, 5, 1)] },
        { type: 'double', side: 0 },
        { type: 'beaver', side: 1 },
        { type: 'take', side: 0 },
        { type: 'roll', side: 0, dice: [5, 3] },
      ]).slice(1),
    ).toEqual(['MAEAAAAAAAAE', 'MBkAAAAAAAAE', 'EREAAAAAAAAE', 'EgEAAAAAAAAE', 'EoEOAAAAAAAE']);
  });

  it('money with raccoons: the raccoon stands at 8, beaverer owns; then a resignation', () => {
    // gnubg: gnubg plays 3-1 8/5 6/5; root doubles; gnubg redoubles (beaver); root redoubles (raccoon);
    // gnubg takes; root rolls 6-3 (gnubg then showed QwkPAAAAAAAE), moves; gnubg offers to resign a single.
    expect(
      ids({ beaver: true, raccoon: true }, [
        { type: 'roll', dice: [3, 1] },
        { type: 'play', side: 0, moves: [mv(8, 5, 3), mv(6, 5, 1)] },
        { type: 'double', side: 1 },
        { type: 'beaver', side: 0 },
        { type: 'raccoon', side: 1 },
        { type: 'roll', side: 1, dice: [6, 3] },
        { type: 'play', side: 1, moves: [mv(24, 18, 6), mv(13, 10, 3)] },
        { type: 'resign', side: 0, kind: 'single' },
      ]).slice(1),
    ).toEqual([
      'cAkAAAAAAAAE',
      'cBEAAAAAAAAE',
      'QRkAAAAAAAAE',
      'QwkAAAAAAAAE',
      'QwkPAAAAAAAE',
      'AwEAAAAAAAAE',
      'AykAAAAAAAAE',
    ]);
  });
});
