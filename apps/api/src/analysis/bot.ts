import type { DiceStatistics } from './match-analysis';

/**
 * The parts of @gamao/bot that the API runs on its own thread: the dice statistics, cheap counts over logs.
 * (`analyseMatch` runs in a worker thread: analysis-runner.ts.) Loaded when first used.
 */
export interface DiceFunctions {
  countRolls(log: object): [unknown, unknown];
  mergeDiceCounts(a: unknown, b: unknown): unknown;
  diceStatistics(counts: unknown): DiceStatistics;
}

let loaded: DiceFunctions | null = null;

export function diceFunctions(): DiceFunctions {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= require('@gamao/bot') as DiceFunctions;
  return loaded;
}
