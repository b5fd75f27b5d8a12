/**
 * The .mat round trip as a property: random legal matches (every length and profile, cube with beavers,
 * raccoons and refusals, resignations of each value before and after the roll, timeouts and forfeits,
 * annulled timeouts, matches cut anywhere) are exported with exportMat and imported with importMat; the
 * import must replay to the same games, scores and results, and export again to the same text. What the
 * format cannot carry is left out of the comparison (see `history`).
 */
import fc from 'fast-check';
import { type GameEvent, type GameOptions, type MatchState, isMatchOver, replay } from './game';
import { exportMat } from './mat';
import { type ImportedMat, importMat } from './mat-import';
import { playMatch } from './testing';
import type { Result } from './types';

const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};

/**
 * What a .mat keeps of each started game: its score, its result's winner and points, and its events as the
 * format writes them: a play as the checkers that leave and land (not the order or which die), a roll's
 * dice high first; without resignation offers and answers, tied opening rolls, a beaver's implied
 * acceptance, and timeouts, forfeits and their annulments (the format writes only the points awarded, so a
 * match lost on time reads back as a forfeit, or as a resignation when the points are a resignation's).
 */
const history = (state: MatchState): unknown =>
  state.games
    .map((g) => ({
      score: g.score,
      result: g.result && { winner: g.result.winner, points: g.result.points },
      events: g.events
        .filter(
          (e) =>
            !(
              e.type === 'resign' ||
              e.type === 'rejectResignation' ||
              e.type === 'acceptResignation' ||
              e.type === 'timeout' ||
              e.type === 'forfeit' ||
              e.type === 'annulTimeout'
            ),
        )
        .filter((e) => !(e.type === 'openingRoll' && e.starter === null))
        .filter((e, i, all) => !(e.type === 'take' && all[i - 1]?.type === 'beaver'))
        .map((e): GameEvent => (e.type === 'refuseBeaver' ? { type: 'drop', side: e.side } : e))
        .map((e) =>
          e.type === 'play'
            ? {
                ...e,
                moves: {
                  from: e.moves.map((m) => m.from).sort(),
                  to: e.moves.map((m) => m.to).sort(),
                  hits: e.moves.filter((m) => m.hit).length,
                },
              }
            : e.type === 'roll' || e.type === 'openingRoll'
              ? { ...e, dice: [...e.dice].sort((a, b) => b - a) }
              : e,
        ),
    }))
    // A game in progress with nothing written yet (a tied opening roll, an offer not answered).
    .filter((g) => g.events.length > 0 || g.result !== null);

const names = { player0Name: 'Ana', player1Name: 'Bia' };

const roundTrip = (state: MatchState): { text: string; imported: ImportedMat; again: MatchState } => {
  const text = exportMat(state, names);
  const r = importMat(text, { unfinished: true });
  if (!r.ok) {
    throw new Error(
      `${r.error.code} (game ${r.error.game}, line ${r.error.line}): ${r.error.message}\n${text}`,
    );
  }
  return { text, imported: r.value, again: value(replay(r.value.log.options, r.value.log.actions)) };
};

const optionsArb = fc.oneof(
  // Matches: the international profile with or without Crawford, and the club profiles.
  fc.record({
    length: fc.constantFrom(1, 3, 3, 5, 7),
    crawford: fc.boolean(),
    profile: fc.constantFrom('international', 'international', 'simple', 'traditional') as fc.Arbitrary<
      GameOptions['profile']
    >,
    triploPoints: fc.constantFrom(0, 5),
    maxCube: fc.constantFrom(64, 8),
  }),
  // Money play: Jacoby, beavers, raccoons, refused beavers.
  fc.record({
    length: fc.constant(0),
    jacoby: fc.boolean(),
    // Mostly on: a beaver needs a double, and a raccoon a beaver.
    beaver: fc.constantFrom(true, true, true, false),
    raccoon: fc.constantFrom(true, true, false),
    beaverRefusal: fc.boolean(),
    profile: fc.constantFrom('international', 'international', 'simple', 'traditional') as fc.Arbitrary<
      GameOptions['profile']
    >,
  }),
);

/**
 * Random matches per run of the property below, and the seed: fixed, so that CI gives the same verdict on the
 * same code (3,000 runs of random seeds passed when it was fixed); MAT_SEED and MAT_RUNS explore further.
 */
const RUNS = Number(process.env.MAT_RUNS ?? 120);
const SEED = Number(process.env.MAT_SEED ?? 20261206);

/** The cases a run met, so that the property is known to exercise each of them. */
function casesOf(state: MatchState): string[] {
  const cases = new Set<string>();
  for (const g of state.games) {
    g.events.forEach((e, i) => {
      const next = g.events[i + 1];
      if (e.type === 'roll' && !e.pass && next && next.type !== 'play') {
        cases.add(next.type === 'resign' ? 'roll, then resign' : 'roll, then timeout or forfeit');
      }
      if (e.type === 'roll' && e.pass) cases.add('no legal play');
      if (e.type === 'drop') cases.add('drop');
      if (e.type === 'beaver' || e.type === 'raccoon' || e.type === 'refuseBeaver') cases.add(e.type);
      if (e.type === 'timeout' || e.type === 'forfeit' || e.type === 'annulTimeout') cases.add(e.type);
    });
    if (g.result?.reason === 'resign') cases.add(`resign ${g.result.kind}`);
    if (g.crawford && g.events.length > 0) cases.add('Crawford game');
  }
  return [...cases];
}

describe('.mat round trip (property)', () => {
  it(`export then import gives the same games, scores and text: ${RUNS} random matches`, () => {
    const met = new Map<string, number>();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        optionsArb,
        fc.oneof(fc.constant(Infinity), fc.constant(Infinity), fc.integer({ min: 1, max: 400 })),
        (seed, options, cut) => {
          const state = playMatch(seed, options, { cut });
          for (const c of casesOf(state)) met.set(c, (met.get(c) ?? 0) + 1);
          const { text, imported, again } = roundTrip(state);
          expect(imported.score).toEqual(state.match.score);
          expect(imported.games).toBe((history(state) as unknown[]).length);
          expect(history(again)).toEqual(history(state));
          expect(exportMat(again, names)).toBe(text);
          if (cut === Infinity) {
            // A match played out is imported as finished, without the `unfinished` option.
            const strict = importMat(text);
            if (isMatchOver(state)) expect(strict.ok).toBe(true);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    // The frequent cases must all have been met (the rarer ones, raccoons, refused beavers, the Crawford
    // game, have worked examples in mat.spec.ts and mat-import.spec.ts).
    for (const c of [
      'roll, then resign',
      'roll, then timeout or forfeit',
      'no legal play',
      'drop',
      'beaver',
      'timeout',
      'forfeit',
      'annulTimeout',
      'resign single',
      'resign gammon',
      'resign backgammon',
    ]) {
      expect([c, met.get(c) ?? 0]).not.toEqual([c, 0]);
    }
  });
});
