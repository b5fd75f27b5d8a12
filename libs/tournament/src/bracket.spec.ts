import fc from 'fast-check';
import {
  type Bracket,
  type MatchView,
  type Slot,
  bracketMatch,
  clearBracketResult,
  correctBracketResult,
  createBracket,
  flightFinished,
  readyMatches,
  recordBracketResult,
  resolveBracket,
} from './bracket';
import { seededRandom } from './random';
import { errorCode, favouritesWin, players, value } from './testing';

const who = (s: Slot): string => (s.state === 'player' ? s.player : s.state === 'empty' ? 'bye' : '?');
const line = (v: MatchView): string => `${who(v.slots[0])} v ${who(v.slots[1])}`;
const view = (b: Bracket, id: string): MatchView => value(bracketMatch(b, id));
const win = (b: Bracket, id: string, winner: string): Bracket =>
  value(recordBracketResult(b, id, { kind: 'played', winner }));

describe('single elimination: the draw', () => {
  it('11 players: 16 lines, byes to seeds 1-5, who advance without playing', () => {
    const b = value(createBracket(players(11), { matchLengths: [5, 5, 7, 9] }));
    expect(b.size).toBe(16);
    expect(b.flights).toEqual([
      { name: 'main', rounds: 4, matchLengths: [5, 5, 7, 9], source: null, losersBeforeRound: null },
    ]);
    const views = resolveBracket(b);
    const round1 = views.filter((v) => v.match.round === 1);
    expect(round1.map(line)).toEqual([
      'p1 v bye',
      'p8 v p9',
      'p4 v bye',
      'p5 v bye',
      'p2 v bye',
      'p7 v p10',
      'p3 v bye',
      'p6 v p11',
    ]);
    expect(round1.filter((v) => v.status === 'bye').map((v) => who(v.winner))).toEqual([
      'p1',
      'p4',
      'p5',
      'p2',
      'p3',
    ]);
    expect(views.filter((v) => v.match.round === 2).map(line)).toEqual([
      'p1 v ?',
      'p4 v p5',
      'p2 v ?',
      'p3 v ?',
    ]);
    expect(readyMatches(b).map((v) => v.match.id)).toEqual([
      'main-r1-m2',
      'main-r1-m6',
      'main-r1-m8',
      'main-r2-m2',
    ]);
    // Match length per round, 5-5-7-9.
    expect([1, 2, 3, 4].map((r) => views.find((v) => v.match.round === r)?.match.length)).toEqual([
      5, 5, 7, 9,
    ]);
    expect(b.crawford).toBe(true);
  });

  it('2 players: a final only; Crawford switchable', () => {
    const b = value(createBracket(['ana', 'bia'], { matchLengths: [11], crawford: false }));
    expect(resolveBracket(b).map(line)).toEqual(['ana v bia']);
    expect(b.crawford).toBe(false);
  });

  it('refuses too few players, duplicates, bad lengths and impossible flights', () => {
    expect(errorCode(createBracket(['a'], { matchLengths: [5] }))).toBe('TOO_FEW_PLAYERS');
    expect(errorCode(createBracket(['a', 'b', 'a'], { matchLengths: [5] }))).toBe('DUPLICATE_PLAYER');
    expect(errorCode(createBracket(['a', 'b'], { matchLengths: [] }))).toBe('INVALID_MATCH_LENGTH');
    expect(errorCode(createBracket(['a', 'b'], { matchLengths: [5], consolation: {} }))).toBe(
      'INVALID_OPTIONS',
    );
    expect(
      errorCode(createBracket(players(8), { matchLengths: [5], consolation: { losersBeforeRound: 4 } })),
    ).toBe('INVALID_OPTIONS');
    // 5 players: a single real first-round match, so a single first-round loser.
    expect(errorCode(createBracket(players(5), { matchLengths: [5], consolation: {} }))).toBe(
      'INVALID_OPTIONS',
    );
    expect(
      errorCode(
        createBracket(players(8), { matchLengths: [5], consolation: {}, lastChance: { matchLengths: [0] } }),
      ),
    ).toBe('INVALID_MATCH_LENGTH');
  });
});

describe('single elimination: results', () => {
  it('winners advance automatically', () => {
    let b = value(createBracket(players(11), { matchLengths: [5] }));
    b = win(b, 'main-r1-m2', 'p9');
    expect(line(view(b, 'main-r2-m1'))).toBe('p1 v p9');
    expect(view(b, 'main-r2-m1').status).toBe('ready');
    expect(view(b, 'main-r1-m2')).toMatchObject({
      status: 'finished',
      winner: { player: 'p9' },
      loser: { player: 'p8' },
    });
  });

  it('a walkover or retirement advances the other player and is recorded as such', () => {
    let b = value(createBracket(players(11), { matchLengths: [5] }));
    b = value(recordBracketResult(b, 'main-r1-m6', { kind: 'walkover', absent: 'p7' }));
    b = value(recordBracketResult(b, 'main-r1-m8', { kind: 'retirement', retired: 'p6', score: [1, 3] }));
    expect(line(view(b, 'main-r2-m3'))).toBe('p2 v p10');
    expect(line(view(b, 'main-r2-m4'))).toBe('p3 v p11');
    expect(view(b, 'main-r1-m6').match.result).toEqual({
      winner: 'p10',
      loser: 'p7',
      kind: 'walkover',
      score: null,
    });
    expect(view(b, 'main-r1-m8').match.result).toEqual({
      winner: 'p11',
      loser: 'p6',
      kind: 'retirement',
      score: [1, 3],
    });
  });

  it('refuses results that cannot be recorded', () => {
    const b = value(createBracket(players(11), { matchLengths: [5] }));
    expect(errorCode(recordBracketResult(b, 'main-r9-m1', { kind: 'played', winner: 'p1' }))).toBe(
      'UNKNOWN_MATCH',
    );
    expect(errorCode(recordBracketResult(b, 'main-r1-m1', { kind: 'played', winner: 'p1' }))).toBe(
      'MATCH_IS_BYE',
    );
    expect(errorCode(recordBracketResult(b, 'main-r2-m1', { kind: 'played', winner: 'p1' }))).toBe(
      'MATCH_NOT_READY',
    );
    expect(errorCode(recordBracketResult(b, 'main-r1-m2', { kind: 'played', winner: 'p1' }))).toBe(
      'PLAYER_NOT_IN_MATCH',
    );
    expect(
      errorCode(recordBracketResult(b, 'main-r1-m2', { kind: 'played', winner: 'p8', score: [4, 2] })),
    ).toBe('INVALID_SCORE');
    const played = win(b, 'main-r1-m2', 'p8');
    expect(errorCode(recordBracketResult(played, 'main-r1-m2', { kind: 'played', winner: 'p9' }))).toBe(
      'RESULT_ALREADY_RECORDED',
    );
    expect(errorCode(correctBracketResult(b, 'main-r1-m2', { kind: 'played', winner: 'p9' }))).toBe(
      'NO_RESULT',
    );
    expect(errorCode(clearBracketResult(b, 'main-r1-m2'))).toBe('NO_RESULT');
  });

  it('a corrected result recomputes advancement and reports the later matches that changed', () => {
    const b = favouritesWin(value(createBracket(players(8), { matchLengths: [5], consolation: {} })));
    expect(line(view(b, 'main-r2-m1'))).toBe('p1 v p4');
    expect(line(view(b, 'main-r3-m1'))).toBe('p1 v p2');
    expect(line(view(b, 'consolation-r1-m1'))).toBe('p8 v p5');

    // Same winner, new score: nothing else moves.
    const rescored = value(
      correctBracketResult(b, 'main-r1-m1', { kind: 'played', winner: 'p1', score: [6, 2] }),
    );
    expect(rescored.changes).toEqual([]);
    expect(view(rescored.bracket, 'main-r1-m1').match.result?.score).toEqual([6, 2]);

    // p8 actually beat p1: p8 takes p1's place, every later result p1 played in is void, p1 drops instead.
    const { bracket, changes } = value(
      correctBracketResult(b, 'main-r1-m1', { kind: 'played', winner: 'p8' }),
    );
    expect(
      changes.map((c) => [c.matchId, c.slotsBefore.map(who), c.slotsAfter.map(who), c.voidedResult?.winner]),
    ).toEqual([
      ['main-r2-m1', ['p1', 'p4'], ['p8', 'p4'], 'p1'],
      ['main-r3-m1', ['p1', 'p2'], ['?', 'p2'], 'p1'],
      ['consolation-r1-m1', ['p8', 'p5'], ['p1', 'p5'], 'p5'],
      ['consolation-r2-m1', ['p5', 'p6'], ['?', 'p6'], 'p5'],
    ]);
    expect(readyMatches(bracket).map((v) => [v.match.id, line(v)])).toEqual([
      ['main-r2-m1', 'p8 v p4'],
      ['consolation-r1-m1', 'p1 v p5'],
    ]);
    // Matches that did not depend on p1 keep their results.
    expect(view(bracket, 'main-r2-m2').status).toBe('finished');
  });

  it('clearing a result reports the same way', () => {
    const b = favouritesWin(value(createBracket(players(4), { matchLengths: [5] })));
    const { bracket, changes } = value(clearBracketResult(b, 'main-r1-m2'));
    expect(changes.map((c) => [c.matchId, c.slotsAfter.map(who), c.voidedResult?.winner])).toEqual([
      ['main-r2-m1', ['p1', '?'], 'p1'],
    ]);
    expect(readyMatches(bracket).map((v) => v.match.id)).toEqual(['main-r1-m2']);
  });
});

describe('single elimination: consolation and last-chance flights', () => {
  it('first-round losers: loser of match 1 v loser of match 2, ...', () => {
    const b = value(createBracket(players(8), { matchLengths: [3, 5], consolation: {} }));
    const cons = resolveBracket(b).filter((v) => v.match.flight === 'consolation');
    expect(cons.map((v) => [v.match.id, v.match.slots, v.match.length])).toEqual([
      [
        'consolation-r1-m1',
        [
          { kind: 'loser', match: 'main-r1-m1' },
          { kind: 'loser', match: 'main-r1-m2' },
        ],
        3,
      ],
      [
        'consolation-r1-m2',
        [
          { kind: 'loser', match: 'main-r1-m3' },
          { kind: 'loser', match: 'main-r1-m4' },
        ],
        3,
      ],
      [
        'consolation-r2-m1',
        [
          { kind: 'winner', match: 'consolation-r1-m1' },
          { kind: 'winner', match: 'consolation-r1-m2' },
        ],
        5,
      ],
    ]);
    expect(b.flights[1]).toEqual({
      name: 'consolation',
      rounds: 2,
      matchLengths: [3, 5],
      source: 'main',
      losersBeforeRound: 2,
    });
  });

  it('11 players, consolation for losers of rounds 1-2, last chance for consolation first-round losers', () => {
    const b = value(
      createBracket(players(11), {
        matchLengths: [5, 5, 7, 9],
        consolation: { losersBeforeRound: 3, matchLengths: [3] },
        lastChance: { matchLengths: [1] },
      }),
    );
    const ids = (flight: string) =>
      b.matches
        .filter((m) => m.flight === flight)
        .map((m) => m.slots.map((s) => ('match' in s ? s.match : s.kind)));
    // The loser of a bye is nobody: only the 3 real first-round losers enter, with one bye among them,
    // then they meet the 4 second-round losers (reverse order, so p1's victim does not meet p1's next victim).
    expect(ids('consolation')).toEqual([
      ['main-r1-m2', 'main-r2-m4'],
      ['bye', 'main-r2-m3'],
      ['main-r1-m6', 'main-r2-m2'],
      ['main-r1-m8', 'main-r2-m1'],
      ['consolation-r1-m1', 'consolation-r1-m2'],
      ['consolation-r1-m3', 'consolation-r1-m4'],
      ['consolation-r2-m1', 'consolation-r2-m2'],
    ]);
    expect(ids('lastChance')).toEqual([
      ['consolation-r1-m1', 'bye'],
      ['consolation-r1-m3', 'consolation-r1-m4'],
      ['lastChance-r1-m1', 'lastChance-r1-m2'],
    ]);
    expect(b.matches.filter((m) => m.flight === 'consolation').every((m) => m.length === 3)).toBe(true);

    const done = favouritesWin(b);
    expect(['main', 'consolation', 'lastChance'].every((f) => flightFinished(done, f as 'main'))).toBe(true);
    const finalOf = (flight: string) =>
      resolveBracket(done)
        .filter((v) => v.match.flight === flight)
        .pop() as MatchView;
    expect(line(finalOf('main'))).toBe('p1 v p2');
    // Consolation round 1: p9 v p6, bye v p7, p10 v p5, p11 v p8; then p6 v p7 and p5 v p8.
    expect(line(finalOf('consolation'))).toBe('p6 v p5');
    // Last chance: the consolation's first-round losers p9, p10, p11 (p9 with the bye).
    expect(line(finalOf('lastChance'))).toBe('p9 v p10');
  });
});

/** Plays a bracket to the end with random results (and random walkovers). */
function playOut(b: Bracket, seed: string): Bracket {
  const random = seededRandom(seed);
  for (let ready = readyMatches(b); ready.length > 0; ready = readyMatches(b)) {
    // Nobody is due in two matches at once (e.g. in the main flight and in the consolation).
    const due = ready.flatMap((v) => v.slots.map(who));
    expect(new Set(due).size).toBe(due.length);
    for (const v of ready) {
      const [x, y] = v.slots.map(who);
      const winner = random.below(2) === 0 ? x : y;
      const loser = winner === x ? y : x;
      b =
        random.below(10) === 0
          ? value(recordBracketResult(b, v.match.id, { kind: 'walkover', absent: loser }))
          : win(b, v.match.id, winner);
    }
  }
  return b;
}

describe('single elimination: properties', () => {
  it('2..64 players: byes only to the top seeds and one path per player', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.string(), (n, seed) => {
        const b = value(createBracket(players(n), { matchLengths: [5] }));
        const views = resolveBracket(b);
        const round1 = views.filter((v) => v.match.round === 1);
        expect(round1).toHaveLength(b.size / 2);
        // Every player stands on exactly one first-round line.
        const lines = round1.flatMap((v) => v.slots.map(who));
        expect(lines.filter((p) => p !== 'bye').sort()).toEqual(players(n).sort());
        // Byes: size - n, each against a different one of the top seeds 1 .. size - n.
        const byed = round1.filter((v) => v.status === 'bye').map((v) => who(v.winner));
        expect(byed.sort()).toEqual(players(b.size - n).sort());
        expect(round1.some((v) => v.status === 'void')).toBe(false);

        const done = playOut(b, seed);
        expect(flightFinished(done, 'main')).toBe(true);
        const finished = resolveBracket(done);
        for (const p of players(n)) {
          const mine = finished.filter((v) => v.slots.some((s) => who(s) === p));
          // One match per round from round 1, won every time until the single loss (if any) ends it.
          expect(mine.map((v) => v.match.round)).toEqual(mine.map((_, i) => i + 1));
          expect(mine.slice(0, -1).every((v) => who(v.winner) === p)).toBe(true);
          const last = mine[mine.length - 1];
          if (who(last.winner) === p) expect(last.match.round).toBe(b.flights[0].rounds);
        }
        const final = finished[finished.length - 1];
        expect(final.status).toBe('finished');
      }),
      { numRuns: 150 },
    );
  });

  it('with consolation and last chance: every flight finishes, entrants are the right losers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 40 }),
        fc.integer({ min: 2, max: 3 }),
        fc.string(),
        (n, before, seed) => {
          const created = createBracket(players(n), {
            matchLengths: [5],
            consolation: { losersBeforeRound: before },
            lastChance: {},
          });
          if (!created.ok) {
            expect(created.error.code).toBe('INVALID_OPTIONS');
            return;
          }
          const done = playOut(created.value, seed);
          const views = resolveBracket(done);
          expect(views.every((v) => v.status === 'finished' || v.status === 'bye')).toBe(true);
          // Consolation entrants are exactly the losers of main rounds before `before`.
          const mainLosers = views
            .filter((v) => v.match.flight === 'main' && v.match.round < before && v.status === 'finished')
            .map((v) => who(v.loser));
          const consolation = new Set(
            views.filter((v) => v.match.flight === 'consolation').flatMap((v) => v.slots.map(who)),
          );
          consolation.delete('bye');
          expect([...consolation].sort()).toEqual(mainLosers.sort());
          // The last chance holds only consolation losers; a player is never due in two flights at once
          // (checked while playing out).
          const consolationLosers = new Set(
            views
              .filter((v) => v.match.flight === 'consolation' && v.status === 'finished')
              .map((v) => who(v.loser)),
          );
          const lastChance = views
            .filter((v) => v.match.flight === 'lastChance')
            .flatMap((v) => v.slots.map(who));
          expect(lastChance.filter((p) => p !== 'bye').every((p) => consolationLosers.has(p))).toBe(true);
        },
      ),
      { numRuns: 80 },
    );
  });
});
