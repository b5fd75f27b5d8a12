import { type Die, type MatchState, boardFrom } from '@gamao/engine';
import { parseShard, rollLuck } from './bench-gnubg';
import { apply, started, withGame } from '../src/testing';

const DICE: [Die, Die][] = [];
for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) DICE.push([a as Die, b as Die]);

/** Side 1 on the bar against side 0's board closed but for its 1-point, side 0 still with two checkers back; side 1 to roll. */
function onTheBar(options = {}): MatchState {
  const s = started(options);
  return withGame(s, {
    phase: 'rolling',
    turn: 1,
    board: boardFrom({ 24: 2, 8: 3, 6: 2, 5: 2, 4: 2, 3: 2, 2: 2 }, { 25: 1, 13: 5, 8: 3, 6: 4, 12: 2 }),
  });
}

function luckOfRoll(state: MatchState, dice: [Die, Die]): number {
  const side = state.games[state.games.length - 1].turn ?? 0;
  return rollLuck(state, apply(state, { type: 'roll', side, dice }), dice);
}

describe('the luck-adjusted results of bench:bot:gnubg', () => {
  it("averages zero over the rolls, and counts a roll of side 1's as side 0's luck with the sign turned", () => {
    const s = onTheBar({ length: 0, cube: false });
    const lucks = DICE.map((d) => luckOfRoll(s, d));
    expect(lucks.reduce((a, b) => a + b, 0) / 36).toBeCloseTo(0, 12);
    // Only a 1 enters: 6-6 dances (good for side 0), 1-1 enters and escapes (bad for side 0).
    expect(luckOfRoll(s, [6, 6])).toBeGreaterThan(0.1);
    expect(luckOfRoll(s, [1, 1])).toBeLessThan(-0.3);
  });

  it('measures a match in its result units: twice the match winning chances', () => {
    const money = onTheBar({ length: 0, cube: false });
    const match = onTheBar({ length: 7, cube: true });
    const dance = luckOfRoll(match, [6, 6]);
    expect(DICE.map((d) => luckOfRoll(match, d)).reduce((a, b) => a + b, 0) / 36).toBeCloseTo(0, 12);
    expect(dance).toBeGreaterThan(0);
    expect(dance).not.toBeCloseTo(luckOfRoll(money, [6, 6]), 3);
  });

  it('averages zero over the 30 opening rolls, and counts nothing for a double rolled again', () => {
    const s = started({ length: 0, cube: false });
    const opening = DICE.filter(([a, b]) => a !== b).map((d) =>
      rollLuck(s, apply(s, { type: 'roll', dice: d }), d),
    );
    expect(opening.reduce((a, b) => a + b, 0) / 30).toBeCloseTo(0, 12);
    // [side 0's die, side 1's die]: 6-5 and 5-6 are the same roll for the two sides.
    const first = rollLuck(s, apply(s, { type: 'roll', dice: [6, 5] }), [6, 5]);
    expect(first).toBeGreaterThan(0);
    expect(rollLuck(s, apply(s, { type: 'roll', dice: [5, 6] }), [5, 6])).toBeCloseTo(-first, 12);
    expect(rollLuck(s, apply(s, { type: 'roll', dice: [4, 4] }), [4, 4])).toBe(0);
  });
});

describe('SHARD of bench:bot:gnubg', () => {
  it('takes k/n with k from 0 to n - 1, and refuses what would play nothing or no shard at all', () => {
    expect(parseShard()).toEqual({ index: 0, count: 1 });
    expect(parseShard('1/2')).toEqual({ index: 1, count: 2 });
    for (const bad of ['2/2', '1/0', '0', 'a/2', '-1/2', '1/2/3'])
      expect(() => parseShard(bad)).toThrow('SHARD must be k/n with 0 <= k < n');
  });
});
