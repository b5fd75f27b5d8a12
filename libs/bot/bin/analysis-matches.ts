/**
 * Writes the fixed sets of matches that `npm run bench:analysis` analyses, between the bot's levels, the
 * easy level included so that there are real errors to find, all with the cube and the Crawford rule:
 * - libs/bot/bench-data/analysis-7pt/: seven-point matches, the length of a club's tournament rounds
 *   (the bench's default set; each player has about a hundred decisions, as in the analyses players read);
 * - libs/bot/bench-data/analysis/: short matches (3 and 5 points; SET=analysis for the bench), where a
 *   player's PR rests on a few dozen decisions;
 * - and one 7-point match (hard against medium) in libs/bot/bench-data/ whose analysis the bench times.
 * Deterministic: the same seeds and the same bot give the same files, committed as .mat exports (what
 * both analyses read; the short set also keeps each stored match log, .json). The bot has grown stronger
 * since the short set and the timed match were written, so rewriting them now changes the matches the hard
 * level plays: keep the committed files (the bench's figures and gnubg's cached analyses are of them), and
 * write a new set into a new folder.
 *
 * Run: `node libs/bot/dist/bin/analysis-matches.js [seven|short|timing] [count]` after building the bot
 * (default: the seven-point set, 32 matches).
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

/** Which match: the short set's (3 or 5 points), the seven-point set's, or the timed match's. */
export type BenchSet = 'short' | 'seven' | 'timing';

/** The seven-point set's seeds start here, apart from the short set's (from 0) and the timing's (1000). */
const SEVEN_SEEDS = 100;

/** Match `index` of a set: its pairing, length and seeds follow from the set and the index alone. */
export function benchMatch(index: number, set: BenchSet = 'short'): BenchMatch {
  const [a, b] = set === 'timing' ? (['hard', 'medium'] as const) : PAIRINGS[index % PAIRINGS.length];
  const length = set === 'short' ? (index % 3 === 2 ? 5 : 3) : 7;
  const seed = set === 'seven' ? SEVEN_SEEDS + index : index;
  const actions: Action[] = [];
  const options = { length, crawford: true };
  const players: [string, string] = [`${a}A`, `${b}B`];
  const record = playMatch(
    [
      botPlayer(a, seededRandom(`analysis-bench:${seed}:0`)),
      botPlayer(b, seededRandom(`analysis-bench:${seed}:1`)),
    ],
    gameDice('analysis-bench', seed),
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
  const name =
    set === 'timing'
      ? `timing-${a}-${b}-${length}pt`
      : `${String(index + 1).padStart(2, '0')}-${a}-${b}-${length}pt`;
  const event = `analysis bench ${set === 'seven' ? 'seven-point ' : ''}${index + 1}`;
  const mat = exportMat(record.state, { player0Name: players[0], player1Name: players[1], event });
  return { name, log: { options, actions, players, event }, mat };
}

const FOLDERS: Record<Exclude<BenchSet, 'timing'>, string> = { short: 'analysis', seven: 'analysis-7pt' };

if (require.main === module) {
  const set = (process.argv[2] ?? 'seven') as BenchSet;
  const count = Number(process.argv[3] ?? 32);
  if (!(set === 'timing' || Object.hasOwn(FOLDERS, set)) || !Number.isInteger(count) || count < 1) {
    process.stderr.write('usage: analysis-matches.js [seven|short|timing] [count]\n');
    process.exit(2);
  }
  const data = join(__dirname, '..', '..', 'bench-data');
  if (set === 'timing') {
    // The 7-point match whose analysis the bench times (not compared with gnubg): the first seed from
    // 1000 whose match has at least 200 checker plays.
    let seed = 1000;
    let timing = benchMatch(seed, 'timing');
    while (timing.log.actions.filter((a) => a.type === 'play').length < 200)
      timing = benchMatch(++seed, 'timing');
    writeFileSync(join(data, `${timing.name}.json`), `${JSON.stringify(timing.log)}\n`);
    process.stdout.write(`${timing.name}\n`);
  } else {
    const dir = join(data, FOLDERS[set]);
    mkdirSync(dir, { recursive: true });
    for (let i = 0; i < count; i++) {
      const m = benchMatch(i, set);
      // The bench reads the .mat (through importMat, as gnubg does); the short set also keeps its log,
      // which the analysis's tests read.
      if (set === 'short') writeFileSync(join(dir, `${m.name}.json`), `${JSON.stringify(m.log)}\n`);
      writeFileSync(join(dir, `${m.name}.mat`), m.mat);
      process.stdout.write(`${FOLDERS[set]}/${m.name}\n`);
    }
  }
}
