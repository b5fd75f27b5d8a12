import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

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
};

export default withNextIntl(config);
