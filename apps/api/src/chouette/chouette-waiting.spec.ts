import { type ChouetteAction, type ChouetteState, applyChouetteAction, newChouette } from '@gamao/chouette';
import { waitingChange } from './chouette-waiting';

function run(state: ChouetteState, ...actions: ChouetteAction[]): ChouetteState {
  let s = state;
  for (const a of actions) {
    const r = applyChouetteAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.code}`);
    s = r.value;
  }
  return s;
}

describe('whom a chouette table newly waits for (the notifications)', () => {
  const start = () => {
    const s = newChouette({ mode: 'board' });
    if (!s.ok) throw new Error(s.error.message);
    return s.value;
  };

  it('nobody while players gather; all three once the third joins (each rolls for the order)', () => {
    const one = run(start(), { type: 'join', player: 'ana' });
    const two = run(one, { type: 'join', player: 'bia' });
    expect(waitingChange(one, two)).toBeNull();
    const three = run(two, { type: 'join', player: 'caio' });
    const change = waitingChange(two, three);
    expect(change?.inGame).toBe(false);
    expect([...(change?.players ?? [])].sort()).toEqual(['ana', 'bia', 'caio']);
    expect(change?.released).toEqual([]);
  });

  it('a player who rolled is released; nothing new for the others', () => {
    const three = run(
      start(),
      { type: 'join', player: 'ana' },
      { type: 'join', player: 'bia' },
      { type: 'join', player: 'caio' },
    );
    const rolled = run(three, { type: 'rollForOrder', player: 'ana', dice: [6, 5] });
    expect(waitingChange(three, rolled)).toEqual({ players: [], released: ['ana'], inGame: false });
    // No change at all: null (no event is written).
    expect(waitingChange(rolled, rolled)).toBeNull();
  });
});
