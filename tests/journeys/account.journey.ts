// The account journey of a new player, from the first visit to a withdrawal, as they would walk it,
// in Spanish and in English: on a desktop through the sidebar's modals, on a phone through the top
// bar, the bottom navigation's profile menu and the tabs; and a withdrawal made offline.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sendDepositCallback } from '../e2e/processor';
import {
  fillRegistrationForm,
  fundedPlayer,
  LOGIN_WORDS,
  logInThroughSidebar,
  logInThroughTopBar,
  PAYOUT_ADDRESS,
  verificationLinkFor,
  waitForSavedQuery,
} from '../e2e/support';
import { step } from './screens';

/** What the player reads and clicks, in each language. */
const WORDS = {
  es: {
    prefix: '',
    signUp: 'Registrarse',
    welcome: '¡Bienvenido!',
    depositAddress: 'Tu dirección de depósito (BTC)',
    qr: 'Código QR de tu dirección de depósito',
    buyCrypto: 'Comprar criptomonedas',
    copyAddress: 'Copiar dirección',
    addressCopied: 'Dirección copiada',
    deposit: 'Depositar',
    confirmations: '0 de 2 confirmaciones',
    depositComplete: 'Depósito completado: 2,50 mBTC',
    pendingDeposits: 'Depósitos pendientes',
    withdraw: 'Retirar',
    available: 'Saldo disponible: 2,50 mBTC',
    requestWithdrawal: 'Solicitar retiro',
    required: 'Este campo es obligatorio',
    amount: 'Importe (mBTC)',
    bitcoinAddress: 'Dirección de Bitcoin',
    overBalance: 'El importe no puede superar tu saldo: 2,50 mBTC',
    invalidAddress: 'Esta no es una dirección de Bitcoin válida',
    scheduled: 'Retiro programado',
    back: 'Volver',
    transactions: 'Transacciones',
    withdrawal: 'Retiro',
    pending: 'Pendiente',
    reverse: 'Revertir',
    withdrawalCancelled: 'Retiro cancelado',
    cancelled: 'Cancelada',
    changePassword: 'Cambiar contraseña',
    currentPassword: 'Contraseña actual',
    newPassword: 'Contraseña nueva',
    repeatNewPassword: 'Repite la contraseña nueva',
    save: 'Guardar',
    passwordChanged: 'Contraseña cambiada',
    personalDetails: 'Datos personales',
    city: 'Ciudad',
    detailsUpdated: 'Datos actualizados',
    logOut: 'Cerrar sesión',
    profile: 'Perfil',
    money: (whole: number) => `${whole},50 mBTC`,
    whole: (amount: number) => `${amount},00 mBTC`,
    offline: 'sin conexión',
    offlineBanner: 'Sin conexión: lo que ves puede no estar actualizado',
    queued: 'Retiro en cola: se enviará cuando haya conexión.',
    queuedSent: 'Retiro en cola enviado: 2,00 mBTC',
  },
  en: {
    prefix: '/en',
    signUp: 'Sign up',
    welcome: 'Welcome!',
    depositAddress: 'Your deposit address (BTC)',
    qr: 'QR code of your deposit address',
    buyCrypto: 'Buy crypto',
    copyAddress: 'Copy address',
    addressCopied: 'Address copied',
    deposit: 'Deposit',
    confirmations: '0 of 2 confirmations',
    depositComplete: 'Deposit complete: 2.50 mBTC',
    pendingDeposits: 'Pending deposits',
    withdraw: 'Withdraw',
    available: 'Available balance: 2.50 mBTC',
    requestWithdrawal: 'Request withdrawal',
    required: 'This field is required',
    amount: 'Amount (mBTC)',
    bitcoinAddress: 'Bitcoin address',
    overBalance: 'The amount cannot exceed your balance: 2.50 mBTC',
    invalidAddress: 'This is not a valid Bitcoin address',
    scheduled: 'Withdrawal scheduled',
    back: 'Back',
    transactions: 'Transactions',
    withdrawal: 'Withdrawal',
    pending: 'Pending',
    reverse: 'Reverse',
    withdrawalCancelled: 'Withdrawal cancelled',
    cancelled: 'Cancelled',
    changePassword: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    repeatNewPassword: 'Repeat the new password',
    save: 'Save',
    passwordChanged: 'Password changed',
    personalDetails: 'Personal details',
    city: 'City',
    detailsUpdated: 'Details updated',
    logOut: 'Log out',
    profile: 'Profile',
    money: (whole: number) => `${whole}.50 mBTC`,
    whole: (amount: number) => `${amount}.00 mBTC`,
    offline: 'offline',
    offlineBanner: 'Offline: what you see may be out of date',
    queued: 'Withdrawal queued — it will be sent when you are online.',
    queuedSent: 'Queued withdrawal sent: 2.00 mBTC',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/** How a surface reaches a user menu entry and shows the balance. */
interface Surface {
  /** Opens user menu entry `label`; answers where its content is (a dialog or the tab panel). */
  open(page: Page, label: string, words: Words): Promise<Locator>;
  balance(page: Page): Locator;
  logIn(page: Page, username: string, password: string, words: Words): Promise<void>;
  logOut(page: Page, words: Words): Promise<void>;
}

const desktop: Surface = {
  async open(page, label) {
    await page.locator('.sidebar__user-menu').getByRole('button', { name: label }).click();
    const dialog = page.getByRole('dialog', { name: label });
    await expect(dialog).toBeVisible();
    return dialog;
  },
  balance: (page) => page.getByTestId('sidebar-balance'),
  logIn: (page, username, password, words) =>
    logInThroughSidebar(page, username, password, LOGIN_WORDS[words.prefix ? 'en' : 'es']),
  async logOut(page, words) {
    await page.locator('.sidebar__user-menu').getByRole('button', { name: words.logOut }).click();
  },
};

// on a phone the top bar keeps the balance in sight; the account's entries are in the profile menu
const phone: Surface = {
  async open(page, label, words) {
    await openProfileMenu(page, words);
    await page.locator('#profile-menu').getByRole('button', { name: label }).click();
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    return page.getByRole('tabpanel');
  },
  balance: (page) => page.getByTestId('top-bar-balance'),
  logIn: (page, username, password, words) =>
    logInThroughTopBar(page, username, password, LOGIN_WORDS[words.prefix ? 'en' : 'es']),
  async logOut(page, words) {
    await openProfileMenu(page, words);
    await page.locator('#profile-menu').getByRole('button', { name: words.logOut }).click();
  },
};

async function openProfileMenu(page: Page, words: Words): Promise<void> {
  const menu = page.locator('#profile-menu');
  if (await menu.isVisible()) return;
  await page
    .getByRole('navigation', { name: 'Menú inferior móvil' })
    .getByRole('button', { name: words.profile })
    .click();
  await expect(menu).toBeVisible();
}

/** Closes the open modal or profile menu, as the player would. */
async function closeOverlays(page: Page, words: Words): Promise<void> {
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const menu = page.locator('#profile-menu');
  if (await menu.isVisible())
    await page
      .getByRole('navigation', { name: 'Menú inferior móvil' })
      .getByRole('button', { name: words.profile })
      .click();
  await expect(menu).toBeHidden();
}

async function journey(
  page: Page,
  surface: Surface,
  username: string,
  words: Words,
): Promise<void> {
  const request = page.request;
  const language = words.prefix ? 'en' : 'es';
  const close = () => closeOverlays(page, words);
  const open = (label: string) => surface.open(page, label, words);
  const balance = surface.balance(page);
  // register with a referral code: logged in at once, then the deposit prompt counts down to tab 2
  await page.goto(`${words.prefix}/sign-up?code=FRIEND42`);
  await step(page, 'sign-up form');
  await fillRegistrationForm(
    page.locator('main form'),
    { username, password: 'first-pass' },
    language,
  );
  const registered = page.waitForRequest('**/api/front/register_player');
  await page.locator('main form').getByRole('button', { name: words.signUp }).click();
  expect((await registered).postDataJSON()).toMatchObject({ username, code: 'FRIEND42' });
  await expect(page.getByRole('dialog', { name: words.welcome })).toBeVisible();
  await step(page, 'welcome');
  await expect(page).toHaveURL(new RegExp(`${words.prefix}/user-management\\?tab=2$`), {
    timeout: 8_000,
  });

  // the deposit tab: the address as text and as a 200 px QR code, copy, buy crypto
  const depositTab = page.getByRole('tabpanel');
  const addressField = depositTab.getByLabel(words.depositAddress);
  await expect(addressField).toHaveValue(/^tb1q[a-z0-9]{38}$/);
  const address = await addressField.inputValue();
  const qr = depositTab.getByRole('img', { name: words.qr });
  await expect(qr).toHaveAttribute('width', '200');
  await step(page, 'deposit tab');
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(200);
  await expect(depositTab.getByRole('link', { name: words.buyCrypto })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await depositTab.getByRole('button', { name: words.copyAddress }).click();
  await expect(page.locator('.toasts')).toContainText(words.addressCopied);
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
  const deposit = await open(words.deposit);
  await expect(deposit.getByLabel(words.depositAddress)).toHaveValue(address);
  const seen = await sendDepositCallback(request, { address, satoshis: 250_000, confirmations: 0 });
  await expect(deposit.getByText(words.confirmations)).toBeVisible();
  await step(page, 'deposit seen, confirming');
  await sendDepositCallback(request, {
    address,
    satoshis: 250_000,
    confirmations: 2,
    txid: seen.txid,
  });
  await expect(page.locator('.toasts')).toContainText(words.depositComplete);
  await expect(deposit.getByText(words.pendingDeposits)).toBeHidden();
  await close();
  // the balance changed on screen without a reload, where the player sees it
  await expect(balance).toHaveText(words.money(2));
  await expect(balance).toBeInViewport();
  await step(page, 'balance credited');

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
  const withdraw = await open(words.withdraw);
  await expect(withdraw.getByText(words.available)).toBeVisible();
  await withdraw.getByRole('button', { name: words.requestWithdrawal }).click();
  await expect(withdraw.getByText(words.required)).toHaveCount(2);
  await withdraw.getByLabel(words.amount).fill('3');
  await withdraw.getByLabel(words.bitcoinAddress).fill('tb1qnotanaddress');
  await withdraw.getByRole('button', { name: words.requestWithdrawal }).click();
  await expect(withdraw.getByText(words.overBalance)).toBeVisible();
  await expect(withdraw.getByText(words.invalidAddress)).toBeVisible();
  await step(page, 'withdraw form errors');
  expect(sentWithdrawals).toEqual([]);

  await withdraw.getByLabel(words.amount).fill('1');
  await withdraw.getByLabel(words.bitcoinAddress).fill(PAYOUT_ADDRESS);
  await withdraw.getByLabel(words.bitcoinAddress).press('Enter');
  await expect(withdraw.getByRole('status')).toContainText(words.scheduled);
  await expect(withdraw.getByText(PAYOUT_ADDRESS)).toBeVisible();
  await step(page, 'withdrawal scheduled');
  expect(sentWithdrawals).toHaveLength(1);
  expect(sentWithdrawals[0]).toMatch(/^[0-9a-f-]{36}$/);
  await withdraw.getByRole('button', { name: words.back }).click();
  await expect(withdraw.getByLabel(words.amount)).toHaveValue('');
  await close();
  await expect(balance).toHaveText(words.money(1));

  // the pending withdrawal in the transaction list: reverse it, the balance comes back
  const transactions = await open(words.transactions);
  const pendingRow = transactions
    .getByRole('row')
    .filter({ hasText: words.withdrawal })
    .filter({ hasText: words.pending });
  await expect(pendingRow).toHaveCount(1);
  await expect(transactions.getByRole('button', { name: words.reverse })).toHaveCount(1);
  await pendingRow.getByRole('button', { name: words.reverse }).click();
  await expect(page.locator('.toasts')).toContainText(words.withdrawalCancelled);
  await expect(
    transactions
      .getByRole('row')
      .filter({ hasText: words.withdrawal })
      .filter({ hasText: words.cancelled }),
  ).toHaveCount(1);
  await expect(transactions.getByRole('button', { name: words.reverse })).toHaveCount(0);
  await step(page, 'withdrawal reversed');
  await close();
  await expect(balance).toHaveText(words.money(2));

  // a new password, log out, log in with it
  const password = await open(words.changePassword);
  await password.getByLabel(words.currentPassword).fill('first-pass');
  await password.getByLabel(words.newPassword, { exact: true }).fill('second-pass');
  await password.getByLabel(words.repeatNewPassword).fill('second-pass');
  await password.getByRole('button', { name: words.save }).click();
  await expect(password.getByRole('alert')).toHaveText(words.passwordChanged);
  await step(page, 'password changed');
  await close();
  await surface.logOut(page, words);
  await expect(page).toHaveURL(new RegExp(`${words.prefix}/online-casino$`));
  await surface.logIn(page, username, 'second-pass', words);
  await expect(balance).toHaveText(words.money(2));
  await close();

  // update the profile
  const profile = await open(words.personalDetails);
  await profile.getByLabel(words.city).fill('Valencia');
  await profile.getByRole('button', { name: words.save }).click();
  await expect(page.locator('.toasts')).toContainText(words.detailsUpdated);
  await page.reload();
  const reopened = await open(words.personalDetails);
  await expect(reopened.getByLabel(words.city)).toHaveValue('Valencia');
  await step(page, 'personal details');
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

for (const language of ['es', 'en'] as const) {
  test(`a new player on a desktop (${language}): register, deposit, live balance, withdraw, reverse, password, profile`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await journey(page, desktop, `jd${language}${Date.now().toString(36)}`, WORDS[language]);
  });

  test.describe(`on a phone (${language})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the same journey through the top bar, the profile menu and the account tabs', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await journey(page, phone, `jp${language}${Date.now().toString(36)}`, WORDS[language]);
    });
  });
}

for (const language of ['es', 'en'] as const) {
  test.describe(`offline on a phone (${language})`, () => {
    test.use({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      serviceWorkers: 'allow',
    });

    test('the network goes on the withdraw screen: the balance stays in sight, the withdrawal waits in the queue and goes once, back online', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(90_000);
      const words = WORDS[language];
      const player = await fundedPlayer(request, 500_000);
      await page.goto(words.prefix || '/');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
        .toBe(true);
      await phone.logIn(page, player.username, player.password, words);
      const balance = phone.balance(page);
      await expect(balance).toHaveText(words.whole(5));
      // the withdraw screen, opened while online, and its answers saved on the device
      await phone.open(page, words.withdraw, words);
      await waitForSavedQuery(page, ['player', 'balance']);

      // the network goes and the app is reloaded: the saved balance, marked offline
      await context.setOffline(true);
      await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
      await page.reload();
      await expect(balance).toContainText(words.whole(5));
      await expect(
        page.locator('.top-bar').getByText(words.offline, { exact: true }),
      ).toBeVisible();
      await expect(page.getByText(words.offlineBanner)).toBeVisible();
      await step(page, 'offline withdraw screen');
      const withdraw = page.getByRole('tabpanel');
      await withdraw.getByLabel(words.amount).fill('2');
      await withdraw.getByLabel(words.bitcoinAddress).fill(PAYOUT_ADDRESS);
      await withdraw.getByRole('button', { name: words.requestWithdrawal }).click();
      await expect(withdraw.getByRole('status')).toHaveText(words.queued);
      await step(page, 'withdrawal queued');
      expect(await player.transactions({ filterType: 'withdrawal' })).toEqual([]);

      // back online: it goes by itself, once
      await context.setOffline(false);
      await expect(page.locator('.toasts')).toContainText(words.queuedSent, { timeout: 15_000 });
      await expect(balance).toHaveText(words.whole(3));
      await step(page, 'queued withdrawal sent');
      await expect(page.locator('.top-bar').getByText(words.offline, { exact: true })).toBeHidden();
      const withdrawals = await player.transactions({ filterType: 'withdrawal' });
      expect(withdrawals.map((row) => [row.amount, row.status])).toEqual([[2, 'pending']]);
    });
  });
}
