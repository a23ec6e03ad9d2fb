// The whole account journey of a new player, as they would do it: on a desktop through the
// sidebar's modals, then on a phone through the bottom navigation's profile menu and the tabs.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sendDepositCallback } from './processor';
import {
  fillRegistrationForm,
  logInThroughProfileMenu,
  logInThroughSidebar,
  PAYOUT_ADDRESS,
  verificationLinkFor,
} from './support';

/** How a surface reaches a user menu entry and shows the balance. */
interface Surface {
  /** Opens user menu entry `label`; answers where its content is (a dialog or the tab panel). */
  open(page: Page, label: string): Promise<Locator>;
  balance(page: Page): Promise<Locator>;
  logIn(page: Page, username: string, password: string): Promise<void>;
  logOut(page: Page): Promise<void>;
}

const desktop: Surface = {
  async open(page, label) {
    await page.locator('.sidebar__user-menu').getByRole('button', { name: label }).click();
    const dialog = page.getByRole('dialog', { name: label });
    await expect(dialog).toBeVisible();
    return dialog;
  },
  balance: async (page) => page.getByTestId('sidebar-balance'),
  logIn: logInThroughSidebar,
  async logOut(page) {
    await page
      .locator('.sidebar__user-menu')
      .getByRole('button', { name: 'Cerrar sesión' })
      .click();
  },
};

const phone: Surface = {
  async open(page, label) {
    await openProfileMenu(page);
    await page.locator('#profile-menu').getByRole('button', { name: label }).click();
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    return page.getByRole('tabpanel');
  },
  async balance(page) {
    await openProfileMenu(page);
    return page.getByTestId('profile-menu-balance');
  },
  logIn: logInThroughProfileMenu,
  async logOut(page) {
    await openProfileMenu(page);
    await page.locator('#profile-menu').getByRole('button', { name: 'Cerrar sesión' }).click();
  },
};

async function openProfileMenu(page: Page): Promise<void> {
  const menu = page.locator('#profile-menu');
  if (await menu.isVisible()) return;
  await page
    .getByRole('navigation', { name: 'Menú inferior móvil' })
    .getByRole('button', { name: 'Perfil' })
    .click();
  await expect(menu).toBeVisible();
}

/** Closes the open modal or profile menu, as the player would. */
async function closeOverlays(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const menu = page.locator('#profile-menu');
  if (await menu.isVisible())
    await page
      .getByRole('navigation', { name: 'Menú inferior móvil' })
      .getByRole('button', { name: 'Perfil' })
      .click();
  await expect(menu).toBeHidden();
}

async function journey(page: Page, surface: Surface, username: string): Promise<void> {
  const request = page.request;
  // register with a referral code: logged in at once, then the deposit prompt counts down to tab 2
  await page.goto('/sign-up?code=FRIEND42');
  await fillRegistrationForm(page.locator('main form'), { username, password: 'first-pass' });
  const registered = page.waitForRequest('**/api/front/register_player');
  await page.locator('main form').getByRole('button', { name: 'Registrarse' }).click();
  expect((await registered).postDataJSON()).toMatchObject({ username, code: 'FRIEND42' });
  await expect(page.getByRole('dialog', { name: '¡Bienvenido!' })).toBeVisible();
  await expect(page).toHaveURL(/\/user-management\?tab=2$/, { timeout: 8_000 });

  // the deposit tab: the address as text and as a 200 px QR code, copy, buy crypto
  const depositTab = page.getByRole('tabpanel');
  const addressField = depositTab.getByLabel('Tu dirección de depósito (BTC)');
  await expect(addressField).toHaveValue(/^tb1q[a-z0-9]{38}$/);
  const address = await addressField.inputValue();
  const qr = depositTab.getByRole('img', { name: 'Código QR de tu dirección de depósito' });
  await expect(qr).toHaveAttribute('width', '200');
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(200);
  await expect(depositTab.getByRole('link', { name: 'Comprar criptomonedas' })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await depositTab.getByRole('button', { name: 'Copiar dirección' }).click();
  await expect(page.locator('.toasts')).toContainText('Dirección copiada');
  // the app's Permissions-Policy denies clipboard-read (it never reads the clipboard): read what
  // was copied from a bare page of the same origin and browser
  const probe = await page.context().newPage();
  await probe.route('**/clipboard-probe', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>probe</title>' }),
  );
  await probe.goto('/clipboard-probe');
  expect(await probe.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await probe.close();

  // the deposit modal (or tab) shows the same address; the processor reports a payment
  const deposit = await surface.open(page, 'Depositar');
  await expect(deposit.getByLabel('Tu dirección de depósito (BTC)')).toHaveValue(address);
  const seen = await sendDepositCallback(request, { address, satoshis: 250_000, confirmations: 0 });
  await expect(deposit.getByText('0 de 2 confirmaciones')).toBeVisible();
  await sendDepositCallback(request, {
    address,
    satoshis: 250_000,
    confirmations: 2,
    txid: seen.txid,
  });
  await expect(page.locator('.toasts')).toContainText('Depósito completado: 2,50 mBTC');
  await expect(deposit.getByText('Depósitos pendientes')).toBeHidden();
  await closeOverlays(page);
  // the balance changed on screen without a reload
  await expect(await surface.balance(page)).toHaveText('2,50 mBTC');
  await closeOverlays(page);

  // the emailed verification link, opened in another tab: withdrawals wait for it (the form's
  // language is left at English, so the email and its page are in English)
  const mailTab = await page.context().newPage();
  await mailTab.goto(await verificationLinkFor(`${username}@example.com`));
  await expect(mailTab.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await mailTab.close();

  // withdraw: each rule shows its message and sends nothing; then the confirmation view
  const sentWithdrawals: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/payment/send_withdrawal_request'))
      sentWithdrawals.push(sent.headers()['idempotency-key'] ?? '');
  });
  const withdraw = await surface.open(page, 'Retirar');
  await expect(withdraw.getByText('Saldo disponible: 2,50 mBTC')).toBeVisible();
  await withdraw.getByRole('button', { name: 'Solicitar retiro' }).click();
  await expect(withdraw.getByText('Este campo es obligatorio')).toHaveCount(2);
  await withdraw.getByLabel('Importe (mBTC)').fill('3');
  await withdraw.getByLabel('Dirección de Bitcoin').fill('tb1qnotanaddress');
  await withdraw.getByRole('button', { name: 'Solicitar retiro' }).click();
  await expect(withdraw.getByText('El importe no puede superar tu saldo: 2,50 mBTC')).toBeVisible();
  await expect(withdraw.getByText('Esta no es una dirección de Bitcoin válida')).toBeVisible();
  expect(sentWithdrawals).toEqual([]);

  await withdraw.getByLabel('Importe (mBTC)').fill('1');
  await withdraw.getByLabel('Dirección de Bitcoin').fill(PAYOUT_ADDRESS);
  await withdraw.getByLabel('Dirección de Bitcoin').press('Enter');
  await expect(withdraw.getByRole('status')).toContainText('Retiro programado');
  await expect(withdraw.getByText(PAYOUT_ADDRESS)).toBeVisible();
  expect(sentWithdrawals).toHaveLength(1);
  expect(sentWithdrawals[0]).toMatch(/^[0-9a-f-]{36}$/);
  await withdraw.getByRole('button', { name: 'Volver' }).click();
  await expect(withdraw.getByLabel('Importe (mBTC)')).toHaveValue('');
  await closeOverlays(page);
  await expect(await surface.balance(page)).toHaveText('1,50 mBTC');
  await closeOverlays(page);

  // the pending withdrawal in the transaction list: reverse it, the balance comes back
  const transactions = await surface.open(page, 'Transacciones');
  const pendingRow = transactions
    .getByRole('row')
    .filter({ hasText: 'Retiro' })
    .filter({ hasText: 'Pendiente' });
  await expect(pendingRow).toHaveCount(1);
  await expect(transactions.getByRole('button', { name: 'Revertir' })).toHaveCount(1);
  await pendingRow.getByRole('button', { name: 'Revertir' }).click();
  await expect(page.locator('.toasts')).toContainText('Retiro cancelado');
  await expect(
    transactions.getByRole('row').filter({ hasText: 'Retiro' }).filter({ hasText: 'Cancelada' }),
  ).toHaveCount(1);
  await expect(transactions.getByRole('button', { name: 'Revertir' })).toHaveCount(0);
  await closeOverlays(page);
  await expect(await surface.balance(page)).toHaveText('2,50 mBTC');
  await closeOverlays(page);

  // a new password, log out, log in with it
  const password = await surface.open(page, 'Cambiar contraseña');
  await password.getByLabel('Contraseña actual').fill('first-pass');
  await password.getByLabel('Contraseña nueva', { exact: true }).fill('second-pass');
  await password.getByLabel('Repite la contraseña nueva').fill('second-pass');
  await password.getByRole('button', { name: 'Guardar' }).click();
  await expect(password.getByRole('alert')).toHaveText('Contraseña cambiada');
  await closeOverlays(page);
  await surface.logOut(page);
  await expect(page).toHaveURL(/\/online-casino$/);
  await surface.logIn(page, username, 'second-pass');
  await expect(await surface.balance(page)).toHaveText('2,50 mBTC');
  await closeOverlays(page);

  // update the profile
  const profile = await surface.open(page, 'Datos personales');
  await profile.getByLabel('Ciudad').fill('Valencia');
  await profile.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.locator('.toasts')).toContainText('Datos actualizados');
  await page.reload();
  const reopened = await surface.open(page, 'Datos personales');
  await expect(reopened.getByLabel('Ciudad')).toHaveValue('Valencia');
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

test('a new player on a desktop: register, deposit, live balance, withdraw, reverse, password, profile', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await journey(page, desktop, `jd${Date.now().toString(36)}`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the same journey through the bottom navigation profile menu and the account tabs', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await journey(page, phone, `jp${Date.now().toString(36)}`);
  });
});
