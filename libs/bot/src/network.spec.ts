import { backward, createNetwork, forward } from './network';
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
});
