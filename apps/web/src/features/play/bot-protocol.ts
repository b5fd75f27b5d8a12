/** Messages between the page and the bot's Web Worker. */
import type { CheckerMove, MatchState, Side } from '@gamao/engine';
import type { BotLevel } from './settings';

export interface BotRequest {
  /** Echoed back, so a late answer to an older position is ignored. */
  readonly id: string;
  readonly state: MatchState;
  readonly side: Side;
  readonly level: BotLevel;
  /** 'hint': the best plays for the person's roll (the "Dica" button), instead of the bot's decision. */
  readonly kind?: 'decision' | 'hint';
}

/** Mirrors @gamao/bot's BotDecision. */
export type BotChoice =
  | { readonly type: 'roll' }
  | { readonly type: 'double' }
  | { readonly type: 'play'; readonly moves: CheckerMove[] }
  | { readonly type: 'take' | 'drop' | 'beaver' | 'raccoon' | 'refuseBeaver' }
  | { readonly type: 'acceptResignation' | 'rejectResignation' };

/** Mirrors @gamao/bot's PlayHint. */
export interface HintPlay {
  readonly moves: CheckerMove[];
  readonly value: number;
  readonly loss: number;
}

export type BotReply =
  | { readonly id: string; readonly decision: BotChoice }
  | { readonly id: string; readonly hints: HintPlay[] }
  | { readonly id: string; readonly error: string };
