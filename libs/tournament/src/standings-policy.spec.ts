import { createRoundRobin, recordRoundRobinResult } from './round-robin';
import { roundRobinStandings } from './round-robin-standings';
import { type MatchResult } from './result';
import {
  DEFAULT_STANDINGS_POLICY,
  type StandingsPolicyChanges,
  countedRecord,
  isRatedEnd,
  standingsPolicy,
} from './standings-policy';
import { createSwiss, pairNextSwissRound, recordSwissResult } from './swiss';
import { swissStandings } from './swiss-standings';
import { errorCode, value } from './testing';

const walkover: MatchResult = { winner: 'a', loser: 'b', kind: 'walkover', score: null };
const retired: MatchResult = { winner: 'a', loser: 'b', kind: 'retirement', score: [2, 4] };
const played: MatchResult = { winner: 'a', loser: 'b', kind: 'played', score: [5, 3] };

describe('the default policy', () => {
  it('a walkover: the length to 0, its opponent counts, not rated', () => {
    expect(countedRecord(DEFAULT_STANDINGS_POLICY, walkover, 5, [1, 0])).toEqual({
      winner: 'a',
      loser: 'b',
      score: [5, 0],
      winnerPoints: 1,
      loserPoints: 0,
      opponentCounts: true,
    });
    expect(isRatedEnd(DEFAULT_STANDINGS_POLICY, walkover)).toBe(false);
  });

  it('a retirement counts its score and is rated; without a score, the length to 0', () => {
    expect(countedRecord(DEFAULT_STANDINGS_POLICY, retired, 5, [1, 0]).score).toEqual([2, 4]);
    expect(countedRecord(DEFAULT_STANDINGS_POLICY, { ...retired, score: null }, 5, [1, 0]).score).toEqual([
      5, 0,
    ]);
    expect(isRatedEnd(DEFAULT_STANDINGS_POLICY, retired)).toBe(true);
  });

  it('resigned and timed-out matches count as played and are rated; a time-limit stop is not rated', () => {
    expect(isRatedEnd(DEFAULT_STANDINGS_POLICY, played, 'resigned')).toBe(true);
    expect(isRatedEnd(DEFAULT_STANDINGS_POLICY, played, 'timedOut')).toBe(true);
    expect(isRatedEnd(DEFAULT_STANDINGS_POLICY, played, 'timeLimit')).toBe(false);
    // A walkover stays one whatever the caller says.
    expect(isRatedEnd(DEFAULT_STANDINGS_POLICY, walkover, 'played')).toBe(false);
  });
});

describe("an event's own policy", () => {
  const winOnly: StandingsPolicyChanges = { walkover: { opponentCounts: false, gamePoints: 'none' } };

  it('a walkover as a win with no points difference, in a round robin', () => {
    let t = value(createRoundRobin(['A', 'B', 'C'], { matchLengths: [5] }));
    const m = t.matches.find((x) => x.players.includes('A') && x.players.includes('B'));
    t = value(recordRoundRobinResult(t, m?.id ?? '', { kind: 'walkover', absent: 'B' }));
    const rows = value(roundRobinStandings(t, 1, { policy: value(standingsPolicy(winOnly)) }));
    expect(rows.map((s) => [s.player, s.wins, s.played, s.pointsFor, s.pointsAgainst])).toEqual([
      ['A', 1, 1, 0, 0],
      ['B', 0, 1, 0, 0], // no points conceded: equal with C on everything, listed by seed
      ['C', 0, 0, 0, 0],
    ]);
    expect(rows.map((s) => s.rank)).toEqual([1, 2, 2]);
  });

  it("a walkover's opponent does not count in Swiss Buchholz", () => {
    let t = value(
      pairNextSwissRound(value(createSwiss(['p1', 'p2', 'p3', 'p4'], { rounds: 2, matchLengths: [5] }))),
    );
    const [m1, m2] = t.rounds[0].matches;
    t = value(recordSwissResult(t, m1.id, { kind: 'walkover', absent: m1.players[1] }));
    t = value(recordSwissResult(t, m2.id, { kind: 'played', winner: m2.players[0] }));
    const by = (rows: ReturnType<typeof swissStandings>) =>
      Object.fromEntries(rows.map((r) => [r.player, r.buchholz]));
    const w = m1.players[1];
    expect(by(swissStandings(t))[w]).toBe(1);
    expect(by(swissStandings(t, { policy: value(standingsPolicy(winOnly)) }))[w]).toBe(0);
  });

  it('a Swiss director choosing most wins first: a bye no longer ties with a win', () => {
    let t = value(
      pairNextSwissRound(value(createSwiss(['p1', 'p2', 'p3'], { rounds: 2, matchLengths: [5] }))),
    );
    t = value(recordSwissResult(t, 'swiss-r1-t1', { kind: 'played', winner: 'p1', score: [5, 0] }));
    expect(swissStandings(t).map((r) => [r.rank, r.player, r.decidedBy])).toEqual([
      [1, 'p1', null],
      [1, 'p3', null],
      [3, 'p2', 'score'],
    ]);
    expect(
      swissStandings(t, { tieBreaks: ['mostWins'] }).map((r) => [r.rank, r.player, r.decidedBy]),
    ).toEqual([
      [1, 'p1', null],
      [2, 'p3', 'mostWins'],
      [3, 'p2', 'score'],
    ]);
  });

  it('an unknown end or a bad value is INVALID_STANDINGS_POLICY', () => {
    expect(errorCode(standingsPolicy({ draw: {} } as unknown as StandingsPolicyChanges))).toBe(
      'INVALID_STANDINGS_POLICY',
    );
    expect(
      errorCode(standingsPolicy({ walkover: { gamePoints: 'half' } } as unknown as StandingsPolicyChanges)),
    ).toBe('INVALID_STANDINGS_POLICY');
    expect(
      errorCode(standingsPolicy({ walkover: { rated: 'yes' } } as unknown as StandingsPolicyChanges)),
    ).toBe('INVALID_STANDINGS_POLICY');
    expect(value(standingsPolicy())).toEqual(DEFAULT_STANDINGS_POLICY);
  });
});
