import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { pipCount } from '@gamao/engine';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
  expect,
} from '@playwright/test';
import { Client } from 'pg';
import { type LocalGame, turnView } from '../src/features/play/controller';
import { STORAGE_KEY, serialise } from '../src/features/play/storage';

/**
 * What the site's end-to-end specs share: the API they set up accounts through (where a browser would only
 * make the test longer), a browser signed in as one of them, and the accessibility check.
 */
export const apiUrl = `http://localhost:${process.env.E2E_API_PORT ?? 4333}/graphql`;
export const PASSWORD = 'gamao forte 2026';
/** This run's mark, in emails and club names, so that runs against one database never collide. */
export const stamp = Date.now();

export interface Account {
  readonly name: string;
  readonly id: string;
  readonly token: string;
}

/** One GraphQL request over HTTP; an error fails the test at once. */
export async function api<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await request.post(apiUrl, {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(JSON.stringify(body.errors ?? body));
  return body.data;
}

/** An account made over the API; `tag` keeps the emails of different specs (and runs) apart. */
export async function apiSignUp(request: APIRequestContext, name: string, tag: string): Promise<Account> {
  const local = name
    .normalize('NFD')
    .replace(/[^a-z]/gi, '')
    .toLowerCase();
  const { signUp } = await api<{ signUp: { token: string; me: { id: string } } }>(
    request,
    `mutation ($input: SignUpInput!) { signUp(input: $input) { token me { id } } }`,
    { input: { displayName: name, email: `${local}.${tag}.${stamp}@example.com`, password: PASSWORD } },
  );
  return { name, token: signUp.token, id: signUp.me.id };
}

/**
 * Whether a control can be used right now: shown and enabled. `isEnabled()` alone waits for the control to be
 * there, without limit: on a live board, where a button leaves as the other player's news arrives, a check made
 * just as it left waited until the test timed out.
 */
export async function usableNow(control: Locator): Promise<boolean> {
  return (await control.isVisible()) && control.isEnabled({ timeout: 1_000 }).catch(() => false);
}

/** The sequence number of the match state an online board shows. */
export const seqOf = async (page: Page): Promise<number> =>
  Number(await page.getByTestId('match-seq').getAttribute('data-seq'));

/**
 * Rolls the opening of an online match on `page` while the board offers it (a tie rolls again; nothing when
 * the server rolled it, as in a match with a clock). Each roll is awaited (the board's sequence number moves)
 * before the button is looked for again: clicked while a roll was taking it away, the click would wait for
 * it without end.
 */
export async function rollTheOpening(page: Page): Promise<void> {
  const roll = page.getByRole('button', { name: 'Lançar os dados' });
  while (await roll.isVisible()) {
    const seq = await seqOf(page);
    await roll.click();
    await expect.poll(() => seqOf(page), { timeout: 10_000 }).toBeGreaterThan(seq);
  }
}

/** A phone-sized browser signed in with `token`: the site's session cookie, as sign-in would set it. */
export async function signedIn(
  browser: Browser,
  token: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    viewport: { width: 390, height: 844 },
    ...options,
  });
  await context.addCookies([
    { name: 'gamao_session', value: token, domain: 'localhost', path: '/', httpOnly: true, sameSite: 'Lax' },
  ]);
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

/** axe-core finds no serious or critical violation on the page, once it has settled and has its title: a
 * server action's refresh, a live page's refresh (a live tournament page reads itself again 300 ms after a
 * change) or a navigation may still be under way when a step ends. */
export async function noSeriousViolations(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page, name).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    name,
  ).toEqual([]);
}

/** The page fits a phone's width: nothing makes the whole page scroll sideways (wide content scrolls in its
 * own box). */
export async function fitsTheScreen(page: Page, name: string): Promise<void> {
  const { page: width, screen } = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(width, `${name}: the page is wider than the screen`).toBeLessThanOrEqual(screen);
}

/**
 * Puts a prepared local game in the browser's storage and opens the board. The page is served with a new game
 * on it, so this waits for the stored game's pip counts: the page has loaded it (and is hydrated).
 */
export async function openStoredGame(page: Page, game: LocalGame): Promise<void> {
  await page.goto('/pt-BR/play');
  await page.evaluate(
    ([key, value]) => {
      window.localStorage.clear();
      window.localStorage.setItem(key, value);
    },
    [STORAGE_KEY, serialise(game)],
  );
  await page.goto('/pt-BR/play/local');
  const { board } = turnView(game); // with the moves of a turn in progress
  await expect(page.getByTestId('pips')).toHaveText(
    new RegExp(`: ${pipCount(board, 0)} · .*: ${pipCount(board, 1)}$`),
  );
}

/**
 * The database the API of this run uses: E2E_DATABASE_URL, or the embedded server the API started in
 * E2E_EMBEDDED_PG_DIR (apps/api/src/core/database/database.ts: its user, password and database, on the port
 * its postmaster.pid names).
 */
function e2eDatabaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const dir =
    process.env.E2E_EMBEDDED_PG_DIR || path.resolve(__dirname, '..', '..', '..', '.data', 'postgres');
  const port = readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[3].trim();
  return `postgresql://postgres:gamao-embedded@127.0.0.1:${port}/gamao`;
}

/** One SQL statement on the database of this run's API (for states no page can reach). */
export async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
