import http from 'node:http';
import net from 'node:net';

/**
 * A small load balancer of the tests' own in front of several API instances, as a deployment puts one (Caddy,
 * nginx): HTTP requests round robin, each WebSocket upgrade round robin on a counter of its own (a socket then
 * stays on its instance). An instance that refuses the connection is skipped and the request goes to the next
 * one (it was never sent); a request whose instance dies after it was sent is answered 502, as a real proxy
 * does with a request that may have been applied, and the client reads the state again.
 */
export interface Balancer {
  readonly url: string;
  readonly wsUrl: string;
  /** HTTP requests answered by each target, by index. */
  readonly served: number[];
  /** The target each WebSocket upgrade went to, in order. */
  readonly upgrades: number[];
  close(): Promise<void>;
}

export async function startBalancer(targets: string[], path = '/graphql'): Promise<Balancer> {
  const ports = targets.map((t) => Number(new URL(t).port));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const served = ports.map(() => 0);
  const upgrades: number[] = [];
  const down = new Set<number>();
  let nextRequest = 0;
  let nextUpgrade = 0;
  const tunnels = new Set<net.Socket>();
  /** The targets in round-robin order from `start`, those known down last. */
  const order = (start: number) => {
    const all = ports.map((_, i) => (start + i) % ports.length);
    return [...all.filter((i) => !down.has(i)), ...all.filter((i) => down.has(i))];
  };
  const refused = (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const candidates = order(nextRequest++ % ports.length);
      const attempt = (k: number) => {
        const target = candidates[k];
        const upstream = http.request(
          {
            host: '127.0.0.1',
            port: ports[target],
            method: req.method,
            path: req.url,
            headers: { ...req.headers, 'content-length': String(body.length) },
            agent,
          },
          (answer) => {
            down.delete(target);
            served[target]++;
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on('error', () => res.destroy());
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (refused(error)) down.add(target);
          if (refused(error) && k + 1 < candidates.length) return attempt(k + 1);
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
          else res.destroy();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });

  server.on('upgrade', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const candidates = order(nextUpgrade++ % ports.length);
    client.on('error', () => undefined);
    tunnels.add(client);
    client.on('close', () => tunnels.delete(client));
    const attempt = (k: number) => {
      const target = candidates[k];
      const upstream = net.connect(ports[target], '127.0.0.1');
      upstream.on('connect', () => {
        down.delete(target);
        upgrades.push(target);
        const lines = [`${req.method} ${req.url} HTTP/1.1`];
        for (let i = 0; i < req.rawHeaders.length; i += 2)
          lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length) upstream.write(head);
        upstream.pipe(client).pipe(upstream);
        upstream.on('close', () => client.destroy());
        client.on('close', () => upstream.destroy());
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (refused(error)) down.add(target);
        if (refused(error) && k + 1 < candidates.length && !client.destroyed) return attempt(k + 1);
        client.destroy();
      });
    };
    attempt(0);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = `http://127.0.0.1:${port}${path}`;
  return {
    url,
    wsUrl: url.replace(/^http/, 'ws'),
    served,
    upgrades,
    async close() {
      server.closeAllConnections();
      for (const socket of tunnels) socket.destroy();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
