import { expect, test } from '@playwright/test';
import { apiSignUp, signedIn } from './support';

/**
 * Issue #13, item 5 on the site: the API names the input it refuses (extensions.field) and the form marks
 * that input (aria-invalid, described by the error, named by its label).
 */
test.describe('input rules', () => {
  test('an input the API refuses is marked in the form: a zero-width space in a club name', async ({
    browser,
    request,
  }) => {
    const ana = await apiSignUp(request, 'Ana', 'rules');
    const page = await signedIn(browser, ana.token);
    await page.goto('/pt-BR/clubs');
    const name = page.getByLabel('Nome do clube');
    await name.fill('Clu\u200Bbe');
    await page.getByRole('button', { name: 'Criar clube' }).click();
    const alert = page.locator('.form-error[data-error-field="name"]');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAttribute('data-code', 'BAD_USER_INPUT');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    const errorId = await alert.getAttribute('id');
    await expect(name).toHaveAttribute('aria-describedby', new RegExp(`^${errorId}`));
    await expect(alert).toContainText('Nome do clube');
    await page.context().close();
  });
});
