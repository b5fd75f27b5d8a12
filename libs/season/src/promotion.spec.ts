import { type League, createLeague, recordLeagueResult } from './league';
import { DEFAULT_POINTS_RULE } from './league-standings';
import { nextDivisions, nextSeason } from './promotion';

/** Every match of the league played, the better seed (earlier in the list) winning 5-0. */
function playedBySeed(league: League): League {
  let l = league;
  for (const m of league.matches) {
    const d = league.divisions[m.division - 1].players;
    const winner = d.indexOf(m.players[0]) < d.indexOf(m.players[1]) ? m.players[0] : m.players[1];
    const r = recordLeagueResult(l, m.id, { kind: 'played', winner, score: [m.length, 0] });
    if (!r.ok) throw new Error(r.error.message);
    l = r.value;
  }
  return l;
}

describe('promotion and relegation', () => {
  const divisions = [
    ['a1', 'a2', 'a3', 'a4'],
    ['b1', 'b2', 'b3', 'b4'],
    ['c1', 'c2', 'c3', 'c4'],
  ];
  const created = createLeague({ divisions, lengths: [7, 5, 3] });
  if (!created.ok) throw new Error(created.error.message);

  it('3 divisions, 1 up and 1 down: the next season drawn from the standings', () => {
    const finished = playedBySeed(created.value);
    expect(nextDivisions(finished, DEFAULT_POINTS_RULE, [], { up: 1, down: 1 })).toEqual({
      ok: true,
      value: [
        ['a1', 'a2', 'a3', 'b1'],
        ['a4', 'b2', 'b3', 'c1'],
        ['b4', 'c2', 'c3', 'c4'],
      ],
    });
    const next = nextSeason(finished, DEFAULT_POINTS_RULE, [], { up: 1, down: 1 });
    expect(next.ok && next.value.divisions.map((d) => d.length)).toEqual([7, 5, 3]);
    expect(next.ok && next.value.matches.every((m) => m.result === null)).toBe(true);
  });

  it('2 up and 2 down', () => {
    const r = nextDivisions(playedBySeed(created.value), DEFAULT_POINTS_RULE, [], { up: 2, down: 2 });
    expect(r.ok && r.value).toEqual([
      ['a1', 'a2', 'b1', 'b2'],
      ['a3', 'a4', 'c1', 'c2'],
      ['b3', 'b4', 'c3', 'c4'],
    ]);
  });

  it('waits for the season to end and refuses counts that do not fit', () => {
    expect(nextDivisions(created.value, DEFAULT_POINTS_RULE, [], { up: 1, down: 1 })).toMatchObject({
      ok: false,
      error: { code: 'SEASON_NOT_FINISHED' },
    });
    expect(
      nextDivisions(playedBySeed(created.value), DEFAULT_POINTS_RULE, [], { up: 2, down: 3 }),
    ).toMatchObject({
      ok: false,
      error: { code: 'INVALID_OPTIONS' },
    });
  });
});
