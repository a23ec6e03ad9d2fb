// Email verification (docs/account-security.md): a new player can play but not withdraw until
// they open the link emailed at registration; the security tab shows the state and sends a new
// link; the link's page says verified, or that a link is used or expired.
import { expect, test } from '@playwright/test';
import { sendDepositCallback } from './processor';
import {
  apiSession,
  logInThroughSidebar,
  PAYOUT_ADDRESS,
  registerUnverifiedPlayer,
  verificationLinkFor,
} from './support';

/** The emailed link on the test's own origin (the server names itself localhost, the tests 127.0.0.1). */
const onThisOrigin = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

test('an unverified player is refused a withdrawal, verifies through the emailed link, then withdraws', async ({
  page,
  request,
}) => {
  const player = await registerUnverifiedPlayer(request);
  const firstLink = await verificationLinkFor(player.email);
  const session = await apiSession(request, player);
  await sendDepositCallback(request, {
    address: await session.depositAddress(),
    satoshis: 300_000,
    confirmations: 2,
  });
  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);
  await expect(page.getByTestId('sidebar-balance')).toHaveText('3,00 mBTC');

  // the withdrawal is refused with the translated reason; nothing moves
  await page.locator('.sidebar__user-menu').getByRole('button', { name: 'Retirar' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Retirar' });
  const unverified =
    'Verifica tu correo electrónico para poder retirar: abre el enlace que te enviamos o pide otro en Seguridad.';
  // the form says so before the player tries
  await expect(withdraw.getByTestId('withdraw-email-unverified')).toHaveText(unverified);
  await withdraw.getByLabel('Importe (mBTC)').fill('1');
  await withdraw.getByLabel('Dirección de Bitcoin').fill(PAYOUT_ADDRESS);
  await withdraw.getByRole('button', { name: 'Solicitar retiro' }).click();
  await expect(page.locator('.toast--error').filter({ hasText: unverified })).toBeVisible();
  expect(await session.transactions({ filterType: 'withdrawal' })).toEqual([]);
  await page.keyboard.press('Escape');

  // the security tab shows the unverified email and sends a new link
  await page.goto('/user-management?tab=security');
  const status = page.getByTestId('email-verification-status');
  await expect(status).toContainText(`${player.email} aún no está verificado`);
  await page.getByRole('button', { name: 'Enviar un enlace nuevo' }).click();
  await expect(page.getByText('Enlace enviado. Revisa tu correo.')).toBeVisible();
  await expect.poll(async () => (await verificationLinkFor(player.email)) !== firstLink).toBe(true);
  const newLink = await verificationLinkFor(player.email);

  // the first link was retired by the new one: its page says so, in English too
  await page.goto(onThisOrigin(firstLink).replace('/verify-email', '/en/verify-email'));
  await expect(page.getByRole('alert')).toHaveText(
    'The verification link is not valid, has been used already or has expired.',
  );
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();

  // the new link verifies, once
  await page.goto(onThisOrigin(newLink));
  await expect(page.getByRole('heading', { name: 'Correo verificado' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Tu correo electrónico está verificado. Ya puedes retirar.',
  );
  await page.getByRole('link', { name: 'Ir a Seguridad' }).click();
  await expect(page.getByTestId('email-verification-status')).toHaveText(
    `${player.email} está verificado.`,
  );
  await page.goto(onThisOrigin(newLink));
  await expect(page.getByRole('alert')).toHaveText(
    'El enlace de verificación no es válido, ya se ha usado o ha caducado.',
  );
  // after the session is restored and the state asked again: seconds on a loaded machine
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Tu correo electrónico ya está verificado.',
    { timeout: 15_000 },
  );
  await expect(page.getByRole('button', { name: 'Enviar un enlace nuevo' })).toHaveCount(0);

  // now the withdrawal goes through
  await page.goto('/');
  await page.locator('.sidebar__user-menu').getByRole('button', { name: 'Retirar' }).click();
  await expect(withdraw.getByLabel('Importe (mBTC)')).toBeVisible();
  await expect(withdraw.getByTestId('withdraw-email-unverified')).toHaveCount(0);
  await withdraw.getByLabel('Importe (mBTC)').fill('1');
  await withdraw.getByLabel('Dirección de Bitcoin').fill(PAYOUT_ADDRESS);
  await withdraw.getByRole('button', { name: 'Solicitar retiro' }).click();
  await expect(withdraw.getByRole('status')).toContainText('Retiro programado');
});

test('the security tab lists each sign-in with its country in the player’s language', async ({
  page,
  request,
}) => {
  const player = await registerUnverifiedPlayer(request);
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'FR' });
  await page.goto('/en');
  await page.locator('.sidebar').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(player.username);
  await login.getByLabel('Password').fill(player.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden();
  await page.goto('/en/user-management?tab=security');
  const current = page.getByTestId('session').filter({ hasText: '(this device)' });
  await expect(current).toContainText('France');
  await page.goto('/user-management?tab=security');
  await expect(page.getByTestId('session').filter({ hasText: '(este dispositivo)' })).toContainText(
    'Francia',
  );
});
