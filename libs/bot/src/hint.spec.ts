import { type MatchState, applyAction, formatPlay, newMatch } from '@gamao/engine';
import { bestPlays } from './hint';

function opened(dice: [1 | 2 | 3 | 4 | 5 | 6, 1 | 2 | 3 | 4 | 5 | 6]): MatchState {
  const m = newMatch({});
  if (!m.ok) throw new Error(m.error.message);
  const r = applyAction(m.value, { type: 'roll', dice });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('bestPlays (the hint)', () => {
  it('gives the opening 3-1 as 8/5 6/5 first, then the next best, each with its loss', () => {
    // 3-1: side 0 (the 3) starts.
    const state = opened([3, 1]);
    const hints = bestPlays(state, 0, 3);
    expect(hints).toHaveLength(3);
    expect(formatPlay(hints[0].moves)).toBe('8/5 6/5');
    expect(hints[0].loss).toBe(0);
    expect(hints[1].loss).toBeGreaterThan(0);
    expect(hints[2].loss).toBeGreaterThanOrEqual(hints[1].loss);
  });

  it('has nothing to say to the side not on roll, or before the dice', () => {
    expect(bestPlays(opened([3, 1]), 1)).toEqual([]);
    const m = newMatch({});
    if (!m.ok) throw new Error(m.error.message);
    expect(bestPlays(m.value, 0)).toEqual([]);
  });
});
