/**
 * The computer opponent off the main thread: the page posts the MatchState, the worker answers with the
 * bot's decision (or, for the "Dica" button, its best plays for the person's roll), so the page never
 * freezes while the bot searches.
 */
import { bestPlays, botDecision, setBearoffSource } from '@gamao/bot/play';
import type { BotReply, BotRequest } from './bot-protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<BotRequest>) => void) | null;
  postMessage(message: BotReply): void;
}

const scope = self as unknown as WorkerScope;

/**
 * The exact bear-off database (about 1 MB, a file of the build that the service worker keeps with the
 * worker's chunks), fetched the first time the bot meets a pure bear-off. Until it has arrived, or if it
 * cannot be fetched, the bot's race network plays those positions.
 */
setBearoffSource(() =>
  fetch(new URL('@gamao/bot/data/bearoff-os.bin', import.meta.url))
    .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(`bear-off file: HTTP ${r.status}`))))
    .then((b) => new Uint8Array(b)),
);

/** How many plays a hint lists. */
const HINT_PLAYS = 3;

scope.onmessage = (event) => {
  const { id, state, side, level, kind } = event.data;
  try {
    if (kind === 'hint') scope.postMessage({ id, hints: bestPlays(state, side, HINT_PLAYS) });
    else scope.postMessage({ id, decision: botDecision(state, side, level, Math.random) });
  } catch (e) {
    scope.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
};
