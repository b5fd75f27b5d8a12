import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type APIRequestContext, type Page, expect as baseExpect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { SCREENSHOT_DIR, smtpPort } from '../playwright.config';
import { type Account, api, apiSignUp, noSeriousViolations, signedIn, stamp } from './support';

/**
 * Notifications in two browsers: a challenge accepted updates the challenger's bell and challenges page
 * without a reload; "your turn" in a background tab raises a browser notification (the permission granted,
 * window.Notification recorded by an init script); a tournament's start tells each player that their match is
 * ready; a result to confirm is e-mailed (read from this spec's SMTP server, NOTIFY_EMAIL_DELAY_MS after it)
 * and the preference turns that off; the unsubscribe link works signed out. Screenshots of the open
 * notification centre at 390 and 1440 px.
 */

/** Live updates go through the API, its event worker and the WebSocket: give them time on a busy machine. */
const expect = baseExpect.configure({ timeout: 15_000 });

const inbox: { to: string[]; text: string }[] = [];
let smtp: SMTPServer;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
          .toString('latin1')
          .replace(/=\r?\n/g, '');
        const bytes = raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        );
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          text: Buffer.from(bytes, 'latin1').toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', () => resolve());
  });
  expect((smtp.server.address() as AddressInfo).port).toBe(smtpPort);
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const emailOf = (name: string) => `${name.toLowerCase()}.notify.${stamp}@example.com`;
const mailsTo = (name: string) => inbox.filter((m) => m.to.includes(emailOf(name)));

async function clubWith(request: APIRequestContext, owner: Account, members: Account[]): Promise<string> {
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    'mutation($input: CreateClubInput!) { createClub(input: $input) { id invitationCode } }',
    { input: { name: `Clube Avisos ${stamp % 100000}` } },
    owner.token,
  );
  for (const m of members)
    await api(
      request,
      'mutation($c: String!) { joinClub(invitationCode: $c) { id } }',
      { c: createClub.invitationCode },
      m.token,
    );
  return createClub.id;
}

async function challenge(
  request: APIRequestContext,
  clubId: string,
  from: Account,
  to: Account,
): Promise<string> {
  const { challenge } = await api<{ challenge: { id: string } }>(
    request,
    'mutation($i: ChallengeInput!) { challenge(input: $i) { id } }',
    { i: { clubId, opponentId: to.id, options: { length: 1 } } },
    from.token,
  );
  return challenge.id;
}

const bellCount = (page: Page) => page.getByTestId('notification-count');

// Two browsers, a tournament and the e-mail delay: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test("a challenge accepted: the challenger's bell and challenges page update without a reload", async ({
  browser,
  request,
}) => {
  const [bruno, carla] = [
    await apiSignUp(request, 'Bruno', 'notify'),
    await apiSignUp(request, 'Carla', 'notify'),
  ];
  const clubId = await clubWith(request, bruno, [carla]);
  await challenge(request, clubId, bruno, carla);

  const b = await signedIn(browser, bruno.token);
  const c = await signedIn(browser, carla.token);
  await b.goto('/pt-BR/challenges');
  await expect(b.getByTestId('notification-bell')).toHaveAttribute('data-live', 'live');
  const sent = b.getByRole('region', { name: 'Enviados' });
  await expect(sent.getByRole('button', { name: 'Retirar' })).toBeVisible();
  await expect(b.getByText('Nenhuma partida em andamento.')).toBeVisible();
  await expect(bellCount(b)).toHaveCount(0);
  // A mark on the page: a reload would drop it.
  await b.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // Carla has the challenge in her bell, and accepts it.
  await c.goto('/pt-BR/challenges');
  await expect(bellCount(c)).toHaveText('1');
  await c.getByRole('button', { name: 'Aceitar' }).first().click();
  await c.getByRole('dialog').getByRole('button', { name: 'Aceitar' }).click();
  await expect(c).toHaveURL(/\/pt-BR\/play\/online\//);

  // Bruno's page follows: the bell counts one, the sent challenge is gone, the match is in progress.
  await expect(bellCount(b)).toHaveText('1');
  await expect(sent.getByRole('button', { name: 'Retirar' })).toHaveCount(0);
  await expect(b.getByRole('link', { name: /Contra Carla/ })).toBeVisible();
  await expect(b.getByText('Nenhuma partida em andamento.')).toHaveCount(0);
  expect(await b.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // The centre says what happened and leads to the match; opening it marks it read.
  await b.getByRole('button', { name: /Notificações, 1 não lida/ }).click();
  const panel = b.getByTestId('notification-panel');
  await expect(panel.getByRole('link', { name: /Carla aceitou seu desafio/ })).toBeVisible();
  await noSeriousViolations(b, 'notification centre (390 px)');
  await b.screenshot({ path: path.join(SCREENSHOT_DIR, 'notifications-390.png') });
  await b.setViewportSize({ width: 1440, height: 900 });
  await expect(panel).toBeVisible();
  await b.screenshot({ path: path.join(SCREENSHOT_DIR, 'notifications-1440.png') });
  await panel.getByRole('link', { name: /Carla aceitou seu desafio/ }).click();
  await expect(b).toHaveURL(/\/pt-BR\/play\/online\//);
  await expect(bellCount(b)).toHaveCount(0);
  await b.context().close();
  await c.context().close();
});

test('your turn in a background tab raises a browser notification', async ({ browser, request }) => {
  const [olga, bruno] = [
    await apiSignUp(request, 'Olga', 'notify'),
    await apiSignUp(request, 'Bruno', 'notify2'),
  ];
  const clubId = await clubWith(request, olga, [bruno]);
  const matchId = await challenge(request, clubId, olga, bruno);
  await api(
    request,
    'mutation($id: UUID!) { acceptChallenge(matchId: $id) { id } }',
    { id: matchId },
    bruno.token,
  );

  const b = await signedIn(browser, bruno.token);
  await b.context().grantPermissions(['notifications']);
  // Records what the page shows as browser notifications, and lets the test put the tab in the background.
  await b.addInitScript(() => {
    const w = window as unknown as { shown: string[]; hidden: boolean; Notification: typeof Notification };
    w.shown = [];
    w.hidden = false;
    const Real = w.Notification;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        w.shown.push(title);
      }
    }
    Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
    w.Notification = Recorded as typeof Notification;
    Object.defineProperty(document, 'visibilityState', { get: () => (w.hidden ? 'hidden' : 'visible') });
  });
  await b.goto('/pt-BR/challenges');
  await expect(b.getByTestId('notification-bell')).toHaveAttribute('data-live', 'live');
  expect(await b.evaluate(() => Notification.permission)).toBe('granted');
  await b.evaluate(() => {
    (window as unknown as { hidden: boolean }).hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
  });

  // The opening roll, then (if Olga starts) her play: the decision passes to Bruno.
  type View = { seq: number; phase: string; sideToAct: number | null; viewerSide: number | null };
  const fields = 'seq phase sideToAct viewerSide';
  let m = (
    await api<{ rollDice: View }>(
      request,
      `mutation($id: UUID!) { rollDice(matchId: $id, expectedSeq: 0) { ${fields} } }`,
      { id: matchId },
      olga.token,
    )
  ).rollDice;
  while (m.phase !== 'moving')
    m = (
      await api<{ rollDice: View }>(
        request,
        `mutation($id: UUID!, $s: Int!) { rollDice(matchId: $id, expectedSeq: $s) { ${fields} } }`,
        { id: matchId, s: m.seq },
        olga.token,
      )
    ).rollDice;
  if (m.sideToAct === m.viewerSide) {
    const { legalPlays } = await api<{
      legalPlays: { moves: { from: number; to: number; die: number }[] }[];
    }>(
      request,
      'query($id: UUID!) { legalPlays(matchId: $id) { moves { from to die } } }',
      { id: matchId },
      olga.token,
    );
    await api(
      request,
      'mutation($id: UUID!, $s: Int!, $moves: [CheckerMoveInput!]!) { submitPlay(matchId: $id, expectedSeq: $s, moves: $moves) { seq } }',
      { id: matchId, s: m.seq, moves: legalPlays[0].moves },
      olga.token,
    );
  }
  await expect
    .poll(() => b.evaluate(() => (window as unknown as { shown: string[] }).shown))
    .toContain('Sua vez contra Olga');
  await expect(bellCount(b)).toHaveText('1');
  await b.context().close();
});

test('a result to confirm is e-mailed with an unsubscribe link; the preference turns it off', async ({
  browser,
  request,
}) => {
  const olga = await apiSignUp(request, 'Olga', 'notify3');
  const carla = await apiSignUp(request, 'Carla', 'notify3');
  const davi = await apiSignUp(request, 'Davi', 'notify');
  const clubId = await clubWith(request, olga, [carla, davi]);
  const { createTournament } = await api<{ createTournament: { id: string } }>(
    request,
    'mutation($input: CreateTournamentInput!) { createTournament(input: $input) { id } }',
    { input: { clubId, name: 'Copa Avisos', format: 'SINGLE_ELIMINATION', matchLengths: [1] } },
    olga.token,
  );
  const t = createTournament.id;
  for (const p of [carla, davi]) {
    await api(
      request,
      'mutation($t: UUID!) { registerForTournament(tournamentId: $t) { seed } }',
      { t },
      p.token,
    );
    await api(
      request,
      'mutation($t: UUID!, $u: UUID) { checkInTournament(tournamentId: $t, userId: $u) { seed } }',
      { t, u: p.id },
      olga.token,
    );
  }
  await api(request, 'mutation($t: UUID!) { drawTournament(tournamentId: $t) { id } }', { t }, olga.token);
  await api(request, 'mutation($t: UUID!) { startTournament(tournamentId: $t) { id } }', { t }, olga.token);
  const { tournamentMatches } = await api<{ tournamentMatches: { matchId: string }[] }>(
    request,
    'query($t: UUID!) { tournamentMatches(tournamentId: $t) { matchId } }',
    { t },
    olga.token,
  );
  const matchId = tournamentMatches[0].matchId;
  await api(
    request,
    'mutation($m: UUID!) { markTournamentMatchPhysical(matchId: $m) }',
    { m: matchId },
    olga.token,
  );
  const report = () =>
    api(
      request,
      'mutation($input: TournamentResultInput!) { reportTournamentResult(input: $input) { id } }',
      { input: { matchId, outcome: 'PLAYED', playerId: carla.id, score: [1, 0] } },
      carla.token,
    );
  const resultMail = () => mailsTo('Davi').filter((m) => m.text.includes('informou um resultado'));

  await report();
  await expect.poll(() => resultMail().length, { timeout: 20_000 }).toBe(1);
  const text = resultMail()[0].text;
  expect(text).toContain('Carla informou um resultado no Copa Avisos: confirme');
  const link = /http:\/\/localhost:\d+\/pt-BR\/unsubscribe\?token=[\w-]+&kind=RESULT_TO_CONFIRM/.exec(
    text,
  )?.[0];
  expect(link).toBeTruthy();

  // Davi turns the e-mail of results to confirm off on his profile; a new report is not e-mailed.
  const d = await signedIn(browser, davi.token, { viewport: { width: 1440, height: 900 } });
  await d.goto('/pt-BR/profile');
  const box = d.getByRole('checkbox', { name: 'Resultado para confirmar: E-mail' });
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect(d.getByText('Preferência salva.')).toBeVisible();
  await report();
  await d.waitForTimeout(6_000);
  expect(resultMail()).toHaveLength(1);
  // The notice is still in his centre.
  await d.goto('/pt-BR/notifications');
  await expect(d.getByRole('link', { name: /Carla informou um resultado no Copa Avisos/ })).toBeVisible();
  // So is the one of the start: his tournament match was ready, against Carla, and it leads to the match.
  await expect(
    d.getByRole('link', { name: /Sua partida no Copa Avisos está pronta: contra Carla/ }),
  ).toHaveAttribute('href', new RegExp(`^/pt-BR/tournaments/${t}/matches/`));

  // The e-mail's link works signed out.
  const outsider = await browser.newContext({ locale: 'pt-BR' });
  const o = await outsider.newPage();
  await o.goto(new URL(link as string).pathname + new URL(link as string).search);
  await expect(o.getByText('Resultado para confirmar', { exact: false })).toBeVisible();
  await o.getByRole('button', { name: 'Cancelar estes e-mails' }).click();
  await expect(o.getByTestId('unsubscribed')).toHaveText('Pronto: e-mails cancelados.');
  await noSeriousViolations(o, 'unsubscribe page');
  await outsider.close();
  await d.context().close();
});
