/**
 * Match analysis, as GNU Backgammon does it: every checker play and cube decision graded, PR per player,
 * luck, the graph of the match, and dice statistics. The public names of this folder.
 */
export { ANALYSIS_VERSION, DEFAULT_ANALYSIS_SETTINGS, analyseMatch, depthOf } from './match';
export {
  type DiceCounts,
  type DiceStatistics,
  type DiceTest,
  type DiceTestKind,
  type DiceVerdict,
  DISTINCT_ROLLS,
  MINIMUM_ROLLS,
  MONTE_CARLO_BELOW,
  type MatchLog,
  chiSquarePValue,
  countRolls,
  currentDiceStatistics,
  diceStatistics,
  mergeDiceCounts,
  regularizedGammaQ,
} from './dice-stats';
export { binomialTwoSidedPValue, holmAdjust } from './exact-tests';
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
