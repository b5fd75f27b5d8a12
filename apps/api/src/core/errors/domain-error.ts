import { GraphQLError } from 'graphql';
import type { RuleError } from '@gamao/engine';
import type { ErrorCode } from './messages';

/**
 * A refusal the client can act on: a stable code in `extensions.code`. The message is localised per
 * Accept-Language on the way out (errors.plugin.ts); `detail` is the English text kept as a fallback.
 */
export class DomainError extends GraphQLError {
  constructor(code: ErrorCode, detail?: string, extensions: Record<string, unknown> = {}) {
    super(detail ?? code, { extensions: { code, ...extensions } });
  }

  static fromRule(error: RuleError): DomainError {
    return new DomainError(error.code, error.message);
  }
}

export const notFound = (what: string) => new DomainError('NOT_FOUND', `${what} not found`);
export const forbidden = (why: string) => new DomainError('FORBIDDEN', why);
export const badInput = (why: string, field?: string) =>
  new DomainError('BAD_USER_INPUT', why, field ? { field } : {});
