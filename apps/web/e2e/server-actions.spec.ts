import { type Page, type Request, expect, test } from '@playwright/test';
import { api, apiSignUp, seqOf, signedIn, stamp, usableNow } from './support';

/**
 * Issue #17, "Forms": server actions logged "POST … net::ERR_ABORTED" many times per game although they took
 * effect (Chromium reports a fetch read through a stream reader as cancelled; the site now reads an action's
 * answer whole, src/lib/whole-action-answers.ts). Two members play the opening turns of an online match by
 * clicks: every action the board sends (loads, rolls, plays) finishes, in both browsers.
 */

const rollButton = (page: Page) => page.getByRole('button', { name: 'Lançar os dados' });
const confirmButton = (page: Page) => page.getByRole('button', { name: 'Confirmar jogada' });
const sources = (page: Page) => page.locator('[data-source="true"]');
const destinations = (page: Page) => page.locator('[data-destination="true"]');

test("an online game's server actions finish: none is reported aborted", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const [olga, bia] = [
    await apiSignUp(request, 'Olga', 'actions'),
    await apiSignUp(request, 'Bia', 'actions'),
  ];
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    `mutation { createClub(input: { name: "Clube das Ações ${stamp}" }) { id invitationCode } }`,
    {},
    olga.token,
  );
  await api(
    request,
    'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }',
    { c: createClub.invitationCode },
    bia.token,
  );
  const { challenge } = await api<{ challenge: { id: string } }>(
    request,
    'mutation ($i: ChallengeInput!) { challenge(input: $i) { id } }',
    { i: { clubId: createClub.id, opponentId: bia.id, options: { length: 1 } } },
    olga.token,
  );
  await api(
    request,
    'mutation ($id: UUID!) { acceptChallenge(matchId: $id) { id } }',
    { id: challenge.id },
    bia.token,
  );

  const pages = [await signedIn(browser, olga.token), await signedIn(browser, bia.token)];
  const isAction = (r: Request) => r.method() === 'POST' && r.headers()['next-action'] !== undefined;
  const sent: string[] = [];
  const aborted: string[] = [];
  const logged: string[] = [];
  for (const [i, page] of pages.entries()) {
    page.on('request', (r) => {
      if (isAction(r)) sent.push(`${i} ${r.postData()}`);
    });
    page.on('requestfailed', (r) => {
      if (isAction(r)) aborted.push(`${i} ${r.postData()}: ${r.failure()?.errorText}`);
    });
    page.on('console', (m) => {
      if (/ERR_ABORTED/.test(m.text())) logged.push(`${i} ${m.text()}`);
    });
    await page.goto(`/pt-BR/play/online/${challenge.id}`);
    await expect(page.getByTestId('match-seq')).toBeVisible();
  }

  // The opening roll, then four turns: whoever the board lets act rolls, moves checker by checker and confirms.
  let turns = 0;
  for (let step = 0; step < 40 && turns < 4; step++) {
    let acted = false;
    for (const page of pages) {
      const seq = await seqOf(page);
      if (await usableNow(rollButton(page))) {
        // The button may leave as the other board's news arrives (the turn passed): the next step looks again.
        const clicked = await rollButton(page)
          .click({ timeout: 5_000 })
          .then(
            () => true,
            () => false,
          );
        if (clicked) {
          await expect.poll(() => seqOf(page), { timeout: 15_000 }).toBeGreaterThan(seq);
          acted = true;
        }
      }
      if ((await confirmButton(page).isVisible()) && (await sources(page).count()) > 0) {
        for (let k = 0; k < 8 && (await sources(page).count()) > 0; k++) {
          await sources(page).first().click();
          await destinations(page).first().click();
        }
        await expect(confirmButton(page)).toBeEnabled();
        const before = await seqOf(page);
        await confirmButton(page).click();
        await expect.poll(() => seqOf(page), { timeout: 15_000 }).toBeGreaterThan(before);
        turns++;
        acted = true;
      }
    }
    if (!acted) await pages[0].waitForTimeout(300);
  }
  expect(turns).toBeGreaterThanOrEqual(4);
  // Let the last answers and the live reloads they cause settle before counting.
  for (const page of pages) await page.waitForLoadState('networkidle');
  expect(sent.length).toBeGreaterThanOrEqual(8);
  expect(aborted).toEqual([]);
  expect(logged).toEqual([]);
  for (const page of pages) await page.context().close();
});
