import { createHash } from 'node:crypto';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../playwright.config';
import { type Account, api, apiSignUp, fitsTheScreen, noSeriousViolations, signedIn, stamp } from './support';

/**
 * Chouette end to end: four members of one club play a full game on the board from four browsers (order
 * roll, two team doubles, a beaver, the box's double, the captain's moves with a confirmed suggestion, a
 * resignation), then every browser checks the ledger and the next game's roles; an organiser enters a
 * three-game session from a physical board; and at a table of five the box calls a partner. Accounts and the club are made through the API; everything at
 * the table is a click on the site, against the real API, its WebSocket and database.
 */
test.describe.configure({ mode: 'serial' });

type Member = Account;

/** A club of these members (the first one owns it). */
async function club(request: APIRequestContext, members: Member[], name: string) {
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    `mutation ($name: String!) { createClub(input: { name: $name }) { id invitationCode } }`,
    { name },
    members[0].token,
  );
  for (const m of members.slice(1))
    await api(
      request,
      `mutation ($code: String!) { joinClub(invitationCode: $code) { id } }`,
      { code: createClub.invitationCode },
      m.token,
    );
  return createClub.id;
}

/** axe-core, then a phone-sized screenshot: test-results/screenshots/chouette-<name>.png */
async function check(page: Page, name: string) {
  await noSeriousViolations(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await fitsTheScreen(page, name);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/chouette-${name}.png`, fullPage: true });
}

const seqOf = async (page: Page) => Number(await page.getByTestId('table-seq').getAttribute('data-seq'));

/** Every page shows the same state (the latest sequence number any of them has). */
async function inStep(pages: Page[]) {
  const target = Math.max(...(await Promise.all(pages.map(seqOf))));
  for (const page of pages)
    await expect(page.getByTestId('table-seq')).toHaveAttribute('data-seq', String(target), {
      timeout: 15_000,
    });
  return target;
}

/** Clicks a button of the table and waits for the page to show the state after it. */
async function click(page: Page, button: Locator) {
  const seq = await seqOf(page);
  await expect(button).toBeEnabled();
  await button.click();
  await expect.poll(() => seqOf(page), { timeout: 15_000 }).toBeGreaterThan(seq);
  await expect(page.getByTestId('table-error')).toHaveCount(0);
}

const btn = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const sources = (page: Page) => page.locator('[data-source="true"]');
const destinations = (page: Page) => page.locator('[data-destination="true"]');

/** Moves checker by checker (the first highlighted checker, its first highlighted destination). */
async function moveAll(page: Page) {
  while ((await sources(page).count()) > 0) {
    await sources(page).first().click();
    await destinations(page).first().click();
  }
}

const seatRole = (page: Page, role: string) =>
  page.locator(`[data-testid="seat"][data-role="${role}"]`).first().getAttribute('data-player');
const totalOf = (page: Page, name: string) =>
  page.locator(`[data-testid="ledger-total-row"] td[data-player="${name}"]`);
const cubeOf = (page: Page, name: string) =>
  page.locator(`[data-testid="cube"][data-player="${name}"] [data-testid="cube-value"]`);

/** Scorekeeper: the organiser seats these club members, in this order, and enters the dice each rolled for
 * the starting order. */
async function seatWithOrderDice(page: Page, dice: Record<string, [string, string]>) {
  for (const name of Object.keys(dice)) {
    await page.getByLabel('Sentar um sócio do clube').selectOption({ label: name });
    await click(page, btn(page, 'Sentar'));
  }
  for (const [name, [a, b]] of Object.entries(dice)) {
    const block = page.locator(`[data-testid="decision-rollForOrder"][data-player="${name}"]`);
    await block.getByLabel('Dado 1').fill(a);
    await block.getByLabel('Dado 2').fill(b);
    await click(page, block.getByRole('button', { name: 'Anotar os dados' }));
  }
}

test('four members play a chouette game on the board, live, and every browser sees the ledger and the rotation', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const members = [
    await apiSignUp(request, 'Ana', 'chouetteb'),
    await apiSignUp(request, 'Bia', 'chouetteb'),
    await apiSignUp(request, 'Caio', 'chouetteb'),
    await apiSignUp(request, 'Dani', 'chouetteb'),
  ];
  const clubId = await club(request, members, `Clube Chouette ${stamp}`);
  const [ana, bia, caio, dani] = await Promise.all(members.map((m) => signedIn(browser, m.token)));
  const pages = [ana, bia, caio, dani];
  const pageOf = new Map(members.map((m, i) => [m.name, pages[i]]));

  // Ana opens a table from the site, with beavers and raccoons.
  await ana.goto('/pt-BR/chouette');
  await check(ana, 'index');
  await ana.getByRole('link', { name: 'Abrir uma mesa' }).first().click();
  await expect(ana.getByRole('heading', { name: 'Abrir uma mesa de chouette' })).toBeVisible();
  await expect(ana.getByLabel('Jogadores para o box poder chamar sócio')).toHaveValue('5');
  await ana.getByLabel('Biva permitida').check();
  await ana.getByLabel('Racum permitido (precisa da biva)').check();
  // A refused option keeps what was typed and shows the API's message.
  await ana.getByLabel('Jogadores para o box poder chamar sócio').fill('2');
  await ana.getByLabel('Valor do ponto (dinheiro)').fill('2,5');
  await check(ana, 'open');
  await ana.getByRole('button', { name: 'Abrir a mesa' }).click();
  await expect(ana.locator('.form-error[role="alert"]')).toBeVisible();
  await expect(ana.getByLabel('Valor do ponto (dinheiro)')).toHaveValue('2,5');
  await expect(ana.getByLabel('Biva permitida')).toBeChecked();
  await ana.getByLabel('Jogadores para o box poder chamar sócio').fill('5');
  await ana.getByRole('button', { name: 'Abrir a mesa' }).click();
  await expect(ana).toHaveURL(/\/pt-BR\/chouette\/[0-9a-f-]{36}$/);
  const tableUrl = new URL(ana.url()).pathname;
  await expect(ana.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  await expect(ana.getByTestId('table-rules')).toHaveText(
    'contagem internacional · biva · racum · sócio a partir de 5 jogadores · o time aconselha o capitão · ponto a 2,5',
  );
  const code = (await ana.getByTestId('table-code').textContent())!.trim();
  await btn(ana, 'Sentar à mesa').click();
  await expect(ana.locator('[data-testid="seat"][data-player="Ana"]')).toBeVisible();
  await check(ana, 'table-gathering');

  // Bia joins with the short code; Caio by the QR code's link; Dani from the club's home page.
  await bia.goto('/pt-BR/chouette');
  await bia.getByLabel('Código da mesa').fill(code.toLowerCase());
  await bia.getByRole('button', { name: 'Entrar na mesa' }).click();
  await expect(bia).toHaveURL(new RegExp(`${tableUrl}$`));
  const joinUrl = (await ana.getByTestId('join-url').getAttribute('href'))!;
  expect(joinUrl).toContain(`/pt-BR/chouette/join?code=${code}`);
  await caio.goto(new URL(joinUrl).pathname + new URL(joinUrl).search);
  await check(caio, 'join');
  await expect(caio.getByLabel('Código da mesa')).toHaveValue(code);
  await caio.getByRole('button', { name: 'Entrar na mesa' }).click();
  await expect(caio).toHaveURL(new RegExp(`${tableUrl}$`));
  await dani.goto(`/pt-BR/clubs/${clubId}`);
  const listed = dani.getByTestId('club-chouettes').locator(`[data-code="${code}"]`);
  await expect(listed).toBeVisible();
  await listed.getByRole('link', { name: 'Entrar' }).click();
  await dani.getByRole('button', { name: 'Entrar na mesa' }).click();
  await expect(dani).toHaveURL(new RegExp(`${tableUrl}$`));
  for (const page of pages) await expect(page.getByTestId('seat')).toHaveCount(4, { timeout: 15_000 });

  // The order roll: everyone who must roll does (ties re-roll among the tied), live on every page.
  for (let round = 0; round < 20; round++) {
    await inStep(pages);
    let rolled = false;
    for (const page of pages) {
      await inStep(pages);
      const roll = btn(page, 'Lançar os dados para a ordem');
      if (await roll.isVisible()) {
        await click(page, roll);
        rolled = true;
      }
    }
    if (!rolled) break;
  }
  await inStep(pages);
  for (const page of pages) await expect(page.getByTestId('next-roles')).toBeVisible();
  const box = (await seatRole(ana, 'BOX'))!;
  const captain = (await seatRole(ana, 'CAPTAIN'))!;
  const queue = await ana
    .locator('[data-testid="seat"][data-role="QUEUE"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-player')!));
  expect(new Set([box, captain, ...queue])).toEqual(new Set(['Ana', 'Bia', 'Caio', 'Dani']));
  const [q1, q2] = queue;
  const [B, C, Q1, Q2] = [box, captain, q1, q2].map((n) => pageOf.get(n)!);
  for (const page of pages) {
    await expect(page.getByTestId('next-box')).toHaveText(`Box: ${box}`);
    await expect(page.getByTestId('next-captain')).toHaveText(`Capitão: ${captain}`);
  }

  // The game: the opening roll by the box or the captain (again on a tie).
  await click(Q1, btn(Q1, 'Começar o jogo'));
  for (let i = 0; i < 10; i++) {
    await inStep(pages);
    const opening = btn(C, 'Lançar o primeiro dado');
    if (!(await opening.isVisible())) break;
    await click(C, opening);
  }
  await check(C, 'table-playing');

  let teamDoubled = false;
  let suggested = false;
  let boxDoubled = false;
  for (let turn = 0; turn < 40 && !boxDoubled; turn++) {
    await inStep(pages);
    if (!teamDoubled && (await btn(Q1, 'Dobrar para 2').isVisible())) {
      // Two team doubles: Q1 opens, the captain doubles too, Q2 declares no double.
      await click(Q1, btn(Q1, 'Dobrar para 2'));
      await inStep(pages);
      await expect(Q2.getByTestId('waiting-for')).toContainText(`${captain} dizer se dobra`);
      await click(C, btn(C, 'Dobrar para 2'));
      await inStep(pages);
      await click(Q2, btn(Q2, 'Não dobro'));
      await inStep(pages);
      // The box answers each cube alone: takes the captain's, beavers Q1's; Q1 accepts the beaver.
      await expect(B.getByTestId('waiting-for')).toContainText(`${box} responder à dobra de ${q1}`);
      await click(B, btn(B, `Pegar a de ${captain}`));
      await inStep(pages);
      await click(B, btn(B, `Bivar a de ${q1}`));
      await inStep(pages);
      await expect(Q1.getByTestId('waiting-for')).toContainText(`${q1} responder à biva no dado de ${q1}`);
      await click(Q1, btn(Q1, 'Aceitar a biva'));
      await inStep(pages);
      for (const page of pages) {
        await expect(cubeOf(page, captain)).toHaveText('2');
        await expect(cubeOf(page, q1)).toHaveText('4');
        await expect(cubeOf(page, q2)).toHaveText('1');
      }
      teamDoubled = true;
      continue;
    }
    if (teamDoubled && suggested && (await btn(B, 'Dobrar para todos').isVisible())) {
      // The box doubles everyone whose cube is centred or the box's; each answers alone.
      await click(B, btn(B, 'Dobrar para todos'));
      await inStep(pages);
      await click(C, btn(C, 'Pegar'));
      await inStep(pages);
      await click(Q1, btn(Q1, 'Não pegar'));
      await inStep(pages);
      await click(Q2, btn(Q2, 'Não pegar'));
      await inStep(pages);
      boxDoubled = true;
      continue;
    }
    const boxRoll = btn(B, 'Lançar os dados');
    const teamRoll = btn(C, 'Lançar os dados');
    if (await boxRoll.isVisible()) {
      await click(B, boxRoll);
    } else if (await teamRoll.isVisible()) {
      await click(C, teamRoll);
    }
    await inStep(pages);
    // Whoever plays now: the box, or the team (a suggestion from Q2, confirmed by the captain, the first time).
    if (await B.getByTestId('decision-play').isVisible()) {
      await moveAll(B);
      await click(B, btn(B, 'Confirmar jogada'));
    } else if (await C.getByTestId('decision-play').isVisible()) {
      if (!suggested) {
        await expect(Q2.getByTestId('decision-suggest')).toBeVisible();
        await moveAll(Q2);
        await click(Q2, btn(Q2, 'Sugerir esta jogada'));
        await inStep(pages);
        await expect(C.getByTestId('suggestions')).toContainText(`${q2} sugere`);
        await click(C, btn(C, `Jogar a sugestão de ${q2}`));
        suggested = true;
      } else {
        await moveAll(C);
        await click(C, btn(C, 'Confirmar jogada'));
      }
    }
  }
  expect([teamDoubled, suggested, boxDoubled]).toEqual([true, true, true]);

  // The captain, alone against the box at 4, resigns a single game; the box accepts: the game is over.
  await inStep(pages);
  await click(C, btn(C, 'Desistir (só o meu dado)'));
  await inStep(pages);
  await click(B, btn(B, 'Aceitar a desistência'));
  await inStep(pages);

  // Every browser: the ledger (captain -4 at 4, Q1 dropped at 4, Q2 dropped at 1, the box +9) and the
  // rotation (the box won against the captain: the box stays, the captain goes to the end of the queue).
  const expected: Record<string, string> = { [box]: '+9', [captain]: '-4', [q1]: '-4', [q2]: '-1' };
  for (const page of pages) {
    for (const [name, points] of Object.entries(expected))
      await expect(totalOf(page, name)).toHaveText(points);
    await expect(page.getByTestId('next-box')).toHaveText(`Box: ${box}`);
    await expect(page.getByTestId('next-captain')).toHaveText(`Capitão: ${q1}`);
    await expect(page.getByTestId('next-queue')).toHaveText(`Fila: ${q2}, ${captain}`);
    await expect(page.getByTestId('transfer')).toHaveCount(3);
  }
  // Between games a player may leave: Q2 leaves, and every page shows the line without them.
  await click(Q2, btn(Q2, 'Sair da mesa'));
  await inStep(pages);
  for (const page of pages) {
    await expect(page.locator(`[data-testid="seat"][data-player="${q2}"]`)).toHaveAttribute(
      'data-role',
      'LEFT',
    );
    await expect(page.getByTestId('next-queue')).toHaveText(`Fila: ${captain}`);
  }
  const breakdown = ana.locator('[data-testid="game-breakdown"][data-game="1"]');
  await breakdown.locator('summary').click();
  await expect(breakdown.locator(`[data-testid="breakdown-member"][data-player="${q1}"]`)).toContainText(
    `${q1} dobrou para 2; ${box} bivou para 4`,
  );
  // The table's history reads in the page's language.
  await ana.getByText('Histórico da mesa').click();
  const history = ana.getByTestId('table-log');
  await expect(history).toContainText(`${q2} sai da mesa`);
  await expect(history).toContainText(`${box} responde ao dobro de ${q1}: biva`);
  await expect(history).toContainText(`${captain} abandona (simples)`);
  await check(ana, 'table-after-game');
  await ana.goto(`${tableUrl}/ledger`);
  await expect(totalOf(ana, box)).toHaveText('+9');
  await ana.getByRole('button', { name: 'Verificar o registro' }).click();
  await expect(ana.getByTestId('audit-result')).toHaveAttribute('data-valid', 'true');
  // The dice: the fingerprint is public, the seed sealed until the session ends.
  const commitment = await ana.getByTestId('dice-commitment').textContent();
  expect(commitment).toMatch(/^[0-9a-f]{64}$/);
  await expect(ana.getByTestId('dice-seed')).toHaveCount(0);
  await check(ana, 'ledger');

  // The organiser ends the session; the seed is revealed and every roll of the evening checks out.
  await ana.goto(tableUrl);
  await click(ana, btn(ana, 'Encerrar a sessão'));
  await ana.goto(`${tableUrl}/ledger`);
  const seed = (await ana.getByTestId('dice-seed').textContent()) ?? '';
  expect(createHash('sha256').update(seed).digest('hex')).toBe(commitment);
  await ana.getByRole('button', { name: 'Verificar os dados' }).click();
  await expect(ana.getByTestId('dice-result')).toHaveAttribute('data-valid', 'true');
  await expect(ana.getByTestId('dice-result')).toContainText('Dados conferidos');
  await check(ana, 'ledger-dice');
});

test('an organiser enters three games from a physical board: ledger, rotation, settlement, a correction', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const members = [
    await apiSignUp(request, 'Olga', 'chouettes'),
    await apiSignUp(request, 'Bia', 'chouettes'),
    await apiSignUp(request, 'Caio', 'chouettes'),
    await apiSignUp(request, 'Dani', 'chouettes'),
  ];
  await club(request, members, `Clube Anotação ${stamp}`);
  const page = await signedIn(browser, members[0].token);

  await page.goto('/pt-BR/chouette/new');
  await page.getByLabel('Num tabuleiro físico (o organizador anota dobras e resultados)').check();
  await page.getByLabel('Valor do ponto (dinheiro)').fill('2,5');
  await page.getByRole('button', { name: 'Abrir a mesa' }).click();
  await expect(page).toHaveURL(/\/pt-BR\/chouette\/[0-9a-f-]{36}$/);
  const tableUrl = new URL(page.url()).pathname;

  // The organiser seats the three players and enters their dice for the order.
  await seatWithOrderDice(page, { Bia: ['6', '5'], Caio: ['5', '4'], Dani: ['3', '1'] });
  await expect(page.getByTestId('next-box')).toHaveText('Box: Bia');
  await expect(page.getByTestId('next-captain')).toHaveText('Capitão: Caio');
  await check(page, 'scorekeeper-ready');

  // Game 1: Dani doubles, the box (Bia) takes; the box wins a single game. Dani -2, Caio -1, Bia +3.
  await click(page, btn(page, 'Começar o jogo'));
  await page.getByLabel('Dobra do time, de').selectOption({ label: 'Dani' });
  await click(page, btn(page, 'Anotar a dobra'));
  await click(page, btn(page, 'Pegar a de Dani'));
  await expect(
    page.locator('[data-testid="cube"][data-player="Dani"] [data-testid="cube-value"]'),
  ).toHaveText('2');
  await check(page, 'scorekeeper-game');
  await page.getByLabel('Vencedor').selectOption('box');
  await page.getByLabel('Tipo de vitória').selectOption('single');
  await click(page, btn(page, 'Anotar o resultado'));
  await expect(page.getByTestId('next-box')).toHaveText('Box: Bia');
  await expect(page.getByTestId('next-captain')).toHaveText('Capitão: Dani');
  await expect(page.getByTestId('next-queue')).toHaveText('Fila: Caio');

  // Game 2: the box doubles everyone; Dani (captain) takes, Caio drops; the team wins a gammon.
  // Dani +4 (gammon x 2), Caio -1, Bia -3; the captain won: Dani is box, Bia to the end.
  await click(page, btn(page, 'Começar o jogo'));
  await click(page, btn(page, 'Bia (box) dobrou para todos'));
  await click(
    page,
    page
      .locator('[data-testid="decision-answerDouble"][data-player="Dani"]')
      .getByRole('button', { name: 'Pegar', exact: true }),
  );
  await click(
    page,
    page
      .locator('[data-testid="decision-answerDouble"][data-player="Caio"]')
      .getByRole('button', { name: 'Não pegar', exact: true }),
  );
  await page.getByLabel('Vencedor').selectOption('team');
  await page.getByLabel('Tipo de vitória').selectOption('gammon');
  await click(page, btn(page, 'Anotar o resultado'));
  await expect(page.getByTestId('next-box')).toHaveText('Box: Dani');
  await expect(page.getByTestId('next-captain')).toHaveText('Capitão: Caio');
  await expect(page.getByTestId('next-queue')).toHaveText('Fila: Bia');

  // Game 3: no double; the team (Caio) wins a single game: Caio +1, Bia +1, Dani -2; Caio is box next.
  await click(page, btn(page, 'Começar o jogo'));
  await page.getByLabel('Vencedor').selectOption('team');
  await page.getByLabel('Tipo de vitória').selectOption('single');
  await click(page, btn(page, 'Anotar o resultado'));
  await expect(page.getByTestId('next-box')).toHaveText('Box: Caio');
  await expect(page.getByTestId('next-captain')).toHaveText('Capitão: Bia');
  await expect(page.getByTestId('next-queue')).toHaveText('Fila: Dani');

  // The organiser ends the session between games: the table closes.
  await click(page, btn(page, 'Encerrar a sessão'));
  await expect(page.getByTestId('waiting-for')).toHaveText('Sessão encerrada.');
  await expect(btn(page, 'Começar o jogo')).toHaveCount(0);

  // Ledger: per game and totals (Bia +1, Caio -1, Dani 0); settlement at 2,50 a point.
  const row = (game: number, name: string) =>
    page.locator(`[data-testid="ledger-row"][data-game="${game}"] td[data-player="${name}"]`);
  for (const [game, points] of [
    [1, { Bia: '+3', Caio: '-1', Dani: '-2' }],
    [2, { Bia: '-3', Caio: '-1', Dani: '+4' }],
    [3, { Bia: '+1', Caio: '+1', Dani: '-2' }],
  ] as const)
    for (const [name, p] of Object.entries(points)) await expect(row(game, name)).toHaveText(p);
  await expect(totalOf(page, 'Bia')).toHaveText('+1');
  await expect(totalOf(page, 'Caio')).toHaveText('-1');
  await expect(totalOf(page, 'Dani')).toHaveText('0');
  await expect(page.getByTestId('transfer')).toHaveText(['Caio paga 2,50 a Bia (1 ponto)']);
  await check(page, 'scorekeeper-ledger');

  // A correction with a reason on the ledger page: totals, settlement and the audit chain follow.
  await page.goto(`${tableUrl}/ledger`);
  // The correction's own form: the scorekeeper's sheet tools beside it have a game and a reason too.
  const correction = page.getByTestId('correction-form');
  await correction.getByLabel('Jogo', { exact: true }).selectOption('1');
  await page.getByLabel('Pontos para Bia (negativo tira)').fill('1');
  await page.getByLabel('Pontos para Caio (negativo tira)').fill('-2');
  await correction.getByLabel('Motivo').fill('Dado anotado errado no jogo 2');
  await page.getByRole('button', { name: 'Registrar correção' }).click();
  // Not summing to zero: refused, and what was typed stays.
  await expect(page.locator('.form-error[role="alert"]')).toContainText('somando zero');
  await expect(page.getByLabel('Pontos para Caio (negativo tira)')).toHaveValue('-2');
  await expect(correction.getByLabel('Motivo')).toHaveValue('Dado anotado errado no jogo 2');
  await page.getByLabel('Pontos para Caio (negativo tira)').fill('-1');
  await page.getByRole('button', { name: 'Registrar correção' }).click();
  await expect(page.getByText('Correção registrada.')).toBeVisible();
  await expect(totalOf(page, 'Bia')).toHaveText('+2');
  await expect(totalOf(page, 'Caio')).toHaveText('-2');
  await expect(page.getByTestId('transfer')).toHaveText(['Caio paga 5,00 a Bia (2 pontos)']);
  await page.getByRole('button', { name: 'Verificar o registro' }).click();
  await expect(page.getByTestId('audit-result')).toHaveAttribute('data-valid', 'true');
  await check(page, 'scorekeeper-correction');
});

test('a table of five: the box calls a partner, who shares the box result half and half, the odd point to the box', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const names = ['Olga', 'Ana', 'Bia', 'Caio', 'Dani', 'Eva'];
  const members: Member[] = [];
  for (const name of names) members.push(await apiSignUp(request, name, 'socio'));
  await club(request, members, `Clube Sócio ${stamp}`);
  const page = await signedIn(browser, members[0].token);

  await page.goto('/pt-BR/chouette/new');
  await page.getByLabel('Num tabuleiro físico (o organizador anota dobras e resultados)').check();
  await expect(page.getByLabel('Jogadores para o box poder chamar sócio')).toHaveValue('5');
  await page.getByRole('button', { name: 'Abrir a mesa' }).click();
  await expect(page).toHaveURL(/\/pt-BR\/chouette\/[0-9a-f-]{36}$/);

  // Five players; the order dice make Ana box, Bia captain, then Caio, Dani and Eva.
  await seatWithOrderDice(page, {
    Ana: ['6', '6'],
    Bia: ['6', '5'],
    Caio: ['5', '4'],
    Dani: ['4', '3'],
    Eva: ['2', '1'],
  });
  await expect(page.getByTestId('next-box')).toHaveText('Box: Ana');
  await expect(page.getByTestId('next-captain')).toHaveText('Capitão: Bia');

  // With five at the table the box may call a partner from the queue (not the captain); Ana calls Caio.
  const call = page.locator('[data-testid="decision-callPartner"][data-player="Ana"]');
  await expect(call).toContainText('Com 5 ou mais jogadores o box pode chamar um sócio.');
  const partner = call.getByLabel('Sócio');
  await expect(partner.locator('option')).toHaveText(['sem sócio', 'Caio', 'Dani', 'Eva']);
  await partner.selectOption({ label: 'Caio' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chouette · antes do primeiro jogo');
  await click(page, call.getByRole('button', { name: 'Chamar o sócio' }));
  await check(page, 'partner-called');

  // The team (Bia, Dani, Eva) loses a single game at cube 1: the box side wins 3, Ana +2 and Caio +1.
  await click(page, btn(page, 'Começar o jogo'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chouette · jogo 1');
  await page.getByLabel('Vencedor').selectOption('box');
  await page.getByLabel('Tipo de vitória').selectOption('single');
  await click(page, btn(page, 'Anotar o resultado'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chouette · 1 jogo jogado');
  const row = (name: string) =>
    page.locator(`[data-testid="ledger-row"][data-game="1"] td[data-player="${name}"]`);
  for (const [name, points] of Object.entries({ Ana: '+2', Caio: '+1', Bia: '-1', Dani: '-1', Eva: '-1' }))
    await expect(row(name)).toHaveText(points);
  await expect(page.getByTestId('game-breakdown')).toContainText('Sócio: Caio.');
  await expect(page.getByTestId('game-breakdown')).toContainText(
    'dividido meio a meio com Caio (ponto ímpar para o box)',
  );
  // The box won: it stays, the captain goes to the end of the queue, and Caio (first in it) is captain.
  await expect(page.getByTestId('next-box')).toHaveText('Box: Ana');
  await expect(page.getByTestId('next-captain')).toHaveText('Capitão: Caio');
  await expect(page.getByTestId('next-queue')).toHaveText('Fila: Dani, Eva, Bia');
  await check(page, 'partner-ledger');
});
