import { modelFrom } from '../src/evaluation';
import { freshModel, train, weightsOf } from './train';

describe('train', () => {
  it('learns from a few self-play games and stores the weights it learnt', () => {
    for (const kind of ['basic', 'full'] as const) {
      const model = freshModel(kind, 4, 'test');
      const before = JSON.stringify(weightsOf(model));
      train(model, { games: 2, seed: 'test', alpha: 0.01, alphaNetwork: 0.01, lambda: 0.7, mask: null });
      const after = weightsOf(model);
      expect(JSON.stringify(after)).not.toBe(before);
      // The stored weights build the same model again.
      expect(weightsOf(modelFrom(kind, after))).toEqual(after);
    }
  });
});
