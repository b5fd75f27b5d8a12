// The site's production server (`npm start`, the e2e runs, the benches, the Docker image): Next.js, behind a
// plain Node http server that answers for the build's static files (/_next/static/…) with their Brotli copies
// when the browser accepts Brotli. The copies are made at build time at Brotli's highest quality
// (scripts/compress-static.mjs): the play page's scripts weigh about 13% less than Next's own gzip. Everything
// else, and every browser without Brotli, is Next's.
//   PORT (default 3000), HOSTNAME (default: every interface), NEXT_DIST_DIR (as next.config.ts).
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import next from 'next';

const require = createRequire(import.meta.url);
/** The headers every response carries (src/lib/security-headers.ts gives Next's responses the same). */
const SECURITY_HEADERS = require('./src/lib/fixed-security-headers.json');

const dir = import.meta.dirname;
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME || undefined;
const distDir = path.join(dir, process.env.NEXT_DIST_DIR || '.next');
const staticDir = path.join(distDir, 'static');

// In the self-contained build (NEXT_OUTPUT=standalone, docker/web.Dockerfile) next.config.ts is not shipped:
// the configuration it resolved to at build time is handed to Next the way Next's own standalone server does.
const builtConfig = path.join(distDir, 'required-server-files.json');
if (!existsSync(path.join(dir, 'next.config.ts')) && existsSync(builtConfig)) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(
    JSON.parse(readFileSync(builtConfig, 'utf8')).config,
  );
}
const STATIC_PREFIX = '/_next/static/';
/** What the build's static folder holds; anything else (the bear-off database) is sent as bytes. */
const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/** Whether an Accept-Encoding header admits Brotli (a "br" with no q=0). */
function acceptsBrotli(header) {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().toLowerCase().split(';');
      if (coding.trim() !== 'br') return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

/**
 * The Brotli copy of a static file this request asks for, when there is one and the browser takes it: its
 * path and size, else null (Next answers). Paths outside the static folder are never looked up.
 */
async function brotliCopy(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (!acceptsBrotli(req.headers['accept-encoding'])) return null;
  const url = req.url ?? '';
  if (!url.startsWith(STATIC_PREFIX)) return null;
  let relative;
  try {
    relative = decodeURIComponent(url.slice(STATIC_PREFIX.length).split('?')[0]);
  } catch {
    return null;
  }
  const file = path.join(staticDir, relative);
  if (!file.startsWith(staticDir + path.sep)) return null;
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  try {
    const copy = await stat(`${file}.br`);
    return copy.isFile() ? { path: `${file}.br`, size: copy.size, type } : null;
  } catch {
    return null;
  }
}

const app = next({ dev: false, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer(async (req, res) => {
  const copy = await brotliCopy(req);
  if (!copy) return handle(req, res);
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': copy.type,
    'Content-Encoding': 'br',
    'Content-Length': copy.size,
    // The name carries the content's hash: the file never changes.
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(copy.path)
    .on('error', () => res.destroy())
    .pipe(res);
});
// An idle keep-alive connection stays open longer than a proxy's idle timeout (60 s for nginx and most load
// balancers), not Node's 5 s: else the server closes it as the proxy sends the next request, which fails with
// ECONNRESET (the API does the same, apps/api/src/bootstrap.ts).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => {
  console.log(`Site ready on http://${hostname ?? 'localhost'}:${port}`);
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close();
    app.close().finally(() => process.exit(0));
  });
}
