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
});
