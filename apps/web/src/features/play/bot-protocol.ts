/** Messages between the page and the bot's Web Worker. */
import type { CheckerMove, MatchState, Side } from '@gamao/engine';
import type { BotLevel } from './settings';

export interface BotRequest {
  /** Echoed back, so a late answer to an older position is ignored. */
  readonly id: string;
  readonly state: MatchState;
  readonly side: Side;
  readonly level: BotLevel;
}

/** Mirrors @gamao/bot's BotDecision. */
export type BotChoice =
  | { readonly type: 'roll' }
  | { readonly type: 'double' }
  | { readonly type: 'play'; readonly moves: CheckerMove[] }
  | { readonly type: 'take' | 'drop' | 'beaver' | 'raccoon' | 'refuseBeaver' }
  | { readonly type: 'acceptResignation' | 'rejectResignation' };

export type BotReply =
  { readonly id: string; readonly decision: BotChoice } | { readonly id: string; readonly error: string };
