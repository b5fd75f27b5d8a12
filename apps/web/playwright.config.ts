import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * The site in a real headless Chromium (Debian's /usr/bin/chromium) against the real API and database.
 * tools/test.mjs gives the API its database: E2E_DATABASE_URL, or an embedded server in E2E_EMBEDDED_PG_DIR.
 */
const apiPort = Number(process.env.E2E_API_PORT ?? 4333);
const webPort = Number(process.env.E2E_WEB_PORT ?? 4000);
const root = path.resolve(__dirname, '..', '..');
/** The SMTP server e2e/account-security.spec.ts starts to receive the API's messages. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4525);
/** The site forwards each visitor's address to the API with this secret (lib/visitor.ts). */
const siteSecret = `e2e-site-secret-${process.pid}`;

export const SCREENSHOT_DIR = path.join(root, 'test-results', 'screenshots');

export default defineConfig({
  testDir: 'e2e',
  outputDir: path.join(root, 'test-results', 'playwright'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results', 'e2e.json') }]],
  use: {
    baseURL: `http://localhost:${webPort}`,
    locale: 'pt-BR',
    // Animations off (the board follows prefers-reduced-motion; sound is off unless a player turns it on).
    reducedMotion: 'reduce',
    // The service worker (public/sw.js) only where a spec tests it (e2e/offline.spec.ts): elsewhere its
    // precaching would add page loads to every test.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: `node ${path.join(root, 'apps', 'api', 'dist', 'main.js')}`,
      url: `http://localhost:${apiPort}/graphql?query=%7Bhealth%7Bstatus%7D%7D`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        PORT: String(apiPort),
        CORS_ORIGINS: `http://localhost:${webPort}`,
        PUBLIC_URL: `http://localhost:${webPort}`,
        SITE_SECRET: siteSecret,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // What waits unread is e-mailed after this (e2e/notifications.spec.ts reads it from its SMTP server).
        NOTIFY_EMAIL_DELAY_MS: process.env.E2E_NOTIFY_EMAIL_DELAY_MS ?? '3000',
        // "Your turn" after a second without playing (20 s in production), so the background-tab notice comes soon.
        TURN_NOTICE_DELAY_MS: '1000',
        // The specs sign many accounts up through the API from this one address.
        SIGN_UP_LIMIT: '100000',
        ...(process.env.E2E_DATABASE_URL
          ? { DATABASE_URL: process.env.E2E_DATABASE_URL }
          : { DATABASE_URL: '', EMBEDDED_PG_DIR: process.env.E2E_EMBEDDED_PG_DIR ?? '' }),
      },
    },
    {
      // The production server (server.mjs: Next, with the Brotli copies of the static files).
      command: `node server.mjs`,
      cwd: __dirname,
      url: `http://localhost:${webPort}/pt-BR`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        API_URL: `http://localhost:${apiPort}/graphql`,
        // Join links and QR codes point at the site under test (lib/public-url.ts).
        PUBLIC_URL: `http://localhost:${webPort}`,
        NEXT_TELEMETRY_DISABLED: '1',
        SITE_SECRET: siteSecret,
        PORT: String(webPort),
      },
    },
  ],
});
