import fc from 'fast-check';
import { chouetteLedger, chouetteSettlement, replayChouette } from './chouette';
import type { ChouetteOptions } from './options';
import { type RandomSessionConfig, randomSession, value } from './testing';

const sum = (points: Readonly<Record<string, number>>): number =>
  Object.values(points).reduce((a, b) => a + b, 0);

const options = fc.record({
  profile: fc.constantFrom('international', 'international', 'traditional', 'simple') as fc.Arbitrary<
    ChouetteOptions['profile']
  >,
  jacoby: fc.boolean(),
  beaver: fc.boolean(),
  raccoon: fc.boolean(),
  beaverRefusal: fc.boolean(),
  autoDoubles: fc.boolean(),
  autoDoublesCap: fc.constantFrom(2, 4, 64),
  maxCube: fc.constantFrom(8, 64),
  partnerThreshold: fc.constantFrom(0, 4, 5),
  consultation: fc.constantFrom('free', 'cubeInGame', 'none') as fc.Arbitrary<
    ChouetteOptions['consultation']
  >,
  stake: fc.constantFrom(1, 0.5, 10),
});

/** Checks every invariant of a random session. */
function check(seed: number, config: RandomSessionConfig): void {
  const { actions, state } = randomSession(seed, config);
  expect(state.games.length).toBe(config.games);
  // Every game's points sum to zero, and the box side is minus the members' sum.
  for (const g of state.games) {
    expect(sum(g.points)).toBe(0);
    expect(g.boxSide).toBe(0 - g.members.reduce((a, m) => a + m.points, 0));
    expect(g.partner === null ? g.points[g.box] : g.points[g.box] + g.points[g.partner]).toBe(g.boxSide);
    for (const m of g.members) expect(m.points).not.toBe(0);
    const captain = g.members.find((m) => m.player === g.captain);
    expect(g.boxVsCaptain).toBe((captain?.points ?? 0) > 0 ? 'captain' : 'box');
  }
  // The ledger equals the sum of its games and corrections, and balances.
  const ledger = chouetteLedger(state);
  for (const p of ledger.players) {
    const games = state.games.reduce((a, g) => a + (g.points[p] ?? 0), 0);
    const corrections = state.corrections.reduce((a, c) => a + (c.delta[p] ?? 0), 0);
    expect(ledger.totals[p]).toBe(games + corrections);
  }
  expect(sum(ledger.totals)).toBe(0);
  expect(ledger.games.at(-1)?.totals ?? {}).toEqual(state.games.length ? ledger.totals : {});
  // The settlement settles every balance exactly.
  const settlement = value(chouetteSettlement(state));
  const left: Record<string, number> = { ...ledger.totals };
  for (const t of settlement.transfers) {
    left[t.from] += t.points;
    left[t.to] -= t.points;
  }
  expect(Object.values(left).every((v) => v === 0)).toBe(true);
  // The line is the players present; the log replays to the same state, through JSON.
  expect([...state.line].sort()).toEqual([...state.present].sort());
  expect(state.actionCount).toBe(actions.length);
  expect(value(replayChouette(config.options, JSON.parse(JSON.stringify(actions))))).toEqual(state);
}

describe('random sessions (properties)', () => {
  it('scorekeeper sessions: zero-sum games, ledger = sum of games, settlement settles, replay', () => {
    fc.assert(
      fc.property(fc.integer(), options, (seed, o) => {
        check(seed, { options: { ...o, mode: 'scorekeeper' }, games: 8, corrections: 0.2 });
      }),
      { numRuns: 120 },
    );
  });

  it('board sessions: the same, with every game played on the engine’s board', () => {
    fc.assert(
      fc.property(fc.integer(), options, (seed, o) => {
        check(seed, { options: { ...o, mode: 'board' }, games: 2 });
      }),
      { numRuns: 12 },
    );
  });
});
