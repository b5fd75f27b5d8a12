/**
 * @gamao/chouette: the chouette as a pure state machine. This file is the public surface, named one by one:
 * what the apps import. Everything else in src/ is a helper of the package; export a name here when another
 * project needs it (see docs/architecture.md, "Public surface of a lib").
 */
export { type ChouetteAction, type SheetEditAction } from './actions';
export { answerSequence, checkAnswerOrder, nextToDecide } from './answer-order';
export { type BoxChange, boxChange, nextBoxLine } from './box-keeping';
export {
  checkPartnerForGame,
  checkSeat,
  type PartnerStatus,
  partnerStatus,
  splitTable,
  type TableSplit,
} from './box-partner';
export {
  advanceChouetteClocks,
  type ChouetteClocks,
  chouetteClockView,
  clockedPlayers,
  creditChouetteOutage,
  expiredPlayers,
  newChouetteClocks,
  nextChouetteDeadline,
  type PlayerClock,
} from './clocks';
export {
  applyChouetteAction,
  chouetteLedger,
  chouetteSettlement,
  type ChouetteState,
  newChouette,
} from './chouette';
export { checkSuggestion, mayAdvise, mayTalk, talkPartners } from './consulting';
export { type DealRecord, type DealTerm, makeDeal } from './deals';
export { type ExtraRecord, giveExtra, lastBoxWindow } from './extras';
export { type ChouetteGame } from './game';
export {
  checkHouseRules,
  DEFAULT_HOUSE_RULES,
  HOUSE_RULE_PRESETS,
  type HouseRules,
  houseRulesOf,
} from './house-rules';
export { allInitialDoubles, checkInitialCubeAnswer } from './initial-cubes';
export { type MemberRecord } from './ledger';
export { type CubeLogEntry } from './member-cube';
export { checkChouetteOptions, type ChouetteOptions, type ConsultationRule } from './options';
export { checkProxies, followCaptainActions, type Proxies, proxyAction } from './proxy';
export { tableRoles } from './rotation';
export { settlementCents } from './settlement';
export {
  applyScoreEdit,
  type AuditEntry,
  type CubeOwner,
  SCORE_EDIT_KINDS,
  type ScoreEdit,
  type ScoreEditKind,
  type ScoreSheet,
  sheetFromLedger,
} from './score-edits';
export {
  applySheetEdit,
  sessionSheet,
  type SheetCube,
  type SheetEditOutcome,
  type SheetEditRecord,
  type SheetMarks,
  sheetMarks,
  sheetOrder,
} from './sheet';
export { BOX_SIDE, type ChouetteError, type ChouetteOwnErrorCode, type PlayerId, sideOf } from './types';
export { waitingFor, type WaitingFor } from './waiting-for';
