import { createBracket } from './bracket';
import { createDoubleElimination } from './double-elimination';
import { planMatchRows } from './match-rows';
import { createRoundRobin } from './round-robin';
import { type SwissTournament, createSwiss, pairNextSwissRound } from './swiss';
import { errorCode, favouritesWin, players, value } from './testing';
import {
  type TournamentDoc,
  clearResult,
  correctResult,
  docFinished,
  docMatches,
  readySlots,
  recordResult,
} from './tournament-doc';

/** Each line of the draw as "slot round/number players status winner". */
const lines = (doc: TournamentDoc): string[] =>
  docMatches(doc).map(
    (m) =>
      `${m.slot} ${m.round}/${m.number} ${m.players.map((p) => p ?? '-').join(' v ')} ${m.status} ${m.winner ?? '-'}`,
  );
const win = (doc: TournamentDoc, slot: string, winner: string): TournamentDoc =>
  value(recordResult(doc, slot, { kind: 'played', winner }));

describe('docMatches: one draw for every format', () => {
  it('a bracket: its byes, ready and waiting matches, with flight and length', () => {
    const b = value(createBracket(players(3), { matchLengths: [3, 5] }));
    expect(lines(b)).toEqual([
      'main-r1-m1 1/1 p1 v - bye p1',
      'main-r1-m2 1/2 p2 v p3 ready -',
      'main-r2-m1 2/1 p1 v - waiting -',
    ]);
    const [first, , final] = docMatches(b);
    expect(first).toMatchObject({ flight: 'main', group: null, length: 3, result: null });
    expect(final.length).toBe(5);
  });

  it("a Swiss: each round's tables, then its bye as one more line", () => {
    const s = value(pairNextSwissRound(value(createSwiss(players(5), { rounds: 3, matchLengths: [5, 7] }))));
    expect(lines(s)).toEqual([
      'swiss-r1-t1 1/1 p1 v p3 ready -',
      'swiss-r1-t2 1/2 p2 v p4 ready -',
      'swiss-r1-bye 1/3 p5 v - bye p5',
    ]);
    expect(docMatches(s).every((m) => m.flight === null && m.group === null && m.length === 5)).toBe(true);
  });

  it('a round robin: group by group, round by round, the bye after the matches of its round', () => {
    const r = value(createRoundRobin(players(3), { matchLengths: [3, 5] }));
    expect(lines(r)).toEqual([
      'rr-g1-r1-m1 1/1 p2 v p3 ready -',
      'rr-g1-r1-bye 1/2 p1 v - bye p1',
      'rr-g1-r2-m1 2/1 p1 v p3 ready -',
      'rr-g1-r2-bye 2/2 p2 v - bye p2',
      'rr-g1-r3-m1 3/1 p1 v p2 ready -',
      'rr-g1-r3-bye 3/2 p3 v - bye p3',
    ]);
    expect(docMatches(r).map((m) => `${m.group}:${m.length}`)).toEqual([
      '1:3',
      '1:3',
      '1:5',
      '1:5',
      '1:5',
      '1:5',
    ]);
  });

  it('a recorded result shows as finished, with its winner and result', () => {
    const r = win(value(createRoundRobin(players(3), { matchLengths: [3] })), 'rr-g1-r1-m1', 'p3');
    expect(docMatches(r)[0]).toMatchObject({
      status: 'finished',
      winner: 'p3',
      result: { winner: 'p3', loser: 'p2', kind: 'played' },
    });
  });
});

describe('readySlots', () => {
  it('the matches that can be played now, by slot', () => {
    const b = value(createBracket(players(4), { matchLengths: [3] }));
    expect([...readySlots(b).keys()]).toEqual(['main-r1-m1', 'main-r1-m2']);
    const after = win(win(b, 'main-r1-m1', 'p1'), 'main-r1-m2', 'p2');
    expect([...readySlots(after).keys()]).toEqual(['main-r2-m1']);
    expect(readySlots(after).get('main-r2-m1')?.players).toEqual(['p1', 'p2']);
  });
});

describe('recordResult and docFinished', () => {
  it('a bracket is finished when every flight is decided', () => {
    const b = value(createBracket(players(4), { matchLengths: [3], consolation: {} }));
    expect(docFinished(b)).toBe(false);
    expect(docFinished(favouritesWin(b))).toBe(true);
  });

  it('a Swiss is finished when every planned round is paired and played', () => {
    let s: TournamentDoc = value(
      pairNextSwissRound(value(createSwiss(players(4), { rounds: 2, matchLengths: [3] }))),
    );
    s = win(win(s, 'swiss-r1-t1', 'p1'), 'swiss-r1-t2', 'p2');
    expect(docFinished(s)).toBe(false); // round 2 not paired yet
    s = value(pairNextSwissRound(s as SwissTournament));
    for (const m of docMatches(s).filter((x) => x.status === 'ready'))
      s = win(s, m.slot, m.players[0] as string);
    expect(docFinished(s)).toBe(true);
  });

  it('a round robin is finished when every group is', () => {
    let r: TournamentDoc = value(createRoundRobin(players(3), { matchLengths: [3] }));
    for (const m of docMatches(r).filter((x) => x.status === 'ready')) {
      expect(docFinished(r)).toBe(false);
      r = win(r, m.slot, m.players[0] as string);
    }
    expect(docFinished(r)).toBe(true);
  });

  it("refuses what the format's own function refuses", () => {
    const b = value(createBracket(players(3), { matchLengths: [3] }));
    expect(errorCode(recordResult(b, 'main-r9-m9', { kind: 'played', winner: 'p1' }))).toBe('UNKNOWN_MATCH');
    expect(errorCode(recordResult(b, 'main-r1-m1', { kind: 'played', winner: 'p1' }))).toBe('MATCH_IS_BYE');
    expect(errorCode(recordResult(b, 'main-r1-m2', { kind: 'played', winner: 'p1' }))).toBe(
      'PLAYER_NOT_IN_MATCH',
    );
  });
});

describe('correctResult', () => {
  it('a bracket: the later matches whose players changed, their results removed', () => {
    const b = favouritesWin(value(createBracket(players(4), { matchLengths: [3] })));
    const { doc, changed } = value(correctResult(b, 'main-r1-m1', { kind: 'played', winner: 'p4' }));
    expect(changed).toEqual(['main-r2-m1']);
    expect(lines(doc)).toEqual([
      'main-r1-m1 1/1 p1 v p4 finished p4',
      'main-r1-m2 1/2 p2 v p3 finished p2',
      'main-r2-m1 2/1 p4 v p2 ready -',
    ]);
  });

  it('a bracket: the same winner changes nothing later', () => {
    const b = favouritesWin(value(createBracket(players(4), { matchLengths: [3] })));
    const { changed } = value(
      correctResult(b, 'main-r1-m1', { kind: 'played', winner: 'p1', score: [3, 2] }),
    );
    expect(changed).toEqual([]);
  });

  it('a Swiss or a round robin: the result replaced, nothing else changes', () => {
    const r = win(value(createRoundRobin(players(3), { matchLengths: [3] })), 'rr-g1-r1-m1', 'p2');
    const corrected = value(correctResult(r, 'rr-g1-r1-m1', { kind: 'walkover', absent: 'p2' }));
    expect(corrected.changed).toEqual([]);
    expect(docMatches(corrected.doc)[0]).toMatchObject({ winner: 'p3', result: { kind: 'walkover' } });
  });

  it('refuses a match without a result', () => {
    const b = value(createBracket(players(4), { matchLengths: [3] }));
    expect(errorCode(correctResult(b, 'main-r1-m1', { kind: 'played', winner: 'p1' }))).toBe('NO_RESULT');
  });
});

describe('clearResult (a director annulled the timeout that decided a match)', () => {
  it('a bracket: the match is ready again, and a later match that depended on it waits again', () => {
    const b = win(
      win(value(createBracket(players(4), { matchLengths: [3] })), 'main-r1-m1', 'p1'),
      'main-r1-m2',
      'p2',
    );
    const { doc, changed } = value(clearResult(b, 'main-r1-m1'));
    expect(changed).toEqual(['main-r2-m1']);
    expect(lines(doc)).toEqual([
      'main-r1-m1 1/1 p1 v p4 ready -',
      'main-r1-m2 1/2 p2 v p3 finished p2',
      'main-r2-m1 2/1 - v p2 waiting -',
    ]);
  });

  it('a round robin: the result removed, nothing else changes', () => {
    const r = win(value(createRoundRobin(players(3), { matchLengths: [3] })), 'rr-g1-r1-m1', 'p2');
    const { doc, changed } = value(clearResult(r, 'rr-g1-r1-m1'));
    expect(changed).toEqual([]);
    expect(docMatches(doc)[0]).toMatchObject({ status: 'ready', winner: null, result: null });
  });

  it('a Swiss: only in the last round paired (a later round was paired from it)', () => {
    let s: SwissTournament = value(
      pairNextSwissRound(value(createSwiss(players(4), { rounds: 2, matchLengths: [3] }))),
    );
    s = win(s, 'swiss-r1-t1', 'p1') as SwissTournament;
    const cleared = value(clearResult(s, 'swiss-r1-t1'));
    expect(docMatches(cleared.doc)[0]).toMatchObject({ status: 'ready', result: null });
    s = win(s, 'swiss-r1-t2', 'p2') as SwissTournament;
    s = value(pairNextSwissRound(s));
    expect(errorCode(clearResult(s, 'swiss-r1-t1'))).toBe('LATER_ROUND_PAIRED');
  });

  it('refuses a match without a result', () => {
    const b = value(createBracket(players(4), { matchLengths: [3] }));
    expect(errorCode(clearResult(b, 'main-r1-m1'))).toBe('NO_RESULT');
    expect(errorCode(clearResult(b, 'nowhere'))).toBe('UNKNOWN_MATCH');
  });
});

describe('a double elimination through the common view', () => {
  it('lists winners, losers and grand final lines; a result opens the next matches; a correction reports what moved', () => {
    let d: TournamentDoc = value(createDoubleElimination(players(4), { matchLengths: [3], finalLength: 5 }));
    expect(lines(d)).toEqual([
      'wb-r1-m1 1/1 p1 v p4 ready -',
      'wb-r1-m2 1/2 p2 v p3 ready -',
      'wb-r2-m1 2/1 - v - waiting -',
      'lb-r1-m1 1/1 - v - waiting -',
      'lb-r2-m1 2/1 - v - waiting -',
      'gf-m1 1/1 - v - waiting -',
      'gf-m2 2/1 - v - waiting -',
    ]);
    expect(docMatches(d).map((m) => m.flight)).toEqual([
      'winners',
      'winners',
      'winners',
      'losers',
      'losers',
      'final',
      'final',
    ]);
    const before = d;
    d = win(win(d, 'wb-r1-m1', 'p1'), 'wb-r1-m2', 'p3');
    // The winners meet; the two first-round losers meet in the losers' bracket.
    expect(planMatchRows(before, d, [], []).create.map((m) => `${m.slot} ${m.players.join(' v ')}`)).toEqual([
      'wb-r2-m1 p1 v p3',
      'lb-r1-m1 p4 v p2',
    ]);
    d = win(win(d, 'wb-r2-m1', 'p1'), 'lb-r1-m1', 'p2');
    expect(lines(d).slice(4, 5)).toEqual(['lb-r2-m1 2/1 p2 v p3 ready -']);
    const { doc, changed } = value(correctResult(d, 'wb-r2-m1', { kind: 'played', winner: 'p3' }));
    // p3 is now the winners' champion in the grand final, and p1 drops to the losers' final.
    expect(changed).toEqual(['lb-r2-m1', 'gf-m1', 'gf-m2']);
    expect(lines(doc).slice(4, 6)).toEqual(['lb-r2-m1 2/1 p2 v p1 ready -', 'gf-m1 1/1 p3 v - waiting -']);
    expect(docFinished(doc)).toBe(false);
    const cleared = value(clearResult(doc, 'lb-r1-m1'));
    expect(cleared.changed).toEqual(['lb-r2-m1']);
    expect(docMatches(cleared.doc)[3]).toMatchObject({ status: 'ready', result: null });
  });

  it('finishes at the grand final when the winners-bracket champion wins it (the reset is void)', () => {
    let d: TournamentDoc = value(createDoubleElimination(players(2), { matchLengths: [3] }));
    d = win(d, 'wb-r1-m1', 'p1');
    d = win(d, 'gf-m1', 'p1');
    expect(docMatches(d).map((m) => `${m.slot} ${m.status}`)).toEqual([
      'wb-r1-m1 finished',
      'gf-m1 finished',
      'gf-m2 void',
    ]);
    expect(docFinished(d)).toBe(true);
  });
});
