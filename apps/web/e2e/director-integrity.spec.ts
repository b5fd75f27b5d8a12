import { expect, test } from '@playwright/test';
import { type Account, api, apiSignUp, noSeriousViolations, signedIn } from './support';

/**
 * A director who plays in his own tournament is a player in his match: the result he reports waits for his
 * opponent's confirmation (or another director's), and he is offered no button to confirm it himself.
 * Accounts, club and tournament are made over the API; the report and the confirmation go through the site.
 */

const MATCHES =
  'query ($t: UUID!) { tournamentMatches(tournamentId: $t) { slot matchId state winner { id } } }';

test("a director's report of his own win waits for his opponent", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const [olga, bia]: Account[] = [
    await apiSignUp(request, 'Olga', 'integridade'),
    await apiSignUp(request, 'Bia', 'integridade'),
  ];
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    'mutation { createClub(input: { name: "Clube da Integridade" }) { id invitationCode } }',
    {},
    olga.token,
  );
  await api(
    request,
    'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }',
    { c: createClub.invitationCode },
    bia.token,
  );
  const { createTournament } = await api<{ createTournament: { id: string } }>(
    request,
    'mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { id } }',
    {
      input: {
        clubId: createClub.id,
        name: 'Copa da Diretora',
        format: 'SINGLE_ELIMINATION',
        matchLengths: [3],
      },
    },
    olga.token,
  );
  const t = createTournament.id;
  for (const p of [olga, bia]) {
    await api(
      request,
      'mutation ($t: UUID!) { registerForTournament(tournamentId: $t) { checkedInAt } }',
      { t },
      p.token,
    );
    await api(
      request,
      'mutation ($t: UUID!, $u: UUID) { checkInTournament(tournamentId: $t, userId: $u) { checkedInAt } }',
      { t, u: p.id },
      olga.token,
    );
  }
  await api(request, 'mutation ($t: UUID!) { drawTournament(tournamentId: $t) { id } }', { t }, olga.token);
  await api(request, 'mutation ($t: UUID!) { startTournament(tournamentId: $t) { id } }', { t }, olga.token);
  const final = async () =>
    (
      await api<{ tournamentMatches: { slot: string; state: string; winner: { id: string } | null }[] }>(
        request,
        MATCHES,
        { t },
        bia.token,
      )
    ).tournamentMatches[0];
  const { slot } = await final();

  // Olga directs the club and plays the final: she reports her own 3-0 win on the site.
  const olgaPage = await signedIn(browser, olga.token);
  await olgaPage.goto(`/pt-BR/tournaments/${t}/matches/${slot}`);
  await expect(olgaPage.getByRole('heading', { name: 'Informar o resultado', exact: true })).toBeVisible();
  await expect(olgaPage.getByTestId('report-help')).toHaveText(
    'Você é diretor, mas joga esta partida: o seu adversário (ou outro diretor) confirma o resultado.',
  );
  const form = olgaPage.getByTestId('report-form');
  await form.getByLabel('Vencedor', { exact: true }).selectOption({ label: 'Olga' });
  await form.getByLabel('Pontos do perdedor').fill('0');
  await form.getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(olgaPage.getByText('Resultado enviado.')).toBeVisible();
  // It waits: not recorded, and no button lets her confirm it herself, here or on the overview.
  await expect(olgaPage.getByTestId('match-report')).toHaveAttribute('data-status', 'PENDING');
  await expect(olgaPage.getByRole('button', { name: 'Confirmar resultado' })).toHaveCount(0);
  expect(await final()).toMatchObject({ state: 'READY', winner: null });
  await olgaPage.goto(`/pt-BR/tournaments/${t}`);
  await expect(olgaPage.getByRole('heading', { level: 1 })).toHaveText('Copa da Diretora');
  await expect(olgaPage.getByTestId('open-report')).toHaveCount(0);
  await noSeriousViolations(olgaPage, 'director-own-report');

  // Bia, her opponent, confirms it from the tournament page: now it is recorded.
  const biaPage = await signedIn(browser, bia.token);
  await biaPage.goto(`/pt-BR/tournaments/${t}`);
  await expect(biaPage.getByTestId('open-report')).toContainText('Olga');
  await biaPage.getByRole('button', { name: 'Confirmar resultado' }).click();
  await biaPage.getByRole('dialog').getByRole('button', { name: 'Confirmar resultado' }).click();
  await expect.poll(async () => (await final()).state, { timeout: 30_000 }).toBe('FINISHED');
  await expect(biaPage.getByTestId('open-report')).toHaveCount(0, { timeout: 15_000 });
  expect((await final()).winner?.id).toBe(olga.id);
  // Recorded, her own match offers her no correction either.
  await olgaPage.goto(`/pt-BR/tournaments/${t}/matches/${slot}`);
  await expect(olgaPage.getByTestId('match-report')).toHaveAttribute('data-status', 'CONFIRMED');
  await expect(olgaPage.getByRole('heading', { name: 'Corrigir o resultado' })).toHaveCount(0);
});
