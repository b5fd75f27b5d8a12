/**
 * @gamao/chouette: the chouette as a pure state machine. This file is the public surface, named one by one:
 * what the apps import. Everything else in src/ is a helper of the package; export a name here when another
 * project needs it (see docs/architecture.md, "Public surface of a lib").
 */
export { type ChouetteAction } from './actions';
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
export { type ChouetteGame } from './game';
export { type MemberRecord } from './ledger';
export { type CubeLogEntry } from './member-cube';
export { checkChouetteOptions } from './options';
export { tableRoles } from './rotation';
export { BOX_SIDE, type ChouetteError, type ChouetteOwnErrorCode, type PlayerId, sideOf } from './types';
export { waitingFor, type WaitingFor } from './waiting-for';
