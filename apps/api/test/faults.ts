import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { adminUrl } from './database';
import type { GraphQLResponse } from './api';

/**
 * A TCP proxy the test controls, in front of Redis (or any server): `cut()` drops every connection and refuses
 * new ones until `restore()`. The machine's shared servers are never stopped.
 */
export class TcpProxy {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private blocked = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {
    this.server = net.createServer((client) => {
      if (this.blocked) return void client.destroy();
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }

  static async to(url: string): Promise<TcpProxy> {
    const target = new URL(url);
    const proxy = new TcpProxy(target.hostname, Number(target.port || 6379));
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    proxy.port = (proxy.server.address() as net.AddressInfo).port;
    return proxy;
  }

  /** The target's URL with the proxy's address. */
  url(original: string): string {
    const url = new URL(original);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  cut(): void {
    this.blocked = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.blocked = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const MAIN = path.resolve(__dirname, '..', 'dist', 'main.js');

/** An API in a process of its own (the built one: `npm test` builds first), to kill or to signal. */
export interface ApiProcess {
  readonly url: string;
  readonly child: ChildProcess;
  readonly exited: Promise<number | null>;
  /** stdout and stderr so far (JSON log lines). */
  output(): string;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphQLResponse<T>>;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startApiProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  if (!existsSync(MAIN))
    throw new Error(`${MAIN} is missing: build the API first (npx nx run @gamao/api:build)`);
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL: '',
      MUTATION_LIMIT: '100000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}/graphql`;
  const gql = async <T>(query: string, variables?: Record<string, unknown>, token?: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLResponse<T>;
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API process exited at start:\n${output}`);
    try {
      if ((await gql<{ health: { database: boolean } }>('{ health { database } }')).data?.health.database)
        break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 30_000) {
      child.kill('SIGKILL');
      throw new Error(`The API process did not answer in 30 s:\n${output}`);
    }
    await sleep(100);
  }
  return {
    url,
    child,
    exited,
    output: () => output,
    gql,
    kill: async (signal = 'SIGKILL') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Runs SQL on a test database as the server's administrator (to look, or to break things on purpose). */
export async function sqlOn<T = Record<string, unknown>>(
  databaseName: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const url = new URL(adminUrl());
  url.pathname = `/${databaseName}`;
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Waits until `check` returns a truthy value (at most `ms`). */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  ms = 10_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Not true after ${ms} ms`);
    await sleep(50);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
