import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import pino, { DestinationStream, Logger as PinoLogger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { GqlContext } from '../context';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id a caller (or a proxy in front of us) may choose: short, and safe to copy into a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Paths polled by the platform: their requests are not logged one by one. */
const QUIET_PATHS = /^\/(livez|readyz|metrics)(\?|\/|$)/;

const VIEWER_ID = Symbol('viewerId');
type Noted = IncomingMessage & { [VIEWER_ID]?: string; originalUrl?: string };

/**
 * The process's root logger: one JSON object per line on stdout (or `stream`). Nest's Logger, the request
 * logger and the lines before Nest starts all end here.
 */
export function createRootLogger(options: { level: string; stream?: DestinationStream }): PinoLogger {
  return pino(
    {
      level: options.level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    options.stream,
  );
}

/** The caller's `x-request-id` when it is a sane short token, else a fresh one; sent back on the response. */
export function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers[REQUEST_ID_HEADER];
  const id = typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
  if (!res.headersSent) res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/**
 * The request logger (pino-http, as plain Express middleware): every request gets `req.log`, a child of the root
 * logger bound to its `requestId`, and one line when the response is sent. No AsyncLocalStorage: on Node 20 it
 * slows every promise of the process (measured: 15% fewer actions/s in bench:api), so the request's logger
 * travels with the request instead (the GraphQL context's `req`).
 */
export function httpLogger(root: PinoLogger) {
  const completed = (req: Noted, res: ServerResponse, value: { responseTime?: number }) => ({
    method: req.method,
    url: req.originalUrl ?? req.url,
    statusCode: res.statusCode,
    durationMs: value.responseTime,
    ...(req[VIEWER_ID] ? { viewerId: req[VIEWER_ID] } : {}),
  });
  return pinoHttp({
    logger: root,
    genReqId: requestIdFor,
    customAttributeKeys: { reqId: 'requestId' },
    // Bind only the request id to the request's logger, not the whole request (its headers hold tokens).
    quietReqLogger: true,
    quietResLogger: true,
    autoLogging: { ignore: (req) => QUIET_PATHS.test(req.url ?? '') },
    // A served request is a debug line (LOG_LEVEL=debug shows them): at info, writing two lines for every
    // action cost the API a tenth of its throughput in bench:api. Refusals and failures are always logged.
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'debug',
    customSuccessObject: completed,
    customErrorObject: (req, res, error, value) => ({ ...completed(req, res, value), err: error }),
  });
}

/** The logger of the request being handled (bound to its request id and, once known, its viewer), if any. */
export function requestLogger(ctx: GqlContext | undefined): PinoLogger | undefined {
  return (ctx?.req as { log?: PinoLogger } | undefined)?.log;
}

/**
 * Binds the viewer's id to the current request's logger, so every later line of this request carries it
 * (and the request's last line too). Resolving the viewer here is not an extra cost in the usual case: the
 * resolvers that need a token read the same memoised viewer.
 */
export async function noteViewer(ctx: GqlContext): Promise<string | undefined> {
  if (!ctx.token) return undefined;
  const viewer = await ctx.viewer().catch(() => null);
  if (!viewer) return undefined;
  const req = ctx.req as (Noted & { log?: PinoLogger }) | undefined;
  if (req && req[VIEWER_ID] === undefined) {
    req[VIEWER_ID] = viewer.id;
    if (req.log) req.log = req.log.child({ viewerId: viewer.id });
  }
  return viewer.id;
}

type Level = 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal';

/**
 * Nest's Logger as JSON lines of the root logger: `new Logger('ratings').warn(...)` writes
 * `{"level":"warn","context":"ratings","msg":...}`; an object first argument gives fields, an Error its stack.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly root: PinoLogger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.root.isLevelEnabled(level)) return;
    // Nest appends the Logger's context as the last parameter.
    const rest = [...params];
    const context = rest.length && typeof rest[rest.length - 1] === 'string' ? rest.pop() : undefined;
    if (message instanceof Error) {
      this.root[level]({ context, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.root[level]({ context, ...message }, typeof rest[0] === 'string' ? rest[0] : undefined);
    } else {
      // Nest's error(message, stack) passes the stack as a string.
      const stack = level === 'error' && typeof rest[0] === 'string' ? { stack: rest[0] } : {};
      this.root[level]({ context, ...stack }, String(message));
    }
  }
}
