import {
  type NearBase,
  type Network,
  backward,
  createNetwork,
  forward,
  forwardNear,
  forwardOutputs,
  inputVector,
  nearBase,
  useNetworkSimd,
} from './network';
import { seededRandom } from './random';

describe('network', () => {
  it('forward gives outputs in (0, 1) and a backward step moves them towards the target', () => {
    const net = createNetwork(6, 4, 2, seededRandom('net'));
    const x = Float64Array.from([1, 0, 0.5, 0, 1, 0.25]);
    const hidden = new Float64Array(4);
    const out = new Float64Array(2);
    forward(net, x, hidden, out);
    for (const o of out) {
      expect(o).toBeGreaterThan(0);
      expect(o).toBeLessThan(1);
    }
    const target = Float64Array.from([1, 0]);
    const before = Array.from(out);
    for (let i = 0; i < 50; i++) {
      forward(net, x, hidden, out);
      backward(net, x, hidden, out, target, 0.5);
    }
    forward(net, x, hidden, out);
    expect(out[0]).toBeGreaterThan(before[0]);
    expect(out[1]).toBeLessThan(before[1]);
  });

  it('the hidden units are logistic within 2e-7, from -40 to 40', () => {
    // One input (the bias) and one hidden unit whose sum is the bias's weight: its activation is the
    // table's logistic, checked against 1 / (1 + e^-x) across the table, between its points and beyond it.
    const net = createNetwork(1, 1, 1, seededRandom('logistic'));
    const hidden = new Float64Array(1);
    const out = new Float64Array(1);
    let worst = 0;
    for (let x = -40; x <= 40; x += 0.0013) {
      net.w1[0] = x;
      forward(net, Float64Array.of(1), hidden, out);
      worst = Math.max(worst, Math.abs(hidden[0] - 1 / (1 + Math.exp(-Math.fround(x)))));
    }
    expect(worst).toBeLessThan(2e-7);
  });

  describe('forwardNear', () => {
    afterEach(() => useNetworkSimd(true));

    /** Sparse inputs as the features make them: mostly 0, some 1, some fractions, some large. */
    function sparseInputs(n: number, random: () => number): Float64Array {
      const x = new Float64Array(n);
      x[0] = 1;
      for (let i = 1; i < n; i++) {
        const r = random();
        x[i] = r < 0.7 ? 0 : r < 0.85 ? 1 : r < 0.98 ? random() : 40 * (random() - 0.5);
      }
      return x;
    }

    /** Each of a few inputs changed (to 0, to another value), as a reply changes a position's inputs. */
    function nearby(x: Float64Array, random: () => number): Float64Array {
      const y = x.slice();
      for (let c = 0; c < 12; c++) {
        const i = Math.floor(random() * y.length);
        y[i] = random() < 0.4 ? 0 : random() * 3;
      }
      return y;
    }

    /** forwardNear's outputs of `x` from the base, with WebAssembly or the JavaScript loops. */
    function near(net: Network, base: NearBase, x: Float64Array, simd: boolean): number[] {
      useNetworkSimd(simd);
      const out = new Float64Array(net.outputs);
      const input = inputVector(net.inputs);
      input.set(x);
      forwardNear(base, input, out);
      return Array.from(out);
    }

    it.each([
      [280, 32],
      [280, 64],
      [196, 16],
    ])(
      "gives forward's outputs (%i inputs, %i hidden), the same bits with WebAssembly as without",
      (n, h) => {
        expect(useNetworkSimd(true)).toBe(true); // Node 20 runs WebAssembly SIMD
        const random = seededRandom(`near:${n}:${h}`);
        const net = createNetwork(n, h, 5, random);
        // Weights large enough that sums reach the logistic's exact part (beyond 16 and beyond 30).
        for (let i = 0; i < net.w1.length; i++) net.w1[i] *= 1 + 20 * random();
        const hidden = new Float64Array(h);
        const full = new Float64Array(5);
        let beyond = 0;
        for (let p = 0; p < 40; p++) {
          const baseX = sparseInputs(n, random);
          const base = nearBase(net, baseX);
          for (let r = 0; r < 10; r++) {
            const x = nearby(baseX, random);
            const withSimd = near(net, base, x, true);
            const without = near(net, base, x, false);
            expect(withSimd).toEqual(without);
            // Inputs outside the shared vector are copied in first: the same outputs.
            const copied = new Float64Array(net.outputs);
            forwardNear(base, x, copied);
            expect(Array.from(copied)).toEqual(withSimd);
            forward(net, x, hidden, full);
            withSimd.forEach((v, k) => expect(v).toBeCloseTo(full[k], 9));
            beyond += hidden.filter((v) => v < 1 / (1 + Math.exp(16)) || v > 1 / (1 + Math.exp(-16))).length;
          }
        }
        expect(beyond).toBeGreaterThan(0);
      },
    );

    it.each([
      [280, 64],
      [196, 16],
    ])(
      "forwardOutputs gives forward's outputs (%i inputs, %i hidden) bit for bit, with WebAssembly and without",
      (n, h) => {
        const random = seededRandom(`outputs:${n}:${h}`);
        const net = createNetwork(n, h, 5, random);
        for (let i = 0; i < net.w1.length; i++) net.w1[i] *= 1 + 20 * random();
        const hidden = new Float64Array(h);
        const expected = new Float64Array(5);
        const out = new Float64Array(5);
        // A base in the memory, which forwardOutputs must neither read nor disturb.
        const baseX = sparseInputs(n, random);
        const base = nearBase(net, baseX);
        const y = nearby(baseX, random);
        const before = near(net, base, y, true);
        for (const simd of [true, false]) {
          expect(useNetworkSimd(simd)).toBe(simd);
          for (let p = 0; p < 50; p++) {
            const x = inputVector(n);
            x.set(sparseInputs(n, random));
            forward(net, x, hidden, expected);
            forwardOutputs(net, x, out);
            expect(Array.from(out)).toEqual(Array.from(expected));
          }
        }
        expect(near(net, base, y, true)).toEqual(before);
      },
    );

    it("reads a network's weights again after backward changed them", () => {
      const random = seededRandom('near:backward');
      const net = createNetwork(20, 16, 2, random);
      const x = sparseInputs(20, random);
      const base = nearBase(net, x);
      const y = nearby(x, random);
      const before = near(net, base, y, true);
      const hidden = new Float64Array(16);
      const out = new Float64Array(2);
      forward(net, y, hidden, out);
      backward(net, y, hidden, out, Float64Array.of(1, 0), 0.5);
      // A base made after the change, its sums from the new weights: both ways agree on the new outputs.
      const after = nearBase(net, x);
      const withSimd = near(net, after, y, true);
      expect(withSimd).toEqual(near(net, after, y, false));
      expect(withSimd).not.toEqual(before);
    });
  });
});
