import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseMatch, setBearoffSource } from '@gamao/bot';
import { AnalysisRunner } from './analysis-runner';

/** A 3-point match the computer played against itself: its games end in pure bear-offs. */
const log = JSON.parse(
  readFileSync(join(__dirname, '../../../../libs/engine/examples/match-log.json'), 'utf8'),
);
const settings = { deep: false };

describe('AnalysisRunner', () => {
  afterEach(() => setBearoffSource(null));

  it('analyses in a worker with the bot bear-off database', async () => {
    const runner = new AnalysisRunner({ workers: 1, timeoutMs: 120_000 });
    try {
      const inWorker = await runner.analyse(log, settings);
      const network = analyseMatch(log, settings);
      setBearoffSource(() => readFileSync(require.resolve('@gamao/bot/data/bearoff-os.bin')));
      const exact = analyseMatch(log, settings);
      expect(exact).not.toEqual(network);
      expect(inWorker).toEqual(exact);
    } finally {
      await runner.close();
    }
  }, 180_000);
});
