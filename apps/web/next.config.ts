import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const config: NextConfig = {
  // docker/web.Dockerfile builds a self-contained server; `npm start` uses `next start`.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  outputFileTracingRoot: path.join(__dirname, '..', '..'),
  poweredByHeader: false,
  reactStrictMode: true,
};

export default withNextIntl(config);
