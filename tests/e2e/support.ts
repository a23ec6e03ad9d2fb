import { expect, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;

/** A new player registered through the API (the registration form is tested on its own). */
export async function registerPlayer(
  request: APIRequestContext,
): Promise<{ username: string; password: string }> {
  const username = `e2e${Date.now().toString(36)}${counter++}${Math.floor(Math.random() * 1000)}`;
  const password = 'shell-pass';
  const response = await request.post('/api/front/register_player', {
    data: {
      username,
      password,
      confirmPassword: password,
      email: `${username}@example.com`,
      countryPhone: '+34',
      phone_number1: '600123456',
      city: 'Madrid',
      country: 'ES',
      birthday: '1990-01-01',
      first_name: 'Ana',
      last_name: 'López',
      address: 'Calle 1',
      postal_code: '28001',
      checkTerms: true,
      interface_local: 'es',
    },
  });
  expect(response.ok()).toBe(true);
  return { username, password };
}

export async function logInThroughSidebar(
  page: Page,
  username: string,
  password: string,
): Promise<void> {
  await page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }).click();
  await fillLoginModal(page, username, password);
}

/** On a phone: Perfil, then the profile menu's login entry. */
export async function logInThroughProfileMenu(
  page: Page,
  username: string,
  password: string,
): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Menú inferior móvil' })
    .getByRole('button', { name: 'Perfil' })
    .click();
  await page.locator('#profile-menu').getByRole('button', { name: 'Iniciar sesión' }).click();
  await fillLoginModal(page, username, password);
}

async function fillLoginModal(page: Page, username: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Usuario').fill(username);
  await dialog.getByLabel('Contraseña').fill(password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog).toBeHidden();
}
