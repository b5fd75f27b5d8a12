import { readFileSync } from 'node:fs';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { Client } from 'pg';
import { overWebSocket, startTestApi, TestApi } from '../../test/api';
import { renderSchemaFile, SCHEMA_FILE } from '../schema-file';

describe('health (GraphQL over HTTP and WebSocket, real PostgreSQL)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the version and that the database answered', async () => {
    const result = await t.gql<{ health: { status: string; version: string; database: boolean } }>(
      '{ health { status version database } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.health).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: true,
    });
  });

  it('answers the same query over graphql-ws', async () => {
    const results = await overWebSocket<{ health: { database: boolean } }>(
      t.wsUrl,
      '{ health { database } }',
    );
    expect(results).toEqual([{ data: { health: { database: true } } }]);
  });

  it('applied the migrations at start-up', async () => {
    const client = new Client({ connectionString: t.database.url });
    await client.connect();
    const { rows } = await client.query(
      'SELECT count(*)::int AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL',
    );
    await client.end();
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('refuses an operation nested deeper than the limit', async () => {
    let selection = 'name';
    for (let i = 0; i < 12; i++) selection = `ofType { ${selection} }`;
    // Full introspection (`__schema`) is exempt so that tools keep working; everything else counts.
    const result = await t.gql(`{ __type(name: "Query") { fields { type { ${selection} } } } }`);
    expect(result.data ?? undefined).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/depth limit of 10 exceeded/i);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('accepts the same kind of operation within the limit', async () => {
    const result = await t.gql(`{ __type(name: "Query") { fields { type { ofType { name } } } } }`);
    expect(result.errors).toBeUndefined();
  });

  it('refuses an operation whose estimated cost is over the limit', async () => {
    const aliases = Array.from({ length: 1100 }, (_, i) => `h${i}: health { status version database }`).join(
      ' ',
    );
    const result = await t.gql(`{ ${aliases} }`);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(result.errors?.[0]?.message).toMatch(/cost/i);
    expect((await t.gql(`{ ${aliases.split(' h100:')[0]} }`)).errors).toBeUndefined();
  });

  it('refuses a request body over the size limit with 413', async () => {
    const response = await fetch(t.httpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ health { status } }`, variables: { padding: 'x'.repeat(200_000) } }),
    });
    expect(response.status).toBe(413);
  });

  it('serves no playground or landing page that would load assets from the network', async () => {
    const response = await fetch(t.httpUrl, { headers: { accept: 'text/html' } });
    const body = await response.text();
    expect(body).not.toMatch(/<script[^>]+src="https?:/i);
    expect(body).not.toMatch(/playground|sandbox|embeddable/i);
  });

  it('matches the committed schema.gql (run `npm run schema -w @gamao/api` after changing resolvers)', () => {
    const schema = t.api.app.get(GraphQLSchemaHost).schema;
    expect(renderSchemaFile(schema)).toBe(readFileSync(SCHEMA_FILE, 'utf8'));
  });
});
