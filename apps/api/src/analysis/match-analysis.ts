import type { MatchAnalysis } from '@gamao/bot';
import { z } from 'zod';

/**
 * The analysis of a match as @gamao/bot's `analyseMatch` returns it and the API stores it (MatchAnalysis.result,
 * plain JSON). It comes back from a worker thread (or from the database): the API checks the fields it indexes
 * (the per-player summaries) before it trusts them, and hands the rest to the site as is.
 */
const count = z.number().int().nonnegative();
const finite = z.number().refine(Number.isFinite, 'a finite number');

const playerSummary = z.looseObject({
  side: z.union([z.literal(0), z.literal(1)]),
  name: z.string(),
  unforced: count,
  checkerDecisions: count,
  cubeDecisions: count,
  totalError: finite,
  errorRate: finite,
  pr: finite,
  luck: finite,
  marks: z.looseObject({ doubtful: count, bad: count, veryBad: count }),
});

const matchAnalysis = z.looseObject({
  version: z.number().int(),
  depth: z.string().max(200),
  matchLength: count,
  decisions: z.array(z.unknown()),
  players: z.tuple([playerSummary, playerSummary]),
  games: z.array(z.unknown()),
  graph: z.array(z.unknown()),
  dice: z.array(z.unknown()),
});

/**
 * Checks what a worker sent back (or what is stored) before the API trusts the fields it indexes: a result of
 * another shape is an error of the analysis, reported as such, never half-stored.
 */
export function checkMatchAnalysis(value: unknown): MatchAnalysis {
  const checked = matchAnalysis.safeParse(value);
  if (!checked.success)
    throw new Error(`The analysis has an unexpected shape: ${z.prettifyError(checked.error)}`);
  return value as MatchAnalysis;
}
