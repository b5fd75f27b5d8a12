import { createClient } from 'graphql-ws';
import type { DestinationStream } from 'pino';
import WebSocket from 'ws';
import { RunningApi, startApi } from '../src/bootstrap';
import { ApiConfig, loadConfig } from '../src/core/config';
import { createTestDatabase, TestDatabase } from './database';

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string; [key: string]: unknown } }[];
}

export interface TestApi {
  readonly api: RunningApi;
  readonly database: TestDatabase;
  readonly httpUrl: string;
  /** http://127.0.0.1:<port>, for the routes beside /graphql (/metrics, /livez, /readyz). */
  readonly origin: string;
  readonly wsUrl: string;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/**
 * The real API on a free port, over its own fresh database, talked to over real HTTP and WebSocket. Silent,
 * unless `logStream` asks for its JSON log lines.
 */
export async function startTestApi(
  options: { database?: TestDatabase; env?: Partial<ApiConfig>; logStream?: DestinationStream } = {},
): Promise<TestApi> {
  const database = options.database ?? (await createTestDatabase({ migrate: false }));
  const config = loadConfig();
  const api = await startApi(
    {
      ...config,
      databaseUrl: database.url,
      port: 0,
      host: '127.0.0.1',
      // Every test signs its members up from 127.0.0.1: the sign-up limit is tested on its own (accounts.spec.ts).
      signInLimits: { ...config.signInLimits, signUpsPerAddress: 100_000 },
      // "Your turn" as soon as the turn passes; notifications.spec sets a delay to test it.
      turnNoticeDelayMs: 0,
      ...options.env,
    },
    options.logStream ? { logStream: options.logStream } : { logger: false },
  );
  const httpUrl = api.url.replace('localhost', '127.0.0.1');
  return {
    api,
    database,
    httpUrl,
    origin: new URL(httpUrl).origin,
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
      if (!options.database) await database.drop();
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

export interface Account {
  readonly id: string;
  readonly token: string;
  readonly email: string;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResponse<T>>;
}

let accounts = 0;

/** Signs up a fresh member and returns a client that sends their bearer token. */
export async function signUp(t: TestApi, displayName = 'Player'): Promise<Account> {
  const email = `user${process.pid}-${++accounts}-${Date.now()}@example.com`;
  const result = await t.gql<{ signUp: { token: string; me: { id: string } } }>(
    'mutation($input: SignUpInput!) { signUp(input: $input) { token me { id } } }',
    { input: { email, password: 'correct horse 42', displayName } },
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  const { token, me } = result.data.signUp;
  return {
    id: me.id,
    token,
    email,
    gql: (query, variables) => t.gql(query, variables, { authorization: `Bearer ${token}` }),
  };
}

/** The error code of a GraphQL response (its first error), or undefined. */
export const codeOf = (response: GraphQLResponse<unknown>) => response.errors?.[0]?.extensions?.code;

/** A live graphql-ws subscription that collects what it receives. */
export function subscribeOverWebSocket<T>(
  wsUrl: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
) {
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
  });
  const received: GraphQLResponse<T>[] = [];
  let failure: unknown;
  const done = new Promise<void>((resolve) => {
    client.subscribe<T>(
      { query, variables },
      {
        next: (value) => received.push(value as GraphQLResponse<T>),
        error: (error) => {
          failure = error;
          resolve();
        },
        complete: resolve,
      },
    );
  });
  return {
    received,
    done,
    failure: () => failure,
    /** Waits until `predicate` holds for what was received (or fails after `timeoutMs`). */
    async until(predicate: (items: GraphQLResponse<T>[]) => boolean, timeoutMs = 5000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > deadline) throw new Error(`Timed out; received ${JSON.stringify(received)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => client.dispose(),
  };
}
