import { expect, test } from '@playwright/test';

test('the language switch keeps the page and saves the choice for 365 days', async ({
  page,
  context,
}) => {
  await page.goto('/promotion?x=1');
  await page.locator('.sidebar').getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/promotion\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
  const cookie = (await context.cookies()).find((item) => item.name === 'i18n_redirected');
  expect(cookie?.value).toBe('en');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(cookie?.sameSite).toBe('Lax');

  // the saved choice wins when a page is entered without a prefix
  await page.goto('/sports');
  await expect(page).toHaveURL(/\/en\/sports$/);
  await page.locator('.sidebar').getByRole('button', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/sports$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test.describe('with an English browser', () => {
  test.use({ locale: 'en-GB' });
  test('a first visit without a prefix goes to English', async ({ page }) => {
    await page.goto('/live-casino');
    await expect(page).toHaveURL(/\/en\/live-casino$/);
  });
});

test.describe('with a browser in neither language', () => {
  test.use({ locale: 'fr-FR' });
  test('a first visit without a prefix falls back to Spanish, the default', async ({ page }) => {
    await page.goto('/live-casino');
    await expect(page).toHaveURL(/\/live-casino$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Casino en vivo' })).toBeVisible();
  });
});

test('a Spanish browser stays on Spanish pages', async ({ page }) => {
  await page.goto('/live-casino');
  await expect(page).toHaveURL(/\/live-casino$/);
  await expect(page.getByRole('heading', { name: 'Casino en vivo' })).toBeVisible();
});
