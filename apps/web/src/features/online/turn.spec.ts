import { diceShowOf, isNewer, playInput, reduceTurn, startTurn, turnOf } from './turn';
import { entry, matchView } from './testing';

const moving = (overrides = {}) => matchView({ phase: 'moving', dice: [3, 1], seq: 2, ...overrides });

describe('isNewer', () => {
  it('takes a later sequence number or a new status, never an older answer', () => {
    const shown = matchView({ seq: 5 });
    expect(isNewer(shown, matchView({ seq: 6 }))).toBe(true);
    expect(isNewer(shown, matchView({ seq: 5 }))).toBe(false);
    expect(isNewer(shown, matchView({ seq: 4 }))).toBe(false);
    expect(isNewer(matchView({ seq: 0, status: 'CHALLENGED' }), matchView({ seq: 0 }))).toBe(true);
    expect(isNewer(shown, matchView({ seq: 9, id: 'another' }))).toBe(false);
  });
});

describe('turnOf', () => {
  it('lets the player on move move, with the legal first moves of 31', () => {
    const turn = turnOf(moving(), []);
    expect(turn.mover).toBe(0);
    expect(turn.next.length).toBeGreaterThan(0);
    expect(turn.complete).toBe(false);
  });

  it('gives nobody a move when it is the other side’s, for spectators, or with a decision pending', () => {
    expect(turnOf(moving({ turn: 1 }), []).mover).toBeNull();
    expect(turnOf(moving({ viewerSide: null }), []).mover).toBeNull();
    expect(turnOf(moving({ resignation: { by: 1, kind: 'single' } }), []).mover).toBeNull();
    expect(turnOf(matchView(), []).mover).toBeNull();
    expect(turnOf(moving({ status: 'FINISHED' }), []).mover).toBeNull();
  });
});

describe('reduceTurn', () => {
  it('selects, moves, completes and undoes a play locally (8/5 6/5)', () => {
    let s = startTurn(moving());
    s = reduceTurn(s, { type: 'select', from: 8 });
    expect(s.selected).toBe(8);
    s = reduceTurn(s, { type: 'move', from: 8, to: 5 });
    expect(s.moves).toEqual([{ from: 8, to: 5, die: 3 }]);
    expect(s.selected).toBeNull();
    s = reduceTurn(s, { type: 'move', from: 6, to: 5 });
    expect(turnOf(s.view, s.moves).complete).toBe(true);
    expect(turnOf(s.view, s.moves).board[0][5]).toBe(2);
    expect(playInput(s.moves)).toEqual([
      { from: 8, to: 5, die: 3 },
      { from: 6, to: 5, die: 1 },
    ]);
    s = reduceTurn(s, { type: 'undo' });
    expect(s.moves).toHaveLength(1);
  });

  it('ignores a selection or move the engine does not offer', () => {
    const s = startTurn(moving());
    expect(reduceTurn(s, { type: 'select', from: 3 }).selected).toBeNull();
    expect(reduceTurn(s, { type: 'move', from: 24, to: 10 }).moves).toEqual([]);
  });

  it('replaces the state with a newer view from the server and clears the partial move', () => {
    let s = reduceTurn(startTurn(moving()), { type: 'move', from: 8, to: 5 });
    s = reduceTurn(s, { type: 'refused', message: 'Não é a sua vez' });
    expect(s.error).toBe('Não é a sua vez');
    const same = reduceTurn(s, { type: 'view', view: moving() });
    expect(same).toBe(s);
    const newer = reduceTurn(s, { type: 'view', view: moving({ seq: 3, turn: 1 }) });
    expect(newer).toEqual({
      view: expect.objectContaining({ seq: 3 }),
      moves: [],
      selected: null,
      error: null,
    });
  });
});

describe('diceShowOf', () => {
  it('shows the roll being played with the dice used so far greyed', () => {
    const view = moving();
    const shown = diceShowOf(view, turnOf(view, [{ from: 8, to: 5, die: 3 }]));
    expect(shown).toMatchObject({ roller: 0, values: [3, 1], used: [true, false] });
  });

  it('shows four dice for doubles, all unused while the opponent plays', () => {
    const view = moving({ dice: [4, 4], turn: 1, sideToAct: 1 });
    expect(diceShowOf(view, turnOf(view, []))).toMatchObject({
      roller: 1,
      values: [4, 4, 4, 4],
      used: [false, false, false, false],
    });
  });

  it('shows a forced pass and an opening tie from the log', () => {
    const pass = matchView({ turn: 1, log: [entry(7, 'roll', 'Rolls 43: no legal play', 0)], seq: 7 });
    expect(diceShowOf(pass, turnOf(pass, []))).toEqual({
      roller: 0,
      values: [4, 3],
      used: [true, true],
      rollId: 7,
    });
    const tie = matchView({
      phase: 'opening',
      turn: null,
      log: [entry(1, 'openingRoll', 'Opening roll 5-5 (tie: roll again)', null)],
    });
    expect(diceShowOf(tie, turnOf(tie, []))).toMatchObject({ roller: null, values: [5, 5] });
    expect(diceShowOf(matchView(), turnOf(matchView(), []))).toBeNull();
  });
});
