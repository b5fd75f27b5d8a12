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
