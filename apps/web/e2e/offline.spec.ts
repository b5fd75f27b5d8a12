import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, type Page, chromium, expect as baseExpect, test } from '@playwright/test';
import { startLocalGame } from '../src/features/play/controller';
import { DEFAULT_SETTINGS } from '../src/features/play/settings';
import { STORAGE_KEY, serialise } from '../src/features/play/storage';
import { usableNow } from './support';

const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue #17, "Installable": Chromium reports the site installable (a manifest, icons, a service worker), and
 * once the service worker is installed the game against the computer and the rules work with the network
 * off. A persistent profile: Chromium does not offer to install from an incognito context, which a test's
 * ordinary context is.
 */

let profile: string;
let context: BrowserContext;

test.beforeAll(async ({ baseURL }, testInfo) => {
  const launch = testInfo.project.use.launchOptions ?? {};
  profile = mkdtempSync(path.join(tmpdir(), 'gamao-offline-'));
  context = await chromium.launchPersistentContext(profile, {
    ...launch,
    baseURL,
    locale: 'pt-BR',
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
    serviceWorkers: 'allow',
  });
});

test.afterAll(async () => {
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** Waits until the service worker is active and has kept the pages that must work offline. */
async function serviceWorkerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const kept = await Promise.all(
            ['/pt-BR/play/local', '/pt-BR/rules', '/pt-BR/play'].map((p) => caches.match(p)),
          );
          return kept.every(Boolean);
        }),
      { timeout: 60_000 },
    )
    .toBe(true);
}

test('Chromium finds the site installable, with a favicon', async ({ request }) => {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/pt-BR');
  await serviceWorkerReady(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/icon/);
});

test('offline: a whole game against the computer (its Web Worker from the kept files), then the rules', async () => {
  test.setTimeout(300_000);
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/pt-BR/play');
  const game = serialise(startLocalGame({ ...DEFAULT_SETTINGS, mode: 'computer', level: 'easy' }));
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEY, game]);
  await serviceWorkerReady(page);
  // The computer's bear-off database is kept with its worker's chunks.
  const bearoff = await page.evaluate(async () =>
    (await (await caches.open('gamao-v2-static')).keys())
      .map((r) => new URL(r.url).pathname)
      .filter((p) => /\/bearoff-os\.[^/]+\.bin$/.test(p)),
  );
  expect(bearoff).toHaveLength(1);

  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await page.goto('/pt-BR/play/local');
  await expect(page.getByRole('group', { name: 'Tabuleiro de gamão' })).toBeVisible();
  await expect(page.getByTestId('player-1')).toContainText('Computador (Fácil)');

  // The person's turns by clicks (roll, move, confirm); the computer answers from its worker, to the end.
  const roll = page.getByRole('button', { name: 'Lançar os dados' });
  const confirm = page.getByRole('button', { name: 'Confirmar jogada' });
  const result = page.getByTestId('match-result');
  for (let i = 0; i < 3000 && !(await result.isVisible()); i++) {
    if (await roll.isVisible()) {
      await roll.click();
    } else if ((await page.locator('[data-source="true"]').count()) > 0) {
      await page.locator('[data-source="true"]').first().click();
      await page.locator('[data-destination="true"]').first().click();
    } else if (await usableNow(confirm)) {
      await confirm.click();
    } else {
      await page.waitForTimeout(100);
    }
  }
  await expect(result).toContainText(/venceu!/);
  const log = page.getByTestId('game-log');
  await expect(log).toContainText(/Você \d-\d: /);
  await expect(log).toContainText(/Computador \d-\d: /);
  expect(errors.filter((e) => /worker|bootstrap/i.test(e))).toEqual([]);

  // The rules, from the board's link, still offline.
  await page.getByRole('link', { name: 'Regras e ajuda' }).click();
  await expect(page).toHaveURL(/\/pt-BR\/rules$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});
