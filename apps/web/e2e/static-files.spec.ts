import { Agent, get } from 'node:http';
import { expect, test } from '@playwright/test';

/**
 * Issue #17 (the play page's weight): the build's scripts and styles go out as their Brotli copies, made at
 * build time (scripts/compress-static.mjs) and served by server.mjs, to every browser that accepts Brotli;
 * the others get Next's gzip. The same bytes either way.
 */
test('the scripts and styles come Brotli-compressed when the browser accepts it, gzip otherwise', async ({
  request,
}) => {
  const html = await (await request.get('/pt-BR/play/local')).text();
  const files = [
    ...html.matchAll(/<script\b[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"/g),
    ...html.matchAll(/<link\b[^>]*\bhref="(\/_next\/static\/[^"]+\.css)"/g),
  ].map((m) => m[1]);
  expect(files.length).toBeGreaterThan(5);
  for (const file of files) {
    const brotli = await request.get(file, { headers: { 'accept-encoding': 'br, gzip' } });
    expect([file, brotli.status(), brotli.headers()['content-encoding']]).toEqual([file, 200, 'br']);
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers()['content-type']).toMatch(file.endsWith('.js') ? /javascript/ : /text\/css/);
    expect(brotli.headers()['x-content-type-options']).toBe('nosniff');
    expect(brotli.headers().vary).toBe('Accept-Encoding');

    // Next's own compression (none below 1 kB).
    const gzip = await request.get(file, { headers: { 'accept-encoding': 'gzip' } });
    expect([file, gzip.headers()['content-encoding'] ?? 'none']).toEqual([
      file,
      Number(brotli.headers()['content-length']) > 1000 ? 'gzip' : expect.stringMatching(/^(gzip|none)$/),
    ]);
    // Playwright decodes both: the same file.
    expect((await brotli.body()).equals(await gzip.body())).toBe(true);
  }
  // A browser that refuses Brotli (q=0) is not sent it.
  const refused = await request.get(files[0], { headers: { 'accept-encoding': 'br;q=0, gzip' } });
  expect(refused.headers()['content-encoding']).toBe('gzip');
});

/**
 * A proxy in front of the site pools its connections: the next request may come on a connection idle for a
 * while. server.mjs keeps it open longer than a proxy's idle timeout, so that request is answered, not reset.
 */
test('an idle keep-alive connection stays open: a request after 6 s of silence is answered on it', async ({
  baseURL,
}) => {
  test.setTimeout(30_000);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const favicon = () =>
    new Promise<{ status: number | undefined; reused: boolean }>((resolve, reject) => {
      const req = get(new URL('/favicon.ico', baseURL), { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, reused: req.reusedSocket }));
      });
      req.on('error', reject);
    });
  try {
    expect(await favicon()).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await favicon()).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});
