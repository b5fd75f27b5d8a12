import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import pino, { DestinationStream, Level, Logger as PinoLogger } from 'pino';
import type { GqlContext } from '../context';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id a caller (or a proxy in front of us) may choose: short, and safe to copy into a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Paths polled by the platform: their requests are not logged one by one. */
const QUIET_PATHS = /^\/(livez|readyz|metrics)(\?|\/|$)/;

/** What a request knows for its log lines; its logger is made only when a line is written. */
interface RequestLog {
  readonly root: PinoLogger;
  readonly requestId: string;
  viewerId?: string;
  log?: PinoLogger;
}
const REQUEST_LOG = Symbol('requestLog');
type Noted = IncomingMessage & { [REQUEST_LOG]?: RequestLog; originalUrl?: string };

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
 * The request logger, as plain Express middleware: every request gets its id (sent back) and, when something is
 * logged, a child of the root logger bound to it (and to its viewer once known), made only then; one line when
 * the response is sent. A served request is a debug line (LOG_LEVEL=debug shows them): at info, writing two
 * lines for every action cost the API a tenth of its throughput in bench:api. Refusals and failures are always
 * logged. Per request this costs an id, two listeners and a level check (pino-http made two child loggers and
 * the line's fields for every request, written or not). No AsyncLocalStorage: on Node 20 it slows every promise
 * of the process (15% fewer actions/s in bench:api), so the request's logger travels with the request (the
 * GraphQL context's `req`).
 */
export function httpLogger(root: PinoLogger) {
  return (req: Noted, res: ServerResponse, next: () => void): void => {
    req[REQUEST_LOG] = { root, requestId: requestIdFor(req, res) };
    if (!QUIET_PATHS.test(req.url ?? '')) {
      const started = Date.now();
      const complete = () => {
        res.removeListener('close', complete);
        res.removeListener('finish', complete);
        const failed = res.statusCode >= 500;
        const level = failed ? 'error' : res.statusCode >= 400 ? 'warn' : 'debug';
        if (!root.isLevelEnabled(level)) return;
        const line = {
          method: req.method,
          url: req.originalUrl ?? req.url,
          statusCode: res.statusCode,
          durationMs: Date.now() - started,
        };
        const log = logOf(req);
        if (failed)
          log[level](
            { ...line, err: new Error(`failed with status code ${res.statusCode}`) },
            'request errored',
          );
        else log[level](line, 'request completed');
      };
      res.on('close', complete);
      res.on('finish', complete);
    }
    next();
  };
}

/** The request's logger, made at its first use. */
function logOf(req: Noted): PinoLogger {
  const state = req[REQUEST_LOG];
  if (!state) throw new Error('No request logger: httpLogger() runs first');
  state.log ??= state.root.child(
    state.viewerId
      ? { requestId: state.requestId, viewerId: state.viewerId }
      : { requestId: state.requestId },
  );
  return state.log;
}

/**
 * The logger of the request being handled (bound to its request id and, once known, its viewer), if any; with
 * `level`, only when that level is logged (else no logger is made).
 */
export function requestLogger(ctx: GqlContext | undefined, level?: Level): PinoLogger | undefined {
  const req = ctx?.req as Noted | undefined;
  const state = req?.[REQUEST_LOG];
  if (!req || !state || (level && !state.root.isLevelEnabled(level))) return undefined;
  return logOf(req);
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
  const state = (ctx.req as Noted | undefined)?.[REQUEST_LOG];
  if (state && state.viewerId === undefined) {
    state.viewerId = viewer.id;
    if (state.log) state.log = state.log.child({ viewerId: viewer.id });
  }
  return viewer.id;
}

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
