import { lengthKind, matchControls, statusLine } from './controls';
import { matchView } from './testing';
import { turnOf } from './turn';

const controlsOf = (overrides: Parameters<typeof matchView>[0], busy = false) => {
  const view = matchView(overrides);
  const turn = turnOf(view, []);
  const controls = matchControls(view, turn, busy);
  return { controls, line: statusLine(view, controls, turn, busy) };
};

describe('matchControls and statusLine', () => {
  it('lets the player on roll roll, double and resign', () => {
    const { controls, line } = controlsOf({});
    expect(controls).toMatchObject({
      me: 0,
      player: true,
      onRoll: true,
      canRoll: true,
      canDouble: true,
      canResign: true,
      toAnswer: false,
      actor: 0,
    });
    expect(line).toEqual({ kind: 'yourRoll' });
    expect(controlsOf({}, true).controls).toMatchObject({ canRoll: false, canDouble: false });
    expect(controlsOf({}, true).line).toEqual({ kind: 'sending' });
  });

  it('makes the other side wait, and a spectator only watch', () => {
    const waiting = controlsOf({ viewerSide: 1 });
    expect(waiting.controls).toMatchObject({ onRoll: false, canRoll: false, canResign: false });
    expect(waiting.line).toEqual({ kind: 'waitingRoll' });
    const spectator = controlsOf({ viewerSide: null, phase: 'opening' });
    expect(spectator.controls).toMatchObject({ player: false, opening: true, canRoll: false });
    expect(spectator.line).toEqual({ kind: 'openingSpectator' });
    expect(controlsOf({ phase: 'opening' }).controls).toMatchObject({ canRoll: true, canResign: false });
  });

  it('shows the move to make with its dice, to the mover and to the one waiting', () => {
    const moving = { phase: 'moving', dice: [3, 1] };
    expect(controlsOf(moving).line).toEqual({ kind: 'yourMove', dice: [3, 1] });
    expect(controlsOf(moving).controls.canMove).toBe(true);
    expect(controlsOf({ ...moving, viewerSide: 1 }).line).toEqual({ kind: 'waitingMove', dice: [3, 1] });
  });

  it('asks the side to act to answer a cube offer', () => {
    const offered = {
      phase: 'rolling',
      turn: 0,
      sideToAct: 1,
      cube: { value: 1, owner: null, offeredBy: 0, offeredValue: 2, offerStage: 'offered' },
    } as const;
    expect(controlsOf({ ...offered, viewerSide: 1 }).controls.toAnswer).toBe(true);
    const doubler = controlsOf(offered);
    expect(doubler.controls).toMatchObject({ toAnswer: false, onRoll: false, canResign: false });
    expect(doubler.line).toEqual({ kind: 'waitingCube' });
  });

  it('names a challenge, a declined or a withdrawn one', () => {
    expect(controlsOf({ status: 'CHALLENGED', viewerSide: 1 }).line).toEqual({ kind: 'challengedYou' });
    expect(controlsOf({ status: 'CHALLENGED' }).line).toEqual({ kind: 'challenged' });
    expect(controlsOf({ status: 'DECLINED' }).line).toEqual({ kind: 'declined' });
    expect(controlsOf({ status: 'CANCELLED' }).line).toEqual({ kind: 'cancelled' });
    expect(controlsOf({ status: 'FINISHED' }).line).toEqual({ kind: 'none' });
  });
});

describe('lengthKind', () => {
  it('reads money play, a single game and a match', () => {
    expect([0, 1, 7].map(lengthKind)).toEqual(['money', 'singleGame', 'matchTo']);
  });
});
