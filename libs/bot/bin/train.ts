/**
 * Learns the weights of an evaluation model by self-play: temporal-difference learning, TD(lambda) with
 * the lambda-returns computed at the end of each game, of the five outputs; the player chooses greedily
 * (1 ply) with the model being learnt. A development tool, reproducible from its arguments:
 *
 *   node dist/bin/train.js <basic|full> <games> [seed] [start.json|-] [alpha] [lambda] [hidden] > weights.json
 *
 * `basic`: linear evaluators on the basic features; `full`: networks for contact positions and for races
 * (env RACE_HIDDEN=n gives a started model a fresh race network). The result goes into weights.ts (see weightsSource).
 */
import { readFileSync } from 'fs';
import { type Board, type Dice, type Side, START_BOARD, legalPlays, seededDice } from '@gamao/engine';
import { encodeFloat32 } from '../src/base64';
import { BASE_INPUT_COUNT, BASIC_MASK, FEATURE_COUNT, INPUT_COUNT, isContact } from '../src/features';
import {
  OUTPUTS,
  type EvaluationModel,
  type Evaluator,
  evaluatorOutputs,
  finishedOutcome,
  modelFrom,
} from '../src/evaluation';
import { backward, createNetwork, forward } from '../src/network';
import { seededRandom } from '../src/random';
import { type ModelWeights } from '../src/weights';

const K = OUTPUTS.length;

interface Step {
  readonly x: Float64Array;
  readonly evaluator: Evaluator;
  readonly v: Float64Array;
}

/** The same chances seen by the other side. */
function invertVector(v: Float64Array): Float64Array {
  return Float64Array.from([1 - v[0], v[2], v[1], v[4], v[3]]);
}

export interface TrainOptions {
  readonly games: number;
  readonly seed: string | number;
  /** Learning rate of linear evaluators... */
  readonly alpha: number;
  /** ...and of networks. */
  readonly alphaNetwork: number;
  readonly lambda: number;
  /** Features a linear evaluator may use (null: all). */
  readonly mask: Float64Array | null;
  readonly log?: (line: string) => void;
}

function openingRoll(dice: ReturnType<typeof seededDice>): Dice {
  for (;;) {
    const r = dice.roll();
    if (r[0] !== r[1]) return r;
  }
}

/** Trains `model` in place. */
export function train(model: EvaluationModel, options: TrainOptions): void {
  const { games, lambda, mask } = options;
  const x = new Float64Array(INPUT_COUNT);
  const out = new Float64Array(K);
  const hidden = new Float64Array(256);
  if (mask) {
    for (const e of [model.contact, model.race]) {
      if (e.kind === 'linear')
        for (const w of e.weights) for (let i = 0; i < FEATURE_COUNT; i++) w[i] *= mask[i];
    }
  }
  const evaluatorOf = (board: Board): Evaluator => (isContact(board) ? model.contact : model.race);
  let moves = 0;
  for (let game = 0; game < games; game++) {
    const dice = seededDice(`${options.seed}:${game}`);
    let board: Board = START_BOARD;
    let side: Side = game % 2 === 0 ? 0 : 1;
    const steps: Step[] = [];
    let final: Float64Array | null = null;
    for (let ply = 0; ply < 2000 && !final; ply++) {
      const evaluator = evaluatorOf(board);
      evaluatorOutputs(evaluator, board, side, x, out);
      steps.push({ x: Float64Array.from(x), evaluator, v: Float64Array.from(out) });
      const plays = legalPlays(board, side, ply === 0 ? openingRoll(dice) : dice.roll());
      const other: Side = side === 0 ? 1 : 0;
      if (plays.length > 0) {
        let best = 0;
        let bestEquity = -Infinity;
        for (let i = 0; i < plays.length; i++) {
          const b = plays[i].board;
          const done = finishedOutcome(b, side);
          let equity: number;
          if (done) equity = 10 + done.winGammon + done.winBackgammon;
          else {
            evaluatorOutputs(evaluatorOf(b), b, other, x, out);
            equity = -(2 * out[0] - 1 + out[1] - out[2] + out[3] - out[4]);
          }
          if (equity > bestEquity) {
            bestEquity = equity;
            best = i;
          }
        }
        board = plays[best].board;
        moves++;
        const done = finishedOutcome(board, side);
        if (done) {
          final = Float64Array.from([
            done.win,
            done.winGammon,
            done.loseGammon,
            done.winBackgammon,
            done.loseBackgammon,
          ]);
        }
      }
      side = other;
    }
    if (!final) continue;
    // Lambda-returns from the last position backwards; each target is from its own mover's view.
    let g = final;
    for (let t = steps.length - 1; t >= 0; t--) {
      const s = steps[t];
      const e = s.evaluator;
      if (e.kind === 'linear') {
        for (let k = 0; k < K; k++) {
          const delta = options.alpha * (g[k] - s.v[k]);
          if (delta === 0) continue;
          const w = e.weights[k];
          for (let i = 0; i < FEATURE_COUNT; i++) w[i] += delta * s.x[i] * (mask ? mask[i] : 1);
        }
      } else {
        forward(e.network, s.x, hidden, out);
        backward(e.network, s.x, hidden, out, g, options.alphaNetwork);
      }
      if (t > 0) {
        const mixed = new Float64Array(K);
        for (let k = 0; k < K; k++) mixed[k] = (1 - lambda) * s.v[k] + lambda * g[k];
        g = invertVector(mixed);
      }
    }
    if (options.log && (game + 1) % 1000 === 0) options.log(`${game + 1} games, ${moves} moves`);
  }
}

/** The weights of a model as stored data. */
export function weightsOf(model: EvaluationModel): ModelWeights {
  const store = (e: Evaluator): ModelWeights['contact'] =>
    e.kind === 'linear'
      ? { kind: 'linear', rows: e.weights.map((a) => Array.from(a, (v) => Math.round(v * 10000) / 10000)) }
      : {
          kind: 'network',
          inputs: e.network.inputs,
          hidden: e.network.hidden,
          w1: encodeFloat32(e.network.w1),
          w2: encodeFloat32(e.network.w2),
        };
  return { contact: store(model.contact), race: store(model.race) };
}

/** Stored weights of a new network with small random weights (the base inputs: see features.ts). */
export function freshNetwork(hidden: number, seed: string): ModelWeights['race'] {
  const net = createNetwork(BASE_INPUT_COUNT, hidden, K, seededRandom(`net:${seed}`));
  return {
    kind: 'network',
    inputs: BASE_INPUT_COUNT,
    hidden,
    w1: encodeFloat32(net.w1),
    w2: encodeFloat32(net.w2),
  };
}

/**
 * A fresh model: `basic` (linear, basic features) or `full` (a network of `hidden` units for contact
 * positions and one of `raceHidden` units for races).
 */
export function freshModel(
  kind: 'basic' | 'full',
  hidden: number,
  seed: string,
  raceHidden = 16,
): EvaluationModel {
  const linear: ModelWeights['race'] = { kind: 'linear', rows: [] };
  if (kind === 'basic') return modelFrom('basic', { contact: linear, race: linear });
  return modelFrom('full', {
    contact: freshNetwork(hidden, seed),
    race: freshNetwork(raceHidden, `race:${seed}`),
  });
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const kind = args[0] === 'basic' ? 'basic' : 'full';
  const games = Number(args[1] ?? 10000);
  const seed = args[2] ?? '1';
  const start = args[3] && args[3] !== '-' ? args[3] : null;
  const hidden = Number(args[6] ?? 24);
  let initial: ModelWeights | null = start ? (JSON.parse(readFileSync(start, 'utf8')) as ModelWeights) : null;
  // RACE_HIDDEN=n: give a started model a fresh race network of n units.
  if (initial && process.env.RACE_HIDDEN) {
    initial = { ...initial, race: freshNetwork(Number(process.env.RACE_HIDDEN), `race:${seed}`) };
  }
  const model = initial ? modelFrom(kind, initial) : freshModel(kind, hidden, seed);
  const alpha = Number(args[4] ?? 0.01);
  const t0 = Date.now();
  train(model, {
    games,
    seed,
    alpha,
    alphaNetwork: Number(process.env.ALPHA_NET ?? alpha),
    lambda: Number(args[5] ?? 0.7),
    mask: kind === 'basic' ? BASIC_MASK : null,
    log: (line) => process.stderr.write(`${line} (${((Date.now() - t0) / 1000).toFixed(0)} s)\n`),
  });
  process.stdout.write(`${JSON.stringify(weightsOf(model))}\n`);
}
