import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { START_BOARD, boardFrom, decodePositionId, encodePositionId } from '@gamao/engine';
import { BASE_INPUT_COUNT, EXTENDED_INPUT_COUNT, INPUT_COUNT, extractInputs } from '../src/features';
import { FULL_MODEL, evaluate, modelFrom } from '../src/evaluation';
import { forward } from '../src/network';
import { FULL_WEIGHTS, type ModelWeights } from '../src/weights';
import { freshNetwork } from './train';
import {
  averageLabels,
  fit,
  readSamples,
  selfPlayPositions,
  splitSamples,
  storeWeights,
  widen,
} from './train-gnubg';

describe('train-gnubg', () => {
  it('collects distinct positions of self-play games, the side on roll first', () => {
    const ids = selfPlayPositions(2, 'spec', 0.1);
    expect(ids.length).toBeGreaterThan(20);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('with siblings, also keeps the positions the best few plays of each choice lead to', () => {
    const plain = selfPlayPositions(2, 'spec', 0.1);
    const wider = selfPlayPositions(2, 'spec', 0.1, FULL_MODEL, 3);
    // The same games: every position of the plain run is there, with about three more per choice.
    for (const id of plain) expect(wider).toContain(id);
    expect(wider.length).toBeGreaterThan(2.5 * plain.length);
    for (const id of wider) expect(decodePositionId(id).ok).toBe(true);
  });

  it('reads labelled lines in gnubg order into the outputs order and skips bad lines', () => {
    const id = encodePositionId(START_BOARD, 0);
    const samples = readSamples(`${id} 0.5 0.15 0.01 0.13 0.02\nnot a line\n${id} 1 2\n`);
    expect(samples).toHaveLength(1);
    // gnubg: win, winGammon, winBackgammon, loseGammon, loseBackgammon; ours: win, wg, lg, wbg, lbg.
    expect(Array.from(samples[0].target)).toEqual([0.5, 0.15, 0.13, 0.01, 0.02]);
    expect(samples[0].board).toEqual(START_BOARD);
  });

  it('averages two labellings of the same positions, line by line, and refuses different positions', () => {
    const [p, q] = [encodePositionId(START_BOARD, 0), 'sGfwATDgc/ABMA'];
    const zero = `${p} 0.50000 0.15000 0.01000 0.13000 0.02000\n${q} 0.8 0.2 0 0 0\n`;
    const one = `${p} 0.48000 0.14000 0.01000 0.12000 0.00000\n${q} 0.6 0.1 0 0.1 0\n`;
    expect(averageLabels(zero, one)).toEqual([
      `${p} 0.49000 0.14500 0.01000 0.12500 0.01000`,
      `${q} 0.70000 0.15000 0.00000 0.05000 0.00000`,
    ]);
    expect(() => averageLabels(zero, `${q} 0.6 0.1 0 0.1 0\n${p} 0.5 0.1 0 0 0\n`)).toThrow('line 1:');
  });

  it('fits a network towards the labels: the held-out error goes down', () => {
    const id = encodePositionId(START_BOARD, 0);
    const lines = Array.from({ length: 40 }, () => `${id} 0.9 0.3 0.01 0.02 0.001`).join('\n');
    const parts = splitSamples(readSamples(lines));
    const model = modelFrom('full', { contact: freshNetwork(4, 'spec'), race: freshNetwork(4, 'spec') });
    if (model.contact.kind !== 'network') throw new Error('network expected');
    const errors = fit(model.contact.network, parts.contact[0], parts.contact[1], {
      epochs: 3,
      alpha: 0.05,
      seed: 'spec',
    });
    expect(errors).toHaveLength(3);
    expect(errors[2]).toBeLessThan(errors[0]);
  });

  it('widens a network without changing what it computes', () => {
    const narrow = FULL_WEIGHTS.race;
    if (narrow.kind !== 'network') throw new Error('network expected');
    const wide = widen(narrow, narrow.hidden + 8, 'spec');
    expect(wide.kind === 'network' && wide.hidden).toBe(narrow.hidden + 8);
    const a = modelFrom('full', { contact: narrow, race: narrow }).race;
    const b = modelFrom('full', { contact: wide, race: wide }).race;
    if (a.kind !== 'network' || b.kind !== 'network') throw new Error('network expected');
    const x = new Float64Array(INPUT_COUNT);
    extractInputs(START_BOARD, 0, x);
    const outA = new Float64Array(5);
    const outB = new Float64Array(5);
    forward(a.network, x, new Float64Array(a.network.hidden), outA);
    forward(b.network, x, new Float64Array(b.network.hidden), outB);
    for (let k = 0; k < 5; k++) expect(outB[k]).toBeCloseTo(outA[k], 5);
  });

  it('widens a network to the extra inputs without changing what it computes', () => {
    const narrow = FULL_WEIGHTS.race;
    if (narrow.kind !== 'network') throw new Error('network expected');
    expect(narrow.inputs).toBe(BASE_INPUT_COUNT);
    const wide = widen(narrow, narrow.hidden, 'spec', EXTENDED_INPUT_COUNT);
    expect(wide.kind === 'network' && [wide.inputs, wide.hidden]).toEqual([
      EXTENDED_INPUT_COUNT,
      narrow.hidden,
    ]);
    const board = boardFrom({ 25: 1, 20: 2, 13: 5, 8: 3, 6: 4 }, { 13: 3, 8: 3, 6: 5, 4: 2, 3: 2 });
    const a = evaluate(board, 0, modelFrom('narrow', { contact: narrow, race: narrow }));
    const b = evaluate(board, 0, modelFrom('wide', { contact: wide, race: wide }));
    expect(b.win).toBeCloseTo(a.win, 6);
    expect(b.winGammon).toBeCloseTo(a.winGammon, 6);
    expect(b.loseGammon).toBeCloseTo(a.loseGammon, 6);
  });

  it('stores weights as FULL_WEIGHTS in a weights.ts and keeps the rest of the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'weights-'));
    try {
      const file = join(dir, 'weights.ts');
      writeFileSync(
        file,
        '/** head */\nexport const FULL_WEIGHTS: ModelWeights = {\n  contact: {},\n};\n\nexport const OTHER = 1;\n',
      );
      const w: ModelWeights = { contact: freshNetwork(2, 'a'), race: freshNetwork(3, 'b') };
      storeWeights(w, file);
      const text = readFileSync(file, 'utf8');
      expect(
        text.startsWith('/** head */\nexport const FULL_WEIGHTS: ModelWeights = {\n  contact: {\n'),
      ).toBe(true);
      expect(text).toContain('    hidden: 3,\n');
      expect(text.endsWith('};\n\nexport const OTHER = 1;\n')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
