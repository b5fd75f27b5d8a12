import { type Action, START_BOARD, encodePositionId, matchIdOf, replay } from '@gamao/engine';
import { buildReplay, clampStep, currentLine, diceValues, parseLog } from './timeline';

/**
 * A 3-point match: game 1 has an opening tie, the opening 31 played 8/5 6/5, a 65 run, a double and a drop;
 * game 2 ends with a resigned gammon (side 0 reaches 3).
 */
const actions: Action[] = [
  { type: 'roll', dice: [2, 2] },
  { type: 'roll', dice: [3, 1] },
  {
    type: 'play',
    side: 0,
    moves: [
      { from: 8, to: 5, die: 3 },
      { from: 6, to: 5, die: 1 },
    ],
  },
  { type: 'roll', side: 1, dice: [6, 5] },
  {
    type: 'play',
    side: 1,
    moves: [
      { from: 24, to: 18, die: 6 },
      { from: 18, to: 13, die: 5 },
    ],
  },
  { type: 'double', side: 0 },
  { type: 'drop', side: 1 },
  { type: 'roll', dice: [5, 2] },
  { type: 'resign', side: 1, kind: 'gammon' },
  { type: 'acceptResignation', side: 0 },
];
const log = { options: { length: 3 }, actions, players: ['Ana', 'Bia'] as const };

describe('replay timeline', () => {
  const r = buildReplay(log);

  it('has one step per action plus the start, with the engine state of each', () => {
    expect(r.error).toBeNull();
    expect(r.steps).toHaveLength(actions.length + 1);
    expect(r.steps[0]).toMatchObject({ game: 1, turn: null, dice: null, score: [0, 0], pips: [167, 167] });
    expect(r.steps[0].positionId).toBe(encodePositionId(START_BOARD, 0));
    expect(r.steps[0].positionId).toBe('4HPwATDgc/ABMA');
    // The opening tie is shown as spent dice, one per side.
    expect(r.steps[1].dice).toEqual({ roller: null, dice: [2, 2], spent: true });
    // After the opening 31 side 0 is to move with 31.
    expect(r.steps[2]).toMatchObject({ turn: 0, dice: { roller: 0, dice: [3, 1], spent: false } });
    expect(r.steps[3].pips).toEqual([163, 167]);
    expect(r.steps[3].dice).toBeNull();
  });

  it('shows the cube offer, then the finished game with its result and the new score', () => {
    expect(r.steps[6].cube).toEqual({ value: 1, owner: 'centred', offer: { by: 0, value: 2 } });
    const end = r.steps[7];
    expect(end.game).toBe(1);
    expect(end.result).toMatchObject({ winner: 0, points: 1, reason: 'drop' });
    expect(end.score).toEqual([1, 0]);
    expect(end.pips).toEqual([163, 156]);
    // The next opening roll moves on to game 2.
    expect(r.steps[8]).toMatchObject({ game: 2, score: [1, 0], result: null });
    expect(r.steps[10]).toMatchObject({ game: 2, score: [3, 0], result: { winner: 0, points: 2 } });
  });

  it('gives the Match ID the engine gives the same state', () => {
    const state = replay(log.options, actions.slice(0, 4));
    if (!state.ok) throw new Error(state.error.message);
    expect(r.steps[4].matchId).toBe(matchIdOf(state.value));
  });

  it('writes the move list, each line pointing at the step of its decision', () => {
    const lines = r.lines.map((l) => {
      const { key: _key, ...rest } = l;
      return rest;
    });
    expect(lines).toEqual([
      { step: 0, kind: 'game', number: 1 },
      { step: 1, kind: 'openingTie', dice: '2-2' },
      { step: 2, kind: 'turn', side: 0, dice: '3-1', play: '8/5 6/5', actionIndex: 2 },
      { step: 4, kind: 'turn', side: 1, dice: '6-5', play: '24/13', actionIndex: 4 },
      { step: 5, kind: 'cube', side: 0, action: 'double', value: 2, actionIndex: 5 },
      { step: 6, kind: 'cube', side: 1, action: 'drop', value: null, actionIndex: 6 },
      { step: 7, kind: 'result', side: 0, points: 1 },
      { step: 7, kind: 'game', number: 2 },
      { step: 8, kind: 'turn', side: 0, dice: '5-2', play: null, actionIndex: null },
      { step: 9, kind: 'resign', side: 1, winKind: 'gammon' },
      { step: 10, kind: 'resignAnswer', side: 0, accepted: true },
      { step: 10, kind: 'result', side: 0, points: 2 },
    ]);
    expect(currentLine(r.lines, 3)).toMatchObject({ kind: 'turn', side: 0 });
    expect(currentLine(r.lines, 0)).toBeNull();
  });

  it('stops at an illegal action and keeps the steps before it', () => {
    const bad = buildReplay({
      options: { length: 1 },
      actions: [...actions.slice(0, 2), { type: 'double', side: 1 }],
    });
    expect(bad.steps).toHaveLength(3);
    expect(bad.error).toMatchObject({ actionIndex: 2 });
  });

  it('reads the log JSON and refuses what is not a log', () => {
    expect(parseLog(JSON.stringify(log))?.players).toEqual(['Ana', 'Bia']);
    expect(parseLog('{"options":{}}')).toBeNull();
    expect(parseLog('not json')).toBeNull();
  });

  it('keeps the step of the address inside the replay', () => {
    expect(clampStep('5', 11)).toBe(5);
    expect(clampStep('50', 11)).toBe(10);
    expect(clampStep('-1', 11)).toBe(0);
    expect(clampStep('x', 11)).toBe(0);
    expect(clampStep(null, 11)).toBe(0);
  });

  it('draws doubles four times', () => {
    expect(diceValues({ roller: 0, dice: [4, 4], spent: false })).toEqual([4, 4, 4, 4]);
    expect(diceValues({ roller: null, dice: [4, 4], spent: true })).toEqual([4, 4]);
  });
});
