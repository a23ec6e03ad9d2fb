import { expect, test } from '@playwright/test';
import {
  logInNewPlayer,
  logInThroughProfileMenu,
  logInThroughSidebar,
  registerPlayer,
} from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

test('change password from the sidebar: wrong old password, then success, then the new one logs in', async ({
  page,
  request,
}) => {
  const player = await logInNewPlayer(page, request);
  await page.locator('.sidebar').getByRole('button', { name: 'Cambiar contraseña' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  await expect(dialog.getByLabel('Contraseña actual')).toBeFocused();

  await dialog.getByLabel('Contraseña nueva', { exact: true }).fill('abcd');
  await dialog.getByLabel('Repite la contraseña nueva').fill('abce');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Este campo es obligatorio')).toBeVisible();
  await expect(dialog.getByText('Las contraseñas no coinciden')).toBeVisible();

  await dialog.getByLabel('Contraseña actual').fill('not-my-password');
  await dialog.getByLabel('Repite la contraseña nueva').fill('abcd');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('La contraseña actual no es correcta');

  await dialog.getByLabel('Contraseña actual').fill(player.password);
  await dialog.getByLabel('Contraseña nueva', { exact: true }).fill('brand-new-pass');
  await dialog.getByLabel('Repite la contraseña nueva').fill('brand-new-pass');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Contraseña cambiada');
  await page.keyboard.press('Escape');

  await page.locator('.sidebar').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/online-casino$/);
  await logInThroughSidebar(page, player.username, 'brand-new-pass');
  await expect(page.locator('.sidebar').getByText(player.username)).toBeVisible();
});

test('a visitor writes to support from the sidebar: errors, then a confirmation replaces the form', async ({
  page,
}) => {
  await page.goto('/en');
  await page.locator('.sidebar').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/en$/);
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(4);
  await dialog.getByLabel('Name').fill('Ana López');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Phone').fill('12ab');
  await dialog.getByLabel('Message').fill('Hola, tengo una pregunta.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('The email address is not valid')).toBeVisible();
  await expect(dialog.getByText('The phone number may only contain digits')).toBeVisible();
  await dialog.getByLabel('Email').fill('ana@example.com');
  await dialog.getByLabel('Phone').fill('600123456');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Thank you for writing to us. We will reply within 1-2 working days.',
  );
  await expect(dialog.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await expect(page.locator('.toast')).toHaveText(
    'Message sent. We will reply within 1-2 working days.',
  );
});

test('the contact form is prefilled for a logged-in player, also on /contact-us', async ({
  page,
  request,
}) => {
  const player = await logInNewPlayer(page, request);
  await page.goto('/contact-us');
  const form = page.locator('main form');
  await expect(form.getByLabel('Nombre')).toHaveValue('Ana López');
  await expect(form.getByLabel('Correo electrónico')).toHaveValue(`${player.username}@example.com`);
  await expect(form.getByLabel('Prefijo')).toHaveValue('+34');
  await expect(form.getByLabel('Teléfono')).toHaveValue('600123456');
  await form.getByLabel('Mensaje').fill('¿Cuándo llega mi retiro?');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.locator('main').getByRole('status')).toContainText('Gracias por escribirnos');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the profile menu entry 5 opens the change-password tab, not a modal', async ({
    page,
    request,
  }) => {
    const player = await registerPlayer(request);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Menú inferior móvil' });
    await logInThroughProfileMenu(page, player.username, player.password);
    await nav.getByRole('button', { name: 'Perfil' }).click();
    await page.locator('#profile-menu').getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page).toHaveURL(/\/user-management\?tab=5$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('tabpanel').getByLabel('Contraseña actual')).toBeVisible();
  });
});

test('personal details: read-only identity, required address fields, toast on save', async ({
  page,
  request,
}) => {
  const player = await logInNewPlayer(page, request);
  await page.locator('.sidebar').getByRole('button', { name: 'Datos personales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Datos personales' });
  for (const label of [
    'Usuario',
    'Correo electrónico',
    'Nombre',
    'Apellidos',
    'Fecha de nacimiento',
  ]) {
    await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute('readonly', '');
  }
  await expect(dialog.getByLabel('Usuario', { exact: true })).toHaveValue(player.username);
  await expect(dialog.getByLabel('Teléfono')).toHaveValue('600123456');
  await dialog.getByLabel('Dirección').fill('');
  await dialog.getByLabel('Teléfono').fill('6001x');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Este campo es obligatorio')).toBeVisible();
  await expect(dialog.getByText('El teléfono solo puede tener números')).toBeVisible();
  await dialog.getByLabel('Dirección').fill('Gran Vía 28');
  await dialog.getByLabel('Prefijo').selectOption('+58');
  await dialog.getByLabel('Teléfono').fill('4121234567');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.locator('.toast')).toHaveText('Datos actualizados');
  // saved on the server: a fresh page shows the new details
  await page.reload();
  await page.locator('.sidebar').getByRole('button', { name: 'Datos personales' }).click();
  await expect(dialog.getByLabel('Dirección')).toHaveValue('Gran Vía 28');
  await expect(dialog.getByLabel('Prefijo')).toHaveValue('+58');
  await expect(dialog.getByLabel('Teléfono')).toHaveValue('4121234567');
});
