import { type Page, expect, test } from '@playwright/test';
import { api, apiSignUp, signedIn, stamp } from './support';

/**
 * Issue #13, item 6: the site's security headers, asserted on real responses of the built site, and the
 * site still working in Chromium under its Content-Security-Policy (no violation reported, scripts run).
 */

const csp = (header: string | undefined) =>
  Object.fromEntries(
    (header ?? '').split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  ) as Record<string, string[]>;

const nonceOf = (policy: Record<string, string[]>) =>
  (policy['script-src'] ?? []).find((v) => v.startsWith("'nonce-"))?.slice(7, -1);

/** Every CSP violation the page reports (the securitypolicyviolation event and Chromium's console line). */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      violations.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) violations.push(error.message);
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test.describe('security headers', () => {
  test('a page carries a CSP with a fresh nonce, no framing, nosniff, a referrer and permissions policy; no HSTS over http', async ({
    request,
  }) => {
    const first = await request.get('/pt-BR');
    expect(first.status()).toBe(200);
    const headers = first.headers();
    const policy = csp(headers['content-security-policy']);
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy['script-src']).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['img-src']).toContain('data:');
    const apiPort = process.env.E2E_API_PORT ?? '4333';
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(["'self'", `http://localhost:${apiPort}`, `ws://localhost:${apiPort}`]),
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('microphone=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-powered-by']).toBeUndefined();

    // The nonce is new on every request, and it is the one on the page's scripts.
    const second = await request.get('/pt-BR');
    const again = nonceOf(csp(second.headers()['content-security-policy']));
    expect(again).toBeTruthy();
    expect(again).not.toBe(nonce);
    const html = await second.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${again}"`);
  });

  test('sends HSTS when the site is reached over https (the proxy in front says so)', async ({ request }) => {
    const response = await request.get('/pt-BR', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers()['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(csp(response.headers()['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
  });

  test("Next's own files carry nosniff and the other headers that need no nonce", async ({ request }) => {
    const html = await (await request.get('/pt-BR')).text();
    const src = /<script\b[^>]*\bsrc="([^"]+\.js)"/.exec(html)?.[1];
    expect(src).toBeTruthy();
    const file = await request.get(src!);
    expect(file.status()).toBe(200);
    expect(file.headers()['x-content-type-options']).toBe('nosniff');
    expect(file.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(file.headers()['x-frame-options']).toBe('DENY');
  });

  test('the site works in the browser under its CSP: scripts run, no violation is reported', async ({
    page,
  }) => {
    const violations = watchViolations(page);
    await page.goto('/pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('O seu clube de gamão, sem papel');
    // A client-side navigation: React hydrated, so the nonce let Next's scripts run.
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your backgammon club, paperless');
    // The computer opponent runs in a Web Worker (worker-src).
    await page.goto('/pt-BR/play');
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await page.getByRole('radio', { name: /Contra o computador/ }).check();
    await page.getByRole('radio', { name: 'Fácil', exact: true }).check();
    await page.getByRole('button', { name: 'Começar a partida' }).click();
    await expect(page).toHaveURL(/\/pt-BR\/play\/local$/);
    await expect(page.getByTestId('player-1')).toContainText('Computador (Fácil)');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('no other site can frame it', async ({ page, baseURL }) => {
    await page.goto('about:blank');
    await page.setContent(`<iframe id="site" src="${baseURL}/pt-BR"></iframe>`);
    await page.waitForTimeout(1000);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    // Chromium blocks the document (frame-ancestors 'none'): the frame shows its error page, never the site.
    expect(frame).toBeTruthy();
    expect(frame!.url()).not.toContain('/pt-BR');
    expect(await frame!.getByText('O seu clube de gamão').count()).toBe(0);
  });

  test('a live online match and a club page (QR code) work under the CSP: the WebSocket connects, no violation', async ({
    browser,
    request,
  }) => {
    const [ana, rui] = [await apiSignUp(request, 'Ana', 'csp'), await apiSignUp(request, 'Rui', 'csp')];
    const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
      request,
      `mutation { createClub(input: { name: "Clube CSP ${stamp}" }) { id invitationCode } }`,
      {},
      ana.token,
    );
    await api(
      request,
      `mutation ($code: String!) { joinClub(invitationCode: $code) { id } }`,
      { code: createClub.invitationCode },
      rui.token,
    );
    const { challenge } = await api<{ challenge: { id: string } }>(
      request,
      `mutation ($input: ChallengeInput!) { challenge(input: $input) { id } }`,
      { input: { clubId: createClub.id, opponentId: rui.id, options: { length: 1 } } },
      ana.token,
    );
    const page = await signedIn(browser, ana.token);
    const violations = watchViolations(page);
    await page.goto(`/pt-BR/play/online/${challenge.id}`);
    await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
    await page.goto(`/pt-BR/clubs/${createClub.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Clube CSP');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
