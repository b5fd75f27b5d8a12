import { Logger } from '@nestjs/common';
import { Kind, OperationDefinitionNode } from 'graphql';
import type { Level, Logger as PinoLogger } from 'pino';
import { graphqlActions, graphqlRequestDuration, graphqlRequests } from './metrics';

/** The part of a formatted GraphQL error that the metrics read. */
export interface ErrorLike {
  readonly extensions?: { readonly code?: unknown } | Record<string, unknown>;
  readonly path?: readonly (string | number)[];
}

export type Outcome = 'ok' | 'refused' | 'error';

export interface OperationRecord {
  readonly transport: 'http' | 'ws';
  /** Undefined when the operation never resolved (unparsable, invalid, or no such operation name). */
  readonly operation: OperationDefinitionNode | undefined | null;
  readonly errors: readonly ErrorLike[] | undefined;
  readonly seconds: number;
  /** Only where the logger's request scope does not carry it already (WebSocket). */
  readonly fields?: Record<string, unknown>;
  /**
   * The request's logger (bound to its request id and viewer) over HTTP, when `level` is logged at all: made only
   * for a line that is written.
   */
  readonly log?: (level: Level) => PinoLogger | undefined;
}

/**
 * Operation names come from clients: past this many distinct names, further ones are reported as `other`, so a
 * client cannot grow the metrics without bound.
 */
export const MAX_OPERATION_NAMES = 300;
const operationNames = new Set<string>();

export function operationLabel(operation: OperationDefinitionNode | undefined | null): string {
  if (!operation) return 'invalid';
  const name = operation.name?.value;
  if (!name) return 'anonymous';
  if (operationNames.has(name)) return name;
  if (operationNames.size >= MAX_OPERATION_NAMES) return 'other';
  operationNames.add(name);
  return name;
}

export function codeOf(error: ErrorLike): string {
  const code = (error.extensions as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && code ? code : 'INTERNAL_SERVER_ERROR';
}

export function outcomeOf(errors: readonly ErrorLike[] | undefined): { outcome: Outcome; code?: string } {
  if (!errors?.length) return { outcome: 'ok' };
  const codes = errors.map(codeOf);
  const internal = codes.includes('INTERNAL_SERVER_ERROR');
  return { outcome: internal ? 'error' : 'refused', code: internal ? 'INTERNAL_SERVER_ERROR' : codes[0] };
}

/**
 * The code each root field of a mutation answered with: the error at that field's path, else an error of the
 * whole operation (refused before execution: rate limit, validation), else OK.
 */
export function actionCodes(
  operation: OperationDefinitionNode,
  errors: readonly ErrorLike[] | undefined,
): { field: string; code: string }[] {
  const whole = errors?.find((error) => !error.path?.length);
  return operation.selectionSet.selections.flatMap((selection) => {
    if (selection.kind !== Kind.FIELD) return [];
    const key = selection.alias?.value ?? selection.name.value;
    const own = errors?.find((error) => error.path?.[0] === key);
    const failed = own ?? whole;
    return [{ field: selection.name.value, code: failed ? codeOf(failed) : 'OK' }];
  });
}

const logger = new Logger('graphql');

/** Metrics and the one log line of a GraphQL operation, over HTTP or WebSocket. */
export function recordOperation({
  transport,
  operation,
  errors,
  seconds,
  fields,
  log,
}: OperationRecord): void {
  const labels = { operation: operationLabel(operation), type: operation?.operation ?? 'unknown', transport };
  const { outcome, code } = outcomeOf(errors);
  graphqlRequestDuration.observe(labels, seconds);
  graphqlRequests.inc({ ...labels, outcome });
  if (operation?.operation === 'mutation') {
    for (const action of actionCodes(operation, errors)) graphqlActions.inc(action);
  }
  // An answered operation is a debug line, a refusal an info line, a failure a warning (see logging.ts).
  const level = outcome === 'error' ? 'warn' : outcome === 'refused' ? 'info' : 'debug';
  const requestLog = log?.(level);
  if (log && !requestLog) return;
  const line = {
    ...fields,
    operationName: operation?.name?.value ?? null,
    operationType: labels.type,
    transport,
    durationMs: Math.round(seconds * 10_000) / 10,
    outcome,
    ...(code ? { code } : {}),
  };
  if (requestLog) requestLog[level]({ context: 'graphql', ...line }, 'graphql operation');
  else if (level === 'warn') logger.warn(line, 'graphql operation');
  else if (level === 'info') logger.log(line, 'graphql operation');
  else logger.debug(line, 'graphql operation');
}
