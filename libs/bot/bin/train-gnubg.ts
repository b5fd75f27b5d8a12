/**
 * Supervised training of the full model (hard level) on GNU Backgammon's evaluations. Two steps, each
 * reproducible from its arguments:
 *
 * 1. Data: positions from self-play games, each labelled with gnubg's 0-ply cubeless chances.
 *      node dist/bin/train-gnubg.js data <games> <seed> [explore] [siblings] > data.tsv
 *    Both sides play the full model at 1 ply (env PLAYER=weights.json: those weights instead, to rerun a
 *    recipe whose games an earlier model played), except that with probability `explore` (default
 *    0.1) a side plays a random legal play instead, so the positions cover more than the bot's own
 *    style. With `siblings` (default 0), each choice also keeps the positions its best 1 + siblings plays
 *    lead to (the ones the choice compares). Every position with a side to roll is kept once (by its gnubg
 *    Position ID, the side on roll first). One line per position: `<positionId> <win> <winGammon> <winBackgammon> <loseGammon>
 *    <loseBackgammon>`, gnubg's order, for the side on roll before its roll. Needs gnubg (see gnubg.ts).
 *
 *    Relabelled at another depth (gnubg's 1-ply sees a roll ahead: better targets, about 7 ms each):
 *      node dist/bin/train-gnubg.js relabel <plies> data.tsv > data-1ply.tsv
 *    and two labellings of the same positions averaged (0-ply and 1-ply: gnubg's odd-even effect cancels):
 *      node dist/bin/train-gnubg.js average data.tsv data-1ply.tsv > data-mean.tsv
 *
 * 2. Fit: networks for contact positions and for races, trained by stochastic gradient descent on the
 *    cross-entropy of the five outputs towards gnubg's chances; 5% of the positions are held out and
 *    their mean absolute error of the cubeless equity is printed after every epoch.
 *      node dist/bin/train-gnubg.js fit <hidden> <raceHidden> <epochs> <alpha> <seed> data.tsv... > weights.json
 *    Env START=weights.json starts from stored weights instead of small random ones (a narrower network
 *    is widened to <hidden> units); with EXTENDED=1 the contact network also gets the extra inputs
 *    (features.ts X), which start with no weight, so the started network computes the same thing.
 *    The result goes into weights.ts as FULL_WEIGHTS (the hard level and the analysis):
 *      node dist/bin/train-gnubg.js store weights.json
 *    (env RACE=other.json: the race network from other.json instead).
 */
import { existsSync, readFileSync, writeFileSync } from 'fs';
import { resolve } from 'path';
import {
  type Board,
  type Dice,
  type Side,
  START_BOARD,
  decodePositionId,
  encodePositionId,
  legalPlays,
  seededDice,
} from '@gamao/engine';
import { encodeFloat32 } from '../src/base64';
import { EXTENDED_INPUT_COUNT, INPUT_COUNT, extractInputs, isContact } from '../src/features';
import {
  OUTPUTS,
  type EvaluationModel,
  FULL_MODEL,
  evaluatorOutputs,
  finishedOutcome,
  modelFrom,
} from '../src/evaluation';
import { type Network, backward, forward } from '../src/network';
import { seededRandom } from '../src/random';
import { type ModelWeights } from '../src/weights';
import { Gnubg } from './gnubg';
import { freshNetwork, weightsOf } from './train';

const K = OUTPUTS.length;

/** Positions (Position IDs, side on roll first) of `games` self-play games by `model` at 1 ply. */
export function selfPlayPositions(
  games: number,
  seed: string,
  explore: number,
  model: EvaluationModel = FULL_MODEL,
  siblings = 0,
): string[] {
  const random = seededRandom(`positions:${seed}`);
  const seen = new Set<string>();
  const x = new Float64Array(INPUT_COUNT);
  const out = new Float64Array(K);
  for (let game = 0; game < games; game++) {
    const dice = seededDice(`${seed}:${game}`);
    let board: Board = START_BOARD;
    let side: Side = game % 2 === 0 ? 0 : 1;
    for (let ply = 0; ply < 2000; ply++) {
      if (ply > 0) seen.add(encodePositionId(board, side));
      let roll: Dice = dice.roll();
      while (ply === 0 && roll[0] === roll[1]) roll = dice.roll();
      const plays = legalPlays(board, side, roll);
      const other: Side = side === 0 ? 1 : 0;
      if (plays.length > 0) {
        let best = 0;
        if (random() < explore) best = Math.floor(random() * plays.length);
        else {
          const equities = plays.map((p) => {
            const done = finishedOutcome(p.board, side);
            if (done) return 10 + done.winGammon + done.winBackgammon;
            evaluatorOutputs(isContact(p.board) ? model.contact : model.race, p.board, other, x, out);
            return -(2 * out[0] - 1 + out[1] - out[2] + out[3] - out[4]);
          });
          const ranked = equities.map((_, i) => i).sort((a, b) => equities[b] - equities[a]);
          best = ranked[0];
          // The positions the best few plays lead to (the opponent on roll): the ones a choice compares.
          if (siblings > 0) {
            for (const i of ranked.slice(0, siblings + 1))
              if (!finishedOutcome(plays[i].board, side)) seen.add(encodePositionId(plays[i].board, other));
          }
        }
        board = plays[best].board;
        if (finishedOutcome(board, side)) break;
      }
      side = other;
    }
  }
  return [...seen];
}

/**
 * gnubg processes labelling at once (env GNUBG_PROCESSES). Each of gnubg's evaluations through its Python
 * waits about 10 ms in a sleep while using well under 1 ms of CPU, so one process labels about 100
 * positions a second and many side by side scale almost linearly at little CPU.
 */
const LABELLERS = Math.max(1, Number(process.env.GNUBG_PROCESSES ?? 16));

/**
 * Labels positions with gnubg's chances at `plies` (0: its 0-ply), spread over LABELLERS processes, many
 * requests in flight.
 */
async function label(ids: readonly string[], write: (line: string) => void, plies = 0): Promise<void> {
  const pool = Array.from({ length: LABELLERS }, () => new Gnubg());
  try {
    const batch = 200 * LABELLERS;
    for (let i = 0; i < ids.length; i += batch) {
      const part = ids.slice(i, i + batch);
      const answers = await Promise.all(
        part.map((id, j) => {
          const decoded = decodePositionId(id);
          if (!decoded.ok) throw new Error(`bad position ${id}`);
          return pool[j % pool.length].evaluate(decoded.value, 0, plies);
        }),
      );
      for (let j = 0; j < part.length; j++)
        write(`${part[j]} ${answers[j].map((v) => v.toFixed(5)).join(' ')}`);
      process.stderr.write(`${Math.min(ids.length, i + batch)} / ${ids.length} labelled\n`);
    }
  } finally {
    for (const gnubg of pool) gnubg.close();
  }
}

export interface Sample {
  readonly board: Board;
  /** OUTPUTS order: win, winGammon, loseGammon, winBackgammon, loseBackgammon. */
  readonly target: Float64Array;
}

/** Reads the lines of a data file (see the file's comment); the side on roll is side 0 of each board. */
export function readSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length !== 6) continue;
    const decoded = decodePositionId(parts[0]);
    if (!decoded.ok) continue;
    const [w, wg, wbg, lg, lbg] = parts.slice(1).map(Number);
    samples.push({ board: decoded.value, target: Float64Array.from([w, wg, lg, wbg, lbg]) });
  }
  return samples;
}

const equityOf = (v: ArrayLike<number>): number => 2 * v[0] - 1 + v[1] - v[2] + v[3] - v[4];

export interface FitOptions {
  readonly epochs: number;
  readonly alpha: number;
  readonly seed: string;
  readonly log?: (line: string) => void;
}

/** Fits `net` to `train` in place; returns the held-out mean absolute equity error after each epoch. */
export function fit(
  net: Network,
  train: readonly Sample[],
  test: readonly Sample[],
  options: FitOptions,
): number[] {
  const random = seededRandom(`fit:${options.seed}`);
  const x = new Float64Array(INPUT_COUNT);
  const hidden = new Float64Array(net.hidden);
  const out = new Float64Array(K);
  const order = Array.from(train, (_, i) => i);
  const errors: number[] = [];
  const heldOut = (): number => {
    let sum = 0;
    for (const s of test) {
      extractInputs(s.board, 0, x, net.inputs);
      forward(net, x, hidden, out);
      sum += Math.abs(equityOf(out) - equityOf(s.target));
    }
    return test.length > 0 ? sum / test.length : 0;
  };
  options.log?.(`before: held-out equity error ${heldOut().toFixed(4)}`);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    // Learning rate from alpha down to alpha / 10, linearly over the epochs.
    const alpha = options.alpha * (1 - (0.9 * epoch) / Math.max(1, options.epochs - 1));
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const i of order) {
      const s = train[i];
      extractInputs(s.board, 0, x, net.inputs);
      forward(net, x, hidden, out);
      backward(net, x, hidden, out, s.target, alpha);
    }
    const error = heldOut();
    errors.push(error);
    options.log?.(`epoch ${epoch + 1}: alpha ${alpha.toFixed(4)}, held-out equity error ${error.toFixed(4)}`);
  }
  return errors;
}

/**
 * Two labellings of the same positions (data files, line by line) averaged: gnubg's 0-ply and 1-ply chances
 * lean opposite ways (its odd-even effect), and their mean keeps the 1-ply's better plays without its lean on
 * the cube. Lines that are not labels are skipped; a line of `a` whose position is not the same line's of `b`
 * throws.
 */
export function averageLabels(a: string, b: string): string[] {
  const [left, right] = [a.split('\n'), b.split('\n')];
  const out: string[] = [];
  for (let i = 0; i < left.length; i++) {
    const [x, y] = [left[i].trim().split(/\s+/), (right[i] ?? '').trim().split(/\s+/)];
    if (x.length !== 6) continue;
    if (x[0] !== y[0]) throw new Error(`line ${i + 1}: ${x[0]} and ${y[0]} are not the same position`);
    const mean = x.slice(1).map((v, k) => ((Number(v) + Number(y[k + 1])) / 2).toFixed(5));
    out.push(`${x[0]} ${mean.join(' ')}`);
  }
  return out;
}

/** Splits samples into contact and race, each into training and held-out (every 20th) parts. */
export function splitSamples(samples: readonly Sample[]): Record<'contact' | 'race', [Sample[], Sample[]]> {
  const parts: Record<'contact' | 'race', [Sample[], Sample[]]> = { contact: [[], []], race: [[], []] };
  samples.forEach((s, i) => parts[isContact(s.board) ? 'contact' : 'race'][i % 20 === 0 ? 1 : 0].push(s));
  return parts;
}

/** Stored network weights widened to `hidden` units (see main); other weights are returned as they are. */
export function widen(
  w: ModelWeights['contact'],
  hidden: number,
  seed: string,
  inputs = w.kind === 'network' ? w.inputs : 0,
): ModelWeights['contact'] {
  if (w.kind !== 'network' || (w.hidden >= hidden && w.inputs >= inputs)) return w;
  const old = modelFrom('full', { contact: w, race: w }).contact;
  if (old.kind !== 'network') return w;
  const a = old.network;
  const random = seededRandom(`widen:${seed}`);
  hidden = Math.max(hidden, a.hidden);
  const w1 = new Float32Array(inputs * hidden);
  const w2 = new Float32Array(K * (hidden + 1));
  // New inputs start with no weight, new hidden units with small input weights.
  for (let i = 0; i < a.inputs; i++)
    for (let j = 0; j < hidden; j++)
      w1[i * hidden + j] = j < a.hidden ? a.w1[i * a.hidden + j] : (random() - 0.5) * 0.1;
  for (let k = 0; k < K; k++) {
    for (let j = 0; j < a.hidden; j++) w2[k * (hidden + 1) + j] = a.w2[k * (a.hidden + 1) + j];
    w2[k * (hidden + 1) + hidden] = a.w2[k * (a.hidden + 1) + a.hidden];
  }
  return { kind: 'network', inputs, hidden, w1: encodeFloat32(w1), w2: encodeFloat32(w2) };
}

/** The sources' weights.ts (this file runs from dist/bin). */
const WEIGHTS_FILE = resolve(
  __dirname,
  existsSync(resolve(__dirname, '../src/weights.ts')) ? '../src/weights.ts' : '../../src/weights.ts',
);

/** Writes `weights` as FULL_WEIGHTS into the weights.ts at `file` (the rest of the file is kept). */
export function storeWeights(weights: ModelWeights, file: string): void {
  const net = (w: ModelWeights['contact']): string => {
    if (w.kind !== 'network') throw new Error('the full model has networks');
    return `{\n    kind: 'network',\n    inputs: ${w.inputs},\n    hidden: ${w.hidden},\n    w1: '${w.w1}',\n    w2: '${w.w2}',\n  }`;
  };
  const source = readFileSync(file, 'utf8');
  const head = 'export const FULL_WEIGHTS: ModelWeights = {';
  const start = source.indexOf(head);
  const end = source.indexOf('\n};\n', start);
  if (start < 0 || end < 0) throw new Error(`no FULL_WEIGHTS in ${file}`);
  const block = `${head}\n  contact: ${net(weights.contact)},\n  race: ${net(weights.race)},\n};\n`;
  writeFileSync(file, source.slice(0, start) + block + source.slice(end + 4));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const log = (line: string): boolean => process.stderr.write(`${line}\n`);
  if (args[0] === 'data') {
    const games = Number(args[1] ?? 1000);
    const seed = args[2] ?? '1';
    // PLAYER=weights.json: the self-play games by those weights (a recipe's earlier model) instead of FULL_MODEL.
    const player = process.env.PLAYER
      ? modelFrom('player', JSON.parse(readFileSync(process.env.PLAYER, 'utf8')) as ModelWeights, true)
      : FULL_MODEL;
    const ids = selfPlayPositions(games, seed, Number(args[3] ?? 0.1), player, Number(args[4] ?? 0));
    log(`${ids.length} positions from ${games} games`);
    // Written as labelled, so a long run's first part can be used while the rest is labelled.
    await label(ids, (line) => process.stdout.write(`${line}\n`));
    return;
  }
  if (args[0] === 'relabel') {
    // The positions of a data file labelled again at another depth (gnubg's 1-ply: better targets).
    const plies = Number(args[1]);
    const ids = readFileSync(args[2], 'utf8')
      .split('\n')
      .map((line) => line.split(' ')[0])
      .filter((id) => id.length > 0);
    await label(ids, (line) => process.stdout.write(`${line}\n`), plies);
    return;
  }
  if (args[0] === 'average') {
    for (const line of averageLabels(readFileSync(args[1], 'utf8'), readFileSync(args[2], 'utf8')))
      process.stdout.write(`${line}\n`);
    return;
  }
  if (args[0] === 'fit') {
    const [hidden, raceHidden, epochs] = args.slice(1, 4).map(Number);
    const alpha = Number(args[4] ?? 0.01);
    const seed = args[5] ?? '1';
    const samples = args.slice(6).flatMap((file) => readSamples(readFileSync(file, 'utf8')));
    const parts = splitSamples(samples);
    const start = process.env.START
      ? (JSON.parse(readFileSync(process.env.START, 'utf8')) as ModelWeights)
      : { contact: freshNetwork(hidden, seed), race: freshNetwork(raceHidden, `race:${seed}`) };
    // A started network narrower than asked is widened: its units are kept, new ones added with small
    // input weights and no say in the outputs yet, so the widened network computes the same thing.
    const model = modelFrom('full', {
      contact: widen(start.contact, hidden, seed, process.env.EXTENDED ? EXTENDED_INPUT_COUNT : undefined),
      race: widen(start.race, raceHidden, `race:${seed}`),
    });
    for (const kind of ['contact', 'race'] as const) {
      const e = model[kind];
      if (e.kind !== 'network') throw new Error('the full model has networks');
      log(
        `${kind}: ${parts[kind][0].length} training positions, ${parts[kind][1].length} held out, ${e.network.hidden} hidden`,
      );
      fit(e.network, parts[kind][0], parts[kind][1], { epochs, alpha, seed, log });
    }
    process.stdout.write(`${JSON.stringify(weightsOf(model))}\n`);
    return;
  }
  if (args[0] === 'store') {
    const weights = JSON.parse(readFileSync(args[1], 'utf8')) as ModelWeights;
    // RACE=weights.json: the race network from those weights (a step that kept an earlier race network).
    const race = process.env.RACE
      ? (JSON.parse(readFileSync(process.env.RACE, 'utf8')) as ModelWeights).race
      : weights.race;
    storeWeights({ ...weights, race }, args[2] ?? WEIGHTS_FILE);
    return;
  }
  log(
    'usage: train-gnubg.js store <weights.json> [weights.ts] | data <games> <seed> [explore] [siblings] | relabel <plies> data.tsv | average a.tsv b.tsv | fit <hidden> <raceHidden> <epochs> <alpha> <seed> files...',
  );
  process.exitCode = 2;
}

if (require.main === module) void main();
