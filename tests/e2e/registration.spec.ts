import { expect, test } from '@playwright/test';
import { fillRegistrationForm } from './support';

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

  await fillRegistrationForm(form, {
    username,
    promoCode: 'WELCOME',
    dialCode: '+58',
    phone: '4121234567',
    firstName: 'Luis',
    lastName: 'García',
    birthday: '1994-06-15',
    gender: 'Mujer',
    address: 'Av. Bolívar 3',
    postalCode: '1050',
    city: 'Caracas',
  });
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
  await expect(prompt).toContainText('Te hemos enviado un correo para verificar tu dirección');
  await expect(page.locator('.sidebar').getByText(username)).toBeVisible();
  // the welcome bonus of the promo code is on the balance
  await expect(page.locator('.sidebar').getByTestId('sidebar-balance')).toHaveText('1,00 mBTC');
  await expect(page).toHaveURL(/\/user-management\?tab=2$/, { timeout: 8_000 });
  await expect(prompt).toBeHidden();
});
