/**
 * Byes at every odd size, for every format (issue 41, part 2): 3 to 31 players, each format played to the
 * end. What a bye is in each format:
 * - single elimination: the draw's empty lines (size - n of them, to seeds 1 .. size - n); feeder flights
 *   leave out the "losers" of byes and spread their own byes the same way;
 * - Swiss: one bye a round, a point, never a second one while anyone has none;
 * - round robin: one player sits out each round, each exactly once.
 */
import { type Bracket, createBracket, flightFinished, resolveBracket } from './bracket';
import { bracketPlacings } from './placings';
import { seededRandom } from './random';
import { createRoundRobin } from './round-robin';
import { createSwiss, pairNextSwissRound, recordSwissResult } from './swiss';
import { errorCode, favouritesWin, players, value } from './testing';

/**
 * A bracket with a consolation and, where the field allows, a last chance: each feeder takes the losers of
 * the fewest early rounds that give it at least 2 players (a 9-player draw has one first-round match).
 */
function withFlights(n: number): Bracket {
  const plain = value(createBracket(players(n), { matchLengths: [3] }));
  let best = plain;
  for (let c = 2; c <= plain.flights[0].rounds; c++) {
    const withConsolation = createBracket(players(n), {
      matchLengths: [3],
      consolation: { losersBeforeRound: c },
    });
    if (!withConsolation.ok) continue;
    best = withConsolation.value;
    for (let l = 2; l <= best.flights[1].rounds; l++) {
      const all = createBracket(players(n), {
        matchLengths: [3],
        consolation: { losersBeforeRound: c },
        lastChance: { losersBeforeRound: l },
      });
      if (all.ok) return all.value;
    }
    return best;
  }
  return best;
}

const oddSizes = Array.from({ length: 15 }, (_, i) => 2 * i + 3); // 3, 5, ..., 31

describe('byes at odd sizes: single elimination with consolation and last chance', () => {
  it.each(oddSizes)('%i players: byes to the top seeds, every flight finishes, everyone placed', (n) => {
    const b = favouritesWin(withFlights(n));
    const round1 = resolveBracket(b).filter((v) => v.match.flight === 'main' && v.match.round === 1);
    const byes = round1.filter((v) => v.status === 'bye').map((v) => v.winner);
    expect(byes).toHaveLength(b.size - n);
    const byeSeeds = byes
      .map((s) => (s.state === 'player' ? Number(s.player.slice(1)) : 0))
      .sort((x, y) => x - y);
    expect(byeSeeds).toEqual(Array.from({ length: b.size - n }, (_, i) => i + 1));
    for (const f of b.flights) expect(flightFinished(b, f.name)).toBe(true);
    const main = value(bracketPlacings(b, 'main'));
    expect(main).toHaveLength(n);
    expect(main[0]).toMatchObject({ player: 'p1', place: 1 });
    // Feeder flights take only real players, each once: the consolation every loser of a played first-round
    // match, the last chance the consolation's early losers.
    const first = round1.filter((v) => v.status === 'finished').length;
    for (const f of b.flights.filter((x) => x.name !== 'main')) {
      const placed = value(bracketPlacings(b, f.name)).map((p) => p.player);
      expect(new Set(placed).size).toBe(placed.length);
      if (f.name === 'consolation' && f.losersBeforeRound === 2) expect(placed).toHaveLength(first);
    }
  });

  it('which flights each odd size gets (consolation from losers of rounds before c, last chance before l)', () => {
    const shape = oddSizes.map((n) => {
      const f = withFlights(n).flights;
      return `${n}:${f.map((x) => (x.losersBeforeRound === null ? x.rounds : `${x.name[0]}${x.losersBeforeRound}`)).join('/')}`;
    });
    // n:main rounds/consolation c/last chance l. 11 and 19 players: the consolation's first round has a
    // single match (3 losers in 4 lines), so its early losers are too few for a last chance.
    expect(shape).toEqual([
      '3:2',
      '5:3/c3',
      '7:3/c2',
      '9:4/c3/l2',
      '11:4/c2',
      '13:4/c2/l3',
      '15:4/c2/l2',
      '17:5/c3/l2',
      '19:5/c2',
      '21:5/c2/l3',
      '23:5/c2/l2',
      '25:5/c2/l3',
      '27:5/c2/l2',
      '29:5/c2/l2',
      '31:5/c2/l2',
    ]);
  });

  it('3 players: a consolation has only one first-round loser and is refused', () => {
    expect(errorCode(createBracket(players(3), { matchLengths: [3], consolation: {} }))).toBe(
      'INVALID_OPTIONS',
    );
  });
});

describe('byes at odd sizes: Swiss', () => {
  it.each(oddSizes)(
    '%i players over min(n, 6) rounds: one bye a round, to a different player each time',
    (n) => {
      const rounds = Math.min(n, 6);
      const random = seededRandom(`byes-${n}`);
      let t = value(createSwiss(players(n), { rounds, matchLengths: [3] }));
      for (let r = 0; r < rounds; r++) {
        t = value(pairNextSwissRound(t));
        for (const m of t.rounds[r].matches) {
          t = value(recordSwissResult(t, m.id, { kind: 'played', winner: m.players[random.below(2)] }));
        }
      }
      const byes = t.rounds.map((r) => r.bye);
      expect(byes.every((b) => b !== null)).toBe(true);
      expect(new Set(byes).size).toBe(rounds);
      for (const r of t.rounds) expect(r.matches).toHaveLength((n - 1) / 2);
    },
  );
});

describe('byes at odd sizes: round robin', () => {
  it.each(oddSizes)('%i players: n rounds, each sits out exactly once', (n) => {
    const t = value(createRoundRobin(players(n), { matchLengths: [3] }));
    const byes = t.groups[0].byes;
    expect(byes).toHaveLength(n);
    expect(new Set(byes).size).toBe(n);
    expect(t.matches).toHaveLength((n * (n - 1)) / 2);
  });

  it('15 players in 2 groups (7 and 8, snake): the odd group has a bye each round, the even one none', () => {
    const t = value(createRoundRobin(players(15), { groups: 2, matchLengths: [3] }));
    expect(t.groups.map((g) => g.players.length)).toEqual([7, 8]);
    expect(new Set(t.groups[0].byes).size).toBe(7);
    expect(t.groups[1].byes.every((b) => b === null)).toBe(true);
  });
});
