/**
 * A chouette session as one pure state machine: `applyChouetteAction(state, action)` is a step, and
 * `replayChouette(options, actions)` folds a stored log back into the same state (docs/architecture.md:
 * "a match is its log"). State is plain JSON data.
 *
 * Session phases:
 *   gathering --join...--> (3+ present) --rollForOrder--> seating --(order settled)--> ready
 *   ready --callPartner? startGame--> playing --(game over: record, rotation)--> ready
 *   ready --endSession--> closed                (corrections and sheet edits are accepted in every phase)
 * Joining during seating: the player waits and is placed at the end of the queue once the order is
 * settled (nobody has had a turn yet, so rule 7 puts them there anyway). Joining later follows rule 7
 * (rotation.ts). Leaving: any time except for the players of the game in progress (the box, the partner
 * and the members: they leave once the game is over).
 */
import { type Dice, ok } from '@gamao/engine';
import { type ChouetteAction, type CorrectionAction, checkChouetteAction } from './actions';
import {
  type EntryOrderState,
  entryOrderResult,
  recordEntryRoll,
  removeFromEntryOrder,
  startEntryOrder,
} from './entry-order';
import { nextBoxLine } from './box-keeping';
import { checkPartnerForGame, checkSeat } from './box-partner';
import { makeDeal } from './deals';
import { giveExtra } from './extras';
import { type ChouetteGame, applyGameAction, gamePlayers, isGameAction, newChouetteGame } from './game';
import { type Correction, type GameRecord, type Ledger, buildLedger, gameRecord } from './ledger';
import { type ChouetteOptions, MIN_PLAYERS, checkChouetteOptions } from './options';
import { partnerAllowed, partnerCandidates } from './partner';
import { leaveLine, seatLatecomer } from './rotation';
import { type Settlement, settleBalances } from './settlement';
import { type SheetMarks, applySheetEdit, sheetMarks } from './sheet';
import { type ChouetteResult, type PlayerId, chouetteError as err } from './types';

export type SessionPhase = 'gathering' | 'seating' | 'ready' | 'playing' | 'closed';

export interface ChouetteState {
  readonly options: ChouetteOptions;
  readonly phase: SessionPhase;
  /** Everyone who ever joined, in order of first arrival (the ledger's rows). */
  readonly players: readonly PlayerId[];
  /** The players at the table now, in order of arrival. */
  readonly present: readonly PlayerId[];
  /** Once seated: [box, captain, ...queue] (rotation.ts); the players present, in table order. */
  readonly line: readonly PlayerId[];
  /** Players who have been box or captain of a game (seed 000 rule 7). */
  readonly sat: readonly PlayerId[];
  /** The roll for the order (kept once settled, for its history). */
  readonly entryOrder: EntryOrderState | null;
  /** Players who joined while the order was being rolled: placed at the end of the queue. */
  readonly latecomers: readonly PlayerId[];
  /** The partner the box called for the next game. */
  readonly partner: PlayerId | null;
  /** The game in progress. */
  readonly game: ChouetteGame | null;
  /** Finished games, in order. */
  readonly games: readonly GameRecord[];
  readonly corrections: readonly Correction[];
  /** House rule: the scorekeeper's marks on the score sheet (sheet.ts); absent until the first edit. */
  readonly sheet?: SheetMarks;
  /** Number of actions applied (the log's sequence number). */
  readonly actionCount: number;
}

/** A new session, gathering players. */
export function newChouette(options: Partial<ChouetteOptions> = {}): ChouetteResult<ChouetteState> {
  const checked = checkChouetteOptions(options);
  if (!checked.ok) return checked;
  return ok({
    options: checked.value,
    phase: 'gathering',
    players: [],
    present: [],
    line: [],
    sat: [],
    entryOrder: null,
    latecomers: [],
    partner: null,
    game: null,
    games: [],
    corrections: [],
    actionCount: 0,
  });
}

const without = (list: readonly PlayerId[], p: PlayerId): PlayerId[] => list.filter((x) => x !== p);
const adding = (list: readonly PlayerId[], ...ps: PlayerId[]): PlayerId[] => [
  ...list,
  ...ps.filter((p) => !list.includes(p)),
];

/** Settles the order when the roll is over: the line, then the latecomers at the end. */
function afterEntryRoll(s: ChouetteState, entryOrder: EntryOrderState): ChouetteState {
  const order = entryOrderResult(entryOrder);
  if (order === null) return { ...s, phase: 'seating', entryOrder };
  return { ...s, phase: 'ready', entryOrder, line: [...order, ...s.latecomers], latecomers: [] };
}

function join(s: ChouetteState, player: PlayerId): ChouetteResult<ChouetteState> {
  if (s.present.includes(player)) return err('ALREADY_PRESENT', `${player} is already at the table`);
  const seat = checkSeat(s.present.length, s.options);
  if (!seat.ok) return seat;
  const base = { ...s, players: adding(s.players, player), present: [...s.present, player] };
  switch (s.phase) {
    case 'gathering':
      return ok(base);
    case 'seating':
      return ok({ ...base, latecomers: [...s.latecomers, player] });
    default:
      return ok({ ...base, line: seatLatecomer(s.line, s.sat, player) });
  }
}

function leave(s: ChouetteState, player: PlayerId): ChouetteResult<ChouetteState> {
  if (!s.present.includes(player)) return err('NOT_PRESENT', `${player} is not at the table`);
  if (s.game && gamePlayers(s.game).includes(player)) {
    return err('GAME_IN_PROGRESS', `${player} plays in the game in progress: leave when it is over`);
  }
  const line = leaveLine(s.line, player);
  // A called partner stands only while still a queue player and the table still allows partners.
  const keepsPartner =
    s.partner !== null &&
    partnerCandidates(line).includes(s.partner) &&
    partnerAllowed(line.length, s.options.partnerThreshold);
  const base: ChouetteState = {
    ...s,
    present: without(s.present, player),
    line,
    latecomers: without(s.latecomers, player),
    partner: keepsPartner ? s.partner : null,
  };
  if (s.phase === 'seating' && s.entryOrder)
    return ok(afterEntryRoll(base, removeFromEntryOrder(s.entryOrder, player)));
  return ok(base);
}

function rollForOrder(s: ChouetteState, player: PlayerId, dice: Dice): ChouetteResult<ChouetteState> {
  let entryOrder: EntryOrderState;
  if (s.phase === 'gathering') {
    if (s.present.length < MIN_PLAYERS) {
      return err('TOO_FEW_PLAYERS', `A chouette needs at least ${MIN_PLAYERS} players`);
    }
    entryOrder = startEntryOrder(s.present);
  } else if (s.phase === 'seating' && s.entryOrder) {
    entryOrder = s.entryOrder;
  } else {
    return err('NOT_SEATING', 'The order of the table is already settled');
  }
  if (!s.present.includes(player)) return err('NOT_PRESENT', `${player} is not at the table`);
  if (s.latecomers.includes(player)) {
    return err('NOT_ROLLING_FOR_ORDER', `${player} arrived during the roll and sits at the end of the queue`);
  }
  const rolled = recordEntryRoll(entryOrder, player, dice);
  if (!rolled.ok) return rolled;
  return ok(afterEntryRoll(s, rolled.value));
}

function callPartner(
  s: ChouetteState,
  player: PlayerId,
  partner: PlayerId | null,
): ChouetteResult<ChouetteState> {
  if (s.phase === 'playing') return err('GAME_IN_PROGRESS', 'A partner is called between games');
  if (s.phase !== 'ready') return err('NO_GAME', 'The order of the table is not settled yet');
  if (player !== s.line[0]) return err('NOT_BOX', 'Only the box calls a partner');
  if (partner === null) return ok({ ...s, partner: null });
  if (!partnerAllowed(s.line.length, s.options.partnerThreshold)) {
    return err(
      'PARTNER_NOT_ALLOWED',
      s.options.partnerThreshold === 0
        ? 'This session plays without partners'
        : `A partner needs ${s.options.partnerThreshold} or more players at the table`,
    );
  }
  if (!partnerCandidates(s.line).includes(partner)) {
    return err('INVALID_PARTNER', 'The partner is a player of the queue (not the captain)');
  }
  return ok({ ...s, partner });
}

const isPowerOfTwo = (n: number): boolean => Number.isInteger(n) && n >= 1 && (n & (n - 1)) === 0;

function startGame(s: ChouetteState, initialCube: number | undefined): ChouetteResult<ChouetteState> {
  if (s.phase === 'playing') return err('GAME_IN_PROGRESS', 'A game is in progress');
  if (s.phase !== 'ready') return err('NO_GAME', 'The order of the table is not settled yet');
  if (s.line.length < MIN_PLAYERS)
    return err('TOO_FEW_PLAYERS', `A chouette needs at least ${MIN_PLAYERS} players`);
  const o = s.options;
  if (initialCube !== undefined && initialCube !== 1) {
    if (o.mode !== 'scorekeeper')
      return err('SCOREKEEPER_ONLY', 'On the board, automatic doubles come from the opening roll');
    if (!o.autoDoubles) return err('INVALID_ACTION', 'Automatic doubles are not played in this session');
    if (!isPowerOfTwo(initialCube) || initialCube > o.autoDoublesCap) {
      return err(
        'INVALID_ACTION',
        `The cube after automatic doubles is a power of two up to ${o.autoDoublesCap}`,
      );
    }
  }
  const partnerRule = checkPartnerForGame(s.line, s.partner, o);
  if (!partnerRule.ok) return partnerRule;
  const game = newChouetteGame(s.games.length, s.line, s.partner, o, initialCube ?? 1);
  return ok({ ...s, phase: 'playing', game, sat: adding(s.sat, game.box, game.captain) });
}

/** Records a finished game, rotates the line and waits for the next game. */
export function afterGame(s: ChouetteState, game: ChouetteGame): ChouetteState {
  if (game.phase !== 'over') return { ...s, game };
  const record = gameRecord(game);
  return {
    ...s,
    phase: 'ready',
    game: null,
    partner: null,
    games: [...s.games, record],
    line: nextBoxLine(s.line, record, s.options.house.boxKeeping).line,
  };
}

function correction(s: ChouetteState, a: CorrectionAction): ChouetteResult<ChouetteState> {
  if (a.game >= s.games.length) return err('UNKNOWN_GAME', `Game ${a.game} has not been played`);
  if (sheetMarks(s).deleted.includes(a.game)) {
    return err('UNKNOWN_GAME', `Game ${a.game} was deleted from the score sheet`);
  }
  const entries = Object.entries(a.delta);
  if (entries.length === 0 || entries.every(([, v]) => v === 0)) {
    return err('INVALID_CORRECTION', 'A correction changes somebody’s points');
  }
  if (entries.reduce((sum, [, v]) => sum + v, 0) !== 0) {
    return err('INVALID_CORRECTION', 'A correction moves points between players: it sums to zero');
  }
  const unknown = entries.find(([p]) => !s.players.includes(p));
  if (unknown) return err('INVALID_PLAYER', `${unknown[0]} never played in this session`);
  const c: Correction = {
    seq: s.actionCount + 1,
    game: a.game,
    by: a.by,
    reason: a.reason,
    delta: { ...a.delta },
  };
  return ok({ ...s, corrections: [...s.corrections, c] });
}

/** Applies one action; every refusal is a specific error code and leaves the state unchanged. */
export function applyChouetteAction(
  state: ChouetteState,
  action: ChouetteAction,
): ChouetteResult<ChouetteState> {
  const checked = checkChouetteAction(action);
  if (!checked.ok) return checked;
  const a = checked.value;
  let r: ChouetteResult<ChouetteState>;
  if (a.type === 'correction') {
    r = correction(state, a);
  } else if (a.type === 'sheetEdit') {
    const edited = applySheetEdit(state, a);
    r = edited.ok ? ok(edited.value.state) : edited;
  } else if (state.phase === 'closed') {
    r = err('SESSION_CLOSED', 'The session is over');
  } else if (a.type === 'deal') {
    r = makeDeal(state, a.player, a.terms, a.agreedBy);
  } else if (a.type === 'extra') {
    r = giveExtra(state, a.player, a.to, a.takerAgrees);
  } else if (isGameAction(a)) {
    if (!state.game) {
      r = err('NO_GAME', 'No game is in progress');
    } else {
      const g = applyGameAction(state.game, a, state.options);
      r = g.ok ? ok(afterGame(state, g.value)) : g;
    }
  } else {
    switch (a.type) {
      case 'join':
        r = join(state, a.player);
        break;
      case 'leave':
        r = leave(state, a.player);
        break;
      case 'rollForOrder':
        r = rollForOrder(state, a.player, a.dice);
        break;
      case 'callPartner':
        r = callPartner(state, a.player, a.partner);
        break;
      case 'startGame':
        r = startGame(state, a.initialCube);
        break;
      case 'endSession':
        r =
          state.phase === 'playing'
            ? err('GAME_IN_PROGRESS', 'Finish the game first')
            : ok({ ...state, phase: 'closed' });
        break;
      default:
        r = err('INVALID_ACTION', `Unknown action type ${String((a as { type: unknown }).type)}`);
    }
  }
  return r.ok ? ok({ ...r.value, actionCount: state.actionCount + 1 }) : r;
}

/** Applies actions in order; stops at the first refused one, naming it. */
export function applyChouetteActions(
  state: ChouetteState,
  actions: readonly ChouetteAction[],
): ChouetteResult<ChouetteState> {
  if (!Array.isArray(actions)) return err('INVALID_ACTION', 'The log is a list of actions');
  let s = state;
  for (let i = 0; i < actions.length; i++) {
    const r = applyChouetteAction(s, actions[i]);
    if (!r.ok) return err(r.error.code, `Action #${i + 1} (${String(actions[i]?.type)}): ${r.error.message}`);
    s = r.value;
  }
  return ok(s);
}

/** Rebuilds a session from its options and its log. */
export function replayChouette(
  options: Partial<ChouetteOptions>,
  actions: readonly ChouetteAction[],
): ChouetteResult<ChouetteState> {
  const start = newChouette(options);
  return start.ok ? applyChouetteActions(start.value, actions) : start;
}

/** The session's ledger: finished games, corrections, running totals. */
export const chouetteLedger = (s: ChouetteState): Ledger => buildLedger(s.players, s.games, s.corrections);

/** Who pays whom at the session's stake, from the ledger's totals (which always balance). */
export const chouetteSettlement = (s: ChouetteState): ChouetteResult<Settlement> =>
  settleBalances(chouetteLedger(s).totals, s.options.stake);
