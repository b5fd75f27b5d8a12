import { expect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../playwright.config';
import { fitsTheScreen } from './support';

test.describe('home page', () => {
  test('opens in Brazilian Portuguese, without the server status meant for operators', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/pt-BR$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('O seu clube de gamão, sem papel');
    await expect(page.getByRole('link', { name: 'Jogar agora' })).toBeVisible();
    await expect(page.getByText(/Servidor:|versão \d/)).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await fitsTheScreen(page, 'home');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/home-pt-BR-390x844.png`, fullPage: true });
  });

  test('switches to English and back on the same page', async ({ page }) => {
    await page.goto('/pt-BR');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your backgammon club, paperless');
    await expect(page.getByRole('link', { name: 'Play now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create my club' })).toBeVisible();
    await page.getByRole('link', { name: 'Português' }).click();
    await expect(page).toHaveURL(/\/pt-BR$/);
  });

  test('loads nothing from the network but its own origin', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname !== 'localhost') foreign.push(request.url());
    });
    await page.goto('/pt-BR');
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });

  test('answers an unknown page with a 404 in the page language', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found — Gamão Club');
    await page.goto('/pt-BR/pagina-inexistente');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
    await expect(page).toHaveTitle('Página não encontrada — Gamão Clube');
  });
});
