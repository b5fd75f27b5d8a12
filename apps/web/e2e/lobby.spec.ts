import { expect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../playwright.config';
import { type Account, api, apiSignUp, fitsTheScreen, noSeriousViolations, signedIn, stamp } from './support';

/**
 * A home that leads somewhere (issue #17, item 3): a member's home gathers what waits for them, and a club
 * has a lobby where a member posts an open challenge that any other member may accept: the first one plays
 * it, and a member who clicks a moment later is told it is taken. The lobby follows the club live: another
 * member's club page and home show a challenge posted, and lose one taken, without a reload. Accounts and the club are
 * made over the API; posting, accepting and the home are the site's.
 */
test.describe.configure({ mode: 'serial' });

test('an open challenge in the club lobby is played by the first member who accepts it', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const [ana, bia, caio]: Account[] = [
    await apiSignUp(request, 'Ana', 'saguao'),
    await apiSignUp(request, 'Bia', 'saguao'),
    await apiSignUp(request, 'Caio', 'saguao'),
  ];
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    'mutation ($name: String!) { createClub(input: { name: $name }) { id invitationCode } }',
    { name: `Clube do Saguão ${stamp}` },
    ana.token,
  );
  for (const m of [bia, caio])
    await api(
      request,
      'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }',
      { c: createClub.invitationCode },
      m.token,
    );
  const clubUrl = `/pt-BR/clubs/${createClub.id}`;

  // Caio has the club page and his home open, both live; they stay the same documents throughout (no reload).
  const caioPage = await signedIn(browser, caio.token);
  await caioPage.goto(clubUrl);
  const caioLobby = caioPage.getByTestId('club-lobby');
  await expect(caioLobby).toContainText('Nenhum desafio aberto agora.');
  await expect(caioLobby.getByTestId('lobby-live')).toHaveAttribute('data-state', 'live');
  const caioHome = await signedIn(browser, caio.token);
  await caioHome.goto('/pt-BR');
  const caioWaiting = caioHome.getByTestId('challenges-waiting');
  await expect(caioWaiting).toContainText('Nenhum desafio esperando.');
  await expect(caioWaiting.getByTestId('lobby-live')).toHaveAttribute('data-state', 'live');
  for (const p of [caioPage, caioHome])
    await p.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const samePage = async () =>
    (await caioPage.evaluate(() => 'stillTheSamePage' in window)) &&
    (await caioHome.evaluate(() => 'stillTheSamePage' in window));

  // Ana posts a 3-point open challenge from her club's page.
  const anaPage = await signedIn(browser, ana.token);
  await anaPage.goto(clubUrl);
  const anaLobby = anaPage.getByTestId('club-lobby');
  await expect(anaLobby).toContainText('Nenhum desafio aberto agora.');
  await anaLobby.getByText('Lançar um desafio aberto').click();
  await anaLobby.getByLabel('Duração').selectOption('3');
  await anaLobby.getByRole('button', { name: 'Lançar o desafio' }).click();
  const anasLine = anaLobby.getByTestId('open-challenge');
  await expect(anasLine).toHaveCount(1);
  await expect(anasLine).toContainText('Seu desafio · 3 pontos · Internacional (gamão e cubo) · Sem relógio');
  await expect(anasLine.getByRole('button', { name: 'Retirar' })).toBeVisible();
  await noSeriousViolations(anaPage, 'club-lobby');
  await fitsTheScreen(anaPage, 'club-lobby');

  // It appears in Caio's lobby and on his home without a reload.
  const accept = 'Aceitar o desafio de Ana (3 pontos · Internacional (gamão e cubo))';
  await expect(caioLobby.getByRole('button', { name: accept })).toBeVisible({ timeout: 10_000 });
  await expect(caioWaiting.getByRole('button', { name: accept })).toBeVisible({ timeout: 10_000 });
  expect(await samePage()).toBe(true);

  // A third page of Caio's (his home in another tab) whose live feed is cut hears nothing: it will click late.
  const lateHome = await signedIn(browser, caio.token);
  await lateHome.routeWebSocket(/\/graphql$/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (typeof message === 'string' && JSON.parse(message).type === 'next') return;
      ws.send(message);
    });
  });
  await lateHome.goto('/pt-BR');
  await expect(lateHome.getByTestId('challenges-waiting').getByTestId('lobby-live')).toHaveAttribute(
    'data-state',
    'live',
  );

  // Bia sees the challenge on her home and accepts it first.
  const biaPage = await signedIn(browser, bia.token);
  await biaPage.goto('/pt-BR');
  await expect(biaPage.getByRole('heading', { level: 1 })).toHaveText('Olá, Bia');
  const waiting = biaPage.getByTestId('challenges-waiting');
  await expect(waiting).toContainText('Desafios abertos nos seus clubes');
  await expect(waiting.getByTestId('open-challenge')).toContainText(`Ana · 3 pontos`);
  await waiting.getByRole('button', { name: accept }).click();
  await expect(biaPage).toHaveURL(/\/pt-BR\/play\/online\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const matchUrl = new URL(biaPage.url()).pathname;

  // Taken: it leaves Caio's lobby and his home without a reload.
  await expect(caioLobby).toContainText('Nenhum desafio aberto agora.', { timeout: 10_000 });
  await expect(caioWaiting).toContainText('Nenhum desafio esperando.', { timeout: 10_000 });
  expect(await samePage()).toBe(true);

  // The tab that heard nothing still offers it; Caio clicks there a moment later: it is taken, and nothing
  // else happens.
  await lateHome.getByRole('button', { name: accept }).click();
  await expect(lateHome.locator('.form-error')).toHaveText('Este desafio não está mais pendente.');
  await expect(lateHome).toHaveURL(/\/pt-BR$/);

  // Ana's match is on her home; she may withdraw a challenge nobody took.
  await anaPage.goto('/pt-BR');
  await expect(anaPage.getByRole('heading', { level: 1 })).toHaveText('Olá, Ana');
  const { myMatches } = await api<{
    myMatches: { id: string; viewerSide: number; sideToAct: number | null }[];
  }>(request, 'query { myMatches(status: [ACTIVE]) { id viewerSide sideToAct } }', {}, ana.token);
  expect(myMatches.map((m) => `/pt-BR/play/online/${m.id}`)).toEqual([matchUrl]);
  const turn = anaPage.getByTestId('my-turn');
  if (myMatches[0].sideToAct === myMatches[0].viewerSide) {
    await expect(turn.getByRole('link', { name: 'Jogar' })).toHaveAttribute('href', matchUrl);
  } else {
    await expect(turn).toContainText('Nenhuma partida esperando por você.');
  }
  await anaPage.goto(clubUrl);
  await anaPage.getByTestId('club-lobby').getByText('Lançar um desafio aberto').click();
  await anaPage.getByTestId('club-lobby').getByRole('button', { name: 'Lançar o desafio' }).click();
  await expect(anaPage.getByTestId('open-challenge')).toHaveCount(1);
  await anaPage.getByRole('button', { name: /^Retirar o seu desafio/ }).click();
  await expect(anaPage.getByTestId('club-lobby')).toContainText('Nenhum desafio aberto agora.');
});

test("a member's home gathers what waits for them, at 390 and 1440 px", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const [dani, edu] = [await apiSignUp(request, 'Dani', 'painel'), await apiSignUp(request, 'Edu', 'painel')];
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    'mutation ($name: String!) { createClub(input: { name: $name }) { id invitationCode } }',
    { name: `Clube do Painel ${stamp}` },
    dani.token,
  );
  await api(
    request,
    'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }',
    { c: createClub.invitationCode },
    edu.token,
  );
  // Edu challenges Dani; Edu posts an open challenge; Dani opens a chouette table.
  await api(
    request,
    'mutation ($input: ChallengeInput!) { challenge(input: $input) { id } }',
    { input: { clubId: createClub.id, opponentId: dani.id, options: { length: 5 } } },
    edu.token,
  );
  await api(
    request,
    'mutation ($input: OpenChallengeInput!) { postOpenChallenge(input: $input) { id } }',
    { input: { clubId: createClub.id, options: { length: 7 } } },
    edu.token,
  );
  await api(
    request,
    'mutation ($input: OpenChouetteInput!) { openChouette(input: $input) { id } }',
    { input: { clubId: createClub.id } },
    dani.token,
  );
  const page = await signedIn(browser, dani.token);
  await page.goto('/pt-BR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Dani');
  await expect(page.getByRole('link', { name: 'Jogar agora' })).toHaveAttribute('href', '/pt-BR/play');
  const waiting = page.getByTestId('challenges-waiting');
  await expect(waiting.getByRole('heading', { level: 2 })).toHaveText('2 desafios esperando');
  await expect(waiting.getByTestId('challenge-received')).toContainText('Edu desafiou você · 5 pontos');
  await expect(waiting.getByTestId('open-challenge')).toContainText('Edu · 7 pontos');
  await expect(page.getByTestId('my-turn')).toContainText('Nenhuma partida esperando por você.');
  await expect(page.getByTestId('next-tournament-match')).toContainText(
    'Nenhuma partida de torneio a jogar.',
  );
  await expect(page.getByTestId('open-chouettes').getByTestId('table-item')).toHaveCount(1);
  await expect(page.getByTestId('my-ratings')).toContainText(`Clube do Painel ${stamp}`);
  await expect(page.getByTestId('my-ratings')).toContainText('1.500,0');
  await noSeriousViolations(page, 'dashboard');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await fitsTheScreen(page, `dashboard ${width}`);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/home-dashboard-${width}.png`, fullPage: true });
  }
});
