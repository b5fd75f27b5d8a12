import type { LeagueFieldsFragment } from '@/gql/graphql';
import { leagueView } from './league-view';

const ana = { id: 'a', displayName: 'Ana' };
const bia = { id: 'b', displayName: 'Bia' };
const caio = { id: 'c', displayName: 'Caio' };

function league(
  fixtures: Partial<LeagueFieldsFragment['fixtures'][number]>[],
  closedAt: string | null = null,
) {
  return {
    id: 's',
    clubId: 'club',
    name: 'Liga',
    number: 1,
    previousId: null,
    nextId: null,
    double: false,
    pointsKind: 'WIN_LOSS',
    win: 2,
    loss: 0,
    promote: 1,
    relegate: 1,
    startsOn: '2026-12-01',
    closedAt,
    divisions: [{ division: 1, length: 5, players: [ana, bia, caio], standings: [] }],
    fixtures: fixtures.map((f, i) => ({
      id: `f${i}`,
      code: `d1-w${i + 1}-m1`,
      division: 1,
      week: i + 1,
      weekOf: `2026-12-0${1 + 7 * i}`,
      length: 5,
      players: [ana, bia],
      winnerId: null,
      outcome: null,
      score: null,
      source: null,
      matchId: null,
      report: null,
      ...f,
    })),
  } as LeagueFieldsFragment;
}

describe('league view', () => {
  it('lets a player report; then the opponent confirms while the reporter waits; others do nothing', () => {
    const open = league([{}]);
    expect(leagueView(open, 'a', false).divisions[0].weeks[0].fixtures[0].action).toBe('report');
    expect(leagueView(open, 'c', false).divisions[0].weeks[0].fixtures[0].action).toBe('none');
    expect(leagueView(open, 'c', true).divisions[0].weeks[0].fixtures[0].action).toBe('report');
    const reported = league([
      { report: { reportedById: 'a', outcome: 'PLAYED', playerId: 'a', score: [5, 2] } },
    ]);
    const row = (viewer: string, director = false) =>
      leagueView(reported, viewer, director).divisions[0].weeks[0].fixtures[0];
    expect(row('a').action).toBe('waiting');
    expect(row('b').action).toBe('confirm');
    expect(row('c').action).toBe('none');
    expect(row('c', true).action).toBe('confirm');
    expect(row('b').pending).toEqual({ by: 'Ana', winner: 'Ana', score: '5–2', walkover: false });
  });

  it('tells a walkover report by its winner, a recorded result, and when the season can close', () => {
    const v = leagueView(
      league([
        { report: { reportedById: 'b', outcome: 'WALKOVER', playerId: 'a', score: null } },
        { winnerId: 'b', outcome: 'PLAYED', score: [5, 4] },
      ]),
      'c',
      true,
    );
    const [first, second] = v.divisions[0].weeks.map((w) => w.fixtures[0]);
    expect(first.pending).toEqual({ by: 'Bia', winner: 'Bia', score: '5–0', walkover: true });
    expect(second.result).toEqual({ winner: 'Bia', score: '5–4', walkover: false });
    expect(second.action).toBe('none');
    expect([v.played, v.total, v.canClose]).toEqual([1, 2, false]);
    const done = leagueView(league([{ winnerId: 'a', score: [5, 0] }]), 'c', true);
    expect(done.canClose).toBe(true);
    expect(
      leagueView(league([{ winnerId: 'a', score: [5, 0] }], '2026-12-20T00:00:00Z'), 'c', true).canClose,
    ).toBe(false);
  });
});
