/**
 * A small neural network: one hidden layer of sigmoid units and sigmoid outputs (the five outcome
 * chances). Inputs are sparse (most are 0), so the hidden sums add only the non-zero inputs' weights,
 * stored input-major for that reason. Weights are float32: half the memory to read, same play.
 */

export interface Network {
  readonly inputs: number;
  readonly hidden: number;
  readonly outputs: number;
  /** Hidden weights, input-major: w1[i * hidden + j] links input i to hidden unit j (input 0 is the bias). */
  readonly w1: Float32Array;
  /** Output weights, output-major: w2[k * (hidden + 1) + j], the last of each row being the bias. */
  readonly w2: Float32Array;
}

export function createNetwork(
  inputs: number,
  hidden: number,
  outputs: number,
  random: () => number,
): Network {
  const w1 = new Float32Array(inputs * hidden);
  const w2 = new Float32Array(outputs * (hidden + 1));
  for (let i = 0; i < w1.length; i++) w1[i] = (random() - 0.5) * 0.2;
  for (let i = 0; i < w2.length; i++) w2[i] = (random() - 0.5) * 0.2;
  return { inputs, hidden, outputs, w1, w2 };
}

const exactSigmoid = (x: number): number => (x > 30 ? 1 : x < -30 ? 0 : 1 / (1 + Math.exp(-x)));

/**
 * The logistic function from a table, linear between its points: within 2e-7 of exactSigmoid, and several
 * times faster (Math.exp was the hottest line of the hard level's search).
 */
const SIGMOID_RANGE = 16;
const SIGMOID_POINTS_PER_UNIT = 256;
const SIGMOID_TABLE = Float64Array.from({ length: 2 * SIGMOID_RANGE * SIGMOID_POINTS_PER_UNIT + 2 }, (_, i) =>
  exactSigmoid(i / SIGMOID_POINTS_PER_UNIT - SIGMOID_RANGE),
);

function sigmoid(x: number): number {
  if (x <= -SIGMOID_RANGE || x >= SIGMOID_RANGE) return exactSigmoid(x);
  const at = (x + SIGMOID_RANGE) * SIGMOID_POINTS_PER_UNIT;
  const i = at | 0;
  return SIGMOID_TABLE[i] + (at - i) * (SIGMOID_TABLE[i + 1] - SIGMOID_TABLE[i]);
}

let active = new Int32Array(256);

/** Runs the network: fills `hiddenOut` (length hidden) and `out` (length outputs). */
export function forward(net: Network, x: Float64Array, hiddenOut: Float64Array, out: Float64Array): void {
  const H = net.hidden;
  const w1 = net.w1;
  if (active.length < net.inputs) active = new Int32Array(net.inputs);
  let n = 0;
  for (let i = 0; i < net.inputs; i++) if (x[i] !== 0) active[n++] = i;
  hiddenOut.fill(0, 0, H);
  for (let a = 0; a < n; a++) {
    const i = active[a];
    const xi = x[i];
    const base = i * H;
    for (let j = 0; j < H; j++) hiddenOut[j] += xi * w1[base + j];
  }
  outputLayer(net, hiddenOut, out);
}

const gradHidden = new Float64Array(1024);

/**
 * One gradient step of the cross-entropy loss of each output towards `target` (a TD target), from the
 * activations of a forward pass on the same input.
 */
export function backward(
  net: Network,
  x: Float64Array,
  hiddenOut: Float64Array,
  out: Float64Array,
  target: Float64Array,
  alpha: number,
): void {
  const H = net.hidden;
  const w2 = net.w2;
  gradHidden.fill(0, 0, H);
  for (let k = 0; k < net.outputs; k++) {
    const delta = target[k] - out[k];
    if (delta === 0) continue;
    const base = k * (H + 1);
    for (let j = 0; j < H; j++) {
      gradHidden[j] += delta * w2[base + j];
      w2[base + j] += alpha * delta * hiddenOut[j];
    }
    w2[base + H] += alpha * delta;
  }
  for (let j = 0; j < H; j++) gradHidden[j] *= hiddenOut[j] * (1 - hiddenOut[j]) * alpha;
  const w1 = net.w1;
  for (let i = 0; i < net.inputs; i++) {
    const xi = x[i];
    if (xi === 0) continue;
    const base = i * H;
    for (let j = 0; j < H; j++) w1[base + j] += xi * gradHidden[j];
  }
}

/** The hidden units' sums before the sigmoid (length hidden), for incremental evaluation. */
export function preactivations(net: Network, x: Float64Array, pre: Float64Array): void {
  const H = net.hidden;
  const w1 = net.w1;
  pre.fill(0, 0, H);
  for (let i = 0; i < net.inputs; i++) {
    const xi = x[i];
    if (xi === 0) continue;
    const base = i * H;
    for (let j = 0; j < H; j++) pre[j] += xi * w1[base + j];
  }
}

/**
 * Runs the network on `x` from the sums `basePre` of a nearby input `baseX`: only the inputs that differ
 * are added, which is much less work when positions differ by a few checkers (the replies searched at
 * 2 plies). Same results as forward up to rounding.
 */
export function forwardNear(
  net: Network,
  baseX: Float64Array,
  basePre: Float64Array,
  x: Float64Array,
  hiddenOut: Float64Array,
  out: Float64Array,
): void {
  const H = net.hidden;
  const w1 = net.w1;
  for (let j = 0; j < H; j++) hiddenOut[j] = basePre[j];
  for (let i = 0; i < net.inputs; i++) {
    const d = x[i] - baseX[i];
    if (d === 0) continue;
    const base = i * H;
    for (let j = 0; j < H; j++) hiddenOut[j] += d * w1[base + j];
  }
  outputLayer(net, hiddenOut, out);
}

function outputLayer(net: Network, hiddenOut: Float64Array, out: Float64Array): void {
  const H = net.hidden;
  for (let j = 0; j < H; j++) hiddenOut[j] = sigmoid(hiddenOut[j]);
  const w2 = net.w2;
  for (let k = 0; k < net.outputs; k++) {
    const base = k * (H + 1);
    let s = w2[base + H];
    for (let j = 0; j < H; j++) s += w2[base + j] * hiddenOut[j];
    out[k] = sigmoid(s);
  }
}
