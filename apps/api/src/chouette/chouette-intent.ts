/**
 * What a caller asks of a chouette table, turned into the library's action: who may send what, whom the
 * action is for (the caller, in scorekeeper mode the player the organiser records for, or an away member
 * whose proxy the caller is) and the server's dice. The library then decides whether the action is legal.
 */
import {
  type ChouetteAction,
  type ChouetteState,
  type PlayerId,
  type Proxies,
  type ScoreEdit,
  BOX_SIDE,
  proxyAction,
} from '@gamao/chouette';
import type { CheckerMove, Dice, Die, GameKind, WinKind } from '@gamao/engine';
import { badInput, DomainError, forbidden } from '../core/errors/domain-error';
import { serverDice } from './chouette-dice';
import { chouetteRefusal } from './chouette-refusals';
import type { StoredSession } from './chouette.store';

/** What a caller asks for, before the server names the player and draws the dice. */
export type ChouetteIntent = { readonly player?: string | null } & (
  | { type: 'join' | 'leave' | 'roll' | 'double' | 'noDouble' | 'boxDouble' | 'endSession' }
  | { type: 'rollForOrder'; dice?: number[] | null }
  | { type: 'callPartner'; partner: string | null }
  | { type: 'startGame'; initialCube?: number | null }
  | { type: 'play' | 'suggest'; moves: CheckerMove[] }
  | { type: 'confirmSuggestion'; from: string }
  | { type: 'boxAnswer'; member: string; answer: 'take' | 'drop' | 'beaver' }
  | { type: 'beaverAnswer'; member: string; answer: 'take' | 'refuse' | 'raccoon' }
  | { type: 'memberAnswer'; answer: 'take' | 'drop' | 'beaver' }
  | { type: 'resign'; kind: WinKind }
  | { type: 'answerResignation'; accept: boolean }
  | { type: 'endGame'; winner: 'box' | 'team'; kind?: GameKind | null; base?: number | null }
  | { type: 'correction'; game: number; delta: Record<string, number>; reason: string }
  | { type: 'deal'; terms: { member: string; points: number }[]; agreedBy: string[] }
  | { type: 'extra'; from: string; to: string; takerAgrees: boolean }
  | { type: 'sheetEdit'; edit: ScoreEdit; reason: string }
);

/** Actions the organiser of a scorekeeper session records for the players (players may still join/leave). */
const SELF_SERVICE = new Set(['join', 'leave']);

/** Who the action is sent by, and whether another user is a member of the table's club. */
export type IntentCaller = {
  readonly viewerId: string;
  readonly role: string;
  readonly isMember: (userId: string) => Promise<boolean>;
};

/** Maps the caller to the library's player and checks who may send what (see the header of actions.ts). */
export async function intentToAction(
  row: StoredSession,
  state: ChouetteState,
  caller: IntentCaller,
  intent: ChouetteIntent,
): Promise<ChouetteAction> {
  const { viewerId, role } = caller;
  const organiser = row.organiserId === viewerId;
  const director = role === 'DIRECTOR' || role === 'OWNER';
  const scorekeeper = row.mode === 'SCOREKEEPER';
  const asked = intent.player ?? null;
  switch (intent.type) {
    case 'correction':
      if (!organiser && !director)
        throw forbidden('Only the organiser or a club director corrects the ledger');
      return {
        type: 'correction',
        by: viewerId,
        game: intent.game,
        delta: intent.delta,
        reason: intent.reason,
      };
    // House rule: the scorekeeper's sheet, kept by whoever may correct it.
    case 'sheetEdit':
      if (!organiser && !director)
        throw forbidden('Only the organiser or a club director edits the score sheet');
      return { type: 'sheetEdit', by: viewerId, reason: intent.reason, edit: intent.edit };
    case 'endSession':
      if (!organiser && !director) throw forbidden('Only the organiser or a club director ends the session');
      return { type: 'endSession' };
    // House rules: agreed at the table (the members named, the taker), recorded by whoever keeps it.
    case 'deal':
      if (!organiser && !director) throw forbidden('The organiser or a club director records a deal');
      if (!state.game) throw new DomainError('NO_GAME', 'No game is in progress');
      return { type: 'deal', player: state.game.box, terms: intent.terms, agreedBy: intent.agreedBy };
    case 'extra':
      if (!organiser && !director) throw forbidden('The organiser or a club director records an extra');
      return { type: 'extra', player: intent.from, to: intent.to, takerAgrees: intent.takerAgrees };
    case 'endGame':
      if (!organiser) throw forbidden('Only the organiser records results');
      return {
        type: 'endGame',
        winner: intent.winner,
        ...(intent.kind ? { kind: intent.kind } : {}),
        ...(intent.base !== null && intent.base !== undefined ? { base: intent.base } : {}),
      };
    case 'startGame':
      if (scorekeeper ? !organiser : !organiser && !state.present.includes(viewerId))
        throw forbidden(
          scorekeeper ? 'Only the organiser records' : 'Only a player at the table starts a game',
        );
      return intent.initialCube
        ? { type: 'startGame', initialCube: intent.initialCube }
        : { type: 'startGame' };
    default:
      break;
  }
  let player: PlayerId;
  if (scorekeeper && !SELF_SERVICE.has(intent.type)) {
    if (!organiser) throw forbidden('In a scorekeeper session only the organiser records');
    const inferred = defaultPlayer(state, intent);
    if (!asked && !inferred) throw badInput('Name the player the action is recorded for', 'player');
    player = asked ?? (inferred as string);
  } else if (asked && asked !== viewerId) {
    // House rule absentMember 'proxy': the named proxy makes an away member's cube decisions.
    const proxy = !scorekeeper && row.absences[asked] === viewerId;
    if (!proxy && (!scorekeeper || !organiser)) throw forbidden('You act only as yourself');
    if (proxy) {
      const checked = proxyAction(row.absences as Proxies, viewerId, asked, {
        type: intent.type,
        player: asked,
      } as ChouetteAction);
      if (!checked.ok) throw chouetteRefusal(checked.error);
    }
    player = asked;
  } else {
    player = viewerId;
  }
  if (intent.type === 'join' && player !== viewerId && !(await caller.isMember(player))) {
    throw new DomainError('NOT_A_MEMBER', 'The player is not a member of this club');
  }
  switch (intent.type) {
    case 'join':
    case 'leave':
    case 'double':
    case 'noDouble':
    case 'boxDouble':
      return { type: intent.type, player };
    case 'rollForOrder': {
      if (intent.dice && !scorekeeper) throw badInput('The server rolls the dice', 'dice');
      if (
        intent.dice &&
        (intent.dice.length !== 2 || intent.dice.some((d) => !Number.isInteger(d) || d < 1 || d > 6))
      )
        throw badInput('Two dice from 1 to 6', 'dice');
      const dice: Dice = intent.dice
        ? [intent.dice[0] as Die, intent.dice[1] as Die]
        : serverDice(row, row.lastSeq + 1);
      return { type: 'rollForOrder', player, dice };
    }
    case 'roll':
      return { type: 'roll', player, dice: serverDice(row, row.lastSeq + 1) };
    case 'callPartner':
      return { type: 'callPartner', player, partner: intent.partner };
    case 'play':
    case 'suggest':
      return { type: intent.type, player, moves: intent.moves };
    case 'confirmSuggestion':
      return { type: 'confirmSuggestion', player, from: intent.from };
    case 'boxAnswer':
      return { type: 'boxAnswer', player, member: intent.member, answer: intent.answer };
    case 'beaverAnswer':
      return { type: 'beaverAnswer', player, member: intent.member, answer: intent.answer };
    case 'memberAnswer':
      return { type: 'memberAnswer', player, answer: intent.answer };
    case 'resign':
      return { type: 'resign', player, kind: intent.kind };
    case 'answerResignation':
      return { type: 'answerResignation', player, accept: intent.accept };
    default:
      throw badInput('Unknown action');
  }
}

/** Scorekeeper mode: whom an action is for when the organiser does not say (the box for the box's actions). */
function defaultPlayer(state: ChouetteState, intent: ChouetteIntent): PlayerId | null {
  const box = state.game?.box ?? state.line[0] ?? null;
  switch (intent.type) {
    case 'callPartner':
    case 'boxAnswer':
    case 'boxDouble':
      return box;
    case 'beaverAnswer': {
      const member = state.game?.members.find((m) => m.player === intent.member);
      return member?.cube.offer?.doubler === BOX_SIDE ? box : (member?.player ?? null);
    }
    default:
      return null;
  }
}
