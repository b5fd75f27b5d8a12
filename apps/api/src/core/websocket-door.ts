import type { IncomingMessage, Server } from 'node:http';
import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Duplex } from 'node:stream';
import {
  ExecutionArgs,
  ExecutionResult,
  getOperationAST,
  GraphQLError,
  GraphQLSchema,
  parse,
  specifiedRules,
  subscribe,
  validate,
  ValidationRule,
} from 'graphql';
import type { ServerOptions } from 'graphql-ws';
import { type Extra, useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GqlContext } from './context';
import { LogError, maskError } from './errors/errors.plugin';
import { languageOf } from './errors/messages';
import type { EventBus } from './event-bus';
import { LiveAccess } from './live-access';
import { observeWebSockets } from './observability/websocket';
import type { OpenSockets } from './open-sockets';
import type { MutationRateLimiter } from './rate-limit';

/** What the API's context factory (app.module.ts) reads from a WebSocket operation. */
export interface WsContextInput {
  connectionParams?: Record<string, unknown>;
  extra?: {
    request?: { headers: Record<string, string | string[] | undefined>; socket?: { remoteAddress?: string } };
  };
}

export interface WebSocketDoorOptions {
  readonly path: string;
  /** The largest message, in bytes: the HTTP body limit. A larger one closes the socket (1009). */
  readonly maxPayload: number;
  /** Browser origins allowed to open a socket, and the only ones whose session cookie it uses. */
  readonly siteOrigins: readonly string[];
  /** The same validation rules as Apollo's (core/query-limits.ts). */
  readonly rules: readonly ValidationRule[];
  /** The same limiter as the HTTP door's. */
  readonly limiter: MutationRateLimiter;
  readonly production: boolean;
  readonly logError: LogError;
  readonly sockets: OpenSockets;
  /** How often a live subscription checks its access again (LiveAccess). */
  readonly recheckMs: number;
}

/** What the door needs of the running app, once it is built. */
export interface WebSocketDoorHost {
  readonly httpServer: () => Server;
  readonly schema: () => GraphQLSchema;
  readonly bus: EventBus;
  /** Express's compiled `trust proxy` (TRUSTED_PROXIES), to read the caller's address as HTTP does. */
  readonly trustProxy: () => ((address: string, hop: number) => boolean) | undefined;
}

/**
 * The WebSocket door (graphql-ws on /graphql), owned here rather than by Nest so that it passes the same gate
 * as HTTP (docs/architecture.md, "One gate for every door"):
 * - the upgrade: a browser `Origin` must be one of the site's (403 otherwise); without one (a non-browser),
 *   the socket may connect but the session cookie is ignored: it authenticates with a bearer token only;
 * - every message: at most `maxPayload` bytes;
 * - every operation: the same validation rules (depth, cost, root fields, aliases; no introspection in
 *   production), the same mutation rate limit, the same context (authentication) and the same error masking;
 * - every subscription: watched by LiveAccess, which ends it when its session is revoked or its viewer loses
 *   the right to see it.
 */
export class WebSocketDoor implements OnApplicationBootstrap, OnModuleDestroy {
  private host: WebSocketDoorHost | null = null;
  private access: LiveAccess | null = null;
  private trustProxy: ((address: string, hop: number) => boolean) | undefined;
  private context: ((input: WsContextInput) => GqlContext | Promise<GqlContext>) | null = null;
  private server: WebSocketServer | null = null;
  private disposable: { dispose(): void | Promise<void> } | null = null;
  private httpServer: Server | null = null;
  private readonly fresh = new WeakMap<object, () => Promise<GqlContext>>();

  constructor(private readonly options: WebSocketDoorOptions) {}

  /** Apollo's options, whose context factory the door uses too: one authentication for both doors. */
  serving<T extends { context?: unknown }>(apolloOptions: T): T {
    this.context = apolloOptions.context as (input: WsContextInput) => GqlContext | Promise<GqlContext>;
    return apolloOptions;
  }

  /** Called by the app's provider factory: the door opens once the app is bootstrapped. */
  attach(host: WebSocketDoorHost): this {
    this.host = host;
    return this;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.host) throw new Error('WebSocketDoor: not attached');
    this.trustProxy = this.host.trustProxy();
    this.access = new LiveAccess(this.host.bus, this.options.recheckMs);
    await this.open(this.host.httpServer(), this.host.schema(), this.access);
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  private async open(httpServer: Server, schema: GraphQLSchema, access: LiveAccess): Promise<void> {
    this.server = new WebSocketServer({ noServer: true, maxPayload: this.options.maxPayload });
    this.disposable = useServer(observeWebSockets(this.graphqlWsOptions(schema, access)), this.server);
    this.httpServer = httpServer;
    httpServer.on('upgrade', this.upgrade);
    await access.start();
  }

  private async close(): Promise<void> {
    this.access?.stop();
    this.httpServer?.off('upgrade', this.upgrade);
    await Promise.resolve(this.disposable?.dispose()).catch(() => undefined);
  }

  private readonly upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const server = this.server;
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (!server || path !== this.options.path) return refuse(socket, 404, 'Not Found');
    const origin = request.headers.origin;
    if (origin !== undefined && !this.options.siteOrigins.includes(origin))
      return refuse(socket, 403, 'Forbidden');
    server.handleUpgrade(request, socket, head, (ws) => server.emit('connection', ws, request));
  };

  /** The context of one operation: cookies only from the site's origins, the address as HTTP reads it. */
  private contextFor(ctx: { connectionParams?: Record<string, unknown>; extra: Extra }) {
    const request = ctx.extra.request;
    const { cookie: _cookie, ...withoutCookie } = request.headers;
    const fromSite = this.options.siteOrigins.includes(String(request.headers.origin));
    const input: WsContextInput = {
      connectionParams: ctx.connectionParams,
      extra: {
        request: {
          headers: fromSite ? request.headers : withoutCookie,
          socket: { remoteAddress: callerAddress(request, this.trustProxy) },
        },
      },
    };
    return async () => {
      if (!this.context) throw new Error('WebSocketDoor: no context factory');
      return this.context(input);
    };
  }

  private graphqlWsOptions(
    schema: GraphQLSchema,
    access: LiveAccess,
  ): ServerOptions<Record<string, unknown>, Extra> {
    const { options } = this;
    const rules = [...specifiedRules, ...options.rules];
    const mask = (errors: readonly GraphQLError[], language: GqlContext['language'], context?: GqlContext) =>
      errors.map((error) =>
        maskError(error.toJSON(), error, {
          language,
          production: options.production,
          logError: options.logError,
          context,
        }),
      );
    return {
      schema,
      onConnect: (ctx) => {
        options.sockets.track(ctx.extra.socket);
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        let document;
        try {
          document = parse(payload.query);
        } catch (error) {
          return [withCode(error, 'GRAPHQL_PARSE_FAILED')];
        }
        const invalid = validate(schema, document, rules);
        if (invalid.length) return invalid.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED'));
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return [withCode(new GraphQLError('Unable to identify operation'), 'BAD_REQUEST')];
        const fresh = this.contextFor(ctx);
        const contextValue = await fresh();
        this.fresh.set(contextValue, fresh);
        try {
          await options.limiter.admit(operation, document, contextValue);
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        } satisfies ExecutionArgs;
      },
      subscribe: async (args: ExecutionArgs) => {
        const result = await subscribe(args);
        if (!isAsyncIterator(result)) return result;
        const contextValue = args.contextValue as GqlContext;
        const fresh = this.fresh.get(contextValue);
        const viewer = await contextValue.viewer().catch(() => null);
        return access.watch(result, viewer, async () => {
          if (!fresh) return null;
          const again = await subscribe({ ...args, contextValue: await fresh() });
          if (isAsyncIterator(again)) {
            await again.return?.();
            return null;
          }
          return again.errors?.[0] ?? null;
        });
      },
      onNext: (_ctx, _id, _payload, args, result) => {
        if (!result.errors) return undefined;
        const context = args.contextValue as GqlContext;
        return { ...result, errors: mask(result.errors, context.language, context) };
      },
      onError: (ctx, _id, _payload, errors) => {
        const headers = ctx.extra.request.headers;
        const language = languageOf(
          (ctx.connectionParams?.['accept-language'] as string | undefined) ??
            (headers['accept-language'] as string | undefined),
        );
        return mask(errors, language);
      },
    };
  }
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function withCode(error: unknown, code: string): GraphQLError {
  const e = error instanceof GraphQLError ? error : new GraphQLError(String(error));
  return new GraphQLError(e.message, {
    nodes: e.nodes,
    source: e.source,
    positions: e.positions,
    path: e.path,
    originalError: e.originalError,
    extensions: { ...e.extensions, code },
  });
}

function isAsyncIterator(value: unknown): value is AsyncGenerator<ExecutionResult> {
  return typeof (value as AsyncIterable<unknown>)?.[Symbol.asyncIterator] === 'function';
}

/**
 * The caller's address as Express's `req.ip` reads it: the connection's, or, through the proxies trusted by
 * TRUSTED_PROXIES, the last untrusted hop of X-Forwarded-For.
 */
export function callerAddress(
  request: IncomingMessage,
  trust: ((address: string, hop: number) => boolean) | undefined,
): string | undefined {
  const own = request.socket.remoteAddress;
  if (!trust || !own) return own;
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .reverse();
  const chain = [own, ...forwarded];
  let hop = 0;
  while (hop < chain.length - 1 && trust(chain[hop], hop)) hop++;
  return chain[hop];
}
