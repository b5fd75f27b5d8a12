/**
 * The chouette's actions: the log the API stores. Every action is plain JSON; `player` is always the one
 * who decides (the API authorises the signed-in user as that player, or the organiser in scorekeeper mode).
 *
 * | action            | who (`player`)                    | when                                                |
 * |-------------------|-----------------------------------|-----------------------------------------------------|
 * | join / leave      | the arriving / leaving player     | any time / between games (see rotation.ts)          |
 * | rollForOrder      | a player rolling for the order    | before the first game; ties re-roll                  |
 * | callPartner       | the box (partner: a queue player, or null to cancel) | between games, at the threshold   |
 * | startGame         | (the table)                       | between games; scorekeeper: `initialCube` after automatic doubles |
 * | roll              | box or acting captain             | board: the opening roll (dice = [box's die, team's die]) or a turn |
 * | suggest           | a team member in the game         | board: the team's moving phase (consultation rule)  |
 * | play              | the mover (box or acting captain) | board: after the roll; final                        |
 * | confirmSuggestion | the acting captain                | board: plays member `from`'s latest suggestion      |
 * | double / noDouble | a team member                     | before the team's roll: opens or answers the window |
 * | boxAnswer         | the box, about `member`'s double  | when every member has declared                      |
 * | beaverAnswer      | the beavered doubler, about `member`'s cube | after a beaver                            |
 * | boxDouble         | the box                           | before the box's roll                               |
 * | memberAnswer      | a member offered the box's double |                                                     |
 * | resign            | the box (to every member) or a member (to the box) | no cube decision pending          |
 * | answerResignation | each member offered the box's resignation, or the box |                                  |
 * | endGame           | (the organiser)                   | scorekeeper: the recorded result                    |
 * | correction        | `by` (anyone: organiser, director)| any time after the game it corrects                 |
 * | endSession        | (the table)                       | between games                                       |
 * | timeout           | the player whose clock ran out    | board, with a clock: the default decision (game.ts) |
 * | deal              | the box, with the members who agreed | house rule: mid-game, no decision pending (deals.ts) |
 * | extra             | a member who dropped the box's double | house rule: to the lone taker, before the next roll (extras.ts) |
 * | sheetEdit         | `by` (the organiser, a director)  | house rule: the scorekeeper's edit of the sheet, any time (sheet.ts) |
 */
import {
  type CheckerMove,
  type Dice,
  type Die,
  type GameKind,
  type WinKind,
  GAME_KINDS,
  checkPlayMoves,
  isWinKind,
  ok,
} from '@gamao/engine';
import { type BeaverAnswer, type DoubleAnswer } from './doubling';
import { type ScoreEdit, checkScoreEdit } from './score-edits';
import {
  type ChouetteResult,
  type PlayerId,
  type TableSide,
  chouetteError as err,
  isPlayerId,
} from './types';

export interface JoinAction {
  readonly type: 'join';
  readonly player: PlayerId;
}
export interface LeaveAction {
  readonly type: 'leave';
  readonly player: PlayerId;
}
export interface RollForOrderAction {
  readonly type: 'rollForOrder';
  readonly player: PlayerId;
  readonly dice: Dice;
}
export interface CallPartnerAction {
  readonly type: 'callPartner';
  readonly player: PlayerId;
  readonly partner: PlayerId | null;
}
export interface StartGameAction {
  readonly type: 'startGame';
  /** Scorekeeper mode with automatic doubles: every cube's value after the opening ties. */
  readonly initialCube?: number;
}
export interface RollAction {
  readonly type: 'roll';
  readonly player: PlayerId;
  /** The opening roll: [box's die, team's die]; later: the mover's two dice. */
  readonly dice: Dice;
}
export interface PlayAction {
  readonly type: 'play' | 'suggest';
  readonly player: PlayerId;
  readonly moves: readonly CheckerMove[];
}
export interface ConfirmSuggestionAction {
  readonly type: 'confirmSuggestion';
  readonly player: PlayerId;
  /** The member whose latest suggestion the captain plays. */
  readonly from: PlayerId;
}
export interface TeamDeclarationAction {
  readonly type: 'double' | 'noDouble';
  readonly player: PlayerId;
}
export interface BoxAnswerAction {
  readonly type: 'boxAnswer';
  readonly player: PlayerId;
  readonly member: PlayerId;
  readonly answer: DoubleAnswer;
}
export interface BeaverAnswerAction {
  readonly type: 'beaverAnswer';
  readonly player: PlayerId;
  readonly member: PlayerId;
  readonly answer: BeaverAnswer;
}
export interface BoxDoubleAction {
  readonly type: 'boxDouble';
  readonly player: PlayerId;
}
export interface MemberAnswerAction {
  readonly type: 'memberAnswer';
  readonly player: PlayerId;
  readonly answer: DoubleAnswer;
}
export interface ResignAction {
  readonly type: 'resign';
  readonly player: PlayerId;
  readonly kind: WinKind;
}
export interface AnswerResignationAction {
  readonly type: 'answerResignation';
  readonly player: PlayerId;
  readonly accept: boolean;
}
export interface EndGameAction {
  readonly type: 'endGame';
  readonly winner: TableSide;
  readonly kind?: GameKind;
  readonly base?: number;
}
export interface CorrectionAction {
  readonly type: 'correction';
  /** Who corrects (organiser, director): kept in the ledger. */
  readonly by: string;
  /** The game corrected (its 0-based index). */
  readonly game: number;
  /** Points added per player (negative to take away); whole numbers summing to zero. */
  readonly delta: Readonly<Record<PlayerId, number>>;
  readonly reason: string;
}
export interface EndSessionAction {
  readonly type: 'endSession';
}
/**
 * The server's action when a player's clock runs out (docs/domain.md "Clocks"): the player's default decision.
 * `dice`: the server's dice, for a mover whose roll is made for them.
 */
export interface TimeoutAction {
  readonly type: 'timeout';
  readonly player: PlayerId;
  readonly dice?: Dice;
}

/** House rule (deals.ts): the box settles the named members' cubes for agreed points; `agreedBy` agreed. */
export interface DealAction {
  readonly type: 'deal';
  readonly player: PlayerId;
  readonly terms: readonly { readonly member: PlayerId; readonly points: number }[];
  readonly agreedBy: readonly PlayerId[];
}
/** House rule (extras.ts): the dropper `player` gives the lone taker `to` an extra. */
export interface ExtraAction {
  readonly type: 'extra';
  readonly player: PlayerId;
  readonly to: PlayerId;
  /** The taker accepts it (needed when extras are optional). */
  readonly takerAgrees: boolean;
}
/** House rule (sheet.ts): the scorekeeper's edit of the score sheet, with who and why. */
export interface SheetEditAction {
  readonly type: 'sheetEdit';
  readonly by: string;
  readonly reason: string;
  readonly edit: ScoreEdit;
}

export type ChouetteAction =
  | JoinAction
  | LeaveAction
  | RollForOrderAction
  | CallPartnerAction
  | StartGameAction
  | RollAction
  | PlayAction
  | ConfirmSuggestionAction
  | TeamDeclarationAction
  | BoxAnswerAction
  | BeaverAnswerAction
  | BoxDoubleAction
  | MemberAnswerAction
  | ResignAction
  | AnswerResignationAction
  | EndGameAction
  | CorrectionAction
  | EndSessionAction
  | TimeoutAction
  | DealAction
  | ExtraAction
  | SheetEditAction;

export type ChouetteActionType = ChouetteAction['type'];

export const CHOUETTE_ACTION_TYPES: readonly ChouetteActionType[] = [
  'join',
  'leave',
  'rollForOrder',
  'callPartner',
  'startGame',
  'roll',
  'suggest',
  'play',
  'confirmSuggestion',
  'double',
  'noDouble',
  'boxAnswer',
  'beaverAnswer',
  'boxDouble',
  'memberAnswer',
  'resign',
  'answerResignation',
  'endGame',
  'correction',
  'endSession',
  'timeout',
  'deal',
  'extra',
  'sheetEdit',
];

const DOUBLE_ANSWERS: readonly DoubleAnswer[] = ['take', 'drop', 'beaver'];
const BEAVER_ANSWERS: readonly BeaverAnswer[] = ['take', 'refuse', 'raccoon'];

const isDie = (x: unknown): x is Die => typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 6;
const isDice = (x: unknown): x is Dice => Array.isArray(x) && x.length === 2 && isDie(x[0]) && isDie(x[1]);
const MAX_REASON = 2000;

/** Checks an action's shape (it comes from JSON: trust nothing) and returns a clean copy. */
export function checkChouetteAction(action: unknown): ChouetteResult<ChouetteAction> {
  if (typeof action !== 'object' || action === null) return err('INVALID_ACTION', 'An action is an object');
  const a = action as Record<string, unknown>;
  const type = a.type as ChouetteActionType;
  if (!CHOUETTE_ACTION_TYPES.includes(type))
    return err('INVALID_ACTION', `Unknown action type ${String(a.type)}`);
  if (type === 'startGame') {
    if (a.initialCube === undefined) return ok({ type });
    if (typeof a.initialCube !== 'number') return err('INVALID_ACTION', 'initialCube is a number');
    return ok({ type, initialCube: a.initialCube });
  }
  if (type === 'endSession') return ok({ type });
  if (type === 'endGame') {
    if (a.winner !== 'box' && a.winner !== 'team')
      return err('INVALID_RESULT', "The winner is 'box' or 'team'");
    if (a.kind !== undefined && !GAME_KINDS.includes(a.kind as GameKind)) {
      return err('INVALID_RESULT', `Unknown game kind ${String(a.kind)}`);
    }
    if (a.base !== undefined && typeof a.base !== 'number')
      return err('INVALID_RESULT', 'The game value is a number');
    return ok({
      type,
      winner: a.winner,
      ...(a.kind === undefined ? {} : { kind: a.kind as GameKind }),
      ...(a.base === undefined ? {} : { base: a.base as number }),
    });
  }
  if (type === 'correction') {
    if (typeof a.by !== 'string' || a.by.length === 0 || a.by.length > 200) {
      return err('INVALID_CORRECTION', 'Say who makes the correction');
    }
    if (typeof a.reason !== 'string' || a.reason.trim().length === 0 || a.reason.length > MAX_REASON) {
      return err('INVALID_CORRECTION', 'A correction needs a reason');
    }
    if (typeof a.game !== 'number' || !Number.isInteger(a.game) || a.game < 0) {
      return err('INVALID_CORRECTION', 'Name the game corrected by its index');
    }
    if (typeof a.delta !== 'object' || a.delta === null || Array.isArray(a.delta)) {
      return err('INVALID_CORRECTION', 'A correction lists points per player');
    }
    const delta: Record<PlayerId, number> = {};
    for (const [p, v] of Object.entries(a.delta as Record<string, unknown>)) {
      if (!isPlayerId(p) || typeof v !== 'number' || !Number.isSafeInteger(v)) {
        return err('INVALID_CORRECTION', 'A correction gives whole points to player ids');
      }
      delta[p] = v;
    }
    return ok({ type, by: a.by, game: a.game, delta, reason: a.reason });
  }
  if (type === 'sheetEdit') {
    if (typeof a.by !== 'string' || a.by.length === 0 || a.by.length > 200) {
      return err('INVALID_EDIT', 'Say who edits the sheet');
    }
    if (typeof a.reason !== 'string' || a.reason.trim().length === 0 || a.reason.length > MAX_REASON) {
      return err('EDIT_REASON_REQUIRED', 'Every edit says why');
    }
    const edit = checkScoreEdit(a.edit);
    return edit.ok ? ok({ type, by: a.by, reason: a.reason, edit: edit.value }) : edit;
  }
  if (!isPlayerId(a.player)) return err('INVALID_PLAYER', 'An action names its player by id');
  const player = a.player;
  switch (type) {
    case 'join':
    case 'leave':
    case 'double':
    case 'noDouble':
    case 'boxDouble':
      return ok({ type, player });
    case 'rollForOrder':
    case 'roll':
      if (!isDice(a.dice)) return err('INVALID_ACTION', 'A roll carries two dice from 1 to 6');
      return ok({ type, player, dice: [a.dice[0], a.dice[1]] });
    case 'timeout':
      if (a.dice === undefined) return ok({ type, player });
      if (!isDice(a.dice)) return err('INVALID_ACTION', 'A roll carries two dice from 1 to 6');
      return ok({ type, player, dice: [a.dice[0], a.dice[1]] });
    case 'callPartner':
      if (a.partner !== null && !isPlayerId(a.partner))
        return err('INVALID_PARTNER', 'Name the partner by id, or null');
      return ok({ type, player, partner: a.partner });
    case 'play':
    case 'suggest': {
      const moves = checkPlayMoves(a.moves);
      return moves.ok ? ok({ type, player, moves: moves.value }) : moves;
    }
    case 'confirmSuggestion':
      if (!isPlayerId(a.from)) return err('INVALID_PLAYER', 'Name the member whose suggestion is played');
      return ok({ type, player, from: a.from });
    case 'boxAnswer':
    case 'beaverAnswer': {
      if (!isPlayerId(a.member)) return err('INVALID_PLAYER', 'Name the member whose cube is answered');
      const answers: readonly string[] = type === 'boxAnswer' ? DOUBLE_ANSWERS : BEAVER_ANSWERS;
      if (!answers.includes(a.answer as string))
        return err('INVALID_ACTION', `Answer one of ${answers.join(', ')}`);
      return type === 'boxAnswer'
        ? ok({ type, player, member: a.member, answer: a.answer as DoubleAnswer })
        : ok({ type, player, member: a.member, answer: a.answer as BeaverAnswer });
    }
    case 'memberAnswer':
      if (!DOUBLE_ANSWERS.includes(a.answer as DoubleAnswer)) {
        return err('INVALID_ACTION', `Answer one of ${DOUBLE_ANSWERS.join(', ')}`);
      }
      return ok({ type, player, answer: a.answer as DoubleAnswer });
    case 'resign':
      if (!isWinKind(a.kind)) return err('INVALID_RESIGNATION', 'Resign a single, gammon or backgammon');
      return ok({ type, player, kind: a.kind });
    case 'answerResignation':
      if (typeof a.accept !== 'boolean') return err('INVALID_ACTION', 'Accept (true) or reject (false)');
      return ok({ type, player, accept: a.accept });
    case 'deal': {
      if (!Array.isArray(a.terms) || a.terms.length === 0 || a.terms.length > 64) {
        return err('INVALID_DEAL', 'A deal names its members');
      }
      const terms: { member: PlayerId; points: number }[] = [];
      for (const t of a.terms as unknown[]) {
        const term = (typeof t === 'object' && t !== null ? t : {}) as Record<string, unknown>;
        if (
          !isPlayerId(term.member) ||
          typeof term.points !== 'number' ||
          !Number.isSafeInteger(term.points)
        ) {
          return err('INVALID_DEAL', 'A deal gives whole points to members by id');
        }
        terms.push({ member: term.member, points: term.points });
      }
      if (!Array.isArray(a.agreedBy) || !a.agreedBy.every(isPlayerId) || a.agreedBy.length > 64) {
        return err('INVALID_DEAL', 'Name the members who agreed by id');
      }
      return ok({ type, player, terms, agreedBy: [...(a.agreedBy as PlayerId[])] });
    }
    case 'extra':
      if (!isPlayerId(a.to)) return err('INVALID_PLAYER', 'Name the taker who gets the extra');
      if (typeof a.takerAgrees !== 'boolean') return err('INVALID_ACTION', 'Say whether the taker agrees');
      return ok({ type, player, to: a.to, takerAgrees: a.takerAgrees });
    default:
      return err('INVALID_ACTION', `Unknown action type ${String(a.type)}`);
  }
}
