import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

test('registration: live name and promo checks, every rule, then logged in and sent to deposit in 5 s', async ({
  page,
}) => {
  const username = `reg${Date.now().toString(36)}`;
  await page.goto('/sign-up?code=FRIEND42');
  const form = page.locator('main form');

  // the name and promo checks run against the server after typing stops
  await form.getByLabel('Usuario').fill('DEMO');
  await expect(form.getByText('Este nombre de usuario ya existe')).toBeVisible();
  await form.getByLabel('Código promocional').fill('NOT-A-CODE');
  await expect(form.getByText('El código promocional no es válido')).toBeVisible();

  await form.getByRole('button', { name: 'Registrarse' }).click();
  await expect(form.getByText('Este campo es obligatorio').first()).toBeVisible();
  await expect(form.getByText('Debes aceptar los términos y tener 18 años o más')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up\?code=FRIEND42$/);

  await form.getByLabel('Usuario').fill(username);
  await form.getByLabel('Código promocional').fill('WELCOME');
  await form.getByLabel('Contraseña', { exact: true }).fill('my-pass');
  await form.getByLabel('Repite la contraseña').fill('my-pass');
  await form.getByLabel('Correo electrónico').fill(`${username}@example.com`);
  await form.getByLabel('Prefijo').selectOption('+58');
  await form.getByLabel('Teléfono').fill('4121234567');
  await form.getByLabel('Nombre', { exact: true }).fill('Luis');
  await form.getByLabel('Apellidos').fill('García');
  await form.getByLabel('Fecha de nacimiento').fill('1994-06-15');
  await form.getByLabel('Mujer').check();
  await form.getByLabel('Dirección').fill('Av. Bolívar 3');
  await form.getByLabel('Código postal').fill('1050');
  await form.getByLabel('Ciudad').fill('Caracas');
  await form.getByLabel('Tengo 18 años o más y acepto los términos y condiciones').check();
  await expect(form.getByText('Este nombre de usuario ya existe')).toBeHidden();

  const sent = page.waitForRequest('**/api/front/register_player');
  await form.getByRole('button', { name: 'Registrarse' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    username,
    code: 'FRIEND42',
    phone_number: '+584121234567',
    gender: 'female',
    promo_code: 'WELCOME',
    checkTerms: true,
  });

  const prompt = page.getByRole('dialog', { name: '¡Bienvenido!' });
  await expect(prompt).toContainText('Te llevamos al depósito en');
  await expect(page.locator('.sidebar').getByText(username)).toBeVisible();
  // the welcome bonus of the promo code is on the balance
  await expect(page.locator('.sidebar').getByTestId('sidebar-balance')).toHaveText('1,00 mBTC');
  await expect(page).toHaveURL(/\/user-management\?tab=2$/, { timeout: 8_000 });
  await expect(prompt).toBeHidden();
});
