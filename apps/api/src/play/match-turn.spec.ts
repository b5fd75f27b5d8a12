import { type MatchState, applyAction, newMatch } from '@gamao/engine';
import { turnPassedTo } from './match-appender';

/** The engine's state after `actions`, failing the test on a refusal. */
function after(state: MatchState, ...actions: Parameters<typeof applyAction>[1][]): MatchState {
  let s = state;
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.code}`);
    s = r.value;
  }
  return s;
}

describe('the turn passing (the "your turn" notification of a match)', () => {
  const start = () => {
    const m = newMatch({ length: 3 });
    if (!m.ok) throw new Error(m.error.message);
    return m.value;
  };

  it('passes to the opening roll winner, then to the other side after a play, not after a roll', () => {
    const s0 = start();
    // 3-1 opening: side 0 (the 3) plays first: 8/5 6/5.
    const opened = after(s0, { type: 'roll', dice: [3, 1] });
    expect(turnPassedTo(s0, opened)).toBe(0);
    const played = after(opened, {
      type: 'play',
      side: 0,
      moves: [
        { from: 8, to: 5, die: 3 },
        { from: 6, to: 5, die: 1 },
      ],
    });
    expect(turnPassedTo(opened, played)).toBe(1);
    const rolled = after(played, { type: 'roll', side: 1, dice: [6, 5] });
    expect(turnPassedTo(played, rolled)).toBeNull();
  });

  it('an offered double passes the decision to the taker, and a take gives it back', () => {
    const s0 = start();
    const played = after(
      s0,
      { type: 'roll', dice: [3, 1] },
      {
        type: 'play',
        side: 0,
        moves: [
          { from: 8, to: 5, die: 3 },
          { from: 6, to: 5, die: 1 },
        ],
      },
    );
    const doubled = after(played, { type: 'double', side: 1 });
    expect(turnPassedTo(played, doubled)).toBe(0);
    const taken = after(doubled, { type: 'take', side: 0 });
    expect(turnPassedTo(doubled, taken)).toBe(1);
  });
});
