import { expect, test } from '@playwright/test';
import { logInThroughSidebar, registerPlayer } from './support';

test('a visitor asking for a game goes home and gets the login modal', async ({ page }) => {
  await page.goto('/play/1');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
});

test('the account area opens on the bet list without ?tab=, and its tabs are the URL', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);
  await page.goto('/en/user-management');
  await expect(page.getByRole('tab', { name: 'Bet history' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/en\/user-management\?tab=3$/);
  await expect(page.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Bet history' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
