import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import { storage } from 'nestjs-pino/storage';
import pino, { DestinationStream, Logger as PinoLogger } from 'pino';
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
 * nestjs-pino's parameters: pino-http gives every request a child logger bound to `requestId` (kept in an
 * AsyncLocalStorage, so Nest's Logger finds it), and logs one line when the response is sent.
 */
export function loggerParams(root: PinoLogger): Params {
  const completed = (req: Noted, res: ServerResponse, value: { responseTime?: number }) => ({
    method: req.method,
    url: req.originalUrl ?? req.url,
    statusCode: res.statusCode,
    durationMs: value.responseTime,
    ...(req[VIEWER_ID] ? { viewerId: req[VIEWER_ID] } : {}),
  });
  return {
    pinoHttp: {
      logger: root,
      genReqId: requestIdFor,
      customAttributeKeys: { reqId: 'requestId' },
      // Bind only the request id to the request's logger, not the whole request (its headers hold tokens).
      quietReqLogger: true,
      quietResLogger: true,
      autoLogging: { ignore: (req) => QUIET_PATHS.test(req.url ?? '') },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      customSuccessObject: completed,
      customErrorObject: (req, res, error, value) => ({ ...completed(req, res, value), err: error }),
    },
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
  };
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
  const req = ctx.req as Noted | undefined;
  const store = storage.getStore();
  if (store && req && req[VIEWER_ID] === undefined)
    store.logger = store.logger.child({ viewerId: viewer.id });
  if (req) req[VIEWER_ID] = viewer.id;
  return viewer.id;
}
