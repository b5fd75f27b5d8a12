import { buildSchema, getOperationAST, parse, specifiedRules, validate } from 'graphql';
import { fragmentsOf, queryLimitRules, rootFieldCount } from './query-limits';

const schema = buildSchema(`
  type Query { health: Health }
  type Health { status: String }
  type Mutation { signUp(email: String): Boolean }
`);
const limits = { maxDepth: 10, maxCost: 5000, maxRootFields: 5, maxAliases: 5, production: false };
const errorsOf = (query: string, production = false) =>
  validate(schema, parse(query), [...specifiedRules, ...queryLimitRules({ ...limits, production })]).map(
    (e) => e.message,
  );

describe('rootFieldCount', () => {
  it('counts aliases and the fields of fragments at the root', () => {
    const document = parse(`
      mutation { a: signUp(email: "a") b: signUp(email: "b") ...More ... on Mutation { c: signUp(email: "c") } }
      fragment More on Mutation { d: signUp(email: "d") __typename }
    `);
    const operation = getOperationAST(document);
    expect(operation && rootFieldCount(operation, fragmentsOf(document))).toBe(4);
  });
});

describe('queryLimitRules', () => {
  it('refuses more root fields or aliases than allowed', () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => `h${i}: health { status }`).join(' ');
    expect(errorsOf(`{ ${fields(5)} }`)).toEqual([]);
    expect(errorsOf(`{ ${fields(6)} }`)).toEqual([
      'At most 5 root fields in one operation, found 6.',
      'At most 5 aliases in one operation.',
    ]);
    const nested = Array.from({ length: 6 }, (_, i) => `s${i}: status`).join(' ');
    expect(errorsOf(`{ health { ${nested} } }`)).toEqual(['At most 5 aliases in one operation.']);
  });

  it('refuses introspection in production only', () => {
    expect(errorsOf('{ __schema { queryType { name } } }')).toEqual([]);
    expect(errorsOf('{ __schema { queryType { name } } }', true)[0]).toMatch(
      /introspection has been disabled/,
    );
  });
});
