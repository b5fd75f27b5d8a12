import { createBracket, createRoundRobin, recordResult, type TournamentDoc } from '@gamao/tournament';
import { createLeague, recordLeagueResult } from './league';
import { leagueEvents, tournamentEvents } from './event-placings';
import { seasonAwards, seasonLeaderboard } from './season-points';

function play(doc: TournamentDoc, slot: string, winner: string): TournamentDoc {
  const next = recordResult(doc, slot, { kind: 'played', winner });
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
}

describe('event placings for season points', () => {
  it('places a finished 4-player single elimination (the semi-final losers share 3rd); none before', () => {
    const created = createBracket(['ana', 'bia', 'caio', 'duda'], { matchLengths: [5] });
    if (!created.ok) throw new Error(created.error.message);
    let doc: TournamentDoc = created.value;
    expect(tournamentEvents('t1', doc)).toEqual([]);
    doc = play(doc, 'main-r1-m1', 'ana');
    doc = play(doc, 'main-r1-m2', 'bia');
    doc = play(doc, 'main-r2-m1', 'bia');
    expect(tournamentEvents('t1', doc)).toEqual([
      {
        event: 't1',
        kind: 'tournament',
        fieldSize: 4,
        placings: [
          { member: 'bia', place: 1 },
          { member: 'ana', place: 2 },
          { member: 'caio', place: 3 },
          { member: 'duda', place: 3 },
        ],
      },
    ]);
  });

  it('places a round robin in two groups as two events', () => {
    const created = createRoundRobin(['ana', 'bia', 'caio', 'duda'], { matchLengths: [3], groups: 2 });
    if (!created.ok) throw new Error(created.error.message);
    let doc: TournamentDoc = created.value;
    for (const g of created.value.groups) {
      const m = created.value.matches.find((x) => x.group === g.group)!;
      doc = play(doc, m.id, m.players[1]);
    }
    const events = tournamentEvents('t2', doc);
    expect(events.map((e) => [e.event, e.fieldSize, e.placings.map((p) => p.place)])).toEqual([
      ['t2:g1', 2, [1, 2]],
      ['t2:g2', 2, [1, 2]],
    ]);
  });

  it('places a closed league by division; with a table, 1st of 3 earns 5 + 1 attendance', () => {
    let league = createLeague({
      divisions: [
        ['ana', 'bia', 'caio'],
        ['duda', 'edu'],
      ],
      lengths: [5, 3],
    });
    if (!league.ok) throw new Error(league.error.message);
    for (const m of league.value.matches) {
      const winner = [...m.players].sort()[0];
      league = recordLeagueResult(league.value, m.id, {
        kind: 'played',
        winner,
        score: [m.length, 0],
      });
      if (!league.ok) throw new Error(league.error.message);
    }
    const events = leagueEvents('L', league.value, { kind: 'win-loss', win: 2, loss: 0 }, ['head-to-head']);
    if (!events.ok) throw new Error(events.error.message);
    expect(events.value.map((e) => [e.event, e.fieldSize, e.placings])).toEqual([
      [
        'L:d1',
        3,
        [
          { member: 'ana', place: 1 },
          { member: 'bia', place: 2 },
          { member: 'caio', place: 3 },
        ],
      ],
      [
        'L:d2',
        2,
        [
          { member: 'duda', place: 1 },
          { member: 'edu', place: 2 },
        ],
      ],
    ]);
    const awards = seasonAwards(
      {
        table: [
          { minField: 2, places: [3, 1] },
          { minField: 3, places: [5, 3, 1] },
        ],
        attendance: 1,
      },
      events.value,
    );
    if (!awards.ok) throw new Error(awards.error.message);
    expect(seasonLeaderboard(awards.value).map((r) => [r.member, r.points])).toEqual([
      ['ana', 6],
      ['bia', 4],
      ['duda', 4],
      ['caio', 2],
      ['edu', 2],
    ]);
  });
});
