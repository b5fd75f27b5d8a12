/**
 * @gamao/engine: the backgammon rules. This file is the public surface, named one by one: what the apps and
 * the other libs import. Everything else in src/ is a helper of the engine itself; export a name here when
 * another project needs it (see docs/architecture.md, "Public surface of a lib").
 */
export {
  addReserve,
  clockDeadline,
  clockExpired,
  type ClockRemaining,
  clockRemaining,
  type ClockState,
  creditOutage,
  MAX_ADDED_RESERVE_MS,
  pauseClock,
  resolveTimeControl,
  resumeClock,
  type SideTime,
  startClock,
  switchClock,
  type SwitchOptions,
  TIME_CONTROL_BOUNDS,
  TIME_CONTROL_PRESETS,
  type TimeControl,
  type TimeControlPreset,
  type TimeControlSpec,
} from './clock';
export {
  correspondenceTimeControl,
  countedBetween,
  DAY_MS,
  DAYS_PER_MOVE_BOUNDS,
  deadlineAfter,
  deadlineAfterVacation,
  moveDeadline,
  nextReminder,
  reminderTimes,
  takeVacationDay,
  type TimeSpan,
  VACATION_DAYS_PER_YEAR,
  vacationBudget,
  type VacationBudget,
  vacationYear,
} from './correspondence';
export {
  applyCubeAction,
  canDouble,
  centredCube,
  type CubeActionType,
  cubeDecider,
  type CubeOptions,
  type CubeState,
  DEFAULT_CUBE_OPTIONS,
  isCubeTurned,
} from './cube';
export { autoDouble, cryptoDice, type DiceSource, fnv1a32, seededDice, seededUint32 } from './dice';
export {
  type Action,
  type AnnulTimeoutAction,
  applyAction,
  checkOptions,
  currentGame,
  type ForfeitAction,
  type GameEvent,
  type GameOptions,
  type GamePhase,
  type GameResult,
  type GameState,
  isMatchOver,
  type MatchEnd,
  matchEndedBy,
  type MatchState,
  newMatch,
  replay,
  mayDouble,
  sideToAct,
  type TimeoutAction,
} from './game';
export { exportMat, type MatchLog } from './mat';
export {
  type ImportedMat,
  importMat,
  type MatImportError,
  type MatImportErrorCode,
  type MatImportOptions,
} from './mat-import';
export { isCrawfordGame, isPostCrawford, matchWinner } from './match';
export { decodeMatchId, encodeMatchId, type MatchIdInfo, matchIdOf } from './match-id';
export { diceToPlay, hasLegalMove, legalPlays } from './moves';
export { formatPlay } from './notation';
export {
  applyMove,
  applyPlay,
  checkPlayMoves,
  legalNextMoves,
  MAX_PLAY_MOVES,
  remainingDice,
  replayMoves,
  undoLastMove,
  validatePlay,
} from './play';
export {
  boardFrom,
  checkBoard,
  otherSide,
  pipCount,
  START_BOARD,
  startBoard,
  swapSides,
  winner,
} from './position';
export { decodePositionId, encodePositionId } from './position-id';
export { isWinKind, offerResignation, WIN_KINDS } from './resign';
export {
  GAME_KINDS,
  type GameKind,
  scoreGame,
  scoreResignation,
  type ScoringRules,
  traditionalRows,
} from './scoring';
export {
  BAR,
  type Board,
  type CheckerMove,
  type Dice,
  type Die,
  OFF,
  ok,
  type Play,
  type Result,
  type RuleError,
  type RuleErrorCode,
  type ScoringProfile,
  type Side,
  type WinKind,
} from './types';
