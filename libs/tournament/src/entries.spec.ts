import {
  type Bracket,
  type MatchView,
  bracketMatch,
  createBracket,
  recordBracketResult,
  resolveBracket,
} from './bracket';
import { enterBracketLate, enterRoundRobinLate, enterSwissLate } from './entries';
import { createRoundRobin, recordRoundRobinResult } from './round-robin';
import { createSwiss, pairNextSwissRound, recordSwissResult } from './swiss';
import { errorCode, players, value } from './testing';
import { recordDoubleNoShow } from './withdrawal';

const line = (v: MatchView): string =>
  v.slots.map((s) => (s.state === 'player' ? s.player : s.state === 'empty' ? 'bye' : '?')).join(' v ');
const round1 = (b: Bracket): string[] =>
  resolveBracket(b)
    .filter((v) => v.match.flight === 'main' && v.match.round === 1)
    .map(line);
const win = (b: Bracket, id: string, winner: string): Bracket =>
  value(recordBracketResult(b, id, { kind: 'played', winner }));

describe('late entry: single elimination', () => {
  it('5 players in 8 lines: each late entrant takes the next bye line, as seed 6, 7, 8; then the bracket is full', () => {
    let b = value(createBracket(players(5), { matchLengths: [5] }));
    expect(round1(b)).toEqual(['p1 v bye', 'p4 v p5', 'p2 v bye', 'p3 v bye']);
    b = value(enterBracketLate(b, 'p6'));
    expect(round1(b)).toEqual(['p1 v bye', 'p4 v p5', 'p2 v bye', 'p3 v p6']);
    b = value(enterBracketLate(b, 'p7'));
    b = value(enterBracketLate(b, 'p8'));
    expect(round1(b)).toEqual(['p1 v p8', 'p4 v p5', 'p2 v p7', 'p3 v p6']);
    expect(b.seeds).toEqual(players(8));
    expect(errorCode(enterBracketLate(b, 'p9'))).toBe('BRACKET_FULL');
  });

  it('keeps recorded results, and refuses once the bye-holder has played on', () => {
    let b = value(createBracket(players(5), { matchLengths: [5] }));
    b = win(b, 'main-r1-m2', 'p4'); // p4 beats p5; p1 (bye) v p4 is ready
    b = win(b, 'main-r2-m1', 'p1');
    const late = value(enterBracketLate(b, 'p6')); // p3's bye line: p3 has not played on
    expect(value(bracketMatch(late, 'main-r1-m2')).match.result?.winner).toBe('p4');
    expect(value(bracketMatch(late, 'main-r2-m1')).status).toBe('finished');
    // p8 would take p1's bye line, but p1 has already won his round-2 match from that bye.
    const before = JSON.stringify(b);
    expect(errorCode(enterBracketLate(value(enterBracketLate(late, 'p7')), 'p8'))).toBe('ENTRY_CLOSED');
    expect(JSON.stringify(b)).toBe(before);
  });

  it('refuses a player already entered, or no id', () => {
    const b = value(createBracket(players(5), { matchLengths: [5] }));
    expect(errorCode(enterBracketLate(b, 'p2'))).toBe('DUPLICATE_PLAYER');
    expect(errorCode(enterBracketLate(b, ' '))).toBe('INVALID_OPTIONS');
  });

  it('with a consolation flight: a late entrant who loses round 1 gets a consolation line too', () => {
    let b = value(createBracket(players(6), { matchLengths: [3], consolation: {} }));
    const consolation = (x: Bracket) =>
      resolveBracket(x)
        .filter((v) => v.match.flight === 'consolation')
        .map(
          (v) =>
            `${v.match.id}: ${v.match.slots.map((s) => (s.kind === 'loser' ? s.match : s.kind)).join(' v ')}`,
        );
    expect(consolation(b)).toEqual(['consolation-r1-m1: main-r1-m2 v main-r1-m4']);
    b = value(enterBracketLate(b, 'p7')); // p2 v p7
    expect(consolation(b)).toEqual([
      'consolation-r1-m1: main-r1-m2 v bye',
      'consolation-r1-m2: main-r1-m3 v main-r1-m4',
      'consolation-r2-m1: winner v winner',
    ]);
  });

  it('a double no-show stays void through a late entry', () => {
    let b = value(createBracket(players(5), { matchLengths: [5] }));
    b = value(recordDoubleNoShow(b, 'main-r1-m2')).doc; // p4 and p5 do not come: p1 has a bye to round 3
    b = value(enterBracketLate(b, 'p6'));
    expect(round1(b)).toEqual(['p1 v bye', 'bye v bye', 'p2 v bye', 'p3 v p6']);
    expect(value(bracketMatch(b, 'main-r2-m1')).status).toBe('bye');
  });
});

describe('late entry: Swiss', () => {
  it('5 players, round 1 played: a sixth joins round 2 with 0 points, as the lowest seed; no bye that round', () => {
    let t = value(createSwiss(players(5), { rounds: 3, matchLengths: [5] }));
    t = value(pairNextSwissRound(t)); // p1-p3, p2-p4, bye p5
    const r1 = t.rounds[0];
    expect([r1.matches.map((m) => m.players.join('-')), r1.bye]).toEqual([['p1-p3', 'p2-p4'], 'p5']);
    // He may enter while round 1 is played; he is paired from round 2 on.
    t = value(enterSwissLate(t, 'p6'));
    for (const m of t.rounds[0].matches)
      t = value(recordSwissResult(t, m.id, { kind: 'played', winner: m.players[0] }));
    t = value(pairNextSwissRound(t));
    // Scores: p1 p2 p5 1; p3 p4 p6 0. The 1-group of three pairs p1-p2 and floats p5 down to p3 (the top of
    // the 0-group); p4 meets the newcomer p6.
    expect(t.rounds[1].matches.map((m) => m.players.join('-'))).toEqual(['p1-p2', 'p5-p3', 'p4-p6']);
    expect(t.rounds[1].bye).toBeNull();
  });

  it('refuses once every round is paired, and a duplicate; the tournament given is unchanged', () => {
    let t = value(createSwiss(players(4), { rounds: 1, matchLengths: [5] }));
    expect(errorCode(enterSwissLate(t, 'p1'))).toBe('DUPLICATE_PLAYER');
    t = value(pairNextSwissRound(t));
    const before = JSON.stringify(t);
    expect(errorCode(enterSwissLate(t, 'p9'))).toBe('ENTRY_CLOSED');
    expect(JSON.stringify(t)).toBe(before);
  });
});

describe('late entry: round robin', () => {
  it('5 players, nothing played: a sixth makes it 5 rounds of 3 matches, no byes', () => {
    const t = value(enterRoundRobinLate(value(createRoundRobin(players(5), { matchLengths: [5] })), 'p6'));
    expect(t.seeds).toEqual(players(6));
    expect(t.matches).toHaveLength(15);
    expect(t.groups[0].byes).toEqual([null, null, null, null, null]);
  });

  it('two groups: the seventh player is dealt to group 2 (snake), group 1 keeps its results', () => {
    let t = value(createRoundRobin(players(6), { groups: 2, matchLengths: [5] }));
    expect(t.groups.map((g) => g.players)).toEqual([
      ['p1', 'p4', 'p5'],
      ['p2', 'p3', 'p6'],
    ]);
    const m = t.matches.find((x) => x.group === 1) as (typeof t.matches)[number];
    t = value(recordRoundRobinResult(t, m.id, { kind: 'played', winner: m.players[0] }));
    const late = value(enterRoundRobinLate(t, 'p7'));
    expect(late.groups[1].players).toEqual(['p2', 'p3', 'p6', 'p7']);
    expect(late.matches.find((x) => x.id === m.id)?.result?.winner).toBe(m.players[0]);
    expect(late.matches.filter((x) => x.group === 2)).toHaveLength(6);
    // Group 1 has a result: an eighth player (dealt to group 1) is refused.
    expect(errorCode(enterRoundRobinLate(late, 'p8'))).toBe('ENTRY_CLOSED');
    expect(errorCode(enterRoundRobinLate(late, 'p7'))).toBe('DUPLICATE_PLAYER');
  });
});
