import { z } from 'zod';

/**
 * The analysis of a match as @gamao/bot's `analyseMatch` returns it and the API stores it (MatchAnalysis.result,
 * plain JSON): the shape of the contract between the bot and the API (docs/domain.md, "Replay and analysis").
 * The API reads only what it indexes (the per-player summaries, the dice) and hands the rest to the site as is.
 */
export type PrBand =
  'superGrandMaster' | 'grandMaster' | 'master' | 'expert' | 'advanced' | 'intermediate' | 'beginner';

export interface PlayerSummary {
  readonly side: 0 | 1;
  readonly name: string;
  readonly unforced: number;
  readonly checkerDecisions: number;
  readonly cubeDecisions: number;
  readonly totalError: number;
  readonly errorRate: number;
  readonly pr: number;
  readonly luck: number;
  readonly marks: { readonly doubtful: number; readonly bad: number; readonly veryBad: number };
}

export interface DiceStatistics {
  readonly rolls: number;
  readonly counts: readonly number[];
  readonly expected: readonly number[];
  readonly chiSquare: number;
  readonly degreesOfFreedom: number;
  readonly pValue: number;
  readonly verdict: 'normal' | 'unusual' | 'veryUnusual';
  readonly doubles: number;
  readonly doublesExpected: number;
  readonly jokers: number;
  readonly antiJokers: number;
}

export interface MatchAnalysis {
  readonly version: number;
  readonly depth: string;
  readonly matchLength: number;
  readonly decisions: readonly unknown[];
  readonly players: readonly [PlayerSummary, PlayerSummary];
  readonly games: readonly unknown[];
  readonly graph: readonly unknown[];
  readonly dice: readonly [DiceStatistics, DiceStatistics] | readonly unknown[];
}

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

/** gnubg's bands of PR, as players know them (the bot's prBand, kept beside the leaderboards that use it). */
export function prBandOf(pr: number): PrBand {
  if (pr <= 2.5) return 'superGrandMaster';
  if (pr <= 4) return 'grandMaster';
  if (pr <= 6) return 'master';
  if (pr <= 8) return 'expert';
  if (pr <= 12) return 'advanced';
  if (pr <= 16) return 'intermediate';
  return 'beginner';
}
