import { type APIRequestContext, expect, test } from '@playwright/test';
import { type Account, api, apiSignUp, fitsTheScreen, noSeriousViolations, signedIn, stamp } from './support';

/**
 * A 6-player chouette with house rules (issue 42, part 1): the organiser opens the table on the site with the
 * FIBS rules, the table page lists them (pt-BR and English, 390 px, axe-clean), the organiser sets the team's
 * answer order on the page before the first game, and the API plays by them (no game without the box's partner).
 * Then a scorekeeper table with extras and deals: the organiser records an extra and a deal on the page (a deal
 * the member did not agree to is refused), and the history and the ledger count them.
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
  // The page is hydrated (its live feed is up) before the form is used: a choice made earlier is the
  // browser's alone, and the save would send the rules as they were.
  await expect(a.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
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

test('a scorekeeper records an extra and a deal on the page; the history and the ledger show them', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const people: Account[] = [];
  for (const name of ['Olga', 'Bia', 'Caio', 'Dani', 'Edu'])
    people.push(await apiSignUp(request, name, 'extra'));
  const [olga, bia, caio, dani, edu] = people;
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    'mutation ($name: String!) { createClub(input: { name: $name }) { id invitationCode } }',
    { name: `Clube do Extra ${stamp}` },
    olga.token,
  );
  for (const m of people.slice(1))
    await api(
      request,
      'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }',
      { c: createClub.invitationCode },
      m.token,
    );
  // Olga keeps score at a physical board; extras are optional and deals allowed at this table.
  const { openChouette } = await api<{ openChouette: { id: string; code: string } }>(
    request,
    'mutation ($input: OpenChouetteInput!) { openChouette(input: $input) { id code } }',
    {
      input: {
        clubId: createClub.id,
        options: { mode: 'SCOREKEEPER', partnerThreshold: 0, house: { extras: 'optional', deals: true } },
      },
    },
    olga.token,
  );
  const id = openChouette.id;
  const record = async (field: string, args: Record<string, unknown> = {}) => {
    const { seq } = await tableOf(request, id, olga.token);
    const names = Object.keys(args);
    const decl = names.map((n) => `, $${n}: ${ARG_TYPES[n]}`).join('');
    const use = names.map((n) => `, ${n}: $${n}`).join('');
    await api(
      request,
      `mutation ($id: UUID!, $seq: Int!${decl}) { ${field}(chouetteId: $id, expectedSeq: $seq${use}) { seq } }`,
      { id, seq, ...args },
      olga.token,
    );
  };
  for (const p of [bia, caio, dani, edu])
    await api(
      request,
      'mutation ($code: String!, $player: UUID) { joinChouette(code: $code, player: $player) { seq } }',
      { code: openChouette.code, player: p.id },
      olga.token,
    );
  const rolls: [Account, number[]][] = [
    [bia, [6, 6]],
    [caio, [6, 5]],
    [dani, [5, 4]],
    [edu, [2, 1]],
  ];
  for (const [p, dice] of rolls) await record('rollChouetteOrder', { player: p.id, dice });
  // Game 1: Bia (the box) doubles; Caio takes alone, Dani and Edu drop.
  await record('startChouetteGame');
  await record('offerChouetteBoxDouble');
  await record('answerChouetteBoxDouble', { answer: 'take', player: caio.id });
  await record('answerChouetteBoxDouble', { answer: 'drop', player: dani.id });
  await record('answerChouetteBoxDouble', { answer: 'drop', player: edu.id });

  const page = await signedIn(browser, olga.token);
  await page.goto(`/pt-BR/chouette/${id}`);
  const house = page.getByTestId('house-actions');
  await expect(house).toBeVisible();
  // Dani gives Caio an extra; Caio agrees.
  await house.getByLabel('Extra de (quem recusou)').selectOption({ label: 'Dani' });
  await house.getByLabel('para (quem aceitou sozinho)').selectOption({ label: 'Caio' });
  await house.getByLabel('quem aceitou concorda').check();
  await house.getByRole('button', { name: 'Anotar o extra' }).click();
  await expect(page.getByTestId('table-log')).toContainText('Dani dá um extra a Caio');
  await noSeriousViolations(page, 'scorekeeper with house actions');
  await fitsTheScreen(page, 'scorekeeper with house actions');
  await page.getByRole('combobox', { name: 'Vencedor' }).selectOption('team');
  await page.getByRole('button', { name: 'Anotar o resultado' }).click();

  // Game 2: Caio is the box; Olga records his deal with Edu (Caio pays Edu 1), agreed at the table.
  await page.getByRole('button', { name: 'Começar o jogo' }).click();
  await house.getByLabel('Acordo com').selectOption({ label: 'Edu' });
  await house.getByLabel('pontos que Caio (box) paga').fill('1');
  // Without the member's agreement the API refuses and nothing is recorded.
  await house.getByRole('button', { name: 'Anotar o acordo' }).click();
  await expect(page.getByTestId('table-error')).toBeVisible();
  await expect(page.getByTestId('table-log')).not.toContainText('Acordo do box');
  await house.getByLabel('o membro concordou').check();
  await house.getByRole('button', { name: 'Anotar o acordo' }).click();
  await expect(page.getByTestId('table-log')).toContainText('Acordo do box, Caio: Edu +1');

  // The ledger: game 1 with the extra (Caio +5, Bia -3), and Edu out of game 2 by the deal.
  const { chouette } = await api<{
    chouette: { ledger: { games: { points: { player: string; points: number }[] }[] } };
  }>(
    request,
    'query ($id: UUID!) { chouette(id: $id) { ledger { games { points { player points } } } } }',
    { id },
    olga.token,
  );
  const game1 = Object.fromEntries(chouette.ledger.games[0].points.map((p) => [p.player, p.points]));
  expect(game1).toEqual({ [bia.id]: -3, [caio.id]: 5, [dani.id]: -1, [edu.id]: -1 });
});

const ARG_TYPES: Record<string, string> = {
  player: 'UUID',
  dice: '[Int!]',
  answer: 'ChouetteDoubleAnswer!',
};

test("a chouette table's chat and absences: its players talk live, one steps away with a proxy; a member who only watches has no chat", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const people: Account[] = [];
  for (const name of ['Ana', 'Bia', 'Caio', 'Vera']) people.push(await apiSignUp(request, name, 'mesa-chat'));
  const [ana, bia, caio, vera] = people;
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    'mutation ($name: String!) { createClub(input: { name: $name }) { id invitationCode } }',
    { name: `Clube da Conversa ${stamp}` },
    ana.token,
  );
  for (const m of people.slice(1))
    await api(
      request,
      'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }',
      { c: createClub.invitationCode },
      m.token,
    );
  const { openChouette } = await api<{ openChouette: { id: string; code: string } }>(
    request,
    'mutation ($input: OpenChouetteInput!) { openChouette(input: $input) { id code } }',
    { input: { clubId: createClub.id, options: {} } },
    ana.token,
  );
  for (const p of [ana, bia, caio])
    await api(
      request,
      'mutation ($code: String!) { joinChouette(code: $code) { seq } }',
      { code: openChouette.code },
      p.token,
    );

  const a = await signedIn(browser, ana.token);
  const b = await signedIn(browser, bia.token);
  await a.goto(`/pt-BR/chouette/${openChouette.id}`);
  await b.goto(`/pt-BR/chouette/${openChouette.id}`);
  const bChat = b.getByTestId('match-chat');
  await expect(bChat).toHaveAttribute('data-live', 'live');
  await a.getByTestId('match-chat').getByRole('button', { name: 'Boa sorte' }).click();
  await expect(bChat.getByTestId('chat-line')).toHaveText(['Ana: Boa sorte']);
  // Bia may mute each of the others by name.
  await expect(bChat.getByRole('button', { name: 'Silenciar Ana' })).toBeVisible();
  await expect(bChat.getByRole('button', { name: 'Silenciar Caio' })).toBeVisible();
  await noSeriousViolations(b, 'chouette table with its chat');
  await fitsTheScreen(b, 'chouette table with its chat');

  // Bia steps away, naming Caio to decide her cube; Ana's open table shows it at once, over the live feed
  // (an absence moves no sequence number: its notice carries who is away), and so her return, without a reload.
  await expect(a.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  const away = b.getByTestId('table-absence');
  await away.getByLabel('Quem decide meu dado').selectOption({ label: 'Caio' });
  await away.getByRole('button', { name: 'Vou me ausentar' }).click();
  await expect(away).toContainText('Bia está ausente; Caio decide o dado dele.');
  await expect(a.getByTestId('table-absence')).toContainText('Bia está ausente; Caio decide o dado dele.');
  await noSeriousViolations(b, 'chouette table with an absence');
  await away.getByRole('button', { name: 'Voltei à mesa' }).click();
  await expect(away).toContainText('Ninguém ausente da mesa.');
  await expect(a.getByTestId('table-absence')).toContainText('Ninguém ausente da mesa.');

  // Vera, a member who watches, sees the table and no chat.
  const v = await signedIn(browser, vera.token);
  await v.goto(`/pt-BR/chouette/${openChouette.id}`);
  await expect(v.getByTestId('table-log')).toBeAttached();
  await expect(v.getByTestId('match-chat')).toHaveCount(0);
});

test('a full table split in two by its organiser when a member arrives', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const people: Account[] = [];
  for (const name of ['Olga', 'Ana', 'Bia', 'Caio', 'Dani', 'Edu', 'Fabi'])
    people.push(await apiSignUp(request, name, 'dividir'));
  const [olga, ...members] = people;
  const newcomer = members[5];
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    'mutation ($name: String!) { createClub(input: { name: $name }) { id invitationCode } }',
    { name: `Clube da Divisão ${stamp}` },
    olga.token,
  );
  for (const m of members)
    await api(
      request,
      'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }',
      { c: createClub.invitationCode },
      m.token,
    );
  const { openChouette } = await api<{ openChouette: { id: string; code: string } }>(
    request,
    'mutation ($input: OpenChouetteInput!) { openChouette(input: $input) { id code } }',
    { input: { clubId: createClub.id, options: { partnerThreshold: 0, house: { maxPlayers: 5 } } } },
    olga.token,
  );
  for (const p of members.slice(0, 5))
    await api(
      request,
      'mutation ($code: String!) { joinChouette(code: $code) { seq } }',
      { code: openChouette.code },
      p.token,
    );

  const page = await signedIn(browser, olga.token);
  await page.goto(`/pt-BR/chouette/${openChouette.id}`);
  const split = page.getByTestId('table-split');
  await expect(split).toContainText('A mesa tem o máximo de 5 jogadores.');
  await noSeriousViolations(page, 'a full chouette table');
  await split.getByLabel('Quem chega').selectOption({ label: 'Fabi' });
  await split.getByRole('button', { name: 'Dividir a mesa' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${openChouette.id}$`));
  await expect(page).toHaveURL(/\/pt-BR\/chouette\/[0-9a-f-]{36}$/);
  // The new table: the bottom two of the line and Fabi; the old one keeps three.
  const { chouette: fresh } = await api<{
    chouette: { players: { user: { id: string }; present: boolean }[] };
  }>(
    request,
    'query ($id: UUID!) { chouette(id: $id) { players { user { id } present } } }',
    { id: page.url().split('/').at(-1) },
    olga.token,
  );
  expect(fresh.players.filter((p) => p.present).map((p) => p.user.id)).toContain(newcomer.id);
  expect(fresh.players.filter((p) => p.present)).toHaveLength(3);
  const { chouette: old } = await api<{
    chouette: { players: { user: { id: string }; present: boolean }[] };
  }>(
    request,
    'query ($id: UUID!) { chouette(id: $id) { players { user { id } present } } }',
    { id: openChouette.id },
    olga.token,
  );
  // Before the order was rolled, the last two who came move.
  expect(old.players.filter((p) => p.present).map((p) => p.user.id)).toEqual(
    members.slice(0, 3).map((m) => m.id),
  );
});
