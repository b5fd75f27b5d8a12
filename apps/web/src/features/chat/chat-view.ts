/**
 * The chat panel's view model, pure so it is tested without a socket: the stock phrases (the API's ids, the
 * texts in messages/<locale>/friends.json), the conversation kept in order once whether a message came as an
 * answer, over the live feed or in a reload, and a muted player's messages left out at once; the club's
 * tournament chat rules.
 */
import type { TournamentChat } from '@/gql/graphql';

/** The stock phrases, in the order the panel offers them (libs/messages chat.ts: STOCK_PHRASES). */
export const PHRASE_IDS = ['goodLuck', 'goodGame', 'thanks', 'backSoon'] as const;
export type PhraseId = (typeof PHRASE_IDS)[number];

export const isPhraseId = (id: string | null | undefined): id is PhraseId =>
  (PHRASE_IDS as readonly string[]).includes(id ?? '');

export type ChatMode = 'freeText' | 'stockOnly' | 'off';

export interface ChatLine {
  readonly id: string;
  readonly senderId: string;
  readonly senderName: string;
  readonly phrase?: string | null;
  readonly text?: string | null;
  /** Sent by a spectator (the spectators' chat). */
  readonly spectator?: boolean;
  readonly createdAt: string;
}

/** Message ids increase within a match (a bigint's text): compared as numbers of any length. */
function byId(a: ChatLine, b: ChatLine): number {
  if (a.id.length !== b.id.length) return a.id.length - b.id.length;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The conversation with `news` merged in: each message once, in order, none from a muted player. */
export function mergeChat(
  shown: readonly ChatLine[],
  news: readonly ChatLine[],
  muted: readonly string[],
): ChatLine[] {
  const seen = new Map(shown.map((m) => [m.id, m]));
  for (const m of news) seen.set(m.id, m);
  return [...seen.values()].filter((m) => !muted.includes(m.senderId)).sort(byId);
}

/** What a line says: a stock phrase's key in the reader's language, or the sender's text (plain text). */
export function lineContent(line: ChatLine): { phrase: PhraseId } | { text: string } {
  if (isPhraseId(line.phrase)) return { phrase: line.phrase };
  return { text: line.text ?? '' };
}

/** The free-text box shows only where the match allows it. */
export const allowsFreeText = (mode: string): boolean => mode === 'freeText';
export const chatIsOff = (mode: string): boolean => mode === 'off';

/** The club's rule for its tournament matches' chat, in the order the form offers them. */
export const TOURNAMENT_CHAT_RULES: readonly TournamentChat[] = ['STOCK_ONLY', 'FREE_TEXT', 'OFF'];
export const isTournamentChatRule = (v: string): v is TournamentChat =>
  (TOURNAMENT_CHAT_RULES as readonly string[]).includes(v);
