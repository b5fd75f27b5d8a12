import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../playwright.config';
import { type Account, api, apiSignUp, fitsTheScreen, noSeriousViolations, signedIn } from './support';

/**
 * The Swiss and round-robin screens in a browser. A director (account, club and the players' accounts, joins
 * and registrations made over the API, to keep the test short) creates both tournaments in the wizard and
 * runs them on the site: pairings per round, "pair next round", the bye, results recorded on the match page
 * and one reported by a player and confirmed by the opponent, the standings with their tie-breaks (the
 * expected figures are worked out by hand below from the results entered), the champion, the CSV and the
 * printable page. On the way, a field the API refuses is marked and named in the wizard.
 */
test.describe.configure({ mode: 'serial' });

/** axe-core finds no serious or critical violation; the page is photographed at 390x844. */
async function checked(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await noSeriousViolations(page, name);
  await fitsTheScreen(page, name);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/tournament-swiss-${name}-390x844.png`, fullPage: true });
}

/** Confirms the dialog a ConfirmAction button opens. */
async function confirmed(page: Page, label: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('dialog').getByRole('button', { name: label }).click();
}

/** The players of each card of a round of the pairings page, with its slot. */
async function roundCards(page: Page, round: number) {
  const heading = page.getByRole('heading', { name: `Rodada ${round}`, level: 3, exact: true });
  const cards = page.locator('.pairing-round').filter({ has: heading }).locator('[data-slot]');
  const list: { slot: string; names: string[] }[] = [];
  for (const card of await cards.all()) {
    list.push({
      slot: (await card.getAttribute('data-slot')) as string,
      names: (await card.locator('.match-name').allTextContents()).map((n) => n.trim()),
    });
  }
  return list;
}

/** The director records a played result on the match page (the winner's points are the match length). */
async function record(page: Page, matchUrl: string, winner: string, loserPoints: number) {
  await page.goto(matchUrl);
  const form = page.getByTestId('report-form');
  await form.getByLabel('Vencedor', { exact: true }).selectOption({ label: winner });
  await form.getByLabel('Pontos do perdedor').fill(String(loserPoints));
  await form.getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(page.getByTestId('match-winner')).toContainText(winner);
}

/** The standings table as text, row by row. */
async function tableRows(section: Locator): Promise<string[][]> {
  const rows: string[][] = [];
  for (const row of await section.locator('tbody tr').all())
    rows.push((await row.locator('td').allTextContents()).map((c) => c.trim()));
  return rows;
}

/** Downloads a CSV link of the page and returns its lines. */
async function downloaded(page: Page, link: string): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^torneio-[0-9a-f]{8}-standings\.csv$/);
  return (await readFile((await download.path()) as string, 'utf8')).split(/\r?\n/).filter(Boolean);
}

const pairKey = (names: readonly string[]) => [...names].sort().join(' x ');

let director: Account;
let players: Account[];
let clubId: string;

test.beforeAll(async ({ request }) => {
  director = await apiSignUp(request, 'Diretor', 'suico');
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    'mutation { createClub(input: { name: "Clube Suíço" }) { id invitationCode } }',
    {},
    director.token,
  );
  clubId = createClub.id;
  players = [];
  for (const name of ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva'])
    players.push(await apiSignUp(request, name, 'suico'));
  for (const p of players)
    await api(
      request,
      'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }',
      { c: createClub.invitationCode },
      p.token,
    );
});

/** Registers the players (over the API), checks them in and seeds them in this order (the director). */
async function enter(request: APIRequestContext, tournamentId: string, entrants: readonly Account[]) {
  for (const p of entrants)
    await api(
      request,
      'mutation ($t: UUID!) { registerForTournament(tournamentId: $t) { registeredAt } }',
      { t: tournamentId },
      p.token,
    );
  for (const p of entrants)
    await api(
      request,
      'mutation ($t: UUID!, $u: UUID) { checkInTournament(tournamentId: $t, userId: $u) { checkedInAt } }',
      { t: tournamentId, u: p.id },
      director.token,
    );
  await api(
    request,
    'mutation ($t: UUID!, $o: [UUID!]) { setTournamentSeeding(tournamentId: $t, method: MANUAL, order: $o) { id } }',
    { t: tournamentId, o: entrants.map((p) => p.id) },
    director.token,
  );
}

test('a Swiss of 5 players over 3 rounds: pairings, byes, a confirmed report, Buchholz standings', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const [ana, bruno, carla, davi, eva] = players;
  const page = await signedIn(browser, director.token, { acceptDownloads: true });

  // The wizard: a Swiss of 0 rounds is refused; the error names the field and takes the director to it.
  await page.goto(`/pt-BR/clubs/${clubId}`);
  await page.getByRole('link', { name: 'Novo torneio' }).click();
  await page.getByLabel('Nome do torneio').fill('Suíço de Outono');
  await page.getByLabel('Suíço').check();
  await page.getByLabel('Número de rodadas').fill('0');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByLabel('Pontos por rodada').fill('3');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByLabel('Manual (ordem do diretor)').check();
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByTestId('wizard-summary')).toContainText('Suíço · nenhuma rodada');
  await page.getByRole('button', { name: 'Criar torneio' }).click();
  const error = page.locator('.form-error');
  await expect(error).toHaveText('Dados inválidos. Confira o campo Número de rodadas.');
  await expect(error).toHaveAttribute('data-error-field', 'rounds');
  await expect(page.getByLabel('Número de rodadas')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Pontos por rodada')).not.toHaveAttribute('aria-invalid', 'true');
  await checked(page, 'wizard-field-error');
  await error.getByRole('button', { name: 'Número de rodadas' }).click();
  await expect(page.getByRole('heading', { name: 'Passo 1 de 4: Formato' })).toBeVisible();
  const rounds = page.getByLabel('Número de rodadas');
  await expect(rounds).toBeFocused();
  await expect(rounds).toHaveAccessibleDescription(/^Dados inválidos\./);
  await rounds.fill('3');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByTestId('wizard-summary')).toContainText('Suíço · 3 rodadas');
  await page.getByRole('button', { name: 'Criar torneio' }).click();
  await expect(page).toHaveURL(/\/pt-BR\/tournaments\/[0-9a-f-]{36}$/);
  const url = new URL(page.url()).pathname;
  const id = url.split('/').pop() as string;

  // Five entrants seeded Ana, Bruno, Carla, Davi, Eva; the director draws and starts on the site.
  await enter(request, id, players);
  await page.reload();
  await confirmed(page, 'Fazer o sorteio');
  await expect(page.getByTestId('tournament-status')).toHaveText('Sorteado');
  await confirmed(page, 'Iniciar o torneio');
  await expect(page.getByTestId('tournament-status')).toHaveText('Em andamento');
  await expect(page.getByTestId('swiss-progress')).toHaveText(
    '1 de 3 rodadas emparelhadas. Faltam 2 resultados da rodada 1 para emparelhar a próxima.',
  );
  await expect(page.getByRole('button', { name: 'Emparelhar a próxima rodada' })).toHaveCount(0);

  // Each round as the pairings page shows it: top half against bottom half of each score group, the bye to
  // the lowest-ranked player without one (Eva, then Carla, then Davi), never a rematch.
  const expected = [
    {
      pairs: [
        [ana, carla],
        [bruno, davi],
      ],
      bye: eva,
    }, //     all on 0
    {
      pairs: [
        [ana, davi],
        [eva, bruno],
      ],
      bye: carla,
    }, //     Ana, Davi, Eva on 1; Bruno, Carla on 0
    {
      pairs: [
        [ana, bruno],
        [carla, eva],
      ],
      bye: davi,
    }, //     Ana on 2; Bruno, Carla, Davi, Eva on 1
  ];
  const met = new Set<string>();
  const byes: string[] = [];
  const slots = new Map<string, string>();
  const pairings = `${url}/bracket`;
  const checkRound = async (round: number) => {
    await page.goto(pairings);
    const cards = await roundCards(page, round);
    const { pairs, bye } = expected[round - 1];
    expect(cards).toEqual([
      ...pairs.map(([a, b], i) => ({ slot: `swiss-r${round}-t${i + 1}`, names: [a.name, b.name] })),
      { slot: `swiss-r${round}-bye`, names: [bye.name, '— bye —'] },
    ]);
    const card = page.locator(`[data-slot="swiss-r${round}-bye"]`);
    await expect(card).toContainText('Bye nesta rodada');
    await expect(card).toContainText('Sem jogo: vale 1 ponto');
    for (const c of cards.slice(0, -1)) {
      expect(met.has(pairKey(c.names)), `rematch ${c.names.join(' x ')}`).toBe(false);
      met.add(pairKey(c.names));
      slots.set(pairKey(c.names), c.slot);
    }
    expect(byes).not.toContain(bye.name);
    byes.push(bye.name);
  };
  const matchUrl = (a: Account, b: Account) => `${url}/matches/${slots.get(pairKey([a.name, b.name]))}`;

  await checkRound(1);
  await checked(page, 'pairings-round-1');

  // Eva, who sits round 1 out, follows the pairings live (as a screen on the club's wall would).
  const evaPage = await signedIn(browser, eva.token);
  await evaPage.goto(pairings);
  await expect(evaPage.getByTestId('tournament-live')).toHaveAttribute('data-state', 'live');
  const evaCard = evaPage.locator(`[data-slot="${slots.get(pairKey([ana.name, carla.name]))}"]`);
  await expect(evaCard.locator('.match-state')).toHaveText('A jogar');

  // Round 1. Ana beats Carla 3-1 (the director records it); Davi reports his 3-2 win over Bruno, who
  // confirms it on the match page.
  await record(page, matchUrl(ana, carla), 'Ana', 1);
  // Eva's page shows the result without a reload.
  await expect(evaCard.getByTestId('match-winner')).toContainText('Ana');
  await expect(evaCard.locator('.match-score')).toHaveText(['3', '1']);
  await evaPage.context().close();
  const daviPage = await signedIn(browser, davi.token, { acceptDownloads: true });
  await daviPage.goto(matchUrl(bruno, davi));
  const report = daviPage.getByTestId('report-form');
  await report.getByLabel('Vencedor', { exact: true }).selectOption({ label: 'Davi' });
  await expect(report.getByLabel('Pontos do vencedor')).toHaveValue('3');
  await report.getByLabel('Pontos do perdedor').fill('2');
  await report.getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(daviPage.getByText('Resultado enviado.')).toBeVisible();
  await expect(daviPage.getByTestId('match-report')).toHaveAttribute('data-status', 'PENDING');
  const brunoPage = await signedIn(browser, bruno.token, { acceptDownloads: true });
  await brunoPage.goto(matchUrl(bruno, davi));
  await confirmed(brunoPage, 'Confirmar resultado');
  await expect(brunoPage.getByTestId('match-winner')).toContainText('Davi');
  await expect(brunoPage.getByTestId('match-report')).toHaveAttribute('data-status', 'CONFIRMED');
  await brunoPage.context().close();
  await daviPage.context().close();

  // The round is complete: the director pairs the next one from the overview.
  for (const round of [2, 3]) {
    await page.goto(url);
    await expect(page.getByTestId('swiss-progress')).toHaveText(`${round - 1} de 3 rodadas emparelhadas.`);
    await confirmed(page, 'Emparelhar a próxima rodada');
    await expect(page.getByTestId('swiss-progress')).toHaveText(
      round < 3
        ? `${round} de 3 rodadas emparelhadas. Faltam 2 resultados da rodada ${round} para emparelhar a próxima.`
        : '3 de 3 rodadas emparelhadas. Faltam 2 resultados da última rodada para encerrar o torneio.',
    );
    await expect(page.getByRole('button', { name: 'Emparelhar a próxima rodada' })).toHaveCount(0);
    await checkRound(round);
    if (round === 2) {
      await record(page, matchUrl(ana, davi), 'Ana', 0); //   Ana 3-0 Davi
      await record(page, matchUrl(bruno, eva), 'Bruno', 2); // Bruno 3-2 Eva
    } else {
      await checked(page, 'pairings-round-3');
      await record(page, matchUrl(ana, bruno), 'Ana', 1); //  Ana 3-1 Bruno
      await record(page, matchUrl(carla, eva), 'Eva', 2); //  Eva 3-2 Carla
    }
  }
  expect(byes).toEqual(['Eva', 'Carla', 'Davi']);
  expect(met.size).toBe(6);

  // The standings, worked out by hand from these results (a bye scores 1 and counts as an opponent on 0):
  //   scores  Ana 3 (Carla, Davi, Bruno) · Davi 2 (Bruno, bye) · Eva 2 (bye, Carla) · Bruno 1 (Eva) · Carla 1 (bye)
  //   Buchholz = the opponents' final scores added up; median Buchholz drops the highest and the lowest:
  //   Ana   Carla 1 + Davi 2 + Bruno 1 = 4   median of 1 1 2 → 1
  //   Davi  Bruno 1 + Ana 3 + bye 0   = 4   median of 0 1 3 → 1
  //   Eva   bye 0 + Bruno 1 + Carla 1 = 2   median of 0 1 1 → 1
  //   Bruno Davi 2 + Eva 2 + Ana 3    = 7   median of 2 2 3 → 2
  //   Carla Ana 3 + bye 0 + Eva 2     = 5   median of 0 2 3 → 2
  // Davi and Eva are level on 2 points: Buchholz puts Davi second; Bruno and Carla on 1: Bruno fourth.
  const standings = [
    // rank, player, score, Buchholz, median Buchholz, byes, seed, wins, losses
    ['1', 'Ana', '3', '4', '1', '0', '1', '3', '0'],
    ['2', 'Davi', '2', '4', '1', '1', '4', '1', '1'],
    ['3', 'Eva', '2', '2', '1', '1', '5', '1', '1'],
    ['4', 'Bruno', '1', '7', '2', '0', '2', '1', '2'],
    ['5', 'Carla', '1', '5', '2', '1', '3', '0', '2'],
  ];
  await page.goto(`${url}/standings`);
  await expect(page.getByTestId('tournament-status')).toHaveText('Encerrado');
  const table = page.locator('section', { has: page.getByRole('heading', { name: 'Classificação final' }) });
  await expect(table.getByRole('columnheader')).toHaveText([
    '#',
    'Jogador',
    'Pontos',
    'Buchholz',
    'Buchholz mediano',
    'Byes',
    'Decidido por',
  ]);
  // What separated each row from the one above: the score, else the first tie-break that split them.
  const decidedBy = ['', 'pontuação', 'Buchholz', 'pontuação', 'Buchholz'];
  const finalRows = standings.map((row, i) => [...row.slice(0, 6), decidedBy[i]]);
  expect(await tableRows(table)).toEqual(finalRows);
  await expect(page.getByTestId('champion')).toHaveText('Campeão: Ana');
  await expect(table).toContainText('Desempate: pontos, Buchholz, Buchholz mediano, cabeça de chave.');
  await checked(page, 'standings');

  // The CSV has the same figures.
  const csv = await downloaded(page, 'Baixar a classificação (CSV)');
  expect(csv).toEqual([
    'Rank,Player,Seed,Score,Wins,Losses,Byes,Buchholz,Median Buchholz',
    ...standings.map(([rank, name, score, bh, median, bye, seed, wins, losses]) =>
      [rank, name, seed, score, wins, losses, bye, bh, median].join(','),
    ),
  ]);

  // The printable page: every round with its bye, and the final standings.
  await page.goto(`${url}/print`);
  await expect(page.getByRole('button', { name: 'Imprimir esta página' })).toBeVisible();
  for (const round of [1, 2, 3])
    await expect(page.locator(`[data-slot="swiss-r${round}-bye"]`)).toContainText(byes[round - 1]);
  await expect(page.getByTestId('champion')).toHaveText('Campeão: Ana');
  expect(await tableRows(page.locator('section', { has: page.locator('table') }))).toEqual(finalRows);
  await checked(page, 'print');

  // In English too.
  await page.goto(`/en${url.replace(/^\/pt-BR/, '')}/standings`);
  await expect(page.getByTestId('champion')).toHaveText('Champion: Ana');
  await expect(page.getByRole('heading', { name: 'Final standings' })).toBeVisible();
  await page.context().close();
});

test('a round robin of 4 in one group: the full schedule, results, head-to-head and point difference', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const [ana, bruno, carla, davi] = players;
  const page = await signedIn(browser, director.token, { acceptDownloads: true });
  await page.goto(`/pt-BR/clubs/${clubId}/tournaments/new`);
  await page.getByLabel('Nome do torneio').fill('Todos contra todos de Inverno');
  await page.getByLabel('Todos contra todos').check();
  await expect(page.getByLabel('Número de grupos')).toHaveValue('1');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByLabel('Pontos por rodada').fill('3');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByLabel('Manual (ordem do diretor)').check();
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByTestId('wizard-summary')).toContainText('Todos contra todos (grupos) · 1 grupo');
  await page.getByRole('button', { name: 'Criar torneio' }).click();
  await expect(page).toHaveURL(/\/pt-BR\/tournaments\/[0-9a-f-]{36}$/);
  const url = new URL(page.url()).pathname;
  await enter(request, url.split('/').pop() as string, [ana, bruno, carla, davi]);
  await page.reload();
  await confirmed(page, 'Fazer o sorteio');
  await confirmed(page, 'Iniciar o torneio');
  await expect(page.getByTestId('tournament-status')).toHaveText('Em andamento');
  await expect(page.getByTestId('swiss-progress')).toHaveCount(0);

  // The full schedule: three rounds of two matches, every pair once, nobody twice in a round, no bye.
  await page.goto(`${url}/bracket`);
  const slots = new Map<string, string>();
  for (const round of [1, 2, 3]) {
    const cards = await roundCards(page, round);
    expect(cards).toHaveLength(2);
    expect(new Set(cards.flatMap((c) => c.names)).size).toBe(4);
    for (const c of cards) {
      expect(c.slot).toMatch(new RegExp(`^rr-g1-r${round}-m[12]$`));
      expect(slots.has(pairKey(c.names))).toBe(false);
      slots.set(pairKey(c.names), c.slot);
    }
  }
  expect(slots.size).toBe(6);
  await expect(page.locator('[data-slot$="-bye"]')).toHaveCount(0);

  // Ana, Bruno and Carla beat each other in a circle and all beat Davi: three on 2 wins, and head-to-head
  // (one win each among them) does not split them, so the point difference does.
  const results: [Account, Account, number][] = [
    [ana, bruno, 0], //   Ana 3-0 Bruno
    [bruno, carla, 1], // Bruno 3-1 Carla
    [carla, ana, 2], //   Carla 3-2 Ana
    [ana, davi, 1], //    Ana 3-1 Davi
    [bruno, davi, 2], //  Bruno 3-2 Davi
    [carla, davi, 0], //  Carla 3-0 Davi
  ];
  for (const [winner, loser, points] of results)
    await record(
      page,
      `${url}/matches/${slots.get(pairKey([winner.name, loser.name]))}`,
      winner.name,
      points,
    );

  // By hand:        for                 against             difference
  //   Ana   3 (Bruno) + 2 (Carla) + 3 (Davi) = 8   0 + 3 + 1 = 4   +4
  //   Carla 1 (Bruno) + 3 (Ana)   + 3 (Davi) = 7   3 + 2 + 0 = 5   +2
  //   Bruno 0 (Ana)   + 3 (Carla) + 3 (Davi) = 6   3 + 1 + 2 = 6    0
  //   Davi  1 + 2 + 0                        = 3   3 + 3 + 3 = 9   -6
  const standings = [
    // rank, player, wins, losses, difference, points for
    ['1', 'Ana', '2', '1', '4', '8'],
    ['2', 'Carla', '2', '1', '2', '7'],
    ['3', 'Bruno', '2', '1', '0', '6'],
    ['4', 'Davi', '0', '3', '-6', '3'],
  ];
  await page.goto(`${url}/standings`);
  await expect(page.getByTestId('tournament-status')).toHaveText('Encerrado');
  const table = page.locator('section', { has: page.getByRole('heading', { name: 'Classificação final' }) });
  await expect(table.getByRole('columnheader')).toHaveText([
    '#',
    'Jogador',
    'Vitórias',
    'Derrotas',
    'Saldo',
    'Pontos marcados',
    'Decidido por',
  ]);
  // Ana, Carla and Bruno beat each other in a circle, so head-to-head leaves them tied: the point difference splits.
  const decidedBy = ['', 'saldo de pontos', 'saldo de pontos', 'vitórias'];
  expect(await tableRows(table)).toEqual(standings.map((row, i) => [...row, decidedBy[i]]));
  await expect(page.getByTestId('champion')).toHaveText('Campeão: Ana');
  await checked(page, 'round-robin-standings');
  const csv = await downloaded(page, 'Baixar a classificação (CSV)');
  expect(csv).toEqual([
    'Rank,Player,Seed,Played,Wins,Losses,Points for,Points against,Point difference',
    ['1', 'Ana', '1', '3', '2', '1', '8', '4', '4'].join(','),
    ['2', 'Carla', '3', '3', '2', '1', '7', '5', '2'].join(','),
    ['3', 'Bruno', '2', '3', '2', '1', '6', '6', '0'].join(','),
    ['4', 'Davi', '4', '3', '0', '3', '3', '9', '-6'].join(','),
  ]);
  await page.goto(`${url}/print`);
  await expect(page.getByRole('button', { name: 'Imprimir esta página' })).toBeVisible();
  await expect(page.locator('.pairing-round')).toHaveCount(3);
  await expect(page.getByTestId('champion')).toHaveText('Campeão: Ana');
  await checked(page, 'round-robin-print');
  await page.context().close();
});

test('a long audit trail is read a hundred entries at a time', async ({ browser, request }) => {
  // 105 entries: the tournament's creation, then four players who register and withdraw 13 times each.
  const { createTournament } = await api<{ createTournament: { id: string } }>(
    request,
    'mutation ($i: CreateTournamentInput!) { createTournament(input: $i) { id } }',
    { i: { clubId, format: 'SINGLE_ELIMINATION', matchLengths: [3], name: 'Mesa indecisa' } },
    director.token,
  );
  const t = createTournament.id;
  await Promise.all(
    players.slice(0, 4).map(async (p) => {
      for (let i = 0; i < 13; i++) {
        await api(
          request,
          'mutation ($t: UUID!) { registerForTournament(tournamentId: $t) { registeredAt } }',
          { t },
          p.token,
        );
        await api(
          request,
          'mutation ($t: UUID!) { withdrawFromTournament(tournamentId: $t) { withdrawnAt } }',
          { t },
          p.token,
        );
      }
    }),
  );

  const page = await signedIn(browser, director.token);
  await page.goto(`/pt-BR/tournaments/${t}/audit`);
  await expect(page.getByTestId('audit-verification')).toHaveAttribute('data-valid', 'true');
  await expect(page.getByTestId('audit-verification')).toContainText('105 registros conferidos');
  await expect(page.getByTestId('audit-range')).toHaveText('Registros 1 a 100 de 105');
  const trail = page.getByTestId('audit-trail').locator('> li');
  await expect(trail).toHaveCount(100);
  const pager = page.getByRole('navigation', { name: 'Páginas de registros', exact: true });
  await expect(pager).toContainText('Página 1 de 2');
  await expect(pager.getByRole('link', { name: '← Anteriores' })).toHaveCount(0);
  await checked(page, 'audit-pages');

  await pager.getByRole('link', { name: 'Seguintes →' }).click();
  await expect(page.getByTestId('audit-range')).toHaveText('Registros 101 a 105 de 105');
  await expect(trail).toHaveCount(5);
  await expect(trail.last()).toHaveAttribute('data-action', 'entry.withdrawn');
  await expect(pager).toContainText('Página 2 de 2');
  await expect(pager.getByRole('link', { name: 'Seguintes →' })).toHaveCount(0);
  await pager.getByRole('link', { name: '← Anteriores' }).click();
  await expect(page.getByTestId('audit-range')).toHaveText('Registros 1 a 100 de 105');
  await expect(trail.first()).toHaveAttribute('data-action', 'tournament.created');

  // An address past the end, or not a page boundary, shows the page that holds it.
  await page.goto(`/pt-BR/tournaments/${t}/audit?after=900`);
  await expect(page.getByTestId('audit-range')).toHaveText('Registros 101 a 105 de 105');
  await page.goto(`/pt-BR/tournaments/${t}/audit?after=42`);
  await expect(page.getByTestId('audit-range')).toHaveText('Registros 1 a 100 de 105');
  await page.context().close();
});
