import { GraphQLError, ValidationContext, ValidationRule } from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';

// graphql-armor throws by default, which Apollo reports as an internal error; report a validation error instead.
const report = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
  ],
};

/**
 * Operations nested deeper than `maxDepth`, or estimated to cost more than `maxCost`, are refused before
 * anything runs (GRAPHQL_VALIDATION_FAILED). Full introspection (`__schema`) is exempt, so schema tools work.
 */
export function queryLimitRules(maxDepth: number, maxCost: number): ValidationRule[] {
  return [
    maxDepthRule({ n: maxDepth, ...report }),
    costLimitRule({ maxCost, ignoreIntrospection: true, ...report }),
  ];
}
