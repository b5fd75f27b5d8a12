'use client';

/**
 * Runs the computer's side: when the game waits for it, the MatchState goes to the bot's Web Worker and
 * its decision comes back as the same actions a person would dispatch. A play is shown move by move.
 * The dice are drawn on the page (the engine's cryptoDice), never by the bot.
 */
import { type DiceSource, type MatchState, type Side, sideToAct } from '@gamao/engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BotReply, BotRequest, HintPlay } from './bot-protocol';
import { type GameAction, type LocalGame, unseenResult } from './controller';
import { BOT_SIDE } from './settings';

export interface BotTiming {
  /** Least time between the position and the bot's first action. */
  readonly think: number;
  /** Time between two checker moves of a play. */
  readonly step: number;
}

/** True while the game waits for the computer. */
export function botToAct(game: LocalGame | null): boolean {
  if (!game || game.settings.mode !== 'computer') return false;
  return sideToAct(game.match) === BOT_SIDE && unseenResult(game) === null;
}

export function useBot(
  game: LocalGame | null,
  dispatch: (action: GameAction) => void,
  dice: () => DiceSource,
  timing: BotTiming,
  onError: (message: string) => void,
): void {
  const workerRef = useRef<Worker | null>(null);
  const computer = game?.settings.mode === 'computer';

  // The worker (the bot and its evaluation weights) is loaded the first time the computer has to act, not
  // with the page: the board shows and answers without waiting for it.
  useEffect(() => {
    if (!computer) return;
    return () => {
      workerRef.current?.terminate();
      workerRef.current = null;
    };
  }, [computer]);

  const waiting = botToAct(game);
  const match = game?.match;
  const token = match ? `${match.games.length}:${match.actionCount}` : '';
  const level = game?.settings.level ?? 'medium';

  useEffect(() => {
    if (!waiting || !match || !computer) return;
    const worker = (workerRef.current ??= new Worker(new URL('./bot.worker.ts', import.meta.url)));
    let cancelled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const later = (ms: number, f: () => void) => timers.push(setTimeout(() => !cancelled && f(), ms));
    const started = Date.now();
    worker.onmessage = (event: MessageEvent<BotReply>) => {
      const reply = event.data;
      if (cancelled || reply.id !== token) return;
      if ('error' in reply) {
        onError(reply.error);
        return;
      }
      if (!('decision' in reply)) return;
      const d = reply.decision;
      const wait = Math.max(0, timing.think - (Date.now() - started));
      switch (d.type) {
        case 'roll':
          later(wait, () => dispatch({ type: 'roll', dice: dice().roll() }));
          break;
        case 'play':
          dispatch({ type: 'resetTurn' });
          d.moves.forEach((m, k) =>
            later(wait + k * timing.step, () =>
              dispatch({ type: 'move', from: m.from, to: m.to, die: m.die }),
            ),
          );
          later(wait + d.moves.length * timing.step, () => dispatch({ type: 'playMoves', moves: d.moves }));
          break;
        case 'acceptResignation':
        case 'rejectResignation':
          later(wait, () => dispatch({ type: 'answerResignation', accept: d.type === 'acceptResignation' }));
          break;
        default:
          later(wait, () => dispatch({ type: 'cube', action: d.type }));
      }
    };
    worker.postMessage({ id: token, state: match, side: BOT_SIDE, level });
    return () => {
      cancelled = true;
      timers.forEach(clearTimeout);
    };
    // The token names the position; match is read at that position.
  }, [waiting, token, level]);
}

/**
 * The "Dica" button of a game against the computer: asks the bot's worker (a worker of its own, started on
 * the first question) for the best plays of the person's roll. `key` names the position: a new position
 * drops the old answer.
 */
export function useHint(key: string): {
  readonly hints: HintPlay[] | 'thinking' | null;
  readonly ask: (state: MatchState, side: Side) => void;
} {
  const workerRef = useRef<Worker | null>(null);
  const [answer, setAnswer] = useState<{ key: string; hints: HintPlay[] | 'thinking' } | null>(null);
  useEffect(
    () => () => {
      workerRef.current?.terminate();
      workerRef.current = null;
    },
    [],
  );
  const ask = useCallback(
    (state: MatchState, side: Side) => {
      const worker = (workerRef.current ??= new Worker(new URL('./bot.worker.ts', import.meta.url)));
      worker.onmessage = (event: MessageEvent<BotReply>) => {
        const reply = event.data;
        if (reply.id !== key) return;
        setAnswer({ key, hints: 'hints' in reply ? reply.hints : [] });
      };
      setAnswer({ key, hints: 'thinking' });
      worker.postMessage({ id: key, state, side, level: 'hard', kind: 'hint' } satisfies BotRequest);
    },
    [key],
  );
  return { hints: answer?.key === key ? answer.hints : null, ask };
}
