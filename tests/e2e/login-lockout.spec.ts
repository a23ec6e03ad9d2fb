import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { mailDirectory } from './smtp-sink';
import { logInThroughSidebar, registerPlayer } from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

const FAILED_LOGINS_PER_USERNAME = 10;

/** The device confirmation link of the last email sent to `recipient`, if any. */
function confirmLinkFor(recipient: string): string | null {
  const directory = mailDirectory(E2E_PORT);
  const messages = readdirSync(directory)
    .sort()
    .map((name) => readFileSync(join(directory, name), 'utf8'))
    .filter((message) => message.includes(recipient));
  const last = messages.at(-1)?.replace(/=\r\n/g, '').replace(/=3D/g, '=');
  return last ? (/https?:\/\/\S+\/confirm_device\?token=[\w-]+/.exec(last)?.[0] ?? null) : null;
}

test('a username locked by failed logins: the owner gets an email that confirms this browser, then logs in', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  const email = `${player.username}@example.com`;
  for (let attempt = 0; attempt < FAILED_LOGINS_PER_USERNAME; attempt++) {
    await request.post('/api/front/auth/login/', {
      data: { username: player.username, password: 'a-wrong-guess' },
      headers: { 'X-Forwarded-For': `10.66.0.${attempt}` },
    });
  }

  await page.goto('/');
  await page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Usuario').fill(player.username);
  await dialog.getByLabel('Contraseña').fill(player.password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Demasiados intentos fallidos. Si la contraseña es correcta, te hemos enviado un correo para confirmar este dispositivo.',
  );

  await expect.poll(() => confirmLinkFor(email), { timeout: 10_000 }).not.toBeNull();
  const link = new URL(confirmLinkFor(email) as string);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/online-casino\?device=confirmed$/);

  await logInThroughSidebar(page, player.username, player.password);
  await expect(page.locator('.sidebar').getByText(player.username)).toBeVisible();
});
