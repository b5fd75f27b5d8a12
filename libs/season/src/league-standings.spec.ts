import { createLeague, recordLeagueResult } from './league';
import { DEFAULT_POINTS_RULE, divisionStandings, matchPoints } from './league-standings';
import type { TieBreak } from './tie-break-adapter';

describe('league points', () => {
  it('win 2 / loss 0, or 100 per win plus the margin (the winner capped at the length)', () => {
    expect(matchPoints(DEFAULT_POINTS_RULE, [5, 2], 5)).toEqual([2, 0]);
    expect(matchPoints({ kind: 'margin', perWin: 100 }, [5, 2], 5)).toEqual([103, 0]);
    expect(matchPoints({ kind: 'margin', perWin: 100 }, [6, 4], 5)).toEqual([101, 0]);
    expect(matchPoints({ kind: 'margin', perWin: 100 }, [5, 0], 5)).toEqual([105, 0]);
  });
});

describe('standings of a division', () => {
  it('points-difference, in a league division: a cycle of three broken by the scores', () => {
    const created = createLeague({ divisions: [['b', 'c', 'a']], lengths: [5] });
    if (!created.ok) throw new Error(created.error.message);
    let l = created.value;
    const scores: Record<string, [string, [number, number]]> = {
      'a-b': ['a', [5, 0]],
      'b-c': ['b', [5, 4]],
      'a-c': ['c', [5, 3]],
    };
    for (const m of l.matches) {
      const [winner, score] = scores[m.players.slice().sort().join('-')];
      const r = recordLeagueResult(l, m.id, { kind: 'played', winner, score });
      if (!r.ok) throw new Error(r.error.message);
      l = r.value;
    }
    const plain = divisionStandings(l, 1, DEFAULT_POINTS_RULE, []);
    expect(plain.ok && plain.value.map((r) => r.player)).toEqual(['b', 'c', 'a']);
    // a: +5 -2 = +3, c: -1 +2 = +1, b: -5 +1 = -4
    const broken = divisionStandings(l, 1, DEFAULT_POINTS_RULE, ['points-difference']);
    expect(broken.ok && broken.value.map((r) => [r.player, r.pointsDifference])).toEqual([
      ['a', 3],
      ['c', 1],
      ['b', -4],
    ]);
    expect(divisionStandings(l, 1, DEFAULT_POINTS_RULE, ['coin-toss' as TieBreak])).toMatchObject({
      ok: false,
      error: { code: 'INVALID_TIE_BREAKS' },
    });
  });
});
