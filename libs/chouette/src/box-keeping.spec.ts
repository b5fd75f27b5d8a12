import type { ChouetteAction } from './actions';
import { boxChange, nextBoxLine } from './box-keeping';
import type { HouseRules } from './house-rules';
import { run, scorekeeperGame } from './testing';

const line = ['box', 'cap', 'q1', 'q2', 'q3'];

describe('house rule: who keeps the box', () => {
  it.each([
    // [box beat the captain?, box side result, rule, change]
    ['box', 3, 'boxVsCaptain', 'boxKeeps'],
    ['box', -1, 'boxVsCaptain', 'boxKeeps'],
    ['captain', 2, 'boxVsCaptain', 'captainTakes'],
    ['captain', 2, 'breakEven', 'boxKeeps'],
    ['box', -2, 'breakEven', 'captainTakes'],
    ['box', 0, 'doubleStandUp', 'boxKeeps'],
    ['box', -2, 'doubleStandUp', 'doubleStandUp'],
    ['captain', 4, 'doubleStandUp', 'captainTakes'],
  ] as const)('box vs captain %s, box side %i, %s: %s', (boxVsCaptain, boxSide, rule, change) => {
    expect(boxChange({ boxVsCaptain, boxSide }, rule)).toBe(change);
  });

  it('lines: the captain takes, the box keeps, both stand up', () => {
    expect(nextBoxLine(line, { boxVsCaptain: 'captain', boxSide: 1 }, 'boxVsCaptain').line).toEqual([
      'cap',
      'q1',
      'q2',
      'q3',
      'box',
    ]);
    expect(nextBoxLine(line, { boxVsCaptain: 'box', boxSide: 1 }, 'doubleStandUp').line).toEqual([
      'box',
      'q1',
      'q2',
      'q3',
      'cap',
    ]);
    expect(nextBoxLine(line, { boxVsCaptain: 'box', boxSide: -1 }, 'doubleStandUp')).toEqual({
      line: ['q1', 'q2', 'q3', 'cap', 'box'],
      change: 'doubleStandUp',
    });
  });

  it('a double stand-up at the table: the box beats the captain, loses the game, and both stand up', () => {
    const house = { boxKeeping: 'doubleStandUp' } as HouseRules;
    const s0 = scorekeeperGame(line, { house, partnerThreshold: 0 });
    const steps: ChouetteAction[] = [
      // q1 and q2 double; the box takes both (at 2, the box's); the captain's and q3's stay centred at 1.
      { type: 'double', player: 'q1' },
      { type: 'double', player: 'q2' },
      { type: 'boxAnswer', player: 'box', member: 'q1', answer: 'take' },
      { type: 'boxAnswer', player: 'box', member: 'q2', answer: 'take' },
      // The box doubles everyone (the captain and q3 at 2, its own cubes q1 and q2 at 4): the captain and q3
      // drop (1 each to the box), so the captain has lost to the box; q1 and q2 take.
      { type: 'boxDouble', player: 'box' },
      { type: 'memberAnswer', player: 'cap', answer: 'drop' },
      { type: 'memberAnswer', player: 'q1', answer: 'take' },
      { type: 'memberAnswer', player: 'q2', answer: 'take' },
      { type: 'memberAnswer', player: 'q3', answer: 'drop' },
      // q1 plays on as acting captain and wins a single: q1 +4, q2 +4; box side +1 +1 -4 -4 = -6.
      { type: 'endGame', winner: 'team' },
    ];
    const s = run(s0, ...steps);
    expect(s.games[0]).toMatchObject({ boxVsCaptain: 'box', boxSide: -6, actingCaptain: 'q1' });
    expect(s.games[0].points).toEqual({ box: -6, cap: -1, q1: 4, q2: 4, q3: -1 });
    expect(s.line).toEqual(['q1', 'q2', 'q3', 'cap', 'box']);
    // The default keeps the box with the box, who beat the captain.
    const seed = run(scorekeeperGame(line, { partnerThreshold: 0 }), ...steps);
    expect(seed.line).toEqual(['box', 'q1', 'q2', 'q3', 'cap']);
  });
});
