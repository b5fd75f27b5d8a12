import { type MatchIdInfo, boardFrom, encodeMatchId, encodePositionId } from '@gamao/engine';
import { MONEY_CONTEXT } from '../context';
import { averageOverRolls, deepOutcomesAhead } from '../cube';
import { FULL_MODEL } from '../evaluation';
import { EXTENDED_INPUT_COUNT } from '../features';
import { PositionError, evaluatePosition } from './position';
import { turnBeforeRoll } from './turn';

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

  it('judges with the networks with the extra inputs, two plies deep', () => {
    expect(FULL_MODEL.contact.kind === 'network' && FULL_MODEL.contact.network.inputs).toBe(
      EXTENDED_INPUT_COUNT,
    );
    // A checker on the bar against three home points, an anchor on the 5-point.
    const board = boardFrom({ 25: 1, 20: 2, 13: 5, 8: 3, 6: 4 }, { 13: 3, 8: 3, 6: 5, 4: 2, 3: 2 });
    const e = evaluatePosition(encodePositionId(board, 0));
    const turn = turnBeforeRoll(board, 0, MONEY_CONTEXT, FULL_MODEL);
    expect(e.win).toBeCloseTo(
      averageOverRolls(deepOutcomesAhead(turn.boards, 0, MONEY_CONTEXT, FULL_MODEL)).win,
      12,
    );
    expect(Math.abs(e.win - turn.outcome.win)).toBeGreaterThan(1e-4);
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
