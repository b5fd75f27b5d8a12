import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './src/lib/security-headers';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const config: NextConfig = {
  // docker/web.Dockerfile builds a self-contained server; `npm start` uses `next start`.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // A separate build folder (e.g. NEXT_DIST_DIR=dist/next-e2e) lets one e2e run keep its build while another
  // engineer rebuilds the default one; `next start` must see the same variable.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  outputFileTracingRoot: path.join(__dirname, '..', '..'),
  poweredByHeader: false,
  reactStrictMode: true,
  // Next's own files and the public folder get the headers that need no nonce; pages get them all, with
  // the CSP and HSTS over https, from src/proxy.ts.
  async headers() {
    const headers = Object.entries(securityHeaders({ https: false })).map(([key, value]) => ({ key, value }));
    return [{ source: '/:path*', headers }];
  },
};

export default withNextIntl(config);
