import { expect, test } from '@playwright/test';
import { logInThroughProfileMenu, logInThroughSidebar, registerPlayer } from './support';

test('the login modal closes on Escape, backdrop and close button, and gives focus back', async ({
  page,
}) => {
  await page.goto('/');
  const opener = page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' });
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Usuario')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // each time open before closing: a click on the backdrop before it is there closes nothing
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await opener.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  // focus stays inside while open
  await opener.click();
  for (let step = 0; step < 8; step++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
});

test('a wrong password shows failed_login; the right one logs in and shows the player in the sidebar', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await page.goto('/');
  await page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog.getByText('Este campo es obligatorio').first()).toBeVisible();
  await dialog.getByLabel('Usuario').fill(player.username);
  await dialog.getByLabel('Contraseña').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Usuario o contraseña incorrectos');
  await dialog.getByLabel('Contraseña').fill(player.password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/online-casino$/);
  const sidebar = page.locator('.sidebar');
  await expect(sidebar.getByText(player.username)).toBeVisible();
  await expect(sidebar.getByTestId('sidebar-balance')).toHaveText('0,00 mBTC');
  await expect(sidebar.getByRole('link', { name: 'Depositar' })).toBeVisible();

  // user menu entries 0-5 open their modals; the account area opens on the tab of ?tab=
  await sidebar.getByRole('button', { name: 'Transacciones' }).click();
  await expect(page.getByRole('dialog', { name: 'Transacciones' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/user-management?tab=4');
  await expect(page.getByRole('tab', { name: 'Transacciones' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'Transacciones' }),
  ).toBeVisible();
  await page.reload();
  await expect(sidebar.getByText(player.username)).toBeVisible();
  // entry 6 logs out to /online-casino
  await sidebar.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/online-casino$/);
  await expect(sidebar.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  // the server revoked the session too: a refresh is refused
  const refresh = await page.request.post('/api/front/auth/refresh', { data: {} });
  expect(refresh.status()).toBe(401);
});

test('a visitor asking for the account area goes home and gets the login modal', async ({
  page,
}) => {
  await page.goto('/en/user-management?tab=2');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a logged-in player is sent home from the sign-up page', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/$/);
});

test('a 401 signs the player out and goes home', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('casino.auth.token', 'expired.or.forged'));
  await page.goto('/promotion');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('casino.auth.token'))).toBeNull();
});

test.describe('on a phone, logged in', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the profile menu shows the player, its ten entries, and sends entries to their pages', async ({
    page,
    request,
  }) => {
    const player = await registerPlayer(request);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('cookie_consent', 'all'));
    const nav = page.getByRole('navigation', { name: 'Menú inferior móvil' });
    await logInThroughProfileMenu(page, player.username, player.password);

    await nav.getByRole('button', { name: 'Perfil' }).click();
    const menu = page.locator('#profile-menu');
    await expect(menu.getByText(player.username)).toBeVisible();
    await expect(menu.getByText('0,00 mBTC')).toBeVisible();
    // the account's seven tabs, the sports bets, security and responsible gaming
    await expect(menu.getByRole('button')).toHaveCount(10);
    await menu.getByRole('button', { name: 'Retirar' }).click();
    await expect(page).toHaveURL(/\/user-management\?tab=3$/);
    await expect(menu).toBeHidden();
    await nav.getByRole('button', { name: 'Perfil' }).click();
    await menu.getByRole('button', { name: 'Mis apuestas deportivas' }).click();
    await expect(page).toHaveURL(/\/sports\/my-bets$/);
    await expect(menu).toBeHidden();
    await nav.getByRole('button', { name: 'Perfil' }).click();
    await menu.getByRole('button', { name: 'Seguridad' }).click();
    await expect(page).toHaveURL(/\/user-management\?tab=security$/);
    await expect(menu).toBeHidden();
    await nav.getByRole('button', { name: 'Perfil' }).click();
    await menu.getByRole('button', { name: 'Juego responsable' }).click();
    await expect(page).toHaveURL(/\/responsible-gaming$/);
    await expect(menu).toBeHidden();
    await nav.getByRole('button', { name: 'Perfil' }).click();
    await menu.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/online-casino$/);
    await nav.getByRole('button', { name: 'Perfil' }).click();
    await expect(menu.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  });
});
