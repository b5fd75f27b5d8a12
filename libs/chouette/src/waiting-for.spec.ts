import { newChouette } from './chouette';
import { run, seated, value } from './testing';
import { waitingFor } from './waiting-for';

describe('waiting for', () => {
  it('gathering: joins, then everyone’s roll for the order', () => {
    const s = run(value(newChouette()), { type: 'join', player: 'a' }, { type: 'join', player: 'b' });
    expect(waitingFor(s)).toEqual([{ player: null, decision: 'join', actions: ['join'] }]);
    expect(waitingFor(run(s, { type: 'join', player: 'c' })).map((w) => [w.player, w.decision])).toEqual([
      ['a', 'rollForOrder'],
      ['b', 'rollForOrder'],
      ['c', 'rollForOrder'],
    ]);
  });

  it('board: the opening roll, then the side to roll with who may double', () => {
    let s = run(seated(['a', 'b', 'c']), { type: 'startGame' });
    expect(waitingFor(s)).toEqual([{ player: null, decision: 'openingRoll', actions: ['roll'] }]);
    s = run(s, { type: 'roll', player: 'a', dice: [3, 1] });
    expect(waitingFor(s)).toEqual([
      { player: 'a', decision: 'play', actions: ['play', 'confirmSuggestion'] },
    ]);
    s = run(s, {
      type: 'play',
      player: 'a',
      moves: [
        { from: 8, to: 5, die: 3 },
        { from: 6, to: 5, die: 1 },
      ],
    });
    expect(waitingFor(s)).toEqual([
      { player: 'b', decision: 'roll', actions: ['roll'] },
      { player: 'b', decision: 'double', actions: ['double'], optional: true },
      { player: 'c', decision: 'double', actions: ['double'], optional: true },
    ]);
    s = run(s, { type: 'roll', player: 'b', dice: [6, 5] });
    expect(waitingFor(s)).toEqual([
      { player: 'b', decision: 'play', actions: ['play', 'confirmSuggestion'] },
      { player: 'c', decision: 'suggest', actions: ['suggest'], optional: true },
    ]);
    s = run(s, {
      type: 'play',
      player: 'b',
      moves: [
        { from: 24, to: 18, die: 6 },
        { from: 18, to: 13, die: 5 },
      ],
    });
    expect(waitingFor(s)).toEqual([{ player: 'a', decision: 'roll', actions: ['roll', 'boxDouble'] }]);
    s = run(
      s,
      { type: 'boxDouble', player: 'a' },
      { type: 'memberAnswer', player: 'b', answer: 'take' },
      { type: 'memberAnswer', player: 'c', answer: 'take' },
    );
    // Every cube belongs to a member now: the box may only roll.
    expect(waitingFor(s)).toEqual([{ player: 'a', decision: 'roll', actions: ['roll'] }]);
  });

  it('nothing once the session is closed', () => {
    expect(waitingFor(run(seated(['a', 'b', 'c']), { type: 'endSession' }))).toEqual([]);
  });
});
