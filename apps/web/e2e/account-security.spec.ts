import type { AddressInfo } from 'node:net';
import { Browser, expect, Page, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { apiSignUp, noSeriousViolations, PASSWORD, stamp } from './support';

/**
 * Account security through the site (#13): changing the password signs the other devices out, a reset by
 * e-mail read from a real SMTP server (the e2e API sends to SMTP_URL, playwright.config.ts), the signed-in
 * devices with "disconnect every device", and a weak password refused with zxcvbn's reason.
 */
test.describe.configure({ mode: 'serial' });

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4525);
const NEW_PASSWORD = 'tabuleiro de cedro 318';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const inbox: { to: string[]; raw: string }[] = [];
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
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
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

/** The reset link of the last message to `email` (quoted-printable undone), waiting for it to arrive. */
async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const message = inbox.filter((m) => m.to.includes(email)).at(-1);
        const text = message?.raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        link = text?.match(/http:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

async function newPage(browser: Browser, userAgent?: string): Promise<Page> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    viewport: { width: 390, height: 844 },
    ...(userAgent ? { userAgent } : {}),
  });
  return context.newPage();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/pt-BR/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/pt-BR\/clubs$/);
}

const emailOf = (name: string) => `${name.toLowerCase()}.security.${stamp}@example.com`;

test('changing the password refuses a weak one with its reason, then signs the other browser out', async ({
  browser,
  request,
}) => {
  // Two browsers, two sign-ins, three password changes (each hashed): more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await apiSignUp(request, 'Helena', 'security');
  const email = emailOf('Helena');
  const laptop = await newPage(browser);
  const phone = await newPage(browser, IPHONE);
  await signIn(laptop, email, PASSWORD);
  await signIn(phone, email, PASSWORD);

  await laptop.goto('/pt-BR/profile');
  await noSeriousViolations(laptop, 'profile-security');
  const form = laptop.locator('form', { has: laptop.getByRole('heading', { name: 'Trocar a senha' }) });
  // A wrong current password, then a weak new one: each refused with what to fix.
  await form.getByLabel('Senha atual').fill('não é a minha 123');
  await form.getByLabel('Nova senha').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Trocar a senha' }).click();
  await expect(form.locator('.form-error')).toContainText('A senha atual não confere.');
  await expect(form.getByLabel('Senha atual')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Senha atual').fill(PASSWORD);
  await form.getByLabel('Nova senha').fill('senha123456');
  await form.getByRole('button', { name: 'Trocar a senha' }).click();
  await expect(form.locator('.form-error')).toContainText('Esta senha é fácil de adivinhar.');
  await expect(form.locator('.form-error')).toContainText('Isso é semelhante a uma senha comumente usada.');
  await expect(form.getByLabel('Nova senha')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Nova senha').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Trocar a senha' }).click();
  await expect(laptop.getByRole('status')).toHaveText(
    'Senha trocada. Os outros aparelhos foram desconectados.',
  );

  // The other browser is signed out; this one is not.
  await phone.goto('/pt-BR/profile');
  await expect(phone).toHaveURL(/\/pt-BR\/sign-in\?next=/);
  await laptop.reload();
  await expect(laptop.getByRole('heading', { level: 1 })).toHaveText('Helena');
  await signIn(phone, email, NEW_PASSWORD);
});

test('a password reset by e-mail: the link from the message sets a new password, once', async ({
  browser,
  request,
}) => {
  await apiSignUp(request, 'Igor', 'security');
  const email = emailOf('Igor');
  const page = await newPage(browser);
  await page.goto('/pt-BR/sign-in');
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  await expect(page).toHaveURL(/\/pt-BR\/forgot-password$/);
  await noSeriousViolations(page, 'forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar o link' }).click();
  await expect(page.getByRole('status')).toContainText('Se houver uma conta com este e-mail');

  const link = await resetLinkFor(email);
  await page.goto(link);
  await noSeriousViolations(page, 'reset-password');
  await page.getByLabel('Nova senha').fill('password1234');
  await page.getByRole('button', { name: 'Salvar a nova senha' }).click();
  await expect(page.locator('.form-error')).toContainText('Esta senha é fácil de adivinhar.');
  await page.getByLabel('Nova senha').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salvar a nova senha' }).click();
  await expect(page).toHaveURL(/\/pt-BR\/sign-in\?passwordReset=1$/);
  await expect(page.getByRole('status')).toHaveText('Senha redefinida. Entre com a nova senha.');
  await signIn(page, email, NEW_PASSWORD);

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('Nova senha').fill('outra senha de cedro 77');
  await page.getByRole('button', { name: 'Salvar a nova senha' }).click();
  await expect(page.locator('.form-error')).toContainText('não vale mais');
});

test('the signed-in devices: disconnect one, then every device', async ({ browser, request }) => {
  await apiSignUp(request, 'Joana', 'security');
  const email = emailOf('Joana');
  const laptop = await newPage(browser);
  const phone = await newPage(browser, IPHONE);
  await signIn(laptop, email, PASSWORD);
  await signIn(phone, email, PASSWORD);

  await laptop.goto('/pt-BR/profile');
  const sessions = laptop.getByTestId('session');
  await expect(sessions).toHaveCount(3); // the sign-up's, the laptop's and the phone's
  await expect(laptop.getByTestId('sessions')).toContainText('Safari · iOS');
  await expect(laptop.locator('[data-testid="session"][data-current]')).toContainText('este aparelho');
  await expect(laptop.locator('[data-testid="session"][data-current]')).toContainText('último uso');

  await laptop.getByRole('button', { name: 'Desconectar Safari · iOS' }).click();
  await expect(laptop.getByRole('status')).toHaveText('Aparelho desconectado.');
  await expect(sessions).toHaveCount(2);
  await phone.goto('/pt-BR/profile');
  await expect(phone).toHaveURL(/\/pt-BR\/sign-in\?next=/);

  await laptop.getByRole('button', { name: 'Desconectar todos os aparelhos' }).click();
  await expect(laptop).toHaveURL(/\/pt-BR\/sign-in\?signedOutEverywhere=1$/);
  await expect(laptop.getByRole('status')).toContainText('Você saiu de todos os aparelhos');
  await laptop.goto('/pt-BR/profile');
  await expect(laptop).toHaveURL(/\/pt-BR\/sign-in\?next=/);
});
