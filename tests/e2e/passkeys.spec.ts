// Passkeys (docs/account-security.md) with Chromium's virtual authenticator (CDP WebAuthn domain):
// one is added and renamed in the security tab, the player logs out and in with it (no username,
// no password, no code), withdraws confirming with it instead of a code, and removes it.
import { expect, test, type Page } from '@playwright/test';
import { totpCodeAt } from '../../server/lib/totp';
import { E2E_PORT } from '../../playwright.config';
import { fundedPlayer, logInThroughSidebar, PAYOUT_ADDRESS, seriousViolations } from './support';

// WebAuthn needs a secure context and a domain as the relying party id: http://localhost is one,
// http://127.0.0.1 is not a domain
test.use({ baseURL: `http://localhost:${E2E_PORT}` });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

/** A platform authenticator that keeps discoverable credentials and verifies the user. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    async credentials() {
      const answer = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      return answer.credentials;
    },
  };
}

async function openSecurityTab(page: Page) {
  await page.goto('/user-management?tab=security');
  await expect(page.getByRole('tab', { name: 'Seguridad' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return page.getByRole('tabpanel');
}

test('a player adds a passkey, logs in with it and confirms a withdrawal with it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const authenticator = await addVirtualAuthenticator(page);
  const player = await fundedPlayer(request, 200_000);
  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);
  await expect(page.locator('.sidebar').getByText(player.username)).toBeVisible();
  // two-factor on (through the API): a withdrawal then needs a code, or a passkey
  const begun = await player.post('front/security/totp_begin', {});
  const enabled = await player.post('front/security/totp_enable', {
    code: totpCodeAt(begun.body.secret as string, Date.now()),
  });
  expect(enabled.status).toBe(200);

  // add one, named; the list shows it with "never used"
  const panel = await openSecurityTab(page);
  const section = panel.getByRole('region', { name: 'Llaves de acceso' });
  await expect(section.getByTestId('passkeys-empty')).toBeVisible();
  await section.getByRole('button', { name: 'Añadir una llave de acceso' }).click();
  const nameField = section.getByLabel(/Nombre/);
  await expect(nameField).toBeFocused();
  await section.getByRole('button', { name: 'Crear la llave de acceso' }).click();
  await expect(section.getByText('Este campo es obligatorio')).toBeVisible();
  await nameField.fill('Portátil de casa');
  await section.getByRole('button', { name: 'Crear la llave de acceso' }).click();
  await expect(section.getByTestId('passkeys-outcome')).toHaveText(
    'Llave de acceso «Portátil de casa» añadida',
  );
  await expect(section.getByRole('heading', { name: 'Llaves de acceso' })).toBeFocused();
  const item = section.getByTestId('passkey');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Portátil de casa');
  await expect(item).toContainText('Nunca');
  const stored = await authenticator.credentials();
  expect(stored).toHaveLength(1);
  expect(stored[0]?.isResidentCredential).toBe(true);

  // rename it, by keyboard
  await item.getByRole('button', { name: 'Cambiar nombre' }).focus();
  await page.keyboard.press('Enter');
  const rename = item.getByLabel('Nuevo nombre');
  await expect(rename).toBeFocused();
  await rename.fill('Mi portátil');
  await page.keyboard.press('Enter');
  await expect(item).toContainText('Mi portátil');
  expect(await seriousViolations(page, '[role="tabpanel"]')).toEqual([]);

  // log out, and in with the passkey: no username, no password, no code
  await page.locator('.sidebar').getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }).click();
  const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
  const withPasskey = login.getByRole('button', { name: 'Entrar con una llave de acceso' });
  // it looks as pressable as it is: an outlined button at full strength, not a greyed one
  await expect(withPasskey).toBeEnabled();
  await expect(withPasskey).toHaveCSS('opacity', '1');
  await expect(withPasskey).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await withPasskey.click();
  await expect(login).toBeHidden();
  await expect(page.locator('.sidebar').getByText(player.username)).toBeVisible();

  // a withdrawal confirmed with the passkey instead of a code
  await page.locator('.sidebar__user-menu').getByRole('button', { name: 'Retirar' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Retirar' });
  await withdraw.getByLabel('Importe (mBTC)').fill('1');
  await withdraw.getByLabel('Dirección de Bitcoin').fill(PAYOUT_ADDRESS);
  await expect(withdraw.getByLabel('Código de verificación (6 dígitos)')).toBeVisible();
  await withdraw
    .getByRole('button', { name: 'Solicitar retiro con una llave de acceso (sin código)' })
    .click();
  await expect(withdraw.getByText(/Retiro programado/)).toBeVisible();
  const withdrawals = await player.transactions({ filterType: 'withdrawal' });
  expect(withdrawals.map((row) => row.amount)).toEqual([1]);
  await page.keyboard.press('Escape');

  // the list shows its last use; removing it (two-factor on) is confirmed with the passkey
  await openSecurityTab(page);
  await expect(item).not.toContainText('Nunca');
  await item.getByRole('button', { name: 'Eliminar' }).click();
  const confirm = item.getByRole('group', { name: '¿Eliminar la llave de acceso «Mi portátil»?' });
  await expect(
    confirm.getByRole('button', { name: 'Confirmar con una llave de acceso' }),
  ).toBeFocused();
  await confirm.getByRole('button', { name: 'Confirmar con una llave de acceso' }).click();
  await expect(section.getByTestId('passkeys-outcome')).toHaveText(
    'Llave de acceso «Mi portátil» eliminada',
  );
  await expect(section.getByTestId('passkeys-empty')).toBeVisible();
});

test('on a 390 px phone the passkeys list and its forms fit the width, in English and dark too', async ({
  page,
  request,
}) => {
  await addVirtualAuthenticator(page);
  const player = await fundedPlayer(request, 10_000);
  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);
  await expect(page.locator('.sidebar').getByText(player.username)).toBeVisible();
  const panel = await openSecurityTab(page);
  const section = panel.getByRole('region', { name: 'Llaves de acceso' });
  await section.getByRole('button', { name: 'Añadir una llave de acceso' }).click();
  await section.getByLabel(/Nombre/).fill('Un nombre de llave bastante largo para un teléfono');
  await section.getByRole('button', { name: 'Crear la llave de acceso' }).click();
  await expect(section.getByTestId('passkey')).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await section.getByRole('button', { name: 'Eliminar' }).click();
  await expect(section.getByRole('button', { name: 'Sí, eliminar' })).toBeFocused();
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

  await page.goto('/en/user-management?tab=security');
  const english = page.getByRole('tabpanel').getByRole('region', { name: 'Passkeys' });
  await expect(english.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
  await expect(english.getByTestId('passkey')).toContainText('Never');

  // the dark theme reads well too
  await page.evaluate(() => localStorage.setItem('casino.theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(english.getByTestId('passkey')).toBeVisible();
  expect(await seriousViolations(page, '[role="tabpanel"]')).toEqual([]);
});
