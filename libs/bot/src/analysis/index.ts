/**
 * Match analysis, as GNU Backgammon does it: every checker play and cube decision graded, PR per player,
 * luck, the graph of the match, and dice statistics. The public names of this folder.
 */
export { ANALYSIS_VERSION, DEFAULT_ANALYSIS_SETTINGS, analyseMatch, depthOf } from './match';
export {
  type DiceCounts,
  type DiceStatistics,
  type DiceVerdict,
  DISTINCT_ROLLS,
  type MatchLog,
  chiSquarePValue,
  countRolls,
  diceStatistics,
  mergeDiceCounts,
  regularizedGammaQ,
} from './dice-stats';
export { type Mark, type PrBand, PR_BANDS, markOf, prBand } from './grading';
export { type PositionEvaluation, PositionError, contextForOnRoll, evaluatePosition } from './position';
export {
  type AnalysisSettings,
  type Decision,
  type DecisionCandidate,
  type GameSummary,
  type GraphPoint,
  type MatchAnalysis,
  type PlayerSummary,
} from './types';
