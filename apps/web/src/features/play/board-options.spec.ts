import { boardFrom, formatPlay } from '@gamao/engine';
import {
  BOARD_OPTIONS_KEY,
  DEFAULT_BOARD_OPTIONS,
  autoBearOffPlay,
  bearingIn,
  isRace,
  loadBoardOptions,
  motionOf,
  normaliseBoardOptions,
  saveBoardOptions,
} from './board-options';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('board options', () => {
  it('normalises what comes back: unknown values fall back to the defaults, extra fields are dropped', () => {
    expect(normaliseBoardOptions(null)).toEqual(DEFAULT_BOARD_OPTIONS);
    expect(
      normaliseBoardOptions({ animation: 'warp', sound: 'on', direction: 'left', colors: 'wood', x: 1 }),
    ).toEqual({ ...DEFAULT_BOARD_OPTIONS, direction: 'left', colors: 'wood' });
  });

  it("keeps a guest's options in the browser, and survives a broken entry", () => {
    const storage = memoryStorage();
    expect(loadBoardOptions(storage)).toEqual(DEFAULT_BOARD_OPTIONS);
    saveBoardOptions(storage, { ...DEFAULT_BOARD_OPTIONS, oneTap: true, animation: 'slow' });
    expect(loadBoardOptions(storage)).toEqual({ ...DEFAULT_BOARD_OPTIONS, oneTap: true, animation: 'slow' });
    storage.setItem(BOARD_OPTIONS_KEY, '{not json');
    expect(loadBoardOptions(storage)).toEqual(DEFAULT_BOARD_OPTIONS);
  });

  it('turns animations off for reduced motion whatever the speed', () => {
    expect(motionOf('slow', false).checkerMs).toBeGreaterThan(motionOf('normal', false).checkerMs);
    expect(motionOf('slow', true)).toEqual(motionOf('off', false));
    expect(motionOf('off', false).checkerMs).toBe(0);
  });

  it('knows a race and bearing in', () => {
    // Side 0 all home; side 1 still has a checker on our 3-point (its 22): contact.
    const contact = boardFrom({ 6: 5, 5: 5, 4: 5 }, { 22: 1, 1: 14 });
    expect(bearingIn(contact, 0)).toBe(true);
    expect(isRace(contact, 0)).toBe(false);
    const race = boardFrom({ 6: 5, 5: 5, 4: 5 }, { 6: 15 });
    expect(isRace(race, 0)).toBe(true);
    expect(bearingIn(boardFrom({ 7: 1, 6: 14 }, { 6: 15 }), 0)).toBe(false);
  });

  it('bears off the most checkers in a race, and leaves other positions to the player', () => {
    const race = boardFrom({ 6: 2, 5: 3, 2: 2 }, { 6: 15 });
    // 6-5: 6/off 5/off takes two off.
    expect(formatPlay(autoBearOffPlay(race, 0, [6, 5]) ?? [])).toBe('6/off 5/off');
    // 2-1 can take one checker off, with either order of the dice.
    const moves = autoBearOffPlay(boardFrom({ 6: 1, 3: 1 }, { 6: 15 }), 0, [2, 1]);
    expect(formatPlay(moves ?? [])).toBe('3/off');
    expect(autoBearOffPlay(boardFrom({ 6: 5, 5: 5, 4: 5 }, { 22: 1, 1: 14 }), 0, [6, 5])).toBeNull();
    expect(autoBearOffPlay(boardFrom({ 8: 1, 6: 14 }, { 6: 15 }), 0, [6, 5])).toBeNull();
  });
});
