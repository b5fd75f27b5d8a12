/**
 * The computer opponent off the main thread: the page posts the MatchState, the worker answers with the
 * bot's decision, so the page never freezes while the bot searches.
 */
import { botDecision } from '@gamao/bot';
import type { BotReply, BotRequest } from './bot-protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<BotRequest>) => void) | null;
  postMessage(message: BotReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { id, state, side, level } = event.data;
  try {
    scope.postMessage({ id, decision: botDecision(state, side, level, Math.random) });
  } catch (e) {
    scope.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
};
