import { Agent, request } from 'node:http';
import { startTestApi, type TestApi } from './api';

/**
 * A client that pools connections (a proxy, the site's server, Playwright's request context) sends its next
 * request on a connection that was idle. Were the server to close idle connections first (Node's default is
 * 5 s), that request would fail with ECONNRESET, as it did once in the site's tests.
 */
describe('an idle keep-alive connection (real HTTP)', () => {
  let t: TestApi;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(async () => {
    agent.destroy();
    await t?.close();
  });

  const health = () =>
    new Promise<{ status: number | undefined; reused: boolean; body: string }>((resolve, reject) => {
      const req = request(
        t.httpUrl,
        { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode, reused: req.reusedSocket, body }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ query: '{ health { status } }' }));
    });

  it('stays open after 6 s of silence, and the next request on it is answered', async () => {
    const first = await health();
    expect(first).toMatchObject({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const second = await health();
    expect(second).toMatchObject({ status: 200, reused: true });
    expect(JSON.parse(second.body)).toEqual({ data: { health: { status: 'ok' } } });
  }, 20_000);

  it('does not hold up a shutdown', async () => {
    expect((await health()).status).toBe(200);
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(3_000);
  }, 20_000);
});
