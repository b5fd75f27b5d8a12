import {
  type Bracket,
  bracketMatch,
  createBracket,
  flightFinished,
  readyMatches,
  recordBracketResult,
} from './bracket';
import {
  type DoubleElimination,
  type DoubleMatchView,
  createDoubleElimination,
  recordDoubleResult,
  resolveDoubleElimination,
} from './double-elimination';
import { enterSwissLate } from './entries';
import { bracketPlacings, placeLabel } from './placings';
import { seededRandom } from './random';
import { createRoundRobin, groupFinished } from './round-robin';
import { roundRobinStandings } from './round-robin-standings';
import { type SwissTournament, createSwiss, pairNextSwissRound, recordSwissResult } from './swiss';
import { errorCode, favouritesWin, players, value } from './testing';
import {
  doubleEliminationNoShow,
  recordDoubleNoShow,
  swissDoubleNoShow,
  walkOverWithdrawn,
  walkOverDue,
  walkOverWithdrawnDouble,
  withdrawFromBracket,
  withdrawFromDoubleElimination,
  withdrawFromRoundRobin,
  withdrawFromSwiss,
} from './withdrawal';

const win = (b: Bracket, id: string, winner: string): Bracket =>
  value(recordBracketResult(b, id, { kind: 'played', winner }));

describe('withdrawal: single elimination', () => {
  it('8 players: p3 withdraws after round 1; his quarter-final win stands, his semi-final is walked over', () => {
    let b = value(createBracket(players(8), { matchLengths: [5] }));
    for (const v of readyMatches(b))
      b = win(b, v.match.id, v.slots[0].state === 'player' ? v.slots[0].player : '');
    // Semi-finals: p1 v p4, p2 v p3.
    const settled = value(withdrawFromBracket(b, 'p3'));
    expect(settled.walkedOver).toEqual(['main-r2-m2']);
    const semi = value(bracketMatch(settled.doc, 'main-r2-m2'));
    expect(semi.match.result).toEqual({ winner: 'p2', loser: 'p3', kind: 'walkover', score: null });
    expect(value(bracketMatch(settled.doc, 'main-r1-m4')).match.result?.winner).toBe('p3');
    expect(settled.doc.withdrawn).toEqual(['p3']);
  });

  it('a withdrawn player waiting for his opponent is walked over once the match is ready', () => {
    let b = value(createBracket(players(5), { matchLengths: [5] })); // p1 v bye, p4 v p5, p2 v bye, p3 v bye
    const w = value(withdrawFromBracket(b, 'p1'));
    expect(w.walkedOver).toEqual([]); // p1 waits for p4 v p5
    b = win(w.doc, 'main-r1-m2', 'p5');
    const settled = walkOverWithdrawn({ ...w.doc, ...b });
    expect(settled.walkedOver).toEqual(['main-r2-m1']);
    expect(value(bracketMatch(settled.doc, 'main-r2-m1')).winner).toEqual({ state: 'player', player: 'p5' });
  });

  it('a withdrawal from a bracket with a consolation: walked over in the main flight and in the consolation', () => {
    const b = value(createBracket(players(8), { matchLengths: [3], consolation: {} }));
    const settled = value(withdrawFromBracket(b, 'p8'));
    // p1 v p8 walked over; p8 drops to the consolation, where his first match is walked over as soon as ready.
    expect(settled.walkedOver).toEqual(['main-r1-m1']);
    let doc = settled.doc;
    doc = { ...doc, ...win(doc, 'main-r1-m2', 'p4') }; // loser p5 meets p8 in the consolation
    const again = walkOverWithdrawn(doc);
    expect(again.walkedOver).toEqual(['consolation-r1-m1']);
    expect(value(bracketMatch(again.doc, 'consolation-r1-m1')).winner).toEqual({
      state: 'player',
      player: 'p5',
    });
  });

  it('refuses an unknown player; withdrawing twice changes nothing', () => {
    const b = value(createBracket(players(4), { matchLengths: [5] }));
    expect(errorCode(withdrawFromBracket(b, 'x'))).toBe('UNKNOWN_PLAYER');
    const once = value(withdrawFromBracket(b, 'p4')).doc;
    expect(value(withdrawFromBracket(once, 'p4'))).toEqual({ doc: once, walkedOver: [] });
  });
});

describe('double no-show: single elimination', () => {
  it('8 players: p4 and p5 do not come; both are out and p1 has a bye into the final', () => {
    let b = value(createBracket(players(8), { matchLengths: [5], consolation: {} }));
    const r = value(recordDoubleNoShow(b, 'main-r1-m2'));
    expect(r.walkedOver).toEqual(['main-r1-m2']);
    b = r.doc;
    expect(r.doc.noShows).toEqual([
      {
        match: 'main-r1-m2',
        players: ['p4', 'p5'],
        slots: [
          { kind: 'player', player: 'p4' },
          { kind: 'player', player: 'p5' },
        ],
      },
    ]);
    expect(value(bracketMatch(b, 'main-r1-m2')).status).toBe('void');
    b = favouritesWin(b);
    expect(value(bracketMatch(b, 'main-r2-m1')).status).toBe('bye');
    expect(flightFinished(b, 'main')).toBe(true);
    expect(flightFinished(b, 'consolation')).toBe(true);
    // Placings: nobody is placed for the void match; the consolation's line of its loser is a bye.
    expect(value(bracketPlacings(b, 'main')).map((p) => `${placeLabel(p)} ${p.player}`)).toEqual([
      '1 p1',
      '2 p2',
      '3 p3',
      '4-6 p6',
      '4-6 p7',
      '4-6 p8',
    ]);
    // Consolation: p8 (loser of p1 v p8) meets the void match's empty line, a bye to its final; p6 beats p7.
    expect(value(bracketPlacings(b, 'consolation')).map((p) => p.player)).toEqual(['p6', 'p8', 'p7']);
  });

  it('is refused on a match that is finished, a bye or waiting; the bracket is unchanged', () => {
    let b = value(createBracket(players(5), { matchLengths: [5] }));
    expect(errorCode(recordDoubleNoShow(b, 'main-r1-m1'))).toBe('MATCH_NOT_PLAYABLE'); // p1 v bye
    expect(errorCode(recordDoubleNoShow(b, 'main-r2-m1'))).toBe('MATCH_NOT_PLAYABLE'); // waiting
    expect(errorCode(recordDoubleNoShow(b, 'nope'))).toBe('UNKNOWN_MATCH');
    b = win(b, 'main-r1-m2', 'p4');
    const before = JSON.stringify(b);
    expect(errorCode(recordDoubleNoShow(b, 'main-r1-m2'))).toBe('MATCH_NOT_PLAYABLE');
    expect(JSON.stringify(b)).toBe(before);
  });
});

describe('withdrawal: round robin', () => {
  it('5 players: p2 withdraws after round 1; his 3 remaining matches are walked over, the group can finish', () => {
    let t = value(createRoundRobin(players(5), { matchLengths: [5] }));
    const played = t.matches.filter((m) => m.round === 1);
    t = {
      ...t,
      matches: t.matches.map((m) =>
        m.round === 1
          ? {
              ...m,
              result: { winner: m.players[0], loser: m.players[1], kind: 'played' as const, score: null },
            }
          : m,
      ),
    };
    const p2Round1 = played.filter((m) => m.players.includes('p2')).length;
    const r = value(withdrawFromRoundRobin(t, 'p2'));
    expect(r.walkedOver).toHaveLength(4 - p2Round1);
    for (const id of r.walkedOver) {
      const m = r.doc.matches.find((x) => x.id === id);
      expect(m?.result).toMatchObject({ loser: 'p2', kind: 'walkover' });
    }
    expect(groupFinished(r.doc, 1)).toBe(false); // the others still play each other
    expect(roundRobinStandings(r.doc, 1).ok).toBe(true);
    expect(errorCode(withdrawFromRoundRobin(t, 'zz'))).toBe('UNKNOWN_PLAYER');
  });
});

describe('withdrawal: Swiss', () => {
  it('mid-round: his match of the round is walked over, and he is not paired again', () => {
    let t = value(createSwiss(players(6), { rounds: 3, matchLengths: [5] }));
    t = value(pairNextSwissRound(t)); // p1-p4, p2-p5, p3-p6
    const r = value(withdrawFromSwiss(t, 'p5'));
    expect(r.walkedOver).toEqual(['swiss-r1-t2']);
    t = r.doc;
    for (const m of t.rounds[0].matches)
      if (!m.result) t = value(recordSwissResult(t, m.id, { kind: 'played', winner: m.players[0] }));
    t = value(pairNextSwissRound(t));
    expect(t.rounds[1].matches.flatMap((m) => m.players)).not.toContain('p5');
    expect(t.rounds[1].bye).not.toBeNull(); // 5 players left
  });

  it('a double no-show leaves the round, both are withdrawn; refused on a match with a result', () => {
    let t = value(createSwiss(players(6), { rounds: 2, matchLengths: [5] }));
    t = value(pairNextSwissRound(t));
    const r = value(swissDoubleNoShow(t, 'swiss-r1-t3'));
    expect(r.rounds[0].matches.map((m) => m.id)).toEqual(['swiss-r1-t1', 'swiss-r1-t2']);
    expect(r.withdrawn).toEqual(['p3', 'p6']);
    t = value(recordSwissResult(r, 'swiss-r1-t1', { kind: 'played', winner: 'p1' }));
    expect(errorCode(swissDoubleNoShow(t, 'swiss-r1-t1'))).toBe('MATCH_NOT_PLAYABLE');
    expect(errorCode(swissDoubleNoShow(t, 'swiss-r9-t1'))).toBe('UNKNOWN_MATCH');
  });
});

describe('proof: a 13-player Swiss with a late entry and a withdrawal, played through 7 rounds', () => {
  it('no repeated pairing, at most one bye per round, never a second bye to anyone', () => {
    const random = seededRandom('issue-41-swiss-13');
    let t: SwissTournament = value(createSwiss(players(13), { rounds: 7, matchLengths: [5] }));
    const playRound = () => {
      for (const m of t.rounds[t.rounds.length - 1].matches) {
        if (m.result) continue;
        t = value(recordSwissResult(t, m.id, { kind: 'played', winner: m.players[random.below(2)] }));
      }
    };
    for (let round = 1; round <= 7; round++) {
      if (round === 3) t = value(enterSwissLate(t, 'late')); // 14 players from round 3: no bye
      t = value(pairNextSwissRound(t));
      if (round === 5) t = value(withdrawFromSwiss(t, 'p2')).doc; // mid-round 5: walked over; 13 from round 6
      playRound();
    }
    const seen = new Set<string>();
    const byes: string[] = [];
    t.rounds.forEach((r) => {
      const field = r.matches.flatMap((m) => m.players).concat(r.bye ? [r.bye] : []);
      expect(new Set(field).size).toBe(field.length); // nobody twice in a round
      if (r.round < 3) expect(field).not.toContain('late');
      if (r.round > 5) expect(field).not.toContain('p2');
      expect(field).toHaveLength(r.round < 3 || r.round > 5 ? 13 : 14);
      expect(r.bye === null).toBe(field.length % 2 === 0);
      if (r.bye) byes.push(r.bye);
      for (const m of r.matches) {
        const key = m.players.slice().sort().join('-');
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    });
    expect(byes).toHaveLength(4);
    expect(new Set(byes).size).toBe(4);
  });
});

describe('double elimination: withdrawal and double no-show', () => {
  const view = (t: DoubleElimination, id: string) =>
    resolveDoubleElimination(t).find((v) => v.match.id === id) as DoubleMatchView;
  const who = (v: DoubleMatchView) =>
    v.slots.map((s) => (s.state === 'player' ? s.player : s.state)).join(' v ');

  it('a withdrawn player is walked over in the winners’ bracket, then again in the losers’: out, no third match', () => {
    let t = value(createDoubleElimination(players(4), { matchLengths: [3] }));
    const w = value(withdrawFromDoubleElimination(t, 'p4'));
    // p4's first match is walked over at once; he drops to the losers' bracket, whose match is not ready yet.
    expect(w.walkedOver).toEqual(['wb-r1-m1']);
    expect(view(w.doc, 'wb-r1-m1').match.result).toMatchObject({ winner: 'p1', kind: 'walkover' });
    t = value(recordDoubleResult(w.doc, 'wb-r1-m2', { kind: 'played', winner: 'p2' }));
    // The API walks over what became due after each result.
    const again = walkOverWithdrawnDouble(t);
    expect(again.walkedOver).toEqual(['lb-r1-m1']);
    expect(who(view(again.doc, 'lb-r2-m1'))).toBe('p3 v pending');
    expect(value(withdrawFromDoubleElimination(again.doc, 'p4')).walkedOver).toEqual([]);
    expect(errorCode(withdrawFromDoubleElimination(t, 'nobody'))).toBe('UNKNOWN_PLAYER');
  });

  it('a double no-show voids the match: both out, the next winners’ match and the losers’ line get byes', () => {
    const t = value(createDoubleElimination(players(4), { matchLengths: [3] }));
    const { doc, walkedOver } = value(doubleEliminationNoShow(t, 'wb-r1-m2'));
    expect(walkedOver).toEqual(['wb-r1-m2']);
    expect(view(doc, 'wb-r1-m2').status).toBe('void');
    expect(doc.withdrawn).toEqual(['p2', 'p3']);
    const after = value(recordDoubleResult(doc, 'wb-r1-m1', { kind: 'played', winner: 'p1' }));
    expect(view(after, 'wb-r2-m1').status).toBe('bye'); // p1 advances to the grand final
    expect(view(after, 'lb-r1-m1').status).toBe('bye'); // p4 advances in the losers' bracket
    expect(errorCode(doubleEliminationNoShow(t, 'wb-r2-m1'))).toBe('MATCH_NOT_PLAYABLE');
  });
});

describe('walkOverDue: after any result of a knockout', () => {
  it('walks over what became due in a bracket or a double elimination; other formats and no withdrawals: nothing', () => {
    let d = value(
      withdrawFromDoubleElimination(value(createDoubleElimination(players(4), { matchLengths: [3] })), 'p4'),
    ).doc;
    d = value(recordDoubleResult(d, 'wb-r1-m2', { kind: 'played', winner: 'p2' }));
    const due = walkOverDue(d);
    expect(due.walkedOver).toEqual(['lb-r1-m1']);
    expect(walkOverDue(due.doc).walkedOver).toEqual([]);
    const b = value(createBracket(players(4), { matchLengths: [3] }));
    expect(walkOverDue(b)).toEqual({ doc: b, walkedOver: [] });
    const rr = value(createRoundRobin(players(3), { matchLengths: [3] }));
    expect(walkOverDue(rr).doc).toBe(rr);
  });
});
