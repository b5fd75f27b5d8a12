import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../playwright.config';
import { type Account, api, apiSignUp, fitsTheScreen, noSeriousViolations, signedIn, sql } from './support';

/**
 * The directors' failed events page end to end: a dead-lettered event (written straight into the e2e
 * database, as a consumer failing eight times would leave it) is shown to the club's director, who tries it
 * again; the real API's worker delivers it and it leaves the list. A plain member gets the 404 page.
 */
test.describe.configure({ mode: 'serial' });

/** A dead-lettered 'chouette.gameEnded' of the club: no consumer of the API handles that type, so once it is
 * tried again the worker marks it DONE at once. Returns its id. */
async function deadEvent(clubId: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `INSERT INTO "DomainEvent" (type, payload, "clubId", status, attempts, "failedConsumer", "lastError")
     VALUES ('chouette.gameEnded', $1, $2, 'DEAD', 8, 'test.consumer', 'simulated failure')
     RETURNING id::text AS id`,
    [JSON.stringify({ sessionId: '00000000-0000-4000-8000-0000000000c1', clubId, game: 0 }), clubId],
  );
  return row.id;
}

const statusOf = async (id: string) =>
  (await sql<{ status: string }>(`SELECT status::text AS status FROM "DomainEvent" WHERE id = $1`, [id]))[0]
    ?.status;

/** A club owned by the first account, joined by the others. */
async function club(request: APIRequestContext, [owner, ...others]: Account[]): Promise<string> {
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    `mutation ($name: String!) { createClub(input: { name: $name }) { id invitationCode } }`,
    { name: 'Clube da Fila' },
    owner.token,
  );
  for (const member of others)
    await api(
      request,
      `mutation ($code: String!) { joinClub(invitationCode: $code) { id } }`,
      { code: createClub.invitationCode },
      member.token,
    );
  return createClub.id;
}

/** axe-core finds no serious or critical violation; the page fits 390 px and is photographed. */
async function checked(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await noSeriousViolations(page, name);
  await fitsTheScreen(page, name);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/events-${name}-390x844.png`, fullPage: true });
}

test('a director sees a dead event, tries it again, and it is delivered and leaves the list', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const dora = await apiSignUp(request, 'Dora', 'events');
  const clubId = await club(request, [dora]);
  const id = await deadEvent(clubId);
  const page = await signedIn(browser, dora.token);

  // From the club page, where the director's links are.
  await page.goto(`/pt-BR/clubs/${clubId}`);
  await page.getByRole('link', { name: 'Eventos com falha' }).click();
  await expect(page).toHaveURL(new RegExp(`/pt-BR/clubs/${clubId}/events$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eventos com falha');
  await expect(page).toHaveTitle('Eventos com falha · Clube da Fila — Gamão Clube');

  const event = page.locator('.dead-event');
  await expect(event).toHaveCount(1);
  await expect(event.getByRole('heading', { level: 2 })).toHaveText('Jogo de chouette terminado');
  await expect(event).toContainText('chouette.gameEnded');
  await expect(event).toContainText('Tentativas8');
  await expect(event).toContainText('Falhou emtest.consumer');
  await expect(event).toContainText('Errosimulated failure');
  await event.getByText('Dados do evento').click();
  await expect(event.locator('pre')).toContainText('"game": 0');
  await checked(page, 'dead');

  // A second tab of the same director still shows the event after the first one tried it again: the API's
  // refusal (EVENT_NOT_DEAD) shows beside its button.
  const stale = await page.context().newPage();
  await stale.goto(`/pt-BR/clubs/${clubId}/events`);
  await expect(stale.locator('.dead-event')).toHaveCount(1);

  await event.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(page.locator('.dead-event')).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('Nenhum evento com falha: tudo foi entregue.');
  await expect.poll(() => statusOf(id), { timeout: 15_000 }).toBe('DONE');
  await checked(page, 'empty');

  await stale.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(stale.locator('.form-error')).toHaveAttribute('data-code', 'EVENT_NOT_DEAD');
  await expect(stale.locator('.form-error')).toHaveText(
    'Este evento não está parado: ele já foi entregue ou ainda está na fila.',
  );

  // The same page in English.
  await page.goto(`/en/clubs/${clubId}/events`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Failed events');
  await expect(page.getByRole('status')).toHaveText('No failed events: everything was delivered.');
});

test("a plain member gets no link and the 404 page, not the club's failed events", async ({
  browser,
  request,
}) => {
  const olga = await apiSignUp(request, 'Olga', 'events');
  const mauro = await apiSignUp(request, 'Mauro', 'events');
  const clubId = await club(request, [olga, mauro]);
  await deadEvent(clubId);
  const page = await signedIn(browser, mauro.token);

  await page.goto(`/pt-BR/clubs/${clubId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clube da Fila');
  await expect(page.getByRole('link', { name: 'Eventos com falha' })).toHaveCount(0);

  const response = await page.goto(`/pt-BR/clubs/${clubId}/events`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  await expect(page).toHaveTitle('Página não encontrada — Gamão Clube');
  await expect(page.getByText('simulated failure')).toHaveCount(0);
  await checked(page, 'member-404');
});
