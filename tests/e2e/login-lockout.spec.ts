import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { lastEmailLink } from './smtp-sink';
import { registerPlayer, seriousViolations } from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

const FAILED_LOGINS_PER_USERNAME = 10;

const confirmLinkFor = (recipient: string) => lastEmailLink(E2E_PORT, recipient, '/confirm-device');

/** Blocks the username for unknown devices: wrong passwords from addresses of its own. */
async function lockUsername(request: APIRequestContext, username: string, network: number) {
  for (let attempt = 0; attempt < FAILED_LOGINS_PER_USERNAME; attempt++) {
    await request.post('/api/front/auth/login/', {
      data: { username, password: 'a-wrong-guess' },
      headers: { 'X-Forwarded-For': `10.66.${network}.${attempt}` },
    });
  }
}

/** The emailed link's path and query, once the email has arrived. */
async function emailedLink(email: string): Promise<string> {
  await expect.poll(() => confirmLinkFor(email), { timeout: 10_000 }).not.toBeNull();
  const link = new URL(confirmLinkFor(email) as string);
  return `${link.pathname}${link.search}`;
}

test('a username locked by failed logins: the owner confirms this browser from the emailed link, then logs in', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  const email = `${player.username}@example.com`;
  await lockUsername(request, player.username, 0);

  await page.goto('/');
  await page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Usuario').fill(player.username);
  await dialog.getByLabel('Contraseña').fill(player.password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Demasiados intentos fallidos. Si la contraseña es correcta, te hemos enviado un correo para confirmar este dispositivo.',
  );
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  const link = await emailedLink(email);
  expect(link).toMatch(/^\/confirm-device\?token=/);
  // opening the link uses nothing up: only the button does
  await page.goto(link);
  await page.reload();
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Confirmar este dispositivo' })).toBeVisible();
  await main.getByRole('button', { name: 'Confirmar dispositivo' }).click();
  await expect(main.getByRole('status')).toHaveText(
    'Dispositivo confirmado. Ya puedes iniciar sesión desde él.',
  );

  await main.getByRole('button', { name: 'Iniciar sesión' }).click();
  await dialog.getByLabel('Usuario').fill(player.username);
  await dialog.getByLabel('Contraseña').fill(player.password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.sidebar').getByText(player.username)).toBeVisible();

  // the link works once
  await page.goto(link);
  await main.getByRole('button', { name: 'Confirmar dispositivo' }).click();
  await expect(main.getByRole('alert')).toHaveText(
    'El enlace para confirmar el dispositivo no es válido, ya se ha usado o ha caducado. Inicia sesión de nuevo para recibir otro.',
  );
});

test('an English player gets the English page, and it reads well', async ({ page, request }) => {
  const player = await registerPlayer(request, { interface_local: 'en' });
  const email = `${player.username}@example.com`;
  await lockUsername(request, player.username, 1);
  await request.post('/api/front/auth/login/', {
    data: { username: player.username, password: player.password },
    headers: { 'X-Forwarded-For': '10.66.1.200' },
  });

  const link = await emailedLink(email);
  expect(link).toMatch(/^\/en\/confirm-device\?token=/);
  await page.goto(link);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Confirm this device' })).toBeVisible();
  await expect(main).toContainText('Confirm that this device is yours to log in from it.');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await main.getByRole('button', { name: 'Confirm device' }).click();
  await expect(main.getByRole('status')).toHaveText(
    'Device confirmed. You can now log in from it.',
  );

  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(player.username);
  await dialog.getByLabel('Password').fill(player.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.sidebar').getByText(player.username)).toBeVisible();
});
