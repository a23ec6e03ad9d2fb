import { expect, test } from '@playwright/test';
import { registerPlayer } from './support';

test('a visitor asking for a game goes home and gets the login modal', async ({ page }) => {
  await page.goto('/play/1');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
});

test('logged in from the guard, the account area opens on the bet list and its tabs are the URL', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await page.goto('/en/user-management');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(player.username);
  await dialog.getByLabel('Password').fill(player.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  // the session store's new token loads the player: the sidebar shows them without a reload
  await expect(page.locator('.sidebar').getByText(player.username)).toBeVisible();

  await page.goto('/en/user-management');
  const tab = (name: string) => page.getByRole('tab', { name });
  await expect(tab('Bet history')).toHaveAttribute('aria-selected', 'true');
  await tab('Withdraw').click();
  await expect(page).toHaveURL(/\/en\/user-management\?tab=3$/);
  await expect(tab('Withdraw')).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(tab('Bet history')).toHaveAttribute('aria-selected', 'true');
});
