import { type APIRequestContext, expect, test } from '@playwright/test';
import { type Account, api, apiSignUp, fitsTheScreen, noSeriousViolations, signedIn, stamp } from './support';

/**
 * A 6-player chouette with house rules (issue 42, part 1): the organiser opens the table on the site with the
 * FIBS rules, the table page lists them (pt-BR and English, 390 px, axe-clean), the organiser sets the team's
 * answer order on the page before the first game, and the API plays by them (no game without the box's partner).
 */

type View = { seq: number; phase: string; waitingFor: { player: string | null; decision: string }[] };
const VIEW = 'seq phase waitingFor { player decision }';

async function tableOf(request: APIRequestContext, id: string, token: string): Promise<View> {
  return (
    await api<{ chouette: View }>(
      request,
      `query ($id: UUID!) { chouette(id: $id) { ${VIEW} } }`,
      { id },
      token,
    )
  ).chouette;
}

test('a 6-player chouette opened with house rules shows them and plays by them', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const six: Account[] = [];
  for (const name of ['Ana', 'Bia', 'Caio', 'Dani', 'Edu', 'Fabi'])
    six.push(await apiSignUp(request, name, 'casa'));
  const [ana, bia] = six;
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    'mutation ($name: String!) { createClub(input: { name: $name }) { id invitationCode } }',
    { name: `Clube da Casa ${stamp}` },
    ana.token,
  );
  for (const m of six.slice(1))
    await api(
      request,
      'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }',
      { c: createClub.invitationCode },
      m.token,
    );

  // Ana opens the table on the site with the FIBS house rules.
  const a = await signedIn(browser, ana.token);
  await a.goto(`/pt-BR/chouette/new?club=${createClub.id}`);
  await a.getByLabel('Regras da casa').selectOption('fibs');
  await a.getByRole('button', { name: 'Abrir a mesa' }).click();
  await expect(a).toHaveURL(/\/pt-BR\/chouette\/[0-9a-f-]{36}$/);
  const id = a.url().split('/').at(-1) ?? '';
  const rules = a.getByTestId('house-rules');
  await expect(rules).toContainText('o caixa é obrigado a chamar sócio a partir de 6 jogadores');
  await expect(rules).toContainText('no máximo 10 jogadores');

  // Six players join; they roll for the order (ties roll again).
  const { chouette: opened } = await api<{ chouette: { code: string } }>(
    request,
    'query ($id: UUID!) { chouette(id: $id) { code } }',
    { id },
    ana.token,
  );
  for (const m of six)
    await api(
      request,
      'mutation ($code: String!) { joinChouette(code: $code) { id } }',
      { code: opened.code },
      m.token,
    );
  // Before the first game the organiser may still change them on the table page: the team's answer order.
  await a.reload();
  await a.getByLabel('Ordem das respostas do time').selectOption('team');
  await a.getByRole('button', { name: 'Salvar as regras da casa' }).click();
  await expect(a.getByTestId('house-rules-form').getByRole('status')).toHaveText('Regras da casa salvas.');
  await expect(a.getByTestId('house-rules-list')).toContainText('o time declara e responde na ordem do time');
  const byId = new Map(six.map((m) => [m.id, m]));
  for (let round = 0; round < 40; round++) {
    const view = await tableOf(request, id, ana.token);
    const roll = view.waitingFor.find((w) => w.decision === 'rollForOrder' && w.player);
    if (!roll) break;
    await api(
      request,
      'mutation ($id: UUID!, $seq: Int!) { rollChouetteOrder(chouetteId: $id, expectedSeq: $seq) { seq } }',
      { id, seq: view.seq },
      byId.get(roll.player!)!.token,
    );
  }
  const ready = await tableOf(request, id, ana.token);
  expect(ready.phase).toBe('ready');

  await a.reload();
  await expect(rules).toContainText('o time declara e responde na ordem do time');
  // The table is seated, no game yet: the organiser may still change them.
  await expect(a.getByTestId('house-rules-form')).toBeVisible();
  await expect(a.locator('[data-testid="seat"]')).toHaveCount(6);
  await noSeriousViolations(a, 'chouette house rules pt-BR');
  await fitsTheScreen(a, 'chouette house rules');

  // Bia reads them in English.
  const b = await signedIn(browser, bia.token, { locale: 'en' });
  await b.goto(`/en/chouette/${id}`);
  await expect(b.getByTestId('house-rules')).toContainText('the box must call a partner from 6 players');
  await expect(b.getByTestId('house-rules')).toContainText('the team declares and answers in team order');
  await noSeriousViolations(b, 'chouette house rules en');

  // Six players and no partner called: the game does not start.
  const response = await request.post(`http://localhost:${process.env.E2E_API_PORT ?? 4333}/graphql`, {
    data: {
      query:
        'mutation ($id: UUID!, $seq: Int!) { startChouetteGame(chouetteId: $id, expectedSeq: $seq) { seq } }',
      variables: { id, seq: ready.seq },
    },
    headers: { authorization: `Bearer ${ana.token}` },
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe('PARTNER_REQUIRED');
  await a.context().close();
  await b.context().close();
});
