// Withdrawal addresses (docs/account-security.md): a saved address confirmed by its emailed link
// (once), the "only saved addresses" lock, and a withdrawal refused in words while the address is
// on hold and to an address not saved; the book in English and at 390 px.
import type { Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { lastEmailLink } from './smtp-sink';
import {
  apiSession,
  fundedPlayer,
  logInThroughSidebar,
  PAYOUT_ADDRESS,
  registerPlayer,
  seriousViolations,
} from './support';
import { advanceServerClock, expect, nextTotpCode, test } from './timed-server';

// another testnet address of the same test vector set as PAYOUT_ADDRESS, never saved here
const UNSAVED_ADDRESS = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

async function openSecurityTab(page: Page, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/user-management?tab=security`);
  await expect(
    page.getByRole('heading', { name: /Direcciones de retiro|Withdrawal addresses/ }),
  ).toBeVisible();
}

async function openChangePassword(page: Page) {
  await page.locator('.sidebar').getByRole('button', { name: 'Cambiar contraseña' }).click();
  return page.getByRole('dialog', { name: 'Cambiar contraseña' });
}

/** The emailed link's path and query, once the email has arrived. */
async function emailedLink(email: string): Promise<string> {
  const linkOf = () => lastEmailLink(E2E_PORT, email, '/confirm-address');
  await expect.poll(linkOf, { timeout: 10_000 }).not.toBeNull();
  const link = new URL(linkOf() as string);
  return `${link.pathname}${link.search}`;
}

test('a saved address is confirmed by its emailed link once, and the lock refuses it while on hold', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const player = await fundedPlayer(request, 200_000);
  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);
  await expect(page.locator('.sidebar').getByText(player.username)).toBeVisible();

  // saved from the Security tab, by keyboard: it awaits the email and its 24-hour hold
  await openSecurityTab(page);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Una dirección nueva se puede usar 24 horas después')).toBeVisible();
  const form = panel.getByRole('form', { name: 'Guardar una dirección' });
  await form.getByLabel('Dirección de Bitcoin').fill(PAYOUT_ADDRESS);
  await form.getByLabel('Nombre (opcional)').fill('Mi monedero');
  await form.getByLabel('Nombre (opcional)').press('Enter');
  await expect(form.getByText(/Dirección guardada\. Te hemos enviado un correo/)).toBeVisible();
  const saved = panel.getByTestId('saved-address');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Mi monedero');
  await expect(saved.getByTestId('address-state')).toContainText(
    'Esperando la confirmación por correo electrónico; en espera hasta el',
  );
  // renamed in place
  await saved.getByRole('button', { name: 'Cambiar nombre' }).click();
  const name = saved.getByLabel('Nombre (opcional)');
  await expect(name).toBeFocused();
  await name.fill('Ledger');
  await name.press('Enter');
  await expect(panel.getByText('Nombre guardado')).toBeVisible();
  await expect(saved).toContainText('Ledger');

  // the emailed link: its page confirms on a button press, and a second time is refused
  const link = await emailedLink(`${player.username}@example.com`);
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirmar dirección' }).click();
  await expect(page.getByText(/^Dirección confirmada\./)).toBeVisible();
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirmar dirección' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Este enlace no es válido, ya se ha usado/);

  // the lock on: only saved addresses past their hold
  await openSecurityTab(page);
  await expect(saved.getByTestId('address-state')).toContainText('Confirmada; en espera hasta el');
  await panel.getByRole('button', { name: 'Activar el bloqueo' }).click();
  await expect(panel.getByTestId('address-lock-state')).toContainText('Activado');
  await expect(panel.getByRole('button', { name: 'Desactivar el bloqueo' })).toBeVisible();

  await page.locator('.sidebar__user-menu').getByRole('button', { name: 'Retirar' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Retirar' });
  await expect(withdraw.getByText(/solo permite retirar a direcciones guardadas/)).toBeVisible();
  await withdraw.getByLabel('Importe (mBTC)').fill('1');
  await withdraw.getByLabel('Dirección de Bitcoin').fill(PAYOUT_ADDRESS);
  await withdraw.getByRole('button', { name: 'Solicitar retiro' }).click();
  await expect(
    withdraw.getByText(
      /^Esta dirección es nueva: podrás retirar a ella desde el \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}\.$/,
    ),
  ).toBeVisible();
  await withdraw.getByLabel('Dirección de Bitcoin').fill(UNSAVED_ADDRESS);
  await withdraw.getByRole('button', { name: 'Solicitar retiro' }).click();
  await expect(
    withdraw.getByText(/^Solo puedes retirar a tus direcciones guardadas/),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  const withdrawals = await player.transactions({ filterType: 'withdrawal' });
  expect(withdrawals).toEqual([]);

  // in English
  await openSecurityTab(page, '/en');
  await expect(saved.getByTestId('address-state')).toContainText('Confirmed; on hold until');
  await expect(panel.getByTestId('address-lock-state')).toContainText('On: withdrawals only go');

  // on a 390 px phone the book fits the width
  await page.setViewportSize({ width: 390, height: 844 });
  await openSecurityTab(page);
  await expect(saved).toBeVisible();
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll('[role="tabpanel"] *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1);
      })
      .map((element) => `${element.tagName}.${element.className}`),
  );
  expect(overflowing).toEqual([]);
  expect(await seriousViolations(page, '[role="tabpanel"]')).toEqual([]);

  // a day later on the server's clock the hold is over: the withdrawal to the address goes out
  await page.setViewportSize({ width: 1280, height: 800 });
  await advanceServerClock(request, 24 * 3_600_000 + 60_000);
  await page.locator('.sidebar__user-menu').getByRole('button', { name: 'Retirar' }).click();
  await withdraw.getByLabel('Importe (mBTC)').fill('1');
  await withdraw.getByLabel('Dirección de Bitcoin').fill(PAYOUT_ADDRESS);
  await withdraw.getByRole('button', { name: 'Solicitar retiro' }).click();
  await expect(page.getByText('Retiro programado', { exact: false })).toBeVisible();
  expect(await player.transactions({ filterType: 'withdrawal' })).toHaveLength(1);
});

test('with two-factor on, saving an address and changing the password ask a code of the app', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const player = await registerPlayer(request);
  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);
  await expect(page.locator('.sidebar').getByText(player.username)).toBeVisible();

  // two-factor turned on through the API (security.spec.ts enrols through the screens)
  const session = await apiSession(request, player);
  const begun = await session.post('front/security/totp_begin', {});
  const secret = begun.body.secret as string;
  let last = await nextTotpCode(request, secret, -1);
  const enabled = await session.post('front/security/totp_enable', { code: last.code });
  expect(enabled.status).toBe(200);

  await openSecurityTab(page);
  const panel = page.getByRole('tabpanel');
  const form = panel.getByRole('form', { name: 'Guardar una dirección' });
  await form.getByLabel('Dirección de Bitcoin').fill(PAYOUT_ADDRESS);
  const addressCode = form.getByLabel('Código de verificación (6 dígitos)');
  await expect(addressCode).toHaveAttribute('autocomplete', 'one-time-code');
  await form.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(form.getByText('Este campo es obligatorio')).toBeVisible();
  last = await nextTotpCode(request, secret, last.step);
  await addressCode.fill(last.code);
  await form.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(form.getByText(/Dirección guardada\. Te hemos enviado un correo/)).toBeVisible();
  await expect(panel.getByTestId('saved-address')).toHaveCount(1);

  // the password: the code of the app too, a used one refused in words
  await page.goto('/');
  const dialog = await openChangePassword(page);
  await dialog.getByLabel('Contraseña actual').fill(player.password);
  await dialog.getByLabel('Contraseña nueva', { exact: true }).fill('second-pass');
  await dialog.getByLabel('Repite la contraseña nueva').fill('second-pass');
  const passwordCode = dialog.getByLabel('Código de verificación (6 dígitos)');
  await passwordCode.fill(last.code);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El código no es válido o ya se ha usado.')).toBeVisible();
  last = await nextTotpCode(request, secret, last.step);
  await passwordCode.fill(last.code);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Contraseña cambiada');
});
