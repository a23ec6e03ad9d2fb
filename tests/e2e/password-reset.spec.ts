import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { mailDirectory } from './smtp-sink';
import { logInThroughSidebar, registerPlayer } from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

/** The reset link of the last email sent to `recipient` (quoted-printable soft breaks removed). */
function resetLinkFor(recipient: string): string | null {
  const directory = mailDirectory(E2E_PORT);
  const messages = readdirSync(directory)
    .sort()
    .map((name) => readFileSync(join(directory, name), 'utf8'))
    .filter((message) => message.includes(recipient));
  const last = messages.at(-1)?.replace(/=\r\n/g, '').replace(/=3D/g, '=');
  return last ? (/https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(last)?.[0] ?? null) : null;
}

const SENT_IF_MATCHING =
  'Si los datos coinciden con una cuenta, te hemos enviado un correo para restablecer tu contraseña.';

test('forgot password: a wrong email gets the same answer and no email; the emailed link sets a new password that logs in', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await page.goto('/');
  await page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }).click();
  await page
    .getByRole('dialog', { name: 'Iniciar sesión' })
    .getByRole('button', { name: '¿Olvidaste tu contraseña?' })
    .click();
  const dialog = page.getByRole('dialog', { name: '¿Olvidaste tu contraseña?' });
  // the answer does not tell whether the pair exists
  const wrongEmail = `someone-else-${player.username}@example.com`;
  await dialog.getByLabel('Usuario').fill(player.username);
  await dialog.getByLabel('Correo electrónico').fill(wrongEmail);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.toast')).toHaveText(SENT_IF_MATCHING);

  await page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }).click();
  await page
    .getByRole('dialog', { name: 'Iniciar sesión' })
    .getByRole('button', { name: '¿Olvidaste tu contraseña?' })
    .click();
  await dialog.getByLabel('Usuario').fill(player.username);
  await dialog.getByLabel('Correo electrónico').fill(`${player.username}@example.com`);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.toast').last()).toHaveText(SENT_IF_MATCHING);

  await expect
    .poll(() => resetLinkFor(`${player.username}@example.com`), { timeout: 10_000 })
    .not.toBeNull();
  const link = new URL(resetLinkFor(`${player.username}@example.com`) as string);
  // mail goes out in order: the right pair's email is there, so the wrong one's would be too
  expect(resetLinkFor(wrongEmail)).toBeNull();
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('from-the-email');
  await page.getByLabel('Repite la contraseña nueva').fill('from-the-mail');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await page.getByLabel('Repite la contraseña nueva').fill('from-the-email');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText('Contraseña cambiada');

  // the link works once
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('another-one');
  await page.getByLabel('Repite la contraseña nueva').fill('another-one');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    'El enlace para restablecer la contraseña no es válido o ha caducado',
  );

  await page.goto('/');
  await logInThroughSidebar(page, player.username, 'from-the-email');
  await expect(page.locator('.sidebar').getByText(player.username)).toBeVisible();
});
