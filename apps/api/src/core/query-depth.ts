import { GraphQLError, ValidationRule } from 'graphql';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';

/**
 * Refuses operations nested deeper than `n` as a validation error (GRAPHQL_VALIDATION_FAILED), before anything runs.
 * Full introspection (`__schema`) is exempt, so schema tools keep working.
 */
export function queryDepthRule(n: number): ValidationRule {
  return maxDepthRule({
    n,
    propagateOnRejection: false,
    onReject: [
      (context, error) =>
        context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
    ],
  });
}
