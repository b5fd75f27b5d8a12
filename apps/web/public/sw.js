/* global self, caches, Response */
/**
 * The site's service worker (issue #17, "Installable"): the game against the computer and the rules work
 * offline.
 *
 * - On install it keeps the pages that must work offline (the play hub, the board against the computer and
 *   the rules, in both languages), the manifest and the icons, and every file of Next's build those pages
 *   load: the scripts and styles named in their HTML and, one level down, the chunks (the bot's Web Worker
 *   among them) those scripts name.
 * - Pages: the network first (always fresh online, a kept page refreshed each time it is visited); offline,
 *   the kept copy. A page is kept whole, headers included, so its Content-Security-Policy nonce still
 *   matches its scripts' (src/proxy.ts gives every response a new nonce).
 * - Next's build files (/_next/static/, named by their content's hash) come from the cache first.
 * - Everything else (the API, server actions, RSC payloads of other pages) goes to the network untouched.
 */
const VERSION = 'gamao-v2';
const PAGES_CACHE = `${VERSION}-pages`;
const STATIC_CACHE = `${VERSION}-static`;
const LOCALES = ['pt-BR', 'en'];
const OFFLINE_PAGES = LOCALES.flatMap((l) => [`/${l}/play/local`, `/${l}/play`, `/${l}/rules`]);
const FILES = ['/manifest.webmanifest', '/favicon.ico', '/icons/icon-192.png', '/icons/icon-512.png'];
const BUILD_FILE = /\/_next\/static\/[^"'\s\\)<>]+/g;
const CHUNK_NAME = /["'](static\/(?:chunks|media|css)\/[^"'\s\\]+)["']/g;

/** The build files a text names: full "/_next/static/…" paths, and in scripts the "static/…" chunk names. */
function buildFilesIn(text, script) {
  const found = new Set(text.match(BUILD_FILE) ?? []);
  if (script) for (const m of text.matchAll(CHUNK_NAME)) found.add(`/_next/${m[1]}`);
  return [...found].map((f) => f.replace(/&amp;/g, '&'));
}

async function keep(cache, url) {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok || response.redirected) throw new Error(`${url}: ${response.status}`);
  await cache.put(url, response.clone());
  return response;
}

async function precache() {
  const pages = await caches.open(PAGES_CACHE);
  const files = await caches.open(STATIC_CACHE);
  const seen = new Set();
  const add = (name, list) => {
    if (seen.has(name)) return;
    seen.add(name);
    list.push(name);
  };
  let next = [];
  for (const page of OFFLINE_PAGES) {
    const html = await (await keep(pages, page)).text();
    for (const f of buildFilesIn(html, false)) add(f, next);
  }
  await Promise.all(FILES.map((f) => keep(files, f)));
  // The pages' scripts and styles, then, a few levels down, the chunks scripts load later (the bot's worker
  // and its runtime, dialogs). A name that only looked like a chunk is skipped.
  for (let depth = 0; depth < 4 && next.length > 0; depth++) {
    const found = [];
    await Promise.all(
      next.map(async (f) => {
        try {
          const response = await keep(files, f);
          if (!f.endsWith('.js')) return;
          for (const name of buildFilesIn(await response.text(), true)) add(name, found);
        } catch {
          // Not a file of this build.
        }
      }),
    );
    next = found;
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!name.startsWith(VERSION)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** A page without a locale ("/", "/play"): offline, the kept page of the first locale. */
function offlinePath(pathname) {
  const first = pathname.split('/')[1];
  if (LOCALES.includes(first)) return pathname;
  return `/${LOCALES[0]}${pathname === '/' ? '/play' : pathname}`;
}

async function page(request) {
  const url = new URL(request.url);
  const kept = OFFLINE_PAGES.includes(url.pathname);
  try {
    const response = await fetch(request);
    if (kept && response.ok && !response.redirected) {
      const copy = response.clone();
      caches.open(PAGES_CACHE).then((c) => c.put(url.pathname, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(offlinePath(url.pathname), { ignoreSearch: true });
    if (cached) return cached;
    throw error;
  }
}

/**
 * A Web Worker's script gets its bootstrap settings in its URL's fragment (Turbopack's "#params=…"), which a
 * service worker never sees: the worker's location is the answer's URL when it has one. An answer made here
 * has none, so the worker keeps the URL it asked for, fragment and all. Other files are answered as kept.
 */
function forRequest(request, response) {
  return request.destination === 'worker' ? new Response(response.body, response) : response;
}

async function buildFile(request) {
  const cached = await caches.match(request, { ignoreSearch: true });
  if (cached) return forRequest(request, cached);
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(STATIC_CACHE).then((c) => c.put(request, copy));
  }
  return forRequest(request, response);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
  } else if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(buildFile(request));
  } else if (FILES.includes(url.pathname)) {
    event.respondWith(caches.match(url.pathname).then((r) => r ?? fetch(request)));
  }
});
