import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { SCREENSHOT_DIR, smtpPort } from '../playwright.config';
import { type Account, api, apiSignUp, fitsTheScreen, noSeriousViolations, signedIn, stamp } from './support';

/**
 * Correspondence play (issue 42, part 4) in Chromium at 390 px: a member challenges another with days per
 * move in the site's form; the board shows the move's deadline instead of a clock; after a move, the player
 * now on turn is reminded by e-mail (read from this spec's SMTP server, NOTIFY_EMAIL_DELAY_MS after it), sees
 * the match turn to their move live under "Minhas partidas por correspondência" on the home dashboard and takes
 * a vacation day there: the deadline moves a day later, on the dashboard and live on the open board. pt-BR and
 * English, axe-clean.
 * Real days: nothing here waits for one. Screenshots of the dashboard's section and the board at 390 px.
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

const TAG = 'corresp';
const emailOf = (a: Account) => `${a.name.toLowerCase()}.${TAG}.${stamp}@example.com`;

async function clubOf(request: APIRequestContext, owner: Account, members: Account[]): Promise<string> {
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    'mutation($input: CreateClubInput!) { createClub(input: $input) { id invitationCode } }',
    { input: { name: `Clube Cartas ${stamp % 100000}` } },
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

interface MatchData {
  seq: number;
  phase: string;
  sideToAct: number | null;
  players: { side: number; user: { id: string } }[];
  clock: { running: number | null; deadline: string | null } | null;
}
const MATCH = 'seq phase sideToAct players { side user { id } } clock { running deadline }';

test.describe.configure({ timeout: 150_000 });

test('a correspondence match: days per move, a move, the reminder e-mail, a vacation day on the dashboard', async ({
  browser,
  request,
}) => {
  const ana = await apiSignUp(request, 'Ana', TAG);
  const bia = await apiSignUp(request, 'Bia', TAG);
  const clubId = await clubOf(request, ana, [bia]);

  // Ana challenges Bia by correspondence in the site's form: 2 days per move.
  const a = await signedIn(browser, ana.token);
  await a.goto(`/pt-BR/challenges/new?club=${clubId}&opponent=${bia.id}&name=Bia`);
  await a.getByLabel('Duração').selectOption({ label: '1 ponto' });
  await a.getByLabel('Por correspondência').check();
  await a.getByLabel('Dias por lance').selectOption({ label: '2 dias por lance' });
  await noSeriousViolations(a, 'challenge by correspondence');
  await fitsTheScreen(a, 'challenge by correspondence');
  await a.getByRole('button', { name: 'Enviar desafio' }).click();
  await expect(a).toHaveURL(/\/pt-BR\/challenges\?sent=1$/);
  await expect(a.locator('li.challenge', { hasText: 'Bia' })).toContainText('2 dias por lance');

  const { myCorrespondenceMatches } = await api<{ myCorrespondenceMatches: { id: string }[] }>(
    request,
    '{ myCorrespondenceMatches { id } }',
    {},
    ana.token,
  );
  const matchId = myCorrespondenceMatches[0].id;
  await api(
    request,
    'mutation($m: UUID!) { acceptChallenge(matchId: $m) { id } }',
    { m: matchId },
    bia.token,
  );

  // The server rolls the opening: wait for the first move's clock.
  const read = async (who: Account) =>
    (
      await api<{ match: MatchData }>(
        request,
        `query($id: UUID!) { match(id: $id) { ${MATCH} } }`,
        { id: matchId },
        who.token,
      )
    ).match;
  await expect.poll(async () => (await read(ana)).phase, { timeout: 15_000 }).toBe('moving');
  const first = await read(ana);
  const sideOf = (who: Account) => first.players.find((p) => p.user.id === who.id)?.side as number;
  const mover = sideOf(ana) === first.sideToAct ? ana : bia;
  const waiter = mover === ana ? bia : ana;
  const moverSide = sideOf(mover);
  const waiterSide = sideOf(waiter);

  // The board shows the days per move and the deadline of the move on turn, no clock.
  const url = `/pt-BR/play/online/${matchId}`;
  const w = await signedIn(browser, waiter.token);
  await w.goto(url);
  await expect(w.getByTestId('time-control')).toHaveText('2 dias por lance');
  await expect(w.getByTestId(`deadline-${moverSide}`)).toHaveText(/^Prazo: (2 d|1 d 23 h)$/);
  await expect(w.getByTestId(`deadline-${waiterSide}`)).toHaveCount(0);
  await expect(w.getByTestId(`clock-${moverSide}`)).toHaveCount(0);
  await expect(w.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  await noSeriousViolations(w, 'correspondence board');
  await fitsTheScreen(w, 'correspondence board');

  // The waiter's dashboard lists the match, the opponent's move for now, and follows it live.
  const home = await signedIn(browser, waiter.token);
  await home.goto('/pt-BR');
  const section = home.getByTestId('correspondence');
  await expect(section.getByRole('heading', { name: 'Minhas partidas por correspondência' })).toBeVisible();
  const line = section.getByTestId('correspondence-match').first();
  await expect(line).toContainText(`contra ${mover.name} · 2 dias por lance`);
  await expect(line.getByTestId('correspondence-turn')).toHaveText(
    /^Vez do adversário: faltam (2 d|1 d 23 h)$/,
  );
  await expect(section.getByTestId('correspondence-live')).toHaveAttribute('data-state', 'live');

  // The mover plays (over the API); the waiter's board shows their own deadline live.
  const { legalPlays } = await api<{ legalPlays: { moves: { from: number; to: number; die: number }[] }[] }>(
    request,
    'query($id: UUID!) { legalPlays(matchId: $id) { moves { from to die } } }',
    { id: matchId },
    mover.token,
  );
  await api(
    request,
    'mutation($id: UUID!, $s: Int!, $moves: [CheckerMoveInput!]!) { submitPlay(matchId: $id, expectedSeq: $s, moves: $moves) { seq } }',
    { id: matchId, s: first.seq, moves: legalPlays[0]?.moves ?? [] },
    mover.token,
  );
  await expect(w.getByTestId(`deadline-${waiterSide}`)).toHaveText(/^Prazo: (2 d|1 d 23 h)$/);
  await expect(w.getByTestId(`deadline-${moverSide}`)).toHaveCount(0);
  const before = Date.parse((await read(waiter)).clock?.deadline ?? '');

  // The reminder e-mail to the player now on turn: the move's deadline and the board's link.
  const reminders = () =>
    inbox.filter(
      (m) =>
        m.to.includes(emailOf(waiter)) && m.text.includes(matchId) && m.text.includes('(correspondência)'),
    );
  await expect
    .poll(() => reminders().length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const mail = reminders().at(-1);
  expect(mail?.text).toContain(`Sua vez contra ${mover.name} (correspondência): jogue até`);
  expect(mail?.text).toContain(`/pt-BR/play/online/${matchId}`);

  // The dashboard, without a reload, now has the waiter's move; a vacation day is taken after a confirmation.
  await expect(line.getByTestId('correspondence-turn')).toHaveText('Sua vez: faltam 1 d 23 h');
  await expect(section.getByTestId('vacation-remaining')).toHaveText(
    `Dias de férias em ${new Date().getUTCFullYear()}: restam 10 de 10.`,
  );
  await noSeriousViolations(home, 'dashboard with correspondence');
  await fitsTheScreen(home, 'dashboard with correspondence');
  await section.getByRole('button', { name: 'Tirar um dia de férias' }).click();
  await expect(
    section.getByText('Todas as suas partidas por correspondência param por 24 horas'),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Confirmar o dia de férias' }).click();
  await expect(section.getByTestId('vacation-taken')).toBeVisible();
  await expect(section.getByTestId('vacation-remaining')).toContainText('restam 9 de 10');
  await expect(section.getByTestId('on-vacation')).toBeVisible();
  await expect(line.getByTestId('correspondence-turn')).toHaveText('Sua vez: faltam 2 d 23 h');
  await noSeriousViolations(home, 'dashboard after a vacation day');
  await section.screenshot({ path: path.join(SCREENSHOT_DIR, 'correspondence-dashboard-390.png') });

  // The deadline moved a day later, and the open board shows it without a reload.
  const after = Date.parse((await read(waiter)).clock?.deadline ?? '');
  expect(after - before).toBeGreaterThan(86_400_000 - 60_000);
  expect(after - before).toBeLessThanOrEqual(86_400_000);
  await expect(w.getByTestId(`deadline-${waiterSide}`)).toHaveText(/^Prazo: (3 d|2 d 23 h)$/);
  await w.screenshot({ path: path.join(SCREENSHOT_DIR, 'correspondence-board-390.png') });

  // In English. The match is on the home once: under the correspondence matches, not under "Your turn".
  await home.goto('/en');
  await expect(home.getByRole('heading', { name: 'My correspondence matches' })).toBeVisible();
  await expect(home.getByTestId('correspondence').locator(`a[href$="/play/online/${matchId}"]`)).toHaveCount(
    1,
  );
  await expect(home.getByTestId('my-turn').locator(`a[href$="/play/online/${matchId}"]`)).toHaveCount(0);
  await expect(home.getByTestId('correspondence-turn').first()).toHaveText('Your move: 2 d 23 h left');
  await expect(home.getByTestId('vacation-remaining')).toContainText('9 of 10 left');
  await noSeriousViolations(home, 'dashboard in English');
});
