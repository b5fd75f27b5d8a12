import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { badInput, DomainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/messages';

/**
 * The field a zod issue names, as the site's forms name their inputs: the path inside the argument without
 * list indexes ("name", "matchLengths", "options.stake"), or the argument's own name for a scalar argument.
 */
export function fieldOf(path: readonly PropertyKey[], argument: string | undefined): string | undefined {
  const named = path.filter((segment): segment is string => typeof segment === 'string');
  return named.length ? named.join('.') : argument;
}

/**
 * Checks an argument against its rules and hands the resolver the parsed value (trimmed, NFC-normalised);
 * a violation answers BAD_USER_INPUT (or the domain's code a rule names) with the field in `extensions.field`, before the resolver runs, so
 * nothing is stored. Nest runs argument pipes for every transport, HTTP and WebSocket alike.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, argument?: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = fieldOf(issue.path, argument);
  const why = field ? `${field}: ${issue.message}` : issue.message;
  // A rule may name the domain's own code for its refusal (INVALID_MATCH_LENGTH, INVALID_OPTIONS, ...).
  const code = (issue as { params?: { code?: ErrorCode } }).params?.code;
  if (code) throw new DomainError(code, why, field ? { field } : {});
  throw badInput(why, field);
}

/** `@Args('input', InputRules(schema))`: the argument's rules, applied before the resolver runs. */
export class InputRulesPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown, metadata: ArgumentMetadata): z.output<S> {
    return parseInput(this.schema, value, metadata.data);
  }
}

export const InputRules = <S extends z.ZodType>(schema: S) => new InputRulesPipe(schema);
