import { currentGame, isMatchOver, matchEndedBy } from '@gamao/engine';
import { clockSide, reduce, startLocalGame } from './controller';
import { clockFaces, expiredSide, isLocalClock, moveClock, newLocalClock } from './local-clock';
import { DEFAULT_SETTINGS, normaliseSettings } from './settings';
import { deserialise, serialise } from './storage';

const T0 = 1_000_000;

describe('the local clock', () => {
  it('is off by default, and a preset for the match length when chosen', () => {
    expect(startLocalGame(DEFAULT_SETTINGS).clock).toBeNull();
    expect(newLocalClock('off', 5)).toBeNull();
    const blitz = newLocalClock('blitz', 5);
    expect(blitz?.tc).toMatchObject({ delayMs: 8000, reserveMs: 300_000 });
    expect(blitz?.state).toMatchObject({ reserveMs: [300_000, 300_000], running: null });
    expect(newLocalClock('standard', 0)?.tc.reserveMs).toBe(600_000);
    expect(normaliseSettings({ clock: 'rapid' as never }).clock).toBe('off');
  });

  it('runs the delay, then the reserve, and says whose time ran out', () => {
    const clock = moveClock(newLocalClock('blitz', 1)!, 0, T0);
    expect(expiredSide(clock, T0 + 68_000)).toBeNull();
    expect(expiredSide(clock, T0 + 68_001)).toBe(0);
    const faces = clockFaces(clock);
    expect(faces).toMatchObject({ running: 0, paused: false, serverNow: new Date(T0).toISOString() });
    expect(faces.sides).toEqual([
      { side: 0, delayMs: 8000, reserveMs: 60_000 },
      { side: 1, delayMs: 8000, reserveMs: 60_000 },
    ]);
    // Moving to the other side charges the time beyond the delay.
    const next = moveClock(clock, 1, T0 + 18_000);
    expect(next.state.reserveMs).toEqual([50_000, 60_000]);
    expect(moveClock(next, 1, T0 + 20_000)).toBe(next);
  });

  it('follows the person to act: not during the opening, not on the computer’s turn', () => {
    let game = startLocalGame({ ...DEFAULT_SETTINGS, mode: 'hotseat', clock: 'blitz' });
    expect(clockSide(game)).toBeNull();
    game = reduce(game, { type: 'clock', now: T0 });
    expect(game.clock?.state.running).toBeNull();
    game = reduce(game, { type: 'roll', dice: [3, 1] });
    game = reduce(game, { type: 'clock', now: T0 + 1000 });
    expect(game.clock?.state.running).toBe(0);

    const computer = reduce(
      reduce(startLocalGame({ ...DEFAULT_SETTINGS, clock: 'blitz' }), { type: 'roll', dice: [1, 3] }),
      { type: 'clock', now: T0 },
    );
    expect(sideToActIs(computer, 1)).toBe(true);
    expect(computer.clock?.state.running).toBeNull();
  });

  it('makes the person whose time ran out lose the match, and only then', () => {
    let game = startLocalGame({ ...DEFAULT_SETTINGS, mode: 'hotseat', length: 3, clock: 'blitz' });
    game = reduce(game, { type: 'roll', dice: [1, 3] });
    game = reduce(game, { type: 'clock', now: T0 });
    expect(game.clock?.state.running).toBe(1);
    expect(reduce(game, { type: 'timeout', now: T0 + 10_000 })).toBe(game);
    const lost = reduce(game, { type: 'timeout', now: T0 + 3 * 60_000 + 8001 });
    expect(isMatchOver(lost.match)).toBe(true);
    expect(matchEndedBy(lost.match)).toMatchObject({ side: 1, reason: 'timeout' });
    expect(lost.match.match.score[0]).toBe(3);
    expect(lost.clock?.state.running).toBeNull();
    expect(clockSide(lost)).toBeNull();
    expect(currentGame(lost.match).result).toMatchObject({ winner: 0 });
  });

  it('survives a reload, and a stored clock that cannot be trusted starts afresh', () => {
    let game = startLocalGame({ ...DEFAULT_SETTINGS, mode: 'hotseat', clock: 'slow' });
    game = reduce(reduce(game, { type: 'roll', dice: [3, 1] }), { type: 'clock', now: T0 });
    const back = deserialise(serialise(game));
    expect(back?.clock).toEqual(game.clock);
    expect(isLocalClock(back?.clock)).toBe(true);
    const broken = JSON.parse(serialise(game));
    broken.clock = { tc: {}, state: null };
    expect(deserialise(JSON.stringify(broken))?.clock?.state.running).toBeNull();
    const off = JSON.parse(serialise(startLocalGame(DEFAULT_SETTINGS)));
    expect(deserialise(JSON.stringify(off))?.clock).toBeNull();
  });
});

function sideToActIs(game: ReturnType<typeof startLocalGame>, side: 0 | 1): boolean {
  return currentGame(game.match).turn === side;
}
