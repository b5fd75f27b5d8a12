import { Browser, expect, Page, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../playwright.config';
import { PASSWORD, apiUrl, fitsTheScreen, noSeriousViolations, stamp } from './support';

/**
 * Accounts and clubs through the site, end to end: several members in separate browser contexts, the real
 * API and database behind them. Every page visited is checked with axe-core and photographed at 390x844.
 */
test.describe.configure({ mode: 'serial' });

const email = (name: string) => `${name}.${stamp}@example.com`;

/** axe-core (no serious or critical violation), then the page photographed at 390x844. */
async function checked(page: Page, name: string) {
  await noSeriousViolations(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await fitsTheScreen(page, name);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-390x844.png`, fullPage: true });
}

async function member(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });
  return context.newPage();
}

async function signUp(page: Page, name: string, next?: string) {
  await page.goto(next ? `/pt-BR/sign-up?next=${encodeURIComponent(next)}` : '/pt-BR/sign-up');
  await page.getByLabel('Nome de exibição').fill(name);
  await page.getByLabel('E-mail').fill(email(name));
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar conta' }).click();
}

test('members run a club: sign up, create, join by code and by link, roles, removal, refusals, a challenge', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const olga = await member(browser);
  const bia = await member(browser);
  const caio = await member(browser);
  const davi = await member(browser);

  // Sign-up errors are clear and lose nothing typed.
  await olga.goto('/pt-BR/sign-up');
  await checked(olga, 'sign-up');
  await olga.getByLabel('Nome de exibição').fill('Olga');
  await olga.getByLabel('E-mail').fill(email('olga'));
  // Too short: the form says so before sending anything (e2e/first-visit.spec.ts checks nothing is sent).
  await olga.getByLabel('Senha').fill('curta1');
  await olga.getByRole('button', { name: 'Criar conta' }).click();
  await expect(olga.getByText('Senha curta demais: use pelo menos 10 caracteres.')).toBeVisible();
  await expect(olga.getByLabel('Senha')).toHaveAttribute('aria-invalid', 'true');
  // Long enough but easy to guess: the API refuses it and the form names the field.
  await olga.getByLabel('Senha').fill('1234567890');
  await olga.getByRole('button', { name: 'Criar conta' }).click();
  await expect(olga.locator('.form-error')).toContainText('Esta senha é fácil de adivinhar.');
  await expect(olga.locator('.form-error')).toContainText('Confira o campo Senha.');
  await expect(olga.getByLabel('Senha')).toHaveAttribute('aria-invalid', 'true');
  await expect(olga.getByLabel('Nome de exibição')).toHaveValue('Olga');
  await expect(olga.getByLabel('E-mail')).toHaveValue(email('olga'));
  await olga.getByLabel('Senha').fill(PASSWORD);
  await olga.getByRole('button', { name: 'Criar conta' }).click();
  await expect(olga).toHaveURL(/\/pt-BR\/clubs$/);

  // Sign out, then a wrong password, then sign in.
  await olga.goto('/pt-BR/profile');
  await olga.getByRole('button', { name: 'Sair' }).click();
  await expect(olga).toHaveURL(/\/pt-BR$/);
  await olga.goto('/pt-BR/sign-in');
  await checked(olga, 'sign-in');
  await olga.getByLabel('E-mail').fill(email('olga'));
  await olga.getByLabel('Senha').fill('senha errada 123');
  await olga.getByRole('button', { name: 'Entrar' }).click();
  await expect(olga.locator('.form-error')).toHaveText('E-mail ou senha incorretos.');
  await expect(olga.getByLabel('E-mail')).toHaveValue(email('olga'));
  await olga.getByLabel('Senha').fill(PASSWORD);
  await olga.getByRole('button', { name: 'Entrar' }).click();
  await expect(olga).toHaveURL(/\/pt-BR\/clubs$/);

  // Olga creates a club and sees its invitation code and QR code.
  await checked(olga, 'clubs');
  await olga.getByLabel('Nome do clube').fill('Clube Pôr do Sol');
  await olga.getByRole('button', { name: 'Criar clube' }).click();
  await expect(olga.getByRole('heading', { level: 1 })).toHaveText('Clube Pôr do Sol');
  await expect(olga).toHaveTitle('Clube Pôr do Sol — Gamão Clube');
  const clubUrl = olga.url();
  const code = (await olga.locator('.code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(olga.getByRole('img', { name: /QR code para entrar no clube/ })).toBeVisible();
  await checked(olga, 'club-home');

  // Bia arrives through the QR code's link: she signs up and comes back to join.
  await bia.goto(`/pt-BR/clubs/join?code=${code}`);
  await bia.getByRole('link', { name: 'Criar conta' }).click();
  await bia.getByLabel('Nome de exibição').fill('Bia');
  await bia.getByLabel('E-mail').fill(email('bia'));
  await bia.getByLabel('Senha').fill(PASSWORD);
  await bia.getByRole('button', { name: 'Criar conta' }).click();
  await expect(bia).toHaveURL(/\/clubs\/join\?code=/);
  await expect(bia.getByLabel('Código de convite')).toHaveValue(code);
  await bia.getByRole('button', { name: 'Entrar no clube' }).click();
  await expect(bia.getByRole('heading', { level: 1 })).toHaveText('Clube Pôr do Sol');

  // Caio and Davi join by typing the code; a wrong code is refused.
  for (const [page, name] of [
    [caio, 'Caio'],
    [davi, 'Davi'],
  ] as const) {
    await signUp(page, name);
    await expect(page).toHaveURL(/\/pt-BR\/clubs$/);
    await page.getByLabel('Código de convite').fill('ERRADO22');
    await page.getByRole('button', { name: 'Entrar no clube' }).click();
    await expect(page.locator('.form-error')).toHaveText('Código de convite inválido.');
    await page.getByLabel('Código de convite').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Entrar no clube' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clube Pôr do Sol');
  }

  // The owner promotes Bia to director.
  await olga.goto(`${clubUrl}/members`);
  await expect(olga).toHaveTitle('Membros · Clube Pôr do Sol — Gamão Clube');
  await checked(olga, 'members');
  const biaRow = olga.locator('.member', { hasText: 'Bia' });
  await biaRow.getByRole('button', { name: 'Promover a diretor' }).click();
  await olga.getByRole('dialog').getByRole('button', { name: 'Promover a diretor' }).click();
  await expect(biaRow.locator('.badge')).toHaveText('Diretor');

  // The new director removes Caio.
  await bia.goto(`${clubUrl}/members`);
  const caioRow = bia.locator('.member', { hasText: 'Caio' });
  await caioRow.getByRole('button', { name: 'Remover' }).click();
  await bia.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
  await expect(bia.locator('.member', { hasText: 'Caio' })).toHaveCount(0);
  await caio.goto(clubUrl);
  await expect(caio.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  await expect(caio).toHaveTitle('Página não encontrada — Gamão Clube');

  // A plain member sees no role buttons, and the server refuses them a role change all the same.
  await davi.goto(`${clubUrl}/members`);
  await expect(davi.getByRole('button', { name: 'Promover a diretor' })).toHaveCount(0);
  const clubId = clubUrl.split('/').pop();
  const members = await davi.request.post(apiUrl, {
    data: {
      query: 'query($c: UUID!) { clubMembers(clubId: $c) { user { id displayName } } }',
      variables: { c: clubId },
    },
  });
  const biaUser = (await members.json()).data.clubMembers.find(
    (m: { user: { displayName: string } }) => m.user.displayName === 'Bia',
  );
  const refused = await davi.request.post(apiUrl, {
    data: {
      query:
        'mutation($c: UUID!, $u: UUID!) { setMemberRole(clubId: $c, userId: $u, role: MEMBER) { role } }',
      variables: { c: clubId, u: biaUser.user.id },
    },
  });
  expect((await refused.json()).errors[0].extensions.code).toBe('FORBIDDEN');

  // Olga challenges Davi from the members list; Davi accepts and the online board opens.
  await olga.goto(`${clubUrl}/members`);
  await olga.locator('.member', { hasText: 'Davi' }).getByRole('link', { name: 'Desafiar' }).click();
  await expect(olga.getByRole('heading', { level: 1 })).toHaveText('Desafiar Davi');
  await olga.getByLabel('Duração').selectOption('3');
  await olga.getByRole('button', { name: 'Enviar desafio' }).click();
  await expect(olga.getByRole('status')).toHaveText('Desafio enviado.');
  await checked(olga, 'challenges');
  await davi.goto('/pt-BR/challenges');
  const challenge = davi.locator('.challenge', { hasText: 'Olga' });
  await challenge.getByRole('button', { name: 'Aceitar' }).click();
  await davi.getByRole('dialog').getByRole('button', { name: 'Aceitar' }).click();
  await expect(davi).toHaveURL(/\/pt-BR\/play\/online\/[0-9a-f-]{36}$/);
  await expect(davi.getByRole('group', { name: 'Tabuleiro de gamão' })).toBeVisible();

  // The profile lists the club and the match; the 404 page speaks both languages.
  await davi.goto('/pt-BR/profile');
  await expect(davi.getByRole('link', { name: 'Clube Pôr do Sol', exact: true })).toBeVisible();
  await expect(davi.getByRole('link', { name: /contra Olga/ })).toBeVisible();
  await checked(davi, 'profile');
  await davi.goto('/en/nowhere');
  await expect(davi.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await checked(davi, 'not-found-en');
});
