import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { lastEmailLink } from './smtp-sink';
import { logInThroughSidebar, openForgotPassword, registerPlayer } from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

const resetLinkFor = (recipient: string) => lastEmailLink(E2E_PORT, recipient, '/reset-password');

const SENT_IF_MATCHING =
  'Si los datos coinciden con una cuenta, te hemos enviado un correo para restablecer tu contraseña.';

test('forgot password: a wrong email gets the same answer and no email; the emailed link sets a new password that logs in', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await page.goto('/');
  const dialog = await openForgotPassword(page);
  // the answer does not tell whether the pair exists
  const wrongEmail = `someone-else-${player.username}@example.com`;
  await dialog.getByLabel('Usuario').fill(player.username);
  await dialog.getByLabel('Correo electrónico').fill(wrongEmail);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.toast')).toHaveText(SENT_IF_MATCHING);

  await openForgotPassword(page);
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
