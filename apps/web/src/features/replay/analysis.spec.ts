import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DISTINCT_ROLLS,
  type GraphPoint,
  bandOr,
  decisionAt,
  graphGeometry,
  graphPointAt,
  parseAnalysis,
  prBand,
} from './analysis';

describe('analysis view', () => {
  it("names the PR bands players know, at their edges (the bot's table)", () => {
    expect(prBand(0)).toBe('superGrandMaster');
    expect(prBand(2.5)).toBe('superGrandMaster');
    expect(prBand(2.51)).toBe('grandMaster');
    expect(prBand(6)).toBe('master');
    expect(prBand(8)).toBe('expert');
    expect(prBand(12)).toBe('advanced');
    expect(prBand(16)).toBe('intermediate');
    expect(prBand(16.1)).toBe('beginner');
    expect(bandOr('master', 20)).toBe('master');
    expect(bandOr('unknown', 20)).toBe('beginner');
  });

  it('takes the bands from a file of @gamao/bot that imports nothing, so the bot stays out of the bundle', () => {
    const bot = path.join(__dirname, '..', '..', '..', '..', '..', 'libs', 'bot');
    const exports = JSON.parse(readFileSync(path.join(bot, 'package.json'), 'utf8')).exports;
    expect(exports['./grading'].default).toBe('./dist/src/analysis/grading.js');
    const source = readFileSync(path.join(bot, 'src', 'analysis', 'grading.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*(import\b|export\b[^;]*\bfrom\b)/m);
    expect(source).not.toMatch(/\brequire\(/);
  });

  it('reads an analysis and finds the decision of a step', () => {
    const json = JSON.stringify({
      decisions: [{ actionIndex: 4, mark: 'veryBad' }],
      players: [{}, {}],
      graph: [],
    });
    const a = parseAnalysis(json);
    expect(decisionAt(a, 4)).toMatchObject({ mark: 'veryBad' });
    expect(decisionAt(a, 5)).toBeNull();
    expect(parseAnalysis('{"decisions":[]}')).toBeNull();
    expect(parseAnalysis('nope')).toBeNull();
    expect(parseAnalysis(null)).toBeNull();
  });

  it('draws match winning chances between 0 and 1, with a line where each game starts', () => {
    const graph: GraphPoint[] = [
      { actionIndex: 2, game: 1, value: 0.5 },
      { actionIndex: 4, game: 1, value: 1 },
      { actionIndex: 9, game: 2, value: 0 },
    ];
    const g = graphGeometry(graph, true, 112, 112, 6);
    expect(g.points.map((p) => [p.x, p.y])).toEqual([
      [6, 56],
      [56, 6],
      [106, 106],
    ]);
    expect(g.midY).toBe(56);
    expect(g.gameStarts).toEqual([{ x: 106, game: 2 }]);
    expect(graphPointAt(graph, 5)).toBe(1);
    expect(graphPointAt(graph, 1)).toBe(-1);
  });

  it('draws money equity symmetric around 0, at least ±1', () => {
    const g = graphGeometry([{ actionIndex: 0, game: 1, value: -2 }], false, 100, 100, 0);
    expect([g.min, g.max]).toEqual([-2, 2]);
    expect(g.points[0].y).toBe(100);
  });

  it('lists the 21 distinct rolls', () => {
    expect(DISTINCT_ROLLS).toHaveLength(21);
    expect(DISTINCT_ROLLS.slice(0, 4)).toEqual(['11', '21', '22', '31']);
  });
});
