'use server';

/**
 * The chat's requests, run on the site's server with the visitor's session. A refusal (the API's code and its
 * message in the visitor's language: CHAT_FREE_TEXT_OFF, INVALID_CHAT_TEXT, RATE_LIMITED, ...) comes back as a
 * value the panel shows.
 */
import { getTranslations } from 'next-intl/server';
import { ApiError } from '@/lib/api';
import { apiRequest } from '@/lib/server-api';
import type { ChatLine } from './chat-view';
import {
  MatchChatQuery,
  MuteChatPlayerMutation,
  ReportChatMutation,
  SendChatMessageMutation,
} from './queries';

export type ChatAnswer<T> = { ok: true; value: T } | { ok: false; code: string; message: string };
export interface ChatState {
  readonly messages: ChatLine[];
  readonly mode: string;
  readonly muted: string[];
  /** The viewer watches: the spectators' chat (no report). */
  readonly spectator: boolean;
}

async function answer<T>(run: () => Promise<T>): Promise<ChatAnswer<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, code: error.code, message: error.message };
    const t = await getTranslations('online.errors');
    return { ok: false, code: 'NETWORK', message: t('network') };
  }
}

const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

/** The conversation and the chat's rules, for a player of the match. */
export async function loadChatAction(matchId: string): Promise<ChatAnswer<ChatState>> {
  return answer(async () => {
    const r = await apiRequest(MatchChatQuery, { matchId: String(matchId) });
    return {
      messages: r.matchChat,
      mode: r.matchChatSettings.mode,
      muted: r.matchChatSettings.muted,
      spectator: r.matchChatSettings.spectator,
    };
  });
}

/** A stock phrase by its id, or a free text: the API checks both (libs/messages chat.ts). */
export async function sendChatAction(
  matchId: string,
  message: { phrase: string } | { text: string },
): Promise<ChatAnswer<ChatLine>> {
  const phrase = 'phrase' in message && isText(message.phrase, 32) ? message.phrase : null;
  const text = 'text' in message && isText(message.text, 2000) ? message.text : null;
  return answer(
    async () =>
      (await apiRequest(SendChatMessageMutation, { matchId: String(matchId), phrase, text })).sendChatMessage,
  );
}

export async function muteChatAction(
  matchId: string,
  userId: string,
  muted: boolean,
): Promise<ChatAnswer<string[]>> {
  return answer(
    async () =>
      (
        await apiRequest(MuteChatPlayerMutation, {
          matchId: String(matchId),
          userId: String(userId),
          muted: muted === true,
        })
      ).muteChatPlayer.muted,
  );
}

export async function reportChatAction(matchId: string, reason: string): Promise<ChatAnswer<true>> {
  return answer(async () => {
    await apiRequest(ReportChatMutation, {
      matchId: String(matchId),
      reason: isText(reason, 2000) ? reason : '',
    });
    return true as const;
  });
}
