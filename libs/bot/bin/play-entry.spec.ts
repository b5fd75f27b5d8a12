import { existsSync, readFileSync } from 'fs';
import { dirname, join, resolve } from 'path';
import * as main from '../src/index';
import * as play from '../src/play';

const SRC = join(__dirname, '..', 'src');

/** The package's own files that `file` reaches through its relative imports (type-only ones left out). */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from '(\.[^']+)'/gms)) {
    const path = resolve(dirname(file), m[1]);
    reachable(existsSync(`${path}.ts`) ? `${path}.ts` : join(path, 'index.ts'), seen);
  }
  return seen;
}

describe('@gamao/bot/play', () => {
  it('gives the Web Worker the same functions as the main entry', () => {
    expect(play.botDecision).toBe(main.botDecision);
    expect(play.bestPlays).toBe(main.bestPlays);
    expect(play.setBearoffSource).toBe(main.setBearoffSource);
  });

  it("leaves the analysis out of the worker's bundle", () => {
    const files = [...reachable(join(SRC, 'play.ts'))].map((f) => f.slice(SRC.length + 1));
    expect(files).toContain('search.ts');
    expect(files).toContain('weights.ts');
    expect(files.filter((f) => f.startsWith('analysis/'))).toEqual([]);
    // The main entry does reach them.
    const all = [...reachable(join(SRC, 'index.ts'))].map((f) => f.slice(SRC.length + 1));
    expect(all).toContain('analysis/match.ts');
  });
});
