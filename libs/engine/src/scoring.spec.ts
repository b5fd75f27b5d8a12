import { boardFrom } from './position';
import { scoreGame, scoreResignation, traditionalRows, type GameScore, type ScoringRules } from './scoring';
import type { Board, Result } from './types';

/** Side 0 has borne off all 15; side 1 (the loser) as given. */
const lost = (loser: Record<number, number>): Board => boardFrom({}, loser);

const boards = {
  someOff: lost({ 6: 10 }), // 5 off
  noneOff: lost({ 6: 10, 12: 5 }), // all on the board, outside the winner's home
  inWinnersHome: lost({ 6: 14, 20: 1 }), // loser's 20 = winner's 5
  onBar: lost({ 6: 14, 25: 1 }),
  onBarSomeOff: lost({ 3: 4, 25: 1 }),
  allHome: lost({ 1: 3, 2: 3, 3: 3, 4: 2, 5: 2, 6: 2 }), // 15 in the loser's home, none off
};

const score = (board: Board, double: boolean, rules: ScoringRules, cube = 1, cubeTurned = false): GameScore =>
  scoreGame({ board, winner: 0, winningRollDouble: double, cube, cubeTurned }, rules);

const intl: ScoringRules = { profile: 'international' };
const trad: ScoringRules = { profile: 'traditional' };
const tradTriplo: ScoringRules = { profile: 'traditional', triploPoints: 5 };

describe('international', () => {
  it.each([
    ['someOff', 'single', 1],
    ['noneOff', 'gammon', 2],
    ['inWinnersHome', 'backgammon', 3],
    ['onBar', 'backgammon', 3],
    ['allHome', 'gammon', 2],
  ] as const)('%s is a %s worth %d', (board, kind, base) => {
    expect(score(boards[board], false, intl)).toEqual({ kind, base, points: base });
    expect(score(boards[board], true, intl)).toEqual({ kind, base, points: base }); // doubles do not matter
  });

  it('multiplies by the cube', () => {
    expect(score(boards.inWinnersHome, false, intl, 4, true)).toEqual({
      kind: 'backgammon',
      base: 3,
      points: 12,
    });
  });

  it('Jacoby: gammons count only once the cube is turned', () => {
    const jacoby = { profile: 'international', jacoby: true } as const;
    expect(score(boards.noneOff, false, jacoby, 1, false)).toEqual({ kind: 'single', base: 1, points: 1 });
    expect(score(boards.onBar, false, jacoby, 2, false)).toEqual({ kind: 'single', base: 1, points: 2 }); // auto double only
    expect(score(boards.noneOff, false, jacoby, 2, true)).toEqual({ kind: 'gammon', base: 2, points: 4 });
  });

  it('scores the winner from either side', () => {
    const b = boardFrom({ 6: 14, 20: 1 }, {});
    expect(scoreGame({ board: b, winner: 1, winningRollDouble: false, cube: 1 }, intl).kind).toBe(
      'backgammon',
    );
  });
});

describe('simple (seed 003)', () => {
  it('every game is worth one point, cube or not', () => {
    for (const b of Object.values(boards)) {
      expect(score(b, true, { profile: 'simple' }, 4, true)).toEqual({ kind: 'single', base: 1, points: 1 });
    }
  });
});

describe('traditional (seed 000, Contagem dos pontos): every row', () => {
  it.each([
    ['1 partida simples', boards.someOff, false, trad, 'single', 1],
    ['2 partida cantada', boards.someOff, true, trad, 'cantada', 2],
    ['3 gamão', boards.noneOff, false, trad, 'gammon', 3],
    ['4 gamão cantado', boards.noneOff, true, trad, 'gamaoCantado', 4],
    ['5 triplo (option, 5 here)', boards.inWinnersHome, false, tradTriplo, 'triplo', 5],
    ['6 gamão cantado de pau dentro', boards.allHome, true, trad, 'dePauDentro', 7],
    ['7 Gamão dos Deuses', boards.onBar, false, trad, 'gamaoDosDeuses', 10],
  ] as const)('%s', (_name, board, double, rules, kind, base) => {
    expect(score(board, double, rules)).toEqual({ kind, base, points: base });
  });
});

describe('traditional: overlaps take the highest value', () => {
  it('without the triplo option a checker in the winner home is just a gamão', () => {
    expect(score(boards.inWinnersHome, false, trad).kind).toBe('gammon');
    expect(score(boards.inWinnersHome, true, trad).kind).toBe('gamaoCantado');
  });

  it('a double while the loser is on the bar: Deuses (10) beats gamão cantado (4) and cantada (2)', () => {
    expect(traditionalRows(boards.onBar, 0, true).map((r) => r.kind)).toEqual([
      'single',
      'cantada',
      'gammon',
      'gamaoCantado',
      'gamaoDosDeuses',
    ]);
    expect(score(boards.onBar, true, trad)).toEqual({ kind: 'gamaoDosDeuses', base: 10, points: 10 });
  });

  it('Deuses applies even when the loser has borne off some checkers', () => {
    expect(score(boards.onBarSomeOff, false, trad).kind).toBe('gamaoDosDeuses');
    expect(score(boards.onBarSomeOff, true, trad).kind).toBe('gamaoDosDeuses');
  });

  it('de pau dentro needs the double: without it, all home is a plain gamão', () => {
    expect(score(boards.allHome, false, trad)).toEqual({ kind: 'gammon', base: 3, points: 3 });
  });

  it('triplo with a double: the higher of triplo and gamão cantado; ties go to the later row', () => {
    expect(score(boards.inWinnersHome, true, tradTriplo).kind).toBe('triplo'); // 5 > 4
    expect(score(boards.inWinnersHome, true, { profile: 'traditional', triploPoints: 4 }).kind).toBe(
      'triplo',
    );
    expect(score(boards.inWinnersHome, true, { profile: 'traditional', triploPoints: 3 }).kind).toBe(
      'gamaoCantado',
    );
    expect(score(boards.inWinnersHome, false, { profile: 'traditional', triploPoints: 3 }).kind).toBe(
      'triplo',
    );
  });

  it('triplo and bar: Deuses unless a club values the triplo higher', () => {
    expect(score(boards.onBar, false, tradTriplo).kind).toBe('gamaoDosDeuses');
    expect(score(boards.onBar, false, { profile: 'traditional', triploPoints: 12 }).kind).toBe('triplo');
  });

  it('multiplies by the cube when one is used', () => {
    expect(score(boards.onBar, true, trad, 2)).toEqual({ kind: 'gamaoDosDeuses', base: 10, points: 20 });
    expect(score(boards.allHome, true, trad, 4)).toEqual({ kind: 'dePauDentro', base: 7, points: 28 });
  });
});

describe('scoreResignation', () => {
  const pts = (r: Result<GameScore>): string => (r.ok ? `${r.value.kind}:${r.value.points}` : r.error.code);

  it('international: kind value x cube; Jacoby does not reduce an agreed resignation (as gnubg)', () => {
    expect(pts(scoreResignation('single', 2, intl))).toBe('single:2');
    expect(pts(scoreResignation('gammon', 2, intl))).toBe('gammon:4');
    expect(pts(scoreResignation('backgammon', 4, intl))).toBe('backgammon:12');
    expect(pts(scoreResignation('gammon', 1, { profile: 'international', jacoby: true }))).toBe('gammon:2');
  });

  it('simple: only singles', () => {
    expect(pts(scoreResignation('single', 1, { profile: 'simple' }))).toBe('single:1');
    expect(pts(scoreResignation('gammon', 1, { profile: 'simple' }))).toBe('INVALID_RESIGNATION');
  });

  it('traditional: single 1, gamão 3, triplo only when played', () => {
    expect(pts(scoreResignation('single', 1, trad))).toBe('single:1');
    expect(pts(scoreResignation('gammon', 2, trad))).toBe('gammon:6');
    expect(pts(scoreResignation('backgammon', 1, trad))).toBe('INVALID_RESIGNATION');
    expect(pts(scoreResignation('backgammon', 1, tradTriplo))).toBe('triplo:5');
  });
});
