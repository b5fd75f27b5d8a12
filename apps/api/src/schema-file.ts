import path from 'node:path';
import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';

/** The committed GraphQL schema: the site's typed client is generated from it. */
export const SCHEMA_FILE = path.resolve(__dirname, '..', 'schema.gql');

export function renderSchemaFile(schema: GraphQLSchema): string {
  return `# Generated from the API's code-first resolvers by \`npm run schema -w @gamao/api\`. Do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
