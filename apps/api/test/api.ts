import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { RunningApi, startApi } from '../src/bootstrap';
import { loadConfig } from '../src/core/config';
import { createTestDatabase, TestDatabase } from './database';

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface TestApi {
  readonly api: RunningApi;
  readonly database: TestDatabase;
  readonly httpUrl: string;
  readonly wsUrl: string;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/** The real API on a free port, over its own fresh database, talked to over real HTTP and WebSocket. */
export async function startTestApi(): Promise<TestApi> {
  const database = await createTestDatabase({ migrate: false });
  const api = await startApi(
    { ...loadConfig(), databaseUrl: database.url, port: 0, host: '127.0.0.1' },
    { logger: false },
  );
  const httpUrl = api.url.replace('localhost', '127.0.0.1');
  return {
    api,
    database,
    httpUrl,
    wsUrl: httpUrl.replace(/^http/, 'ws'),
    async gql(query, variables, headers) {
      const response = await fetch(httpUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as never;
    },
    async close() {
      await api.close();
      await database.drop();
    },
  };
}

/** Runs one operation over graphql-ws and collects every result until it completes. */
export async function overWebSocket<T>(wsUrl: string, query: string): Promise<GraphQLResponse<T>[]> {
  const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
  const results: GraphQLResponse<T>[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      client.subscribe<T>(
        { query },
        {
          next: (value) => results.push(value as GraphQLResponse<T>),
          error: reject,
          complete: resolve,
        },
      );
    });
  } finally {
    await client.dispose();
  }
  return results;
}
