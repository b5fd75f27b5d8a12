import { type APIRequestContext, expect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../playwright.config';
import { type Account, api, apiSignUp, signedIn, stamp } from './support';

/**
 * The chouette table as its players see it (issue #17, "Chouette"): only a player the table waits for is
 * told "Sua vez de decidir"; the team's members in a game are labelled as the team, not "Na fila"; and at
 * 1440 px the page keeps away from the window's edge, the ledger shows every name whole, and the panel
 * takes the room beside the board. Four members are seated and the game started over the API.
 */

const VIEW = 'seq phase waitingFor { player decision } players { user { id } role }';

type View = { seq: number; phase: string; waitingFor: { player: string | null; decision: string }[] };

const GAME = 'seq waitingFor { player decision } game { legalPlays { moves { from to die } } }';

type GameView = {
  seq: number;
  waitingFor: { player: string | null; decision: string }[];
  game: { legalPlays: { moves: { from: number; to: number; die: number }[] }[] | null } | null;
};

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

test('a chouette table tells only who decides, labels the team, and fits 1440 px', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const members: Account[] = [];
  for (const name of ['Ana', 'Bia', 'Caio', 'Dani']) members.push(await apiSignUp(request, name, 'mesa'));
  const [ana] = members;
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    'mutation ($name: String!) { createClub(input: { name: $name }) { id invitationCode } }',
    { name: `Clube da Mesa ${stamp}` },
    ana.token,
  );
  for (const m of members.slice(1))
    await api(
      request,
      'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }',
      { c: createClub.invitationCode },
      m.token,
    );
  const { openChouette } = await api<{ openChouette: { id: string; code: string } }>(
    request,
    'mutation ($input: OpenChouetteInput!) { openChouette(input: $input) { id code } }',
    { input: { clubId: createClub.id } },
    ana.token,
  );
  const id = openChouette.id;
  for (const m of members)
    await api(
      request,
      'mutation ($code: String!) { joinChouette(code: $code) { id } }',
      { code: openChouette.code },
      m.token,
    );
  // The order roll (ties roll again), then the first game.
  const byId = new Map(members.map((m) => [m.id, m]));
  for (let round = 0; round < 30; round++) {
    const view = await tableOf(request, id, ana.token);
    const rolls = view.waitingFor.filter((w) => w.decision === 'rollForOrder' && w.player);
    if (!rolls.length) break;
    const who = byId.get(rolls[0].player!)!;
    await api(
      request,
      'mutation ($id: UUID!, $seq: Int!) { rollChouetteOrder(chouetteId: $id, expectedSeq: $seq) { seq } }',
      { id, seq: view.seq },
      who.token,
    );
  }
  const ready = await tableOf(request, id, ana.token);
  await api(
    request,
    'mutation ($id: UUID!, $seq: Int!) { startChouetteGame(chouetteId: $id, expectedSeq: $seq) { seq } }',
    { id, seq: ready.seq },
    ana.token,
  );
  const { chouette } = await api<{ chouette: { players: { user: { id: string }; role: string }[] } }>(
    request,
    `query ($id: UUID!) { chouette(id: $id) { ${VIEW} } }`,
    { id },
    ana.token,
  );
  const roleOf = (role: string) =>
    chouette.players.filter((p) => p.role === role).map((p) => byId.get(p.user.id)!);
  const [box] = roleOf('BOX');
  const [captain] = roleOf('CAPTAIN');
  const team = roleOf('QUEUE');
  expect(team).toHaveLength(2);

  // The opening roll waits for the box and the captain; a member of the team has nothing to decide.
  const memberPage = await signedIn(browser, team[0].token, { viewport: { width: 1440, height: 900 } });
  await memberPage.goto(`/pt-BR/chouette/${id}`);
  await expect(memberPage.getByTestId('waiting-for')).not.toBeEmpty();
  await expect(memberPage.getByRole('heading', { name: 'Sua vez de decidir' })).toHaveCount(0);
  for (const m of team)
    await expect(memberPage.locator(`[data-testid="seat"][data-player="${m.name}"]`)).toHaveAttribute(
      'data-role',
      'TEAM',
    );
  await expect(memberPage.getByTestId('seating')).not.toContainText(/na fila/i);
  await expect(memberPage.getByTestId('seating')).toContainText('Time');
  const boxPage = await signedIn(browser, box.token);
  await boxPage.goto(`/pt-BR/chouette/${id}`);
  await expect(boxPage.getByRole('heading', { name: 'Sua vez de decidir' })).toBeVisible();
  await expect(boxPage.getByRole('button', { name: 'Lançar o primeiro dado' })).toBeVisible();
  expect(captain).toBeDefined();

  // 1440 px: off the window's edge, every ledger name whole, no wide gap beside the board.
  const layout = await memberPage.evaluate(() => {
    const board = document.querySelector('svg[data-viewer]')?.getBoundingClientRect();
    const columns = document.querySelector('[data-testid="table-layout"]')!.children;
    const left = columns[0].getBoundingClientRect();
    const panel = columns[1].getBoundingClientRect();
    const heads = [...document.querySelectorAll('[data-testid="ledger-totals"] th')].map((th) => ({
      text: th.textContent,
      cut: th.scrollWidth > th.clientWidth + 1,
    }));
    const scroller = document.querySelector('[data-testid="ledger-totals"]')!.parentElement!;
    return {
      left: left.left,
      gap: board ? panel.left - board.right : 0,
      heads,
      ledgerScrolls: scroller.scrollWidth > scroller.clientWidth + 1,
    };
  });
  expect(layout.left).toBeGreaterThanOrEqual(16);
  expect(layout.gap).toBeLessThanOrEqual(48);
  expect(layout.heads.filter((h) => h.cut)).toEqual([]);
  expect(layout.ledgerScrolls).toBe(false);
  for (const m of members) expect(layout.heads.map((h) => h.text)).toContain(m.name);
  await memberPage.screenshot({ path: `${SCREENSHOT_DIR}/chouette-table-1440.png`, fullPage: true });

  // A member's double is said once in the cube's cell: the pending offer is the situation, and the history
  // beside it does not repeat it ("Ana dobrou para 2 (Ana dobrou para 2)" before). The game is played over
  // the API to the team's first roll, where a member may double.
  let doubler: Account | undefined;
  for (let step = 0; step < 20 && !doubler; step++) {
    const { chouette: now } = await api<{ chouette: GameView }>(
      request,
      `query ($id: UUID!) { chouette(id: $id) { ${GAME} } }`,
      { id },
      ana.token,
    );
    const double = now.waitingFor.find((w) => w.decision === 'double' && w.player);
    if (double) {
      doubler = byId.get(double.player!)!;
      await api(
        request,
        `mutation ($id: UUID!, $seq: Int!) { declareChouetteDouble(chouetteId: $id, expectedSeq: $seq, double: true) { seq } }`,
        { id, seq: now.seq },
        doubler.token,
      );
      break;
    }
    const next = now.waitingFor.find((w) => ['openingRoll', 'roll', 'play'].includes(w.decision));
    if (!next) throw new Error(`the table waits for ${JSON.stringify(now.waitingFor)}`);
    const actor = next.player ? byId.get(next.player)! : box;
    if (next.decision === 'play') {
      // The legal plays are given to the mover.
      const { chouette: mine } = await api<{ chouette: GameView }>(
        request,
        `query ($id: UUID!) { chouette(id: $id) { ${GAME} } }`,
        { id },
        actor.token,
      );
      await api(
        request,
        `mutation ($id: UUID!, $seq: Int!, $moves: [CheckerMoveInput!]!) { submitChouettePlay(chouetteId: $id, expectedSeq: $seq, moves: $moves) { seq } }`,
        { id, seq: now.seq, moves: mine.game?.legalPlays?.[0]?.moves ?? [] },
        actor.token,
      );
    } else {
      await api(
        request,
        'mutation ($id: UUID!, $seq: Int!) { rollChouetteDice(chouetteId: $id, expectedSeq: $seq) { seq } }',
        { id, seq: now.seq },
        actor.token,
      );
    }
  }
  expect(doubler, 'a team member may double').toBeDefined();
  const cell = memberPage.locator(`[data-testid="cube"][data-player="${doubler!.name}"] td`).last();
  await expect(cell).toHaveText(`${doubler!.name} dobrou para 2`, { timeout: 15_000 });
  await expect(memberPage.getByTestId('cubes')).toContainText(`${doubler!.name} dobrou para 2`);
  expect((await memberPage.getByTestId('cubes').innerText()).split('dobrou para 2').length - 1).toBe(1);
});
