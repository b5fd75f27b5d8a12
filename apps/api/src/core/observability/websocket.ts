import { performance } from 'node:perf_hooks';
import { getOperationAST } from 'graphql';
import type { ServerOptions } from 'graphql-ws';
import type { Extra } from 'graphql-ws/use/ws';
import type { GqlContext } from '../context';
import { websocketsOpen } from './metrics';
import { recordOperation } from './operations';

type WsOptions = ServerOptions<Record<string, unknown>, Extra>;

/** Operations started and not yet answered, per connection; a bound on what a silent subscription leaves. */
const MAX_PENDING = 100;

/**
 * Wraps the graphql-ws options (keeping their own hooks) to count open WebSockets and to record each query
 * and mutation sent over a WebSocket like the HTTP ones (subscriptions are long-lived: not timed).
 */
export function observeWebSockets(options: WsOptions): WsOptions {
  const acknowledged = new WeakSet<object>();
  const pending = new WeakMap<object, Map<string, number>>();
  return {
    ...options,
    onConnect: async (ctx) => {
      const result = options.onConnect ? await options.onConnect(ctx) : undefined;
      if (result !== false && !acknowledged.has(ctx)) {
        acknowledged.add(ctx);
        websocketsOpen.inc();
      }
      return result;
    },
    onDisconnect: async (ctx, code, reason) => {
      if (acknowledged.delete(ctx)) websocketsOpen.dec();
      await options.onDisconnect?.(ctx, code, reason);
    },
    onSubscribe: (ctx, id, payload) => {
      let started = pending.get(ctx);
      if (!started) pending.set(ctx, (started = new Map()));
      if (started.size >= MAX_PENDING) started.delete(started.keys().next().value as string);
      started.set(id, performance.now());
      return options.onSubscribe?.(ctx, id, payload);
    },
    onNext: (ctx, id, payload, args, result) => {
      const startedAt = pending.get(ctx)?.get(id);
      const operation = getOperationAST(args.document, args.operationName);
      if (startedAt !== undefined) {
        pending.get(ctx)?.delete(id);
        if (operation?.operation !== 'subscription') {
          const seconds = (performance.now() - startedAt) / 1000;
          void viewerIdOf(args.contextValue as GqlContext | undefined).then((viewerId) =>
            recordOperation({
              transport: 'ws',
              operation,
              errors: result.errors,
              seconds,
              fields: viewerId ? { viewerId } : {},
            }),
          );
        }
      }
      return options.onNext?.(ctx, id, payload, args, result);
    },
  };
}

async function viewerIdOf(ctx: GqlContext | undefined): Promise<string | undefined> {
  if (!ctx?.token) return undefined;
  return (await ctx.viewer().catch(() => null))?.id;
}
