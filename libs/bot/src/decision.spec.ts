import { boardFrom, swapSides, validatePlay } from '@gamao/engine';
import { botCanAct, botDecision } from './decision';
import { seededRandom } from './random';
import { CLOSED_OUT, apply, started, withGame } from './testing';

const random = seededRandom('decision');

describe('botDecision', () => {
  it('rolls for the opening', () => {
    const s = started();
    expect(botDecision(s, 0, 'hard', random)).toEqual({ type: 'roll' });
    expect(botDecision(s, 1, 'easy', random)).toEqual({ type: 'roll' });
  });

  it('plays a legal play once the dice are rolled', () => {
    const s = apply(started(), { type: 'roll', dice: [3, 1] });
    const d = botDecision(s, 0, 'medium', random);
    expect(d.type).toBe('play');
    if (d.type !== 'play') return;
    expect(validatePlay(s.games[0].board, 0, [3, 1], d.moves).ok).toBe(true);
    expect(apply(s, { type: 'play', side: 0, moves: d.moves }).actionCount).toBe(2);
  });

  it('rolls without doubling at the start, and doubles a clearly winning race', () => {
    let s = apply(started(), { type: 'roll', dice: [3, 1] });
    s = apply(s, {
      type: 'play',
      side: 0,
      moves: [
        { from: 8, to: 5, die: 3 },
        { from: 6, to: 5, die: 1 },
      ],
    });
    expect(botDecision(s, 1, 'hard', random)).toEqual({ type: 'roll' });
    const race = withGame(s, {
      board: boardFrom({ 6: 5, 5: 5, 4: 5 }, { 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2 }),
    });
    expect(botDecision(race, 1, 'hard', random)).toEqual({ type: 'double' });
    // With the cube off, it just rolls.
    const noCube = { ...race, options: { ...race.options, cube: false } };
    expect(botDecision(noCube, 1, 'hard', random)).toEqual({ type: 'roll' });
  });

  it('answers a double', () => {
    let s = apply(started(), { type: 'roll', dice: [3, 1] });
    s = apply(s, {
      type: 'play',
      side: 0,
      moves: [
        { from: 8, to: 5, die: 3 },
        { from: 6, to: 5, die: 1 },
      ],
    });
    s = apply(s, { type: 'double', side: 1 });
    expect(botCanAct(s, 0)).toBe(true);
    expect(botCanAct(s, 1)).toBe(false);
    expect(botDecision(s, 0, 'hard', random)).toEqual({ type: 'take' });
    const hopeless = withGame(s, { board: boardFrom({ 6: 5, 5: 5, 4: 5 }, { 2: 1, 1: 2 }) });
    expect(botDecision(hopeless, 0, 'hard', random)).toEqual({ type: 'drop' });
  });

  it('beavers, and answers a beaver, only under those options', () => {
    const options = { beaver: true, raccoon: true, beaverRefusal: true };
    let s = apply(started(options), { type: 'roll', dice: [3, 1] });
    s = apply(s, {
      type: 'play',
      side: 0,
      moves: [
        { from: 8, to: 5, die: 3 },
        { from: 6, to: 5, die: 1 },
      ],
    });
    // Side 1 doubles from a hopeless race: side 0 beavers; side 1 then refuses rather than play for 4.
    s = withGame(s, { board: boardFrom({ 2: 1, 1: 2 }, { 6: 5, 5: 5, 4: 5 }) });
    s = apply(s, { type: 'double', side: 1 });
    expect(botDecision(s, 0, 'hard', random)).toEqual({ type: 'beaver' });
    s = apply(s, { type: 'beaver', side: 0 });
    expect(botDecision(s, 1, 'hard', random)).toEqual({ type: 'refuseBeaver' });
  });

  it('accepts or rejects a resignation by its value', () => {
    let s = apply(started(), { type: 'roll', dice: [3, 1] });
    s = apply(s, { type: 'resign', side: 0, kind: 'single' });
    // Side 0 resigns a single at the start: side 1 gladly accepts.
    expect(botDecision(s, 1, 'hard', random)).toEqual({ type: 'acceptResignation' });
    const crushing = withGame(s, {
      board: swapSides(CLOSED_OUT),
    });
    expect(botDecision(crushing, 1, 'hard', random)).toEqual({ type: 'rejectResignation' });
  });

  it('answers a resignation offered before the opening roll', () => {
    const s = apply(started(), { type: 'resign', side: 0, kind: 'single' });
    expect(botCanAct(s, 0)).toBe(false);
    expect(botDecision(s, 1, 'easy', random)).toEqual({ type: 'acceptResignation' });
  });

  it('throws when the game does not wait for that side', () => {
    const s = apply(started(), { type: 'roll', dice: [3, 1] });
    expect(botCanAct(s, 1)).toBe(false);
    expect(() => botDecision(s, 1, 'hard', random)).toThrow(/does not wait/);
  });

  it('match play: no double in the Crawford game, the trailer doubles at once after it', () => {
    // A 3-point match: side 0 wins a gammon (2 points) at once by resignation -> Crawford game next.
    let s = apply(started({ length: 3 }), { type: 'roll', dice: [3, 1] });
    s = apply(s, { type: 'resign', side: 1, kind: 'gammon' });
    s = apply(s, { type: 'acceptResignation', side: 0 });
    expect(s.games[1].crawford).toBe(true);
    s = apply(s, { type: 'roll', dice: [1, 3] });
    s = apply(s, {
      type: 'play',
      side: 1,
      moves: [
        { from: 8, to: 5, die: 3 },
        { from: 6, to: 5, die: 1 },
      ],
    });
    const race = withGame(s, { board: boardFrom({ 2: 1, 1: 2 }, { 6: 5, 5: 5, 4: 5 }) });
    expect(botDecision(race, 0, 'hard', random)).toEqual({ type: 'roll' });
    // Side 1 wins the Crawford game: post-Crawford, side 1 (trailer, 2-away) doubles at once.
    s = apply(s, { type: 'resign', side: 0, kind: 'single' });
    s = apply(s, { type: 'acceptResignation', side: 1 });
    s = apply(s, { type: 'roll', dice: [3, 1] });
    s = apply(s, {
      type: 'play',
      side: 0,
      moves: [
        { from: 8, to: 5, die: 3 },
        { from: 6, to: 5, die: 1 },
      ],
    });
    expect(s.games[2].crawford).toBe(false);
    expect(botDecision(s, 1, 'medium', random)).toEqual({ type: 'double' });
  });
});
