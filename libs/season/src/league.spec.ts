import { createLeague, leagueFinished, recordLeagueResult } from './league';

const seven = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'];

describe('league season schedule', () => {
  it('a league of 7 players: 7 weeks of 3 matches, one bye a week, everyone meets everyone once', () => {
    const r = createLeague({ divisions: [seven], lengths: [5] });
    if (!r.ok) throw new Error(r.error.message);
    const { matches, divisions } = r.value;
    expect(matches).toHaveLength(21);
    expect(divisions[0].byes).toHaveLength(7);
    expect(new Set(divisions[0].byes)).toEqual(new Set(seven));
    for (let week = 1; week <= 7; week++) {
      const playing = matches.filter((m) => m.week === week).flatMap((m) => m.players);
      expect(playing).toHaveLength(6);
      expect(playing).not.toContain(divisions[0].byes[week - 1]);
    }
    const pairs = new Set(matches.map((m) => m.players.slice().sort().join('-')));
    expect(pairs.size).toBe(21);
    expect(matches.every((m) => m.length === 5)).toBe(true);
  });

  it('a double round robin: the second half repeats the first with the sides swapped', () => {
    const r = createLeague({ divisions: [seven, ['a', 'b', 'c', 'd']], lengths: [5, 7], double: true });
    if (!r.ok) throw new Error(r.error.message);
    const d1 = r.value.matches.filter((m) => m.division === 1);
    expect(d1).toHaveLength(42);
    const w1 = d1.find((m) => m.week === 1)!;
    const w8 = d1.find((m) => m.week === 8)!;
    expect(w8.players).toEqual([w1.players[1], w1.players[0]]);
    expect(r.value.matches.filter((m) => m.division === 2).every((m) => m.length === 7)).toBe(true);
  });

  it('records results and refuses bad ones without changing anything', () => {
    const league = createLeague({ divisions: [['a', 'b']], lengths: [5] });
    if (!league.ok) throw new Error(league.error.message);
    const id = league.value.matches[0].id;
    expect(
      recordLeagueResult(league.value, id, { kind: 'played', winner: 'a', score: [4, 2] }),
    ).toMatchObject({
      ok: false,
      error: { code: 'INVALID_SCORE' },
    });
    expect(
      recordLeagueResult(league.value, id, { kind: 'played', winner: 'z', score: [5, 2] }),
    ).toMatchObject({
      ok: false,
      error: { code: 'PLAYER_NOT_IN_MATCH' },
    });
    const done = recordLeagueResult(league.value, id, { kind: 'walkover', absent: 'b' });
    expect(done.ok && done.value.matches[0].result).toEqual({
      winner: 'a',
      loser: 'b',
      kind: 'walkover',
      score: [5, 0],
    });
    expect(done.ok && leagueFinished(done.value)).toBe(true);
    expect(
      createLeague({
        divisions: [
          ['a', 'b'],
          ['a', 'c'],
        ],
        lengths: [5, 5],
      }),
    ).toMatchObject({ ok: false, error: { code: 'DUPLICATE_PLAYER' } });
  });
});
