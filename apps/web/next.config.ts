import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './src/lib/security-headers';

// The messages (messages/<locale>/<feature>.json) are compiled at build time (icu-minify), so the browser gets
// next-intl's small formatter instead of an ICU parser. The error catalogue is compiled in src/i18n/messages.ts.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: ['pt-BR', 'en'], precompile: true },
  },
});

const config: NextConfig = {
  // NEXT_OUTPUT=standalone (docker/web.Dockerfile) makes a self-contained build; server.mjs serves either kind.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // A separate build folder (e.g. NEXT_DIST_DIR=dist/next-e2e) lets one e2e run keep its build while another
  // engineer rebuilds the default one; `next start` must see the same variable.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  outputFileTracingRoot: path.join(__dirname, '..', '..'),
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // Fewer scripts per page: Turbopack merges the small chunks (it leaves at most one chunk under 1 MB,
    // uncompressed, in a page's group) but never the framework's large ones (over 200 kB), which every page
    // keeps sharing. The play page loads 8 scripts instead of 13: 5.5 kB less with their headers.
    turbopackChunking: { minChunkSize: 1_000_000 },
  },
  turbopack: {
    resolveAlias: {
      // The engine's TypeScript sources (ES modules), not its CommonJS build: the bundler then keeps only what
      // each page uses (the play page does not carry the .mat reader, say). Type checking still reads dist/.
      '@gamao/engine': '../../libs/engine/src/index.ts',
    },
  },
  // Next's own files and the public folder get the headers that need no nonce; pages get them all, with
  // the CSP and HSTS over https, from src/proxy.ts.
  async headers() {
    const headers = Object.entries(securityHeaders({ https: false })).map(([key, value]) => ({ key, value }));
    return [{ source: '/:path*', headers }];
  },
};

export default withNextIntl(config);
