import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parse(value: unknown): string {
  if (typeof value !== 'string' || !UUID_PATTERN.test(value)) {
    throw new GraphQLError('Expected a UUID', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return value.toLowerCase();
}

/** Identifiers of clubs, users and matches: a malformed one is refused as BAD_USER_INPUT before any resolver runs. */
export const UUID = new GraphQLScalarType({
  name: 'UUID',
  description: 'A UUID, e.g. 123e4567-e89b-12d3-a456-426614174000.',
  serialize: (value) => String(value),
  parseValue: parse,
  parseLiteral: (ast) => parse(ast.kind === Kind.STRING ? ast.value : undefined),
});
