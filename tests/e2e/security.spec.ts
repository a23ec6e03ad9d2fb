// Account security (docs/account-security.md): two-factor enrolment with the codes computed from
// the secret shown, login and withdrawal with a code, and another session revoked.
import type { Page } from '@playwright/test';
import {
  fundedPlayer,
  logInThroughSidebar,
  PAYOUT_ADDRESS,
  registerPlayer,
  seriousViolations,
} from './support';
import { expect, nextTotpCode, test } from './timed-server';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

async function openSecurityTab(page: Page): Promise<void> {
  await page.goto('/user-management?tab=security');
  await expect(page.getByRole('tab', { name: 'Seguridad' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test('a player turns two-factor on, logs in and withdraws with a code, and signs out another device', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const player = await fundedPlayer(request, 200_000);

  // a second device signed in as the same player, before two-factor is on
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
  await other.goto('/');
  await logInThroughSidebar(other, player.username, player.password);
  await expect(other.locator('.sidebar').getByText(player.username)).toBeVisible();

  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);
  await expect(page.locator('.sidebar').getByText(player.username)).toBeVisible();

  // enrolment: the secret as text, a first code, the ten recovery codes shown once
  await openSecurityTab(page);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId('two-factor-status')).toContainText('Desactivada');
  await panel.getByRole('button', { name: 'Activar', exact: true }).click();
  await expect(panel.getByRole('img', { name: /Código QR/ })).toBeVisible();
  const secret = (await panel.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const codeField = panel.getByLabel('Código de 6 dígitos de la aplicación');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  let last = await nextTotpCode(request, secret, -1);
  await codeField.fill(last.code);
  await panel.getByRole('button', { name: 'Activar', exact: true }).click();
  await expect(
    panel.getByRole('heading', { name: 'Verificación en dos pasos activada' }),
  ).toBeFocused();
  await expect(
    panel.getByRole('list', { name: 'Códigos de recuperación' }).locator('li'),
  ).toHaveCount(10);
  await panel.getByRole('button', { name: 'Ya los he guardado' }).click();
  await expect(
    panel.getByRole('heading', { name: 'Verificación en dos pasos', exact: true }),
  ).toBeFocused();
  await expect(panel.getByTestId('two-factor-status')).toContainText(
    'Códigos de recuperación sin usar: 10',
  );

  // log out, then in: the password, then the code step (the password is not asked again)
  await page.locator('.sidebar').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(
    page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }),
  ).toBeVisible();
  await page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }).click();
  const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await login.getByLabel('Usuario').fill(player.username);
  await login.getByLabel('Contraseña').fill(player.password);
  await login.getByRole('button', { name: 'Entrar', exact: true }).click();
  const loginCode = login.getByLabel('Código de verificación');
  await expect(loginCode).toBeFocused();
  await expect(loginCode).toHaveAttribute('inputmode', 'numeric');
  await expect(login.getByRole('button', { name: 'Usar un código de recuperación' })).toBeVisible();
  await loginCode.fill(last.code);
  await login.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(login.getByRole('alert')).toHaveText('El código no es válido o ya se ha usado.');
  last = await nextTotpCode(request, secret, last.step);
  await loginCode.fill(last.code);
  await login.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(page.locator('.sidebar').getByText(player.username)).toBeVisible();

  // a withdrawal asks a code: a used one is refused in words, a fresh one goes through
  await page.locator('.sidebar__user-menu').getByRole('button', { name: 'Retirar' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Retirar' });
  await withdraw.getByLabel('Importe (mBTC)').fill('1');
  await withdraw.getByLabel('Dirección de Bitcoin').fill(PAYOUT_ADDRESS);
  const withdrawCode = withdraw.getByLabel('Código de verificación (6 dígitos)');
  await withdrawCode.fill(last.code);
  await withdraw.getByRole('button', { name: 'Solicitar retiro' }).click();
  await expect(withdraw.getByText('El código no es válido o ya se ha usado.')).toBeVisible();
  last = await nextTotpCode(request, secret, last.step);
  await withdrawCode.fill(last.code);
  await withdraw.getByRole('button', { name: 'Solicitar retiro' }).click();
  await expect(withdraw.getByText(/Retiro programado/)).toBeVisible();
  const withdrawals = await player.transactions({ filterType: 'withdrawal' });
  expect(withdrawals.map((row) => row.amount)).toEqual([1]);
  await page.keyboard.press('Escape');

  // the other device (and the test's own API session) are listed and signed out from here
  await openSecurityTab(page);
  const sessions = panel.getByTestId('session');
  await expect(sessions).toHaveCount(3);
  await expect(sessions.filter({ hasText: '(este dispositivo)' })).toHaveCount(1);
  await panel.getByRole('button', { name: 'Cerrar todas las demás sesiones' }).click();
  await panel.getByRole('button', { name: 'Sí, cerrar' }).click();
  await expect(panel.getByText('Otras sesiones cerradas')).toBeVisible();
  await expect(sessions).toHaveCount(1);

  await other.reload();
  await expect(
    other.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }),
  ).toBeVisible();
  await otherContext.close();
});

test('on a 390 px phone the security tab, its enrolment and the sessions fit the width', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);
  await expect(page.locator('.sidebar').getByText(player.username)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await openSecurityTab(page);
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Activar', exact: true }).click();
  await expect(panel.getByTestId('totp-secret')).toBeVisible();
  await expect(panel.getByTestId('session').first()).toBeVisible();
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll('[role="tabpanel"] *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1);
      })
      .map((element) => `${element.tagName}.${element.className}`),
  );
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page, '[role="tabpanel"]')).toEqual([]);
});
