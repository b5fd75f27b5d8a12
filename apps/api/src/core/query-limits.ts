import {
  DocumentNode,
  FragmentDefinitionNode,
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql';
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

/** What one operation may ask for (core/config.ts), the same over HTTP and WebSocket. */
export interface QueryLimits {
  readonly maxDepth: number;
  readonly maxCost: number;
  /** Fields at the root of one operation, aliases included: 500 aliased signUps are 500. */
  readonly maxRootFields: number;
  /** Aliased fields anywhere in one document. */
  readonly maxAliases: number;
  /** Production: no introspection (suggestions are dropped from messages by the gate). */
  readonly production: boolean;
}

/**
 * Operations nested deeper than `maxDepth`, estimated to cost more than `maxCost`, with more root fields or
 * aliases than allowed, or (in production) asking for the schema, are refused before anything runs
 * (GRAPHQL_VALIDATION_FAILED). Outside production, full introspection (`__schema`) is exempt from the cost, so
 * schema tools work.
 */
export function queryLimitRules(limits: QueryLimits): ValidationRule[] {
  return [
    maxDepthRule({ n: limits.maxDepth, ...report }),
    costLimitRule({ maxCost: limits.maxCost, ignoreIntrospection: true, ...report }),
    fieldCountRule(limits.maxRootFields, limits.maxAliases),
    ...(limits.production ? [NoSchemaIntrospectionCustomRule] : []),
  ];
}

function fieldCountRule(maxRootFields: number, maxAliases: number): ValidationRule {
  return (context) => {
    let aliases = 0;
    return {
      OperationDefinition(operation) {
        const fields = rootFieldCount(operation, (name) => context.getFragment(name) ?? undefined);
        if (fields > maxRootFields)
          context.reportError(
            new GraphQLError(`At most ${maxRootFields} root fields in one operation, found ${fields}.`),
          );
      },
      Field(field) {
        if (field.alias && ++aliases === maxAliases + 1)
          context.reportError(new GraphQLError(`At most ${maxAliases} aliases in one operation.`));
      },
    };
  };
}

/** The fields an operation selects at its root, aliases included and fragments expanded. */
export function rootFieldCount(
  operation: OperationDefinitionNode,
  fragment: (name: string) => FragmentDefinitionNode | undefined,
): number {
  const seen = new Set<string>();
  const count = (set: SelectionSetNode): number =>
    set.selections.reduce((n, selection) => {
      if (selection.kind === Kind.FIELD) return n + (selection.name.value === '__typename' ? 0 : 1);
      if (selection.kind === Kind.INLINE_FRAGMENT) return n + count(selection.selectionSet);
      const name = selection.name.value;
      const definition = seen.has(name) ? undefined : fragment(name);
      seen.add(name);
      return definition ? n + count(definition.selectionSet) : n;
    }, 0);
  return count(operation.selectionSet);
}

/** The fragments of a document, by name. */
export function fragmentsOf(document: DocumentNode): (name: string) => FragmentDefinitionNode | undefined {
  const byName = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) byName.set(definition.name.value, definition);
  return (name) => byName.get(name);
}
