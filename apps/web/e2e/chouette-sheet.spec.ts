import { type APIRequestContext, expect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../playwright.config';
import { type Account, api, apiSignUp, fitsTheScreen, noSeriousViolations, signedIn, stamp } from './support';

/**
 * The scorekeeper's sheet (issue 42, house rules): a scorekeeper table of four with two games recorded through
 * the API; on the ledger page a club director sets a cube from 2 to 4 with a reason (the totals change), then
 * deletes the last game (its points leave the totals). pt-BR, 390 px, axe-clean; the English page reads the
 * edits.
 */

async function gql<T = unknown>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  return api<T>(request, query, variables, token);
}

const seqOf = async (request: APIRequestContext, token: string, id: string) =>
  (
    await gql<{ chouette: { seq: number } }>(
      request,
      token,
      'query ($id: UUID!) { chouette(id: $id) { seq } }',
      { id },
    )
  ).chouette.seq;

test('a director changes a cube on the sheet and deletes the last game; the totals follow', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const org = await apiSignUp(request, 'Olga', 'sumula');
  const dora = await apiSignUp(request, 'Dora', 'sumula');
  const players: Account[] = [];
  for (const name of ['Ana', 'Bia', 'Caio', 'Dani']) players.push(await apiSignUp(request, name, 'sumula'));
  const [ana, bia, caio, dani] = players;
  const { createClub } = await gql<{ createClub: { id: string; invitationCode: string } }>(
    request,
    org.token,
    'mutation ($name: String!) { createClub(input: { name: $name }) { id invitationCode } }',
    { name: `Clube da Súmula ${stamp}` },
  );
  for (const m of [dora, ...players])
    await gql(request, m.token, 'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }', {
      c: createClub.invitationCode,
    });
  await gql(
    request,
    org.token,
    'mutation ($c: UUID!, $u: UUID!) { setMemberRole(clubId: $c, userId: $u, role: DIRECTOR) { role } }',
    { c: createClub.id, u: dora.id },
  );

  // Olga keeps score for a physical board: Ana, Bia, Caio and Dani, seated in that order.
  const { openChouette } = await gql<{ openChouette: { id: string; code: string } }>(
    request,
    org.token,
    'mutation ($input: OpenChouetteInput!) { openChouette(input: $input) { id code } }',
    { input: { clubId: createClub.id, options: { mode: 'SCOREKEEPER', partnerThreshold: 0 } } },
  );
  const id = openChouette.id;
  for (const p of players)
    await gql(
      request,
      org.token,
      'mutation ($code: String!, $p: UUID) { joinChouette(code: $code, player: $p) { id } }',
      {
        code: openChouette.code,
        p: p.id,
      },
    );
  const act = async (field: string, args: string, vars: Record<string, unknown> = {}) => {
    const decl = Object.keys(vars)
      .map((k) => `, $${k}: ${VAR_TYPES[k]}`)
      .join('');
    await gql(
      request,
      org.token,
      `mutation ($id: UUID!, $seq: Int!${decl}) { ${field}(chouetteId: $id, expectedSeq: $seq${args}) { seq } }`,
      {
        id,
        seq: await seqOf(request, org.token, id),
        ...vars,
      },
    );
  };
  const rolls: [Account, number[]][] = [
    [ana, [6, 6]],
    [bia, [6, 5]],
    [caio, [5, 4]],
    [dani, [2, 1]],
  ];
  for (const [p, dice] of rolls)
    await act('rollChouetteOrder', ', player: $p, dice: $dice', { p: p.id, dice });
  // Game 1 (Ana the box): Bia doubles, the box takes; the team wins a single: Ana -4, Bia +2, Caio +1, Dani +1.
  await act('startChouetteGame', '');
  await act('declareChouetteDouble', ', double: true, player: $p', { p: bia.id });
  await act('declareChouetteDouble', ', double: false, player: $p', { p: caio.id });
  await act('declareChouetteDouble', ', double: false, player: $p', { p: dani.id });
  await act('answerChouetteDouble', ', member: $m, answer: take', { m: bia.id });
  await act('recordChouetteResult', ', winner: team, kind: single');
  // Game 2 (Bia the box): the box wins a single: Bia +3, the others -1.
  await act('startChouetteGame', '');
  await act('recordChouetteResult', ', winner: box, kind: single');

  const page = await signedIn(browser, dora.token);
  await page.goto(`/pt-BR/chouette/${id}/ledger`);
  const total = (name: string) => page.locator(`[data-testid="ledger-total-row"] td[data-player="${name}"]`);
  await expect(total('Ana')).toHaveText('-5');
  await expect(total('Bia')).toHaveText('+5');
  await expect(page.getByTestId('ledger-row')).toHaveCount(2);

  // The cube of Bia in game 1 was 4, not 2: Bia +4 and Ana -6 in that game.
  const cube = page.getByTestId('sheet-cube-form');
  await cube.getByLabel('Jogo').selectOption('0');
  await cube.getByLabel('Membro').selectOption({ label: 'Bia (cubo 2)' });
  await cube.getByLabel('Valor do cubo').selectOption('4');
  await cube.getByLabel('Motivo').fill('Redobrou e ninguém anotou');
  await cube.getByRole('button', { name: 'Alterar o cubo' }).click();
  await expect(cube.getByRole('status')).toHaveText('Edição registrada.');
  await expect(total('Bia')).toHaveText('+7');
  await expect(total('Ana')).toHaveText('-7');
  await expect(total('Caio')).toHaveText('0');
  await expect(page.locator('[data-testid="ledger-row"][data-game="1"] td[data-player="Bia"]')).toHaveText(
    '+4',
  );
  await noSeriousViolations(page, 'chouette sheet pt-BR');
  await fitsTheScreen(page, 'chouette sheet');

  // Without a reason the API refuses and nothing changes; with one, game 2 leaves the sheet and the totals.
  const del = page.getByTestId('sheet-delete-form');
  await del.getByRole('button', { name: 'Apagar o jogo 2' }).click();
  await expect(del.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('ledger-row')).toHaveCount(2);
  await del.getByLabel('Motivo').fill('Jogo lançado duas vezes');
  await del.getByRole('button', { name: 'Apagar o jogo 2' }).click();
  await expect(page.getByTestId('ledger-row')).toHaveCount(1);
  await expect(total('Bia')).toHaveText('+4');
  await expect(total('Ana')).toHaveText('-6');
  await expect(total('Caio')).toHaveText('+1');
  await expect(total('Dani')).toHaveText('+1');
  await expect(page.getByTestId('ledger-deleted')).toContainText('jogo 2');
  await expect(page.getByTestId('sheet-edit')).toHaveCount(2);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/chouette-sheet.png`, fullPage: true });

  // A player reads the edits in English, and has no sheet tools.
  const reader = await signedIn(browser, caio.token, { locale: 'en' });
  await reader.goto(`/en/chouette/${id}/ledger`);
  await expect(reader.locator('[data-testid="ledger-total-row"] td[data-player="Bia"]')).toHaveText('+4');
  await expect(reader.getByTestId('sheet-tools')).toHaveCount(0);
  await reader.getByText('2 edits of the sheet').click();
  await expect(reader.getByTestId('sheet-edit').first()).toContainText('Cube edited (game 1) by Dora');
  await noSeriousViolations(reader, 'chouette sheet en');
});

const VAR_TYPES: Record<string, string> = { p: 'UUID', m: 'UUID!', dice: '[Int!]' };
