// The account area's messages are a catalogue of their own (src/i18n/account.ts), loaded by its
// pages' routes and with its modals, not by the first load. A message drawn before its catalogue
// is there shows as its id, and the app says so on the console (src/i18n/i18n.ts): these tests
// open the pages and modals that draw it, straight from their URL and after a change of language,
// and fail on any such message.
import { expect, test, type Page } from '@playwright/test';
import { logInThroughSidebar, registerPlayer } from './support';

/** The messages the page could not find, as the app reports them, from now on. */
function missingMessages(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('i18n: no message')) missing.push(message.text());
  });
  return missing;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

test('a visitor entering the pages of the account catalogue from their URL reads them in each language', async ({
  page,
}) => {
  const missing = missingMessages(page);
  const pages: [path: string, words: string][] = [
    ['/en/provably-fair', 'Provably fair verifier'],
    ['/en/responsible-gaming', 'Advice'],
    ['/en/sign-up', 'Postal code'],
    ['/en/reset-password?token=x', 'New password'],
    ['/en/verify-email?token=x', 'Verify your email'],
    ['/en/confirm-device?token=x', 'Confirm this device'],
    ['/en/confirm-address?token=x', 'Confirm the withdrawal address'],
    ['/en/contact-us', 'Message'],
    ['/provably-fair', 'Verificador provably fair'],
    ['/responsible-gaming', 'Consejos'],
    ['/sign-up', 'Código postal'],
  ];
  for (const [path, words] of pages) {
    await page.goto(path);
    await expect(page.locator('main')).toContainText(words);
  }
  // an account page asks a visitor to log in: the login modal, its messages with it
  await page.goto('/en/user-management');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toContainText('Forgot your password?');
  expect(missing).toEqual([]);
});

test('the account area entered from its URL, then in the other language, its tabs and modals', async ({
  page,
  request,
}) => {
  const missing = missingMessages(page);
  const player = await registerPlayer(request);
  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);

  // a reload straight into a tab, in English: the catalogue loads with the page
  await page.goto('/en/user-management?tab=security');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('Passkeys');
  const tabs = page.getByRole('tab');
  for (let index = 0; index < (await tabs.count()); index++) {
    await tabs.nth(index).click();
    await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
  }
  await tabs.filter({ hasText: 'Personal details' }).click();
  await expect(panel).toContainText('Last name');

  // the other language keeps the page and loads the account's messages in it
  await page.locator('.sidebar').getByRole('button', { name: 'Español' }).click();
  await expect(page).toHaveURL(/:\d+\/user-management\?tab=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(panel).toContainText('Apellidos');
  await page.getByRole('tab', { name: 'Seguridad' }).click();
  await expect(panel).toContainText('Llaves de acceso');

  // a modal opened after each change of language
  await page.locator('.sidebar').getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Cambiar contraseña' }).getByLabel('Contraseña actual'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('.sidebar').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('.sidebar').getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Change password' }).getByLabel('Current password'),
  ).toBeVisible();
  expect(missing).toEqual([]);
});
