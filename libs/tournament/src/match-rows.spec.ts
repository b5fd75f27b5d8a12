import { createBracket } from './bracket';
import { type MatchRow, needsMatchRows, newlyReady, planMatchRows, reconcileMatchRows } from './match-rows';
import { createRoundRobin } from './round-robin';
import { createSwiss, pairNextSwissRound } from './swiss';
import { favouritesWin, players, value } from './testing';
import { type TournamentDoc, correctResult, docMatches, recordResult } from './tournament-doc';

const win = (doc: TournamentDoc, slot: string, winner: string): TournamentDoc =>
  value(recordResult(doc, slot, { kind: 'played', winner }));
const slots = (plan: { create: readonly { slot: string }[] }) => plan.create.map((m) => m.slot);

/** The records a caller keeps for a document: one per ready or finished match, named after its slot. */
const rowsOf = (doc: TournamentDoc): MatchRow[] =>
  docMatches(doc)
    .filter((m) => m.status === 'ready' || m.status === 'finished')
    .map((m) => ({
      id: `row-${m.slot}`,
      slot: m.slot,
      players: m.players.filter((p): p is string => p !== null),
      finished: m.status === 'finished',
    }));

describe('newlyReady', () => {
  it('without a document before: every ready match (the start of play)', () => {
    const b = value(createBracket(players(3), { matchLengths: [3] }));
    expect(newlyReady(null, b).map((m) => m.slot)).toEqual(['main-r1-m2']);
    const r = value(createRoundRobin(players(4), { matchLengths: [3] }));
    expect(newlyReady(null, r)).toHaveLength(6);
  });

  it('the matches a result made ready, not those already ready', () => {
    const b = value(createBracket(players(4), { matchLengths: [3] }));
    const one = win(b, 'main-r1-m1', 'p1');
    expect(newlyReady(b, one)).toEqual([]);
    const both = win(one, 'main-r1-m2', 'p2');
    expect(newlyReady(one, both).map((m) => `${m.slot} ${m.players.join(' v ')}`)).toEqual([
      'main-r2-m1 p1 v p2',
    ]);
  });

  it("a Swiss's next round: its tables", () => {
    const s0 = value(pairNextSwissRound(value(createSwiss(players(4), { rounds: 2, matchLengths: [3] }))));
    const s1 = win(win(s0, 'swiss-r1-t1', 'p1'), 'swiss-r1-t2', 'p2');
    const s2 = value(pairNextSwissRound(s1 as typeof s0));
    expect(newlyReady(s1, s2).map((m) => m.slot)).toEqual(['swiss-r2-t1', 'swiss-r2-t2']);
  });
});

describe('reconcileMatchRows', () => {
  it('a correction that changes the final: its record cancelled, a new one for the new players', () => {
    const b = win(
      win(value(createBracket(players(4), { matchLengths: [3] })), 'main-r1-m1', 'p1'),
      'main-r1-m2',
      'p2',
    );
    const rows = rowsOf(b);
    const { doc } = value(correctResult(b, 'main-r1-m1', { kind: 'played', winner: 'p4' }));
    const plan = reconcileMatchRows(doc, rows);
    expect(plan.cancel).toEqual(['row-main-r2-m1']);
    expect(plan.create.map((m) => `${m.slot} ${m.players.join(' v ')}`)).toEqual(['main-r2-m1 p4 v p2']);
  });

  it('a finished match keeps its record when its players are the same', () => {
    const b = favouritesWin(value(createBracket(players(4), { matchLengths: [3] })));
    expect(reconcileMatchRows(b, rowsOf(b))).toEqual({ cancel: [], create: [] });
  });

  it('a finished final whose players changed: cancelled, and opened again to be replayed', () => {
    const b = favouritesWin(value(createBracket(players(4), { matchLengths: [3] })));
    const rows = rowsOf(b);
    const { doc } = value(correctResult(b, 'main-r1-m2', { kind: 'played', winner: 'p3' }));
    const plan = reconcileMatchRows(doc, rows);
    expect(plan.cancel).toEqual(['row-main-r2-m1']);
    expect(slots(plan)).toEqual(['main-r2-m1']);
  });

  it('a ready match whose record is already over gets a new one; a record of no slot is cancelled', () => {
    const b = value(createBracket(players(4), { matchLengths: [3] }));
    const rows: MatchRow[] = [
      { id: 'a', slot: 'main-r1-m1', players: ['p1', 'p4'], finished: true },
      { id: 'b', slot: 'main-r1-m2', players: ['p2', 'p3'], finished: false },
      { id: 'c', slot: 'main-r7-m1', players: ['p1', 'p2'], finished: false },
      { id: 'd', slot: 'main-r2-m1', players: ['p1', 'p2'], finished: false },
    ];
    const plan = reconcileMatchRows(b, rows);
    expect(plan.cancel).toEqual(['a', 'd', 'c']);
    expect(slots(plan)).toEqual(['main-r1-m1']);
  });

  it('a ready match without a record gets one', () => {
    const b = value(createBracket(players(4), { matchLengths: [3] }));
    expect(slots(reconcileMatchRows(b, []))).toEqual(['main-r1-m1', 'main-r1-m2']);
  });
});

describe('planMatchRows', () => {
  it('a recorded bracket result opens the matches it made ready', () => {
    const before = win(value(createBracket(players(4), { matchLengths: [3] })), 'main-r1-m1', 'p1');
    const after = win(before, 'main-r1-m2', 'p3');
    expect(needsMatchRows(after, [])).toBe(false);
    const plan = planMatchRows(before, after, [], []);
    expect(plan.cancel).toEqual([]);
    expect(plan.create.map((m) => m.players)).toEqual([['p1', 'p3']]);
  });

  it('a bracket correction that changed later matches reconciles the records', () => {
    const before = favouritesWin(value(createBracket(players(4), { matchLengths: [3] })));
    const { doc, changed } = value(correctResult(before, 'main-r1-m1', { kind: 'played', winner: 'p4' }));
    expect(needsMatchRows(doc, changed)).toBe(true);
    const plan = planMatchRows(before, doc, changed, rowsOf(before));
    expect(plan.cancel).toEqual(['row-main-r2-m1']);
    expect(slots(plan)).toEqual(['main-r2-m1']);
  });

  it('a Swiss or a round robin opens nothing on a result (rounds are paired, a round robin opens all at the start)', () => {
    const r0 = value(createRoundRobin(players(4), { matchLengths: [3] }));
    const r1 = win(r0, 'rr-g1-r1-m1', 'p1');
    expect(planMatchRows(r0, r1, [], [])).toEqual({ cancel: [], create: [] });
    const s0 = value(pairNextSwissRound(value(createSwiss(players(4), { rounds: 2, matchLengths: [3] }))));
    const s1 = win(win(s0, 'swiss-r1-t1', 'p1'), 'swiss-r1-t2', 'p2');
    expect(needsMatchRows(s1, [])).toBe(false);
    expect(planMatchRows(s0, s1, [], [])).toEqual({ cancel: [], create: [] });
  });
});
