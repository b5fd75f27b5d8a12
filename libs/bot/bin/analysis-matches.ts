/**
 * Writes the fixed set of matches that `npm run bench:analysis` analyses: short matches (3 and 5 points,
 * with the cube and the Crawford rule) between the bot's levels, the easy level included so that there
 * are real errors to find. Deterministic: the same seeds give the same files, which are committed under
 * libs/bot/bench-data/analysis/ as the stored match log (.json) and its .mat export (what gnubg imports),
 * and one 7-point match (hard against medium) in libs/bot/bench-data/ whose analysis the bench times.
 *
 * Run: `node libs/bot/dist/bin/analysis-matches.js [count]` after building the bot (default 32 matches).
 */
import { mkdirSync, writeFileSync } from 'fs';
import { join } from 'path';
import { type Action, exportMat } from '@gamao/engine';
import { type BotLevel } from '../src/level';
import { seededRandom } from '../src/random';
import { botPlayer, gameDice, playMatch } from '../src/self-play';

/** The pairings, in turn: every pair of levels, the easy level in most of them. */
const PAIRINGS: readonly [BotLevel, BotLevel][] = [
  ['easy', 'hard'],
  ['medium', 'easy'],
  ['hard', 'medium'],
  ['easy', 'easy'],
];

export interface BenchMatch {
  readonly name: string;
  readonly log: {
    options: { length: number; crawford: boolean };
    actions: Action[];
    players: [string, string];
    event: string;
  };
  readonly mat: string;
}

/**
 * Match `index` of the set: its pairing, length and seeds follow from the index alone. `length` overrides
 * the 3- or 5-point length (the 7-point match of the timing).
 */
export function benchMatch(index: number, lengthOverride?: number): BenchMatch {
  const [a, b] = lengthOverride ? (['hard', 'medium'] as const) : PAIRINGS[index % PAIRINGS.length];
  const length = lengthOverride ?? (index % 3 === 2 ? 5 : 3);
  const actions: Action[] = [];
  const options = { length, crawford: true };
  const players: [string, string] = [`${a}A`, `${b}B`];
  const record = playMatch(
    [
      botPlayer(a, seededRandom(`analysis-bench:${index}:0`)),
      botPlayer(b, seededRandom(`analysis-bench:${index}:1`)),
    ],
    gameDice('analysis-bench', index),
    options,
  );
  // The state keeps the games' events; the log is rebuilt from them (roll, play, cube actions).
  for (const g of record.state.games) {
    for (const e of g.events) {
      if (e.type === 'openingRoll') actions.push({ type: 'roll', dice: e.dice });
      else if (e.type === 'roll') actions.push({ type: 'roll', side: e.side, dice: e.dice });
      else if (e.type === 'play') actions.push({ type: 'play', side: e.side, moves: e.moves });
      else if (e.type === 'resign') actions.push({ type: 'resign', side: e.side, kind: e.kind });
      else if (e.type === 'timeout') actions.push({ type: 'timeout', side: e.side, reserveMs: e.reserveMs });
      else actions.push({ type: e.type, side: e.side } as Action);
    }
  }
  const name = lengthOverride
    ? `timing-${a}-${b}-${length}pt`
    : `${String(index + 1).padStart(2, '0')}-${a}-${b}-${length}pt`;
  const event = `analysis bench ${index + 1}`;
  const mat = exportMat(record.state, { player0Name: players[0], player1Name: players[1], event });
  return { name, log: { options, actions, players, event }, mat };
}

if (require.main === module) {
  const count = Number(process.argv[2] ?? 32);
  const dir = join(__dirname, '..', '..', 'bench-data', 'analysis');
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count; i++) {
    const m = benchMatch(i);
    writeFileSync(join(dir, `${m.name}.json`), `${JSON.stringify(m.log)}\n`);
    writeFileSync(join(dir, `${m.name}.mat`), m.mat);
    process.stdout.write(`${m.name}\n`);
  }
  // The 7-point match whose analysis the bench times (not compared with gnubg): the first seed from 1000
  // whose match has at least 200 checker plays.
  let seed = 1000;
  let timing = benchMatch(seed, 7);
  while (timing.log.actions.filter((a) => a.type === 'play').length < 200) timing = benchMatch(++seed, 7);
  writeFileSync(join(dir, '..', `${timing.name}.json`), `${JSON.stringify(timing.log)}\n`);
  process.stdout.write(`${timing.name}\n`);
}
