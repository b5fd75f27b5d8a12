/**
 * @gamao/bot: the computer opponent. Pure TypeScript on top of @gamao/engine; runs in Node and in the
 * browser (e.g. in a Web Worker); deterministic given the random source passed in.
 *
 * The public surface is what the apps use, named one by one:
 * - botDecision(state, side, level, random): what the bot does when an engine MatchState waits for it
 *   (roll or double, play, take/drop/beaver/raccoon, answer a resignation).
 * - analyseMatch(log) and the rest of analysis/: every decision of a match graded as GNU Backgammon does
 *   (errors, PR, luck, the graph), dice statistics (chi-square), PR bands, evaluatePosition.
 * - bestPlays(state, side, count): the hint of a game against the computer, its best plays for a roll.
 * - setBearoffSource(source): where the exact bear-off database (data/bearoff-os.bin) is read from, on the
 *   first pure bear-off evaluated; bearoffStatus() says whether it was. Without it, bear-offs are evaluated
 *   by the race network.
 *
 * The browser's Web Worker imports botDecision, bestPlays and setBearoffSource from `@gamao/bot/play`
 * (play.ts), which leaves the analysis and its networks out of its bundle.
 *
 * Inside the package (and for its bin/ programs: gamao-bot, train, bench): choosePlay (search.ts) picks the
 * play for a roll at a level ('easy' | 'medium' | 'hard', fácil, médio, difícil); cube decisions for money
 * and match play (cube.ts); the Kazaross-XG2 match equity table (met.ts). Export a name here when another
 * project needs it (see docs/architecture.md, "Public surface of a lib").
 */
export { botDecision } from './decision';
export {
  ANALYSIS_VERSION,
  type AnalysisSettings,
  analyseMatch,
  countRolls,
  type Decision,
  type DecisionCandidate,
  type DiceCounts,
  currentDiceStatistics,
  type DiceStatistics,
  type DiceTest,
  type DiceTestKind,
  type DiceVerdict,
  diceStatistics,
  DISTINCT_ROLLS,
  MINIMUM_ROLLS,
  evaluatePosition,
  type GameSummary,
  type GraphPoint,
  type Mark,
  type MatchAnalysis,
  mergeDiceCounts,
  type PlayerSummary,
  type PositionEvaluation,
  PositionError,
  type PrBand,
  prBand,
} from './analysis';
export { type BearoffSource, bearoffStatus, setBearoffSource } from './bearoff';
export { bestPlays, type PlayHint } from './hint';
