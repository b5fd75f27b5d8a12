import {
  type DoubleElimination,
  type DoubleMatchView,
  correctDoubleResult,
  createDoubleElimination,
  doubleEliminationFinished,
  doubleEliminationPlacings,
  readyDoubleMatches,
  recordDoubleResult,
  resolveDoubleElimination,
} from './double-elimination';
import { placeLabel } from './placings';
import { errorCode, players, value } from './testing';

const who = (v: DoubleMatchView, i: 0 | 1): string => {
  const s = v.slots[i];
  return s.state === 'player' ? s.player : s.state === 'empty' ? 'bye' : '?';
};
const line = (v: DoubleMatchView): string => `${v.match.id} ${who(v, 0)} v ${who(v, 1)} ${v.status}`;
const view = (t: DoubleElimination, id: string): DoubleMatchView =>
  resolveDoubleElimination(t).find((v) => v.match.id === id) as DoubleMatchView;
const win = (t: DoubleElimination, id: string, winner: string): DoubleElimination =>
  value(recordDoubleResult(t, id, { kind: 'played', winner }));
const placings = (t: DoubleElimination): string[] =>
  value(doubleEliminationPlacings(t)).map((p) => `${placeLabel(p)} ${p.player}`);

/** Plays every ready match, the better seed winning, unless `upsets` names the winner of a match. */
function play(t: DoubleElimination, upsets: Record<string, string> = {}): DoubleElimination {
  const rank = (id: string): number => Number(id.slice(1));
  for (let ready = readyDoubleMatches(t); ready.length > 0; ready = readyDoubleMatches(t)) {
    for (const v of ready) {
      const [a, b] = [who(v, 0), who(v, 1)];
      t = win(t, v.match.id, upsets[v.match.id] ?? (rank(a) < rank(b) ? a : b));
    }
  }
  return t;
}

describe('double elimination: 6 players, played to the reset final', () => {
  it('byes to seeds 1 and 2, then to the first losers; the losers-bracket champion wins the final and the reset', () => {
    let t = value(createDoubleElimination(players(6), { matchLengths: [5, 7], finalLength: 9 }));
    expect([t.size, t.winnersRounds, t.losersRounds, t.reset]).toEqual([8, 3, 4, true]);
    expect(
      resolveDoubleElimination(t)
        .filter((v) => v.match.round === 1 && v.match.flight === 'winners')
        .map(line),
    ).toEqual([
      'wb-r1-m1 p1 v bye bye',
      'wb-r1-m2 p4 v p5 ready',
      'wb-r1-m3 p2 v bye bye',
      'wb-r1-m4 p3 v p6 ready',
    ]);
    // Favourites win the winners' bracket: p1 beats p2 in its final.
    t = win(t, 'wb-r1-m2', 'p4');
    t = win(t, 'wb-r1-m4', 'p3');
    // The losers' first round: the "losers" of the two byes are empty lines, so p5 and p6 advance.
    expect(
      resolveDoubleElimination(t)
        .filter((v) => v.match.flight === 'losers' && v.match.round === 1)
        .map(line),
    ).toEqual(['lb-r1-m1 bye v p5 bye', 'lb-r1-m2 bye v p6 bye']);
    t = win(t, 'wb-r2-m1', 'p1');
    t = win(t, 'wb-r2-m2', 'p2');
    // Drop-ins in reverse order: p5 meets p3 (loser of the lower semi-final), p6 meets p4.
    expect(line(view(t, 'lb-r2-m1'))).toBe('lb-r2-m1 p5 v p3 ready');
    expect(line(view(t, 'lb-r2-m2'))).toBe('lb-r2-m2 p6 v p4 ready');
    t = win(t, 'wb-r3-m1', 'p1');
    t = win(t, 'lb-r2-m1', 'p3');
    t = win(t, 'lb-r2-m2', 'p4');
    t = win(t, 'lb-r3-m1', 'p3');
    expect(line(view(t, 'lb-r4-m1'))).toBe('lb-r4-m1 p3 v p2 ready');
    t = win(t, 'lb-r4-m1', 'p2');
    expect(line(view(t, 'gf-m1'))).toBe('gf-m1 p1 v p2 ready');
    expect(view(t, 'gf-m1').match.length).toBe(9);
    expect(line(view(t, 'gf-m2'))).toBe('gf-m2 p1 v p2 waiting');
    t = win(t, 'gf-m1', 'p2'); // p1's first loss: the reset is played
    expect(line(view(t, 'gf-m2'))).toBe('gf-m2 p1 v p2 ready');
    expect(doubleEliminationFinished(t)).toBe(false);
    expect(errorCode(doubleEliminationPlacings(t))).toBe('FLIGHT_NOT_FINISHED');
    t = win(t, 'gf-m2', 'p2');
    expect(doubleEliminationFinished(t)).toBe(true);
    expect(placings(t)).toEqual(['1 p2', '2 p1', '3 p3', '4 p4', '5-6 p5', '5-6 p6']);
    expect(value(doubleEliminationPlacings(t))[1]).toMatchObject({ player: 'p1', lostInRound: 2 });
  });

  it('a correction of the first final (the winners-bracket champion won it) voids the reset and its result', () => {
    let t = play(value(createDoubleElimination(players(6), { matchLengths: [5] })), {
      'gf-m1': 'p2',
      'lb-r4-m1': 'p2',
    });
    expect(view(t, 'gf-m2').status).toBe('finished'); // p1 won the reset
    expect(placings(t).slice(0, 2)).toEqual(['1 p1', '2 p2']);
    t = value(correctDoubleResult(t, 'gf-m1', { kind: 'played', winner: 'p1' }));
    expect(view(t, 'gf-m2')).toMatchObject({ status: 'void', match: { result: null } });
    expect(placings(t).slice(0, 2)).toEqual(['1 p1', '2 p2']);
    expect(value(doubleEliminationPlacings(t))[1]).toMatchObject({ lostInRound: 1 });
  });

  it('without the reset option the first final decides', () => {
    let t = value(createDoubleElimination(players(6), { matchLengths: [5], reset: false }));
    t = play(t, { 'gf-m1': 'p2' });
    expect(t.matches.map((m) => m.id)).not.toContain('gf-m2');
    expect(placings(t).slice(0, 2)).toEqual(['1 p2', '2 p1']);
  });
});

describe('double elimination: 8 and 5 players', () => {
  it('8 players, favourites: the reset is void; places 1, 2, 3, 4, 5-6, 7-8', () => {
    const t = play(value(createDoubleElimination(players(8), { matchLengths: [3] })));
    expect(t.matches).toHaveLength(7 + 6 + 2); // 7 winners', 2+2+1+1 losers', the final and the reset
    expect(line(view(t, 'lb-r2-m1'))).toBe('lb-r2-m1 p5 v p3 finished');
    expect(view(t, 'gf-m2').status).toBe('void');
    expect(placings(t)).toEqual(['1 p1', '2 p2', '3 p3', '4 p4', '5-6 p5', '5-6 p6', '7-8 p7', '7-8 p8']);
  });

  it('5 players in 8 lines: a void losers-bracket match gives p4 a bye; everyone placed once', () => {
    const t0 = value(createDoubleElimination(players(5), { matchLengths: [3] }));
    expect(
      resolveDoubleElimination(t0)
        .filter((v) => v.match.flight === 'losers' && v.match.round === 1)
        .map(line),
    ).toEqual(['lb-r1-m1 bye v ? waiting', 'lb-r1-m2 bye v bye void']);
    const t = play(t0);
    expect(line(view(t, 'lb-r2-m2'))).toBe('lb-r2-m2 bye v p4 bye');
    expect(placings(t)).toEqual(['1 p1', '2 p2', '3 p3', '4 p4', '5 p5']);
  });

  it('2, 3, 7, 9 and 16 players finish with everyone placed exactly once', () => {
    for (const n of [2, 3, 7, 9, 16]) {
      const t = play(value(createDoubleElimination(players(n), { matchLengths: [3] })), { 'gf-m1': 'p2' });
      const placed = value(doubleEliminationPlacings(t)).map((p) => p.player);
      expect(placed.slice().sort()).toEqual(players(n).sort());
      expect(placed[0]).toBe(n === 2 ? 'p1' : 'p1'); // p1 wins the reset after losing the first final
    }
  });
});

describe('double elimination: bad input changes nothing', () => {
  it('refuses too few players, a duplicate, bad lengths', () => {
    expect(errorCode(createDoubleElimination(['a'], { matchLengths: [3] }))).toBe('TOO_FEW_PLAYERS');
    expect(errorCode(createDoubleElimination(['a', 'a'], { matchLengths: [3] }))).toBe('DUPLICATE_PLAYER');
    expect(errorCode(createDoubleElimination(players(4), { matchLengths: [0] }))).toBe(
      'INVALID_MATCH_LENGTH',
    );
    expect(errorCode(createDoubleElimination(players(4), { matchLengths: [3], finalLength: 2.5 }))).toBe(
      'INVALID_MATCH_LENGTH',
    );
  });

  it('refuses a result on a bye, a waiting match, an unknown match, twice, or naming someone else', () => {
    const t = value(createDoubleElimination(players(5), { matchLengths: [3] }));
    const before = JSON.stringify(t);
    expect(errorCode(recordDoubleResult(t, 'wb-r1-m1', { kind: 'played', winner: 'p1' }))).toBe(
      'MATCH_IS_BYE',
    );
    expect(errorCode(recordDoubleResult(t, 'lb-r1-m2', { kind: 'played', winner: 'p1' }))).toBe(
      'MATCH_IS_BYE',
    );
    expect(errorCode(recordDoubleResult(t, 'wb-r2-m1', { kind: 'played', winner: 'p1' }))).toBe(
      'MATCH_NOT_READY',
    );
    expect(errorCode(recordDoubleResult(t, 'nope', { kind: 'played', winner: 'p1' }))).toBe('UNKNOWN_MATCH');
    expect(errorCode(recordDoubleResult(t, 'wb-r1-m2', { kind: 'played', winner: 'p1' }))).toBe(
      'PLAYER_NOT_IN_MATCH',
    );
    expect(errorCode(correctDoubleResult(t, 'wb-r1-m2', { kind: 'played', winner: 'p4' }))).toBe('NO_RESULT');
    const once = win(t, 'wb-r1-m2', 'p4');
    expect(errorCode(recordDoubleResult(once, 'wb-r1-m2', { kind: 'played', winner: 'p5' }))).toBe(
      'RESULT_ALREADY_RECORDED',
    );
    expect(JSON.stringify(t)).toBe(before);
  });

  it('a walkover advances the other player (a withdrawal)', () => {
    let t = value(createDoubleElimination(players(4), { matchLengths: [3] }));
    t = value(recordDoubleResult(t, 'wb-r1-m1', { kind: 'walkover', absent: 'p4' }));
    expect(view(t, 'wb-r1-m1').match.result).toMatchObject({ winner: 'p1', kind: 'walkover' });
    expect(line(view(t, 'lb-r1-m1'))).toBe('lb-r1-m1 p4 v ? waiting');
  });
});
