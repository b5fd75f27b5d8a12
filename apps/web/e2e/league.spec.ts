import { expect, type Page, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../playwright.config';
import { type Account, api, apiSignUp, fitsTheScreen, noSeriousViolations, signedIn, stamp } from './support';

/**
 * A club's league season and season points on the site (issue 40, parts 3 and 4), on a phone's width, pt-BR
 * and English, axe-clean: a director sets up a league on the site; a member reports a physical board's result
 * on the league page, the opponent confirms it on hers; the standings move on every open page, and once the
 * director closes the season the season leaderboard (in English) follows, all without a reload; a member's
 * season page lists the award.
 */
const TAG = 'liga';

const rows = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .evaluateAll((items) => items.map((row) => (row.textContent ?? '').replace(/\s+/g, ' ')));

async function markStill(pages: Page[]) {
  for (const p of pages) await p.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
}

async function stillTheSame(pages: Page[]) {
  for (const p of pages) expect(await p.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
}

test('a director sets up a league; a result reported and confirmed moves the standings and, at the close, the season leaderboard, live', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [olga, ana, bia]: Account[] = [
    await apiSignUp(request, 'Olga', TAG),
    await apiSignUp(request, 'Ana', TAG),
    await apiSignUp(request, 'Bia', TAG),
  ];
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    'mutation ($name: String!) { createClub(input: { name: $name }) { id invitationCode } }',
    { name: `Clube da Liga ${stamp}` },
    olga.token,
  );
  for (const m of [ana, bia])
    await api(
      request,
      'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }',
      { c: createClub.invitationCode },
      m.token,
    );

  // The director creates the league on the site: Ana and Bia in one division, 3-point matches.
  const olgaPage = await signedIn(browser, olga.token);
  await olgaPage.goto(`/pt-BR/clubs/${createClub.id}`);
  await olgaPage.getByRole('link', { name: 'Ligas', exact: true }).click();
  await expect(olgaPage.getByRole('heading', { name: 'Ligas do clube', level: 1 })).toBeVisible();
  await noSeriousViolations(olgaPage, 'club leagues (pt-BR)');
  await fitsTheScreen(olgaPage, 'club leagues');
  await olgaPage.getByLabel('Nome').fill('Liga de quinta');
  await olgaPage.getByRole('checkbox', { name: 'Ana' }).check();
  await olgaPage.getByRole('checkbox', { name: 'Bia' }).check();
  await olgaPage.getByLabel('Pontos das partidas por divisão').fill('3');
  await olgaPage.getByRole('button', { name: 'Criar a liga' }).click();
  await expect(olgaPage.getByRole('heading', { name: 'Liga de quinta nº 1', level: 1 })).toBeVisible();
  const leagueUrl = new URL(olgaPage.url()).pathname;
  await expect(olgaPage.getByTestId('fixture')).toHaveCount(1);

  // The season leaderboard, in English, open from here on: no points yet.
  const board = await signedIn(browser, olga.token, { locale: 'en' });
  await board.goto(`/en/clubs/${createClub.id}/season`);
  await expect(board.getByText('No points yet this season.')).toBeVisible();
  await expect(board.getByTestId('league-live')).toHaveAttribute('data-state', 'live');
  await noSeriousViolations(board, 'season leaderboard (en)');
  await fitsTheScreen(board, 'season leaderboard');

  // Ana and Bia open the league; Ana reports that she won 3-1 on the club's board.
  const anaPage = await signedIn(browser, ana.token);
  const biaPage = await signedIn(browser, bia.token);
  for (const p of [anaPage, biaPage]) {
    await p.goto(leagueUrl);
    await expect(p.getByTestId('league-live')).toHaveAttribute('data-state', 'live');
  }
  await expect(olgaPage.getByTestId('league-live')).toHaveAttribute('data-state', 'live');
  await noSeriousViolations(anaPage, 'league with a fixture to report (pt-BR)');
  await fitsTheScreen(anaPage, 'league with a fixture to report');
  await markStill([biaPage, olgaPage, board]);
  const report = anaPage.getByRole('form', { name: 'Resultado de Ana × Bia' });
  await report.getByLabel('Vencedor', { exact: true }).selectOption({ label: 'Ana' });
  await report.getByLabel('Pontos do vencedor').fill('3');
  await report.getByLabel('Pontos do perdedor').fill('1');
  await report.getByRole('button', { name: 'Informar o resultado' }).click();
  await expect(anaPage.getByText('Seu resultado aguarda a confirmação do adversário.')).toBeVisible();

  // Bia sees the report arrive without a reload and confirms it.
  await expect(biaPage.getByTestId('fixture-pending')).toContainText('Ana informou: Ana venceu por 3–1');
  await noSeriousViolations(biaPage, 'league with a result to confirm');
  await biaPage.getByRole('button', { name: 'Confirmar o resultado de Ana × Bia' }).click();
  await expect(biaPage.getByTestId('fixture-result')).toHaveText('Ana venceu por 3–1');
  await markStill([anaPage]);

  // The standings move on Ana's and the director's pages, without a reload.
  for (const p of [anaPage, olgaPage]) {
    await expect
      .poll(() => rows(p, 'standing-row'), { timeout: 15_000 })
      .toEqual([
        expect.stringMatching(/^1\s?Ana\s?2\s?1\s?1\s?2$/),
        expect.stringMatching(/^2\s?Bia\s?0\s?0\s?1\s?-2$/),
      ]);
  }
  await anaPage.screenshot({ path: `${SCREENSHOT_DIR}/season-league-standings.png`, fullPage: true });

  // Every result is in: the director closes the season; the next one is drawn (Ana on top).
  await olgaPage.getByRole('button', { name: 'Encerrar e sortear a próxima temporada' }).click();
  await expect(olgaPage.getByRole('heading', { name: 'Liga de quinta nº 2', level: 1 })).toBeVisible();
  await expect(biaPage.getByTestId('league-closed')).toBeVisible({ timeout: 15_000 });

  // The season leaderboard follows the close through the outbox, without a reload: the default table for a
  // field of two gives 3 and 2 placing points, plus 1 for playing.
  await expect
    .poll(() => rows(board, 'leaderboard-row'), { timeout: 15_000 })
    .toEqual([expect.stringMatching(/^1\s?Ana\s?4\s?1$/), expect.stringMatching(/^2\s?Bia\s?3\s?1$/)]);
  await stillTheSame([biaPage, board, anaPage]);
  await noSeriousViolations(board, 'season leaderboard with points (en)');
  await board.screenshot({ path: `${SCREENSHOT_DIR}/season-leaderboard.png`, fullPage: true });

  // Ana's season page: rank, points and the league's award.
  await board.getByRole('link', { name: 'Ana' }).click();
  await expect(board.getByTestId('member-season-summary')).toHaveText('Rank 1 · 4 points in 1 event');
  await expect(board.getByRole('row', { name: /Liga de quinta #1 \(1\)/ })).toContainText('1 of 2');
  await noSeriousViolations(board, 'member season (en)');
  await fitsTheScreen(board, 'member season');
});
