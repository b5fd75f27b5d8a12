import { type APIRequestContext, type Page, expect as baseExpect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../playwright.config';
import { type Account, api, apiSignUp, fitsTheScreen, noSeriousViolations, signedIn } from './support';

/**
 * Double elimination on the site (issue 41, part 3): a director picks it in the create-tournament wizard with
 * the grand final's reset; four members enter and the results go in over the API, the better seed winning
 * but for the losers' final and both grand finals, so the reset is played. The bracket page shows the
 * winners' bracket, the losers' bracket and the grand final with its reset, named in pt-BR and in English;
 * the standings page places the whole event (1, 2, 3, 4). Axe-clean and fitting a 390 px phone.
 */
test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 15_000 });

const MATCHES = `query ($t: UUID!) { tournamentMatches(tournamentId: $t) { slot state matchId player1 { id } player2 { id } } }`;
const REPORT = `mutation ($input: TournamentResultInput!) { reportTournamentResult(input: $input) { id } }`;

async function checked(page: Page, name: string) {
  await noSeriousViolations(page, name);
  await fitsTheScreen(page, name);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/double-elimination-${name}-390x844.png`, fullPage: true });
}

interface Line {
  slot: string;
  state: string;
  matchId: string | null;
  player1: { id: string } | null;
  player2: { id: string } | null;
}

/** Records every ready match until none is: the better seed wins unless `upsets` names the slot's winner. */
async function playOut(
  request: APIRequestContext,
  director: Account,
  tournamentId: string,
  seeds: Account[],
  upsets: Record<string, Account>,
) {
  const rank = (id: string | undefined) => seeds.findIndex((p) => p.id === id);
  for (;;) {
    const { tournamentMatches } = await api<{ tournamentMatches: Line[] }>(
      request,
      MATCHES,
      { t: tournamentId },
      director.token,
    );
    const ready = tournamentMatches.filter((m) => m.state === 'READY');
    if (!ready.length) return;
    for (const m of ready) {
      const [a, b] = [m.player1?.id, m.player2?.id];
      const winner = upsets[m.slot]?.id ?? (rank(a) < rank(b) ? a : b);
      await api(
        request,
        REPORT,
        { input: { matchId: m.matchId, outcome: 'PLAYED', playerId: winner, score: [3, 1] } },
        director.token,
      );
    }
  }
}

test('a double elimination from the wizard to the reset final: both brackets, the grand final and the placings', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const director = await apiSignUp(request, 'Diretor Duplo', 'dupla');
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    'mutation { createClub(input: { name: "Clube da Dupla" }) { id invitationCode } }',
    {},
    director.token,
  );
  const players: Account[] = [];
  for (const name of ['Alice', 'Beto', 'Cida', 'Dino']) players.push(await apiSignUp(request, name, 'dupla'));
  for (const p of players)
    await api(
      request,
      'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }',
      { c: createClub.invitationCode },
      p.token,
    );

  // The wizard: double elimination, its reset on by default and named in the summary.
  const page = await signedIn(browser, director.token);
  await page.goto(`/pt-BR/clubs/${createClub.id}`);
  await page.getByRole('link', { name: 'Novo torneio' }).click();
  await page.getByLabel('Nome do torneio').fill('Dupla de Inverno');
  await page.getByLabel('Dupla eliminação').check();
  await expect(page.getByLabel('Desempate na grande final')).toBeChecked();
  await expect(page.getByLabel('Chave de consolação')).toHaveCount(0);
  await checked(page, 'wizard');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByLabel('Pontos por rodada').fill('3');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByLabel('Manual (ordem do diretor)').check();
  await page.getByRole('button', { name: 'Avançar' }).click();
  const summary = page.getByTestId('wizard-summary');
  await expect(summary).toContainText('Dupla eliminação');
  await expect(summary).toContainText('Desempate na grande final');
  await page.getByRole('button', { name: 'Criar torneio' }).click();
  await expect(page).toHaveURL(/\/pt-BR\/tournaments\/[0-9a-f-]{36}$/);
  const tournamentId = new URL(page.url()).pathname.split('/').pop() as string;
  await expect(page.locator('.tournament-header')).toContainText(
    'Dupla eliminação · com desempate na grande final',
  );

  // Entries, seeding, draw and start over the API.
  for (const p of players)
    await api(
      request,
      'mutation ($t: UUID!) { registerForTournament(tournamentId: $t) { registeredAt } }',
      { t: tournamentId },
      p.token,
    );
  for (const p of players)
    await api(
      request,
      'mutation ($t: UUID!, $u: UUID) { checkInTournament(tournamentId: $t, userId: $u) { checkedInAt } }',
      { t: tournamentId, u: p.id },
      director.token,
    );
  await api(
    request,
    'mutation ($t: UUID!, $o: [UUID!]) { setTournamentSeeding(tournamentId: $t, method: MANUAL, order: $o) { id } }',
    { t: tournamentId, o: players.map((p) => p.id) },
    director.token,
  );
  for (const step of ['drawTournament', 'startTournament'])
    await api(
      request,
      `mutation ($t: UUID!) { ${step}(tournamentId: $t) { id } }`,
      { t: tournamentId },
      director.token,
    );

  // Before any result: the three parts, the reset waiting.
  await page.goto(`/pt-BR/tournaments/${tournamentId}/bracket`);
  const parts = page.locator('section[data-flight] h2');
  await expect(parts).toHaveText(['Chave dos vencedores', 'Chave dos perdedores', 'Grande final']);
  await expect(page.locator('[data-slot="wb-r1-m1"] [data-testid="match-name"]')).toHaveText(
    'Semifinal 1 · 3 pts',
  );

  // Alice wins the winners' bracket; Beto beats Cida in the losers' final, then Alice twice in the grand finals.
  const [alice, beto] = players;
  await playOut(request, director, tournamentId, players, { 'lb-r2-m1': beto, 'gf-m1': beto, 'gf-m2': beto });
  await page.reload();
  const losers = page.locator('[data-flight="LOSERS"]');
  await expect(losers.getByRole('heading', { level: 3 })).toHaveText(['Rodada 1', 'Final']);
  const grand = page.locator('[data-flight="GRAND_FINAL"]');
  await expect(grand.getByRole('heading', { level: 3 })).toHaveText([
    'Grande final',
    'Grande final – Desempate',
  ]);
  await expect(grand.locator('[data-slot="gf-m2"] [data-testid="match-winner"]')).toContainText('Beto');
  await checked(page, 'bracket');

  // The standings page places the event as a whole.
  await page.goto(`/pt-BR/tournaments/${tournamentId}/standings`);
  const placings = page.getByTestId('placings-GRAND_FINAL');
  await expect(placings.getByRole('heading', { level: 2 })).toHaveText(
    'Classificação final: Dupla eliminação',
  );
  await expect(page.getByTestId('champion-GRAND_FINAL')).toContainText('Beto');
  await expect(placings.locator('tbody tr')).toHaveCount(4);
  await expect(placings.locator(`tr[data-player="${alice.name}"]`)).toContainText('perdeu a grande final');
  await checked(page, 'placings');

  // English.
  await page.goto(`/en/tournaments/${tournamentId}/bracket`);
  await expect(parts).toHaveText(["Winners' bracket", "Losers' bracket", 'Grand final']);
  await expect(grand.getByRole('heading', { level: 3 })).toHaveText(['Grand final', 'Grand final – Reset']);
  await checked(page, 'bracket-en');
});
