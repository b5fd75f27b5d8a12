/**
 * A small neural network: one hidden layer of sigmoid units and sigmoid outputs (the five outcome
 * chances). Inputs are sparse (most are 0), so the hidden sums add only the non-zero inputs' weights,
 * stored input-major for that reason. Weights are float32: half the memory to read, same play.
 * forwardNear, the search's evaluation, runs in WebAssembly (network.wat: the hidden sums two units per SIMD
 * instruction, sixteen units held in registers at a time, then the logistic, then the outputs together)
 * where the platform allows it (inputs even, hidden units a multiple of 16, at most six outputs), with the
 * same results bit for bit; in JavaScript loops otherwise. It reads a network's weights once: change them
 * only through backward, which has them read again.
 */
import { NETWORK_WASM } from './network-wasm';

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

let outputsHidden = new Float64Array(64);

/**
 * forward's outputs without its hidden activations (the evaluation's, outside the search), the same bits: in
 * WebAssembly where it runs, from a base of zeros (inputs and sums), which adds exactly forward's products
 * in forward's order.
 */
export function forwardOutputs(net: Network, x: Float64Array, out: Float64Array): void {
  if (simd !== null) {
    const w = simdWeights(simd, net);
    if (w !== null) {
      simdRun(simd, net, w, x, ZERO_AT, ZERO_AT, out);
      return;
    }
  }
  if (outputsHidden.length < net.hidden) outputsHidden = new Float64Array(net.hidden);
  forward(net, x, outputsHidden, out);
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
  const copied = loaded?.weights.get(net);
  if (copied) copied.stale = true;
  const w1 = net.w1;
  for (let i = 0; i < net.inputs; i++) {
    const xi = x[i];
    if (xi === 0) continue;
    const base = i * H;
    for (let j = 0; j < H; j++) w1[base + j] += xi * gradHidden[j];
  }
}

/**
 * A position's inputs kept as the base of forwardNear, with its hidden sums (before the sigmoid). Owns
 * copies of both: they never change.
 */
export interface NearBase {
  readonly net: Network;
  readonly x: Float64Array;
  readonly pre: Float64Array;
}

/** Prepares the inputs `x` as the base of forwardNear for `net`. */
export function nearBase(net: Network, x: Float64Array): NearBase {
  const H = net.hidden;
  const w1 = net.w1;
  const pre = new Float64Array(H);
  for (let i = 0; i < net.inputs; i++) {
    const xi = x[i];
    if (xi === 0) continue;
    const base = i * H;
    for (let j = 0; j < H; j++) pre[j] += xi * w1[base + j];
  }
  return { net, x: x.slice(0, net.inputs), pre };
}

let nearHidden = new Float64Array(64);

/**
 * Runs the base's network on `x` from the base's sums, writing the outputs into `out`: only the inputs
 * that differ are added, which is much less work when positions differ by a few checkers (the replies
 * searched at 2 plies). Same results as forward up to rounding. Fastest when `x` is the inputVector (read
 * where it is, without a copy).
 */
export function forwardNear(base: NearBase, x: Float64Array, out: Float64Array): void {
  if (simd !== null && simdNear(simd, base, x, out)) return;
  const net = base.net;
  const H = net.hidden;
  if (nearHidden.length < H) nearHidden = new Float64Array(H);
  const hidden = nearHidden;
  const w1 = net.w1;
  const baseX = base.x;
  for (let j = 0; j < H; j++) hidden[j] = base.pre[j];
  for (let i = 0; i < net.inputs; i++) {
    const d = x[i] - baseX[i];
    if (d === 0) continue;
    const row = i * H;
    for (let j = 0; j < H; j++) hidden[j] += d * w1[row + j];
  }
  outputLayer(net, hidden, out);
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

/**
 * The WebAssembly side of forwardNear and forwardOutputs (network.wat): one memory of 4 MiB, declared at that
 * size and never grown, holding the input vector, the last base used, a vector of zeros (never written), the
 * list of differing inputs, the logistic's table, and each network's weights as f64 (the float32 values
 * exactly), copied at the network's first use and again after backward changed them. Growing a memory
 * detaches its buffer, and the first detached buffer makes V8 check for detachment at every typed-array
 * access of the thread from then on: the hard level lost about 6% of its time to it in Node.
 */
interface Simd {
  readonly near: (...addresses: number[]) => void;
  readonly heap: Float64Array;
  /** The input vector (inputVector), at X_AT. */
  readonly x: Float64Array;
  /**
   * Where each network's weights are in the memory (a byte address: the hidden layer's, then the outputs'),
   * and whether backward changed them since they were copied.
   */
  readonly weights: WeakMap<Network, { readonly at: number; stale: boolean }>;
  /** The base whose inputs and sums are at BX_AT and PRE_AT. */
  base: NearBase | null;
  /** Next free byte for weights. */
  top: number;
}

/** Longest vector the memory holds (inputs, hidden units, outputs), and the vectors' places. */
const SIMD_VECTOR = 1024;
const X_AT = 0;
const BX_AT = 8 * SIMD_VECTOR;
const PRE_AT = 16 * SIMD_VECTOR;
const HIDDEN_AT = 24 * SIMD_VECTOR;
const OUT_AT = 32 * SIMD_VECTOR;
const ZERO_AT = 40 * SIMD_VECTOR;
/** The inputs that differ from the base (network.wat), 16 bytes each. */
const LIST_AT = 48 * SIMD_VECTOR;
const TABLE_AT = 64 * SIMD_VECTOR;
/** Most outputs the WebAssembly sums (network.wat, three registers of two). */
const OUTPUT_LANES = 6;

function loadSimd(): Simd | null {
  try {
    // Compiled synchronously: the module is well under every browser's limit for that.
    const instance = new WebAssembly.Instance(new WebAssembly.Module(NETWORK_WASM), {
      js: { exp: Math.exp },
    });
    const memory = instance.exports.memory as WebAssembly.Memory;
    const heap = new Float64Array(memory.buffer);
    heap.set(SIGMOID_TABLE, TABLE_AT / 8);
    return {
      near: instance.exports.near as Simd['near'],
      heap,
      x: new Float64Array(memory.buffer, X_AT, SIMD_VECTOR),
      weights: new WeakMap(),
      base: null,
      top: TABLE_AT + 8 * SIGMOID_TABLE.length,
    };
  } catch {
    // No WebAssembly, or no SIMD, or a Content-Security-Policy that forbids compiling it.
    return null;
  }
}

const loaded: Simd | null = loadSimd();
let simd: Simd | null = loaded;

/**
 * Whether forwardNear uses WebAssembly (when the platform runs it, the default) or the JavaScript loops;
 * answers whether it now does. For the specs and benches that compare the two.
 */
export function useNetworkSimd(on: boolean): boolean {
  simd = on ? loaded : null;
  return simd !== null;
}

/**
 * A vector for a network's inputs (`length` numbers, zeros) that forwardNear reads without copying it.
 * One such vector is shared by every caller: fill it just before forwardNear.
 */
export function inputVector(length: number): Float64Array {
  return loaded !== null && length <= SIMD_VECTOR ? loaded.x.subarray(0, length) : new Float64Array(length);
}

/** The network's weights in the memory (copied when needed); null when they do not fit. */
function weightsAt(s: Simd, net: Network): number | null {
  let copy = s.weights.get(net);
  if (copy === undefined) {
    // Rounded up to 16 bytes, so that the next network's rows start aligned for 128-bit loads.
    const bytes = 16 * Math.ceil((net.w1.length + OUTPUT_LANES * (net.hidden + 1)) / 2);
    if (s.top + bytes > s.heap.byteLength) return null;
    copy = { at: s.top, stale: true };
    s.top += bytes;
    s.weights.set(net, copy);
  }
  if (copy.stale) {
    s.heap.set(net.w1, copy.at / 8);
    // The output weights unit by unit (network.wat sums every output at once): for each hidden unit, then
    // for the biases, the outputs' weights side by side, zeros after the last output.
    const H1 = net.hidden + 1;
    const w2 = copy.at / 8 + net.w1.length;
    for (let j = 0; j < H1; j++)
      for (let k = 0; k < OUTPUT_LANES; k++)
        s.heap[w2 + j * OUTPUT_LANES + k] = k < net.outputs ? net.w2[k * H1 + j] : 0;
    copy.stale = false;
  }
  return copy.at;
}

/** Where `net`'s weights are in the memory (see weightsAt); null when this network cannot run there. */
function simdWeights(s: Simd, net: Network): number | null {
  const fits =
    net.inputs % 2 === 0 &&
    net.hidden % 16 === 0 &&
    net.outputs <= OUTPUT_LANES &&
    Math.max(net.inputs, net.hidden, net.outputs) <= SIMD_VECTOR;
  return fits ? weightsAt(s, net) : null;
}

/** forwardNear in WebAssembly; false when this network cannot use it. */
function simdNear(s: Simd, base: NearBase, x: Float64Array, out: Float64Array): boolean {
  const w = simdWeights(s, base.net);
  if (w === null) return false;
  if (s.base !== base) {
    s.heap.set(base.x, BX_AT / 8);
    s.heap.set(base.pre, PRE_AT / 8);
    s.base = base;
  }
  simdRun(s, base.net, w, x, BX_AT, PRE_AT, out);
  return true;
}

/**
 * Runs `net` (its weights at `w`) in WebAssembly on `x`, from the base inputs and sums at the byte addresses
 * `bx` and `pre`.
 */
function simdRun(
  s: Simd,
  net: Network,
  w: number,
  x: Float64Array,
  bx: number,
  pre: number,
  out: Float64Array,
): void {
  const n = net.inputs;
  const heap = s.heap;
  if (x.buffer !== heap.buffer || x.byteOffset !== X_AT) heap.set(x.subarray(0, n), X_AT / 8);
  s.near(w, w + 8 * net.w1.length, n, net.hidden, X_AT, bx, pre, HIDDEN_AT, OUT_AT, TABLE_AT, LIST_AT);
  for (let k = 0; k < net.outputs; k++) out[k] = heap[OUT_AT / 8 + k];
}
