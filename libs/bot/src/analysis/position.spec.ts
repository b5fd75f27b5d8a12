import { type MatchIdInfo, boardFrom, encodeMatchId, encodePositionId } from '@gamao/engine';
import { PositionError, evaluatePosition } from './position';

const info = (extra: Partial<MatchIdInfo> = {}): MatchIdInfo => ({
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
  ...extra,
});

describe('evaluatePosition', () => {
  it('evaluates the starting position as about even, with the first roll for the player on roll', () => {
    const e = evaluatePosition('4HPwATDgc/ABMA');
    expect(e.win).toBeGreaterThan(0.45);
    expect(e.win).toBeLessThan(0.6);
    expect(Math.abs(e.equity)).toBeLessThan(0.2);
    expect(e.cubeAction).toBe('no double');
    expect(e.matchWinningChances).toBeNull();
  });

  it('sees a won race, and takes the score from a Match ID', () => {
    const id = encodePositionId(boardFrom({ 1: 2 }, { 6: 5, 5: 5 }), 0);
    const money = evaluatePosition(id);
    expect(money.win).toBeGreaterThan(0.99);
    expect(money.cubeAction).toMatch(/pass/);
    const match = evaluatePosition(id, encodeMatchId(info({ matchLength: 5, score: [2, 3] })));
    // Cubeless, a single win takes 3-away to 2-away against 2-away: 50%; the cube cashes the point at once.
    expect(match.matchWinningChances).toBeCloseTo(0.5, 2);
    expect(match.equity).toBeGreaterThan(0.95);
    expect(match.cubeAction).toBe('double, pass');
    expect(match.cubefulEquity).toBeCloseTo(1, 6);
  });

  it('refuses bad IDs with the engine’s codes', () => {
    expect(() => evaluatePosition('nonsense')).toThrow(PositionError);
    try {
      evaluatePosition('4HPwATDgc/ABMA', 'bad');
    } catch (e) {
      expect((e as PositionError).error.code).toBe('INVALID_MATCH_ID');
    }
  });
});
