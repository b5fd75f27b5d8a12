/**
 * Position evaluation: the outcome chances of the side on roll (before it rolls).
 *
 * A model has one evaluator for contact positions and one for pure races. An evaluator is either five
 * logistic regressions over the features of features.ts, or a small neural network (network.ts) over the
 * features plus a raw description of the board (and the extra blocks, for a network of
 * EXTENDED_INPUT_COUNT inputs); its outputs are the chances to win, to win a gammon, to
 * lose a gammon, to win and to lose a backgammon. Weights were learnt by self-play (bin/train.ts,
 * temporal-difference learning) and are stored as data in weights.ts. Finished games are scored exactly, and
 * so are pure bear-offs for a model that reads the bear-off database (bearoff.ts), once it is at hand.
 */
import { type Board, type Side } from '@gamao/engine';

// The engine's BAR and OFF, as local constants: read through the package's re-exports they cost a
// getter call each time, and this is the hot path.
const BAR = 25;
const OFF = 0;
import { bearoffOutcome } from './bearoff';
import { decodeFloat32 } from './base64';
import {
  BASE_INPUT_COUNT,
  EXTENDED_INPUT_COUNT,
  FEATURE_COUNT,
  INPUT_COUNT,
  extractFeatures,
  extractInputs,
  isContact,
} from './features';
import {
  type NearBase,
  type Network,
  forward,
  forwardNear,
  forwardOutputs,
  inputVector,
  nearBase,
} from './network';
import { type MutableOutcome, type Outcome } from './outcome';
import {
  BASIC_WEIGHTS,
  FULL_WEIGHTS,
  type LinearWeights,
  type ModelWeights,
  type NetworkWeights,
} from './weights';

/** The outputs of a model, in this order. */
export const OUTPUTS = ['win', 'winGammon', 'loseGammon', 'winBackgammon', 'loseBackgammon'] as const;

export type Evaluator =
  | { readonly kind: 'linear'; readonly weights: readonly Float64Array[] }
  | { readonly kind: 'network'; readonly network: Network };

export interface EvaluationModel {
  readonly name: string;
  readonly contact: Evaluator;
  readonly race: Evaluator;
  /** Pure bear-offs from the one-sided bear-off database (bearoff.ts) instead of the race evaluator. */
  readonly bearoff: boolean;
}

function linearFrom(w: LinearWeights): Evaluator {
  return {
    kind: 'linear',
    weights: OUTPUTS.map((_, k) => {
      const a = new Float64Array(FEATURE_COUNT);
      const row = w.rows[k] ?? [];
      for (let i = 0; i < FEATURE_COUNT && i < row.length; i++) a[i] = row[i];
      return a;
    }),
  };
}

function networkFrom(w: NetworkWeights): Evaluator {
  const w1 = decodeFloat32(w.w1);
  const w2 = decodeFloat32(w.w2);
  if (
    (w.inputs !== BASE_INPUT_COUNT && w.inputs !== EXTENDED_INPUT_COUNT) ||
    w1.length !== w.inputs * w.hidden ||
    w2.length !== OUTPUTS.length * (w.hidden + 1)
  ) {
    throw new Error('Network weights do not match the inputs');
  }
  return {
    kind: 'network',
    network: { inputs: w.inputs, hidden: w.hidden, outputs: OUTPUTS.length, w1, w2 },
  };
}

/** Builds a model from stored weights (missing linear entries count as 0); `bearoff`: see EvaluationModel. */
export function modelFrom(name: string, weights: ModelWeights, bearoff = false): EvaluationModel {
  const build = (w: LinearWeights | NetworkWeights): Evaluator =>
    w.kind === 'linear' ? linearFrom(w) : networkFrom(w);
  return { name, contact: build(weights.contact), race: build(weights.race), bearoff };
}

/**
 * The stronger model: networks for contact positions and races, the bear-off database for pure bear-offs
 * (hard level and analysis; cube decisions from medium up).
 */
export const FULL_MODEL: EvaluationModel = modelFrom('full', FULL_WEIGHTS, true);
/**
 * A simpler model: a linear evaluator on a few features (pips, borne off, bar, made points, blots and
 * shots) for contact positions, the full model's race network for races (easy and medium play).
 */
export const BASIC_MODEL: EvaluationModel = modelFrom('basic', BASIC_WEIGHTS);

const inputs = inputVector(INPUT_COUNT);

const sigmoid = (x: number): number => (x > 30 ? 1 : x < -30 ? 0 : 1 / (1 + Math.exp(-x)));

/** The score of a finished game for `side`, or null while it goes on. */
export function finishedOutcome(board: Board, side: Side): Outcome | null {
  const other: Side = side === 0 ? 1 : 0;
  const won = board[side][OFF] === 15;
  const lost = board[other][OFF] === 15;
  if (!won && !lost) return null;
  const loser = board[won ? other : side];
  const gammon = loser[OFF] === 0;
  let backgammon = false;
  if (gammon) {
    backgammon = loser[BAR] > 0;
    for (let p = 19; p <= 24; p++) if (loser[p] > 0) backgammon = true;
  }
  const g = gammon ? 1 : 0;
  const bg = backgammon ? 1 : 0;
  return won
    ? { win: 1, winGammon: g, winBackgammon: bg, loseGammon: 0, loseBackgammon: 0 }
    : { win: 0, winGammon: 0, winBackgammon: 0, loseGammon: g, loseBackgammon: bg };
}

/**
 * An evaluator's raw outputs (OUTPUTS order) for `board` with `side` on roll. Leaves the inputs in `x`
 * and, for a network, the hidden activations in `hidden` (training reuses them).
 */
export function evaluatorOutputs(
  evaluator: Evaluator,
  board: Board,
  side: Side,
  x: Float64Array,
  out: Float64Array,
  hidden?: Float64Array,
): void {
  if (evaluator.kind === 'linear') {
    extractFeatures(board, side, x);
    for (let k = 0; k < OUTPUTS.length; k++) {
      const w = evaluator.weights[k];
      let s = 0;
      for (let i = 0; i < FEATURE_COUNT; i++) s += w[i] * x[i];
      out[k] = sigmoid(s);
    }
    return;
  }
  const net = evaluator.network;
  extractInputs(board, side, x, net.inputs);
  if (hidden) forward(net, x, hidden, out);
  else forwardOutputs(net, x, out);
}

const raw = new Float64Array(OUTPUTS.length);

/** Writes the chances of `side`, who is on roll, into `out` (see evaluate). */
export function evaluateInto(board: Board, side: Side, model: EvaluationModel, out: MutableOutcome): void {
  const done = finishedOutcome(board, side);
  if (done) {
    out.win = done.win;
    out.winGammon = done.winGammon;
    out.winBackgammon = done.winBackgammon;
    out.loseGammon = done.loseGammon;
    out.loseBackgammon = done.loseBackgammon;
    return;
  }
  const contact = isContact(board);
  if (!contact && model.bearoff && bearoffOutcome(board, side, out)) return;
  evaluatorOutputs(contact ? model.contact : model.race, board, side, inputs, raw);
  writeOutcome(board, side, out);
}

/** The chances from the raw outputs, made consistent with the board. */
function writeOutcome(board: Board, side: Side, out: MutableOutcome): void {
  const other: Side = side === 0 ? 1 : 0;
  // Gammons are impossible once the loser has borne off a checker; chances stay nested.
  const win = raw[0];
  const winGammon = board[other][OFF] === 0 ? Math.min(raw[1], win) : 0;
  const loseGammon = board[side][OFF] === 0 ? Math.min(raw[2], 1 - win) : 0;
  out.win = win;
  out.winGammon = winGammon;
  out.loseGammon = loseGammon;
  out.winBackgammon = Math.min(raw[3], winGammon);
  out.loseBackgammon = Math.min(raw[4], loseGammon);
}

/** The chances of `side`, who is on roll, by `model` (the full model unless told). */
export function evaluate(board: Board, side: Side, model: EvaluationModel = FULL_MODEL): Outcome {
  const out: MutableOutcome = { win: 0, winGammon: 0, winBackgammon: 0, loseGammon: 0, loseBackgammon: 0 };
  evaluateInto(board, side, model, out);
  return out;
}

/**
 * A position kept as the base of incremental evaluations: positions reached from it by a few checker
 * moves are evaluated by adding only the inputs that changed (see network.ts forwardNear).
 */
export interface EvaluationBase {
  readonly model: EvaluationModel;
  readonly side: Side;
  /** The contact network's base (inputs and hidden sums); null when the model cannot do it. */
  readonly near: NearBase | null;
}

/** Prepares `board` (with `side` on roll) as the base of evaluateNear. */
export function evaluationBase(board: Board, side: Side, model: EvaluationModel): EvaluationBase {
  const e = model.contact;
  if (e.kind !== 'network') return { model, side, near: null };
  extractInputs(board, side, inputs, e.network.inputs);
  return { model, side, near: nearBase(e.network, inputs) };
}

/** Like evaluateInto for the base's side and model, faster for contact positions near the base. */
export function evaluateNear(base: EvaluationBase, board: Board, out: MutableOutcome): void {
  const near = base.near;
  if (near === null || finishedOutcome(board, base.side) !== null || !isContact(board)) {
    evaluateInto(board, base.side, base.model, out);
    return;
  }
  extractInputs(board, base.side, inputs, near.net.inputs);
  forwardNear(near, inputs, raw);
  writeOutcome(board, base.side, out);
}
