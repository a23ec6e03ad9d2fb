// Each validation rule of SPEC.md section 5 shows its message for bad input and sends nothing.
import { expect, test, type Page } from '@playwright/test';
import { fillRegistrationForm } from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

/** Counts the calls to `path` the page makes from now on. */
function countCalls(page: Page, path: string): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(`/api/${path}`)) count++;
  });
  return { count: () => count };
}

/** Today's date as the server reads it (UTC), YYYY-MM-DD. */
const today = () => new Date().toISOString().slice(0, 10);

/** A rule: its name, the field's label, the bad value typed there and the message it shows. */
type Rule = readonly [rule: string, label: string, bad: string, message: string];

const required = 'Este campo es obligatorio';
const registrationRules: readonly Rule[] = [
  ...[
    'Usuario',
    'Contraseña',
    'Repite la contraseña',
    'Correo electrónico',
    'Teléfono',
    'Nombre',
    'Apellidos',
    'Dirección',
    'Código postal',
    'Ciudad',
  ].map((label): Rule => [`${label} is required`, label, '', required]),
  [
    'password of at least 3 characters',
    'Contraseña',
    'ab',
    'La contraseña debe tener al menos 3 caracteres',
  ],
  [
    'confirmPassword equals password',
    'Repite la contraseña',
    'my-pasz',
    'Las contraseñas no coinciden',
  ],
  ['a valid email', 'Correo electrónico', 'ana@', 'El correo electrónico no es válido'],
  ['a numeric phone', 'Teléfono', '600-12a', 'El teléfono solo puede tener números'],
  [
    'dial code and number of at least 7 digits',
    'Teléfono',
    '1234',
    'El teléfono debe tener al menos 7 dígitos',
  ],
  [
    'a username of 3-30 letters, digits and ._-',
    'Usuario',
    'ana maría',
    'El usuario debe tener de 3 a 30 letras, números, puntos, guiones o guiones bajos, sin espacios',
  ],
  [
    'a unique username (checked on the server)',
    'Usuario',
    'demo',
    'Este nombre de usuario ya existe',
  ],
  [
    'a valid promo code when one is given (checked on the server)',
    'Código promocional',
    'NOT-A-CODE',
    'El código promocional no es válido',
  ],
  ['a birthday once the picker was focused', 'Fecha de nacimiento', '', required],
  // typed past the picker's maximum: checked before sending, as the server checks it
  [
    'at least 18 years old (section 9)',
    'Fecha de nacimiento',
    `${Number(today().slice(0, 4)) - 17}-01-01`,
    'Debes tener al menos 18 años',
  ],
];

test('registration: every rule of section 5 shows its message on its field and sends nothing', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const registrations = countCalls(page, 'front/register_player');
  await page.goto('/sign-up');
  const form = page.locator('main form');
  const submit = form.getByRole('button', { name: 'Registrarse' });
  const username = `val${Date.now().toString(36)}`;
  await fillRegistrationForm(form, { username });

  for (const [rule, label, bad, message] of registrationRules) {
    const input = form.getByLabel(label, { exact: true });
    const good = await input.inputValue();
    await input.fill(bad);
    await submit.click();
    await expect(input, rule).toHaveAccessibleDescription(message);
    await expect(input, rule).toHaveAttribute('aria-invalid', 'true');
    expect(registrations.count(), rule).toBe(0);
    await input.fill(good);
  }

  // the birthday picker stops 18 years ago; the terms must be accepted
  await expect(form.getByLabel('Fecha de nacimiento')).toHaveAttribute(
    'max',
    `${Number(today().slice(0, 4)) - 18}${today().slice(4)}`,
  );
  const terms = form.getByLabel('Tengo 18 años o más y acepto los términos y condiciones');
  // codes are sent, names are read: the country, the language and the prefix in Spanish words
  await expect(form.getByLabel('País')).toHaveValue('ES');
  await expect(form.getByLabel('País').locator('option:checked')).toHaveText('España');
  await expect(form.getByLabel('Idioma')).toHaveValue('en');
  await expect(form.getByLabel('Idioma').locator('option:checked')).toHaveText('Inglés');
  await expect(form.getByLabel('Prefijo').locator('option:checked')).toHaveText('+34 España');
  // the terms are a page of their own, opened beside the form so nothing typed is lost
  const termsLink = form.getByRole('link', { name: 'términos y condiciones' });
  await expect(termsLink).toHaveAttribute('href', '/terms');
  const [termsPage] = await Promise.all([page.waitForEvent('popup'), termsLink.click()]);
  await expect(termsPage.locator('main h1')).toHaveText('Términos y condiciones');
  await termsPage.close();
  await expect(form.getByLabel('Usuario')).not.toHaveValue('');
  await terms.uncheck();
  await submit.click();
  await expect(form.getByText('Debes aceptar los términos y tener 18 años o más')).toBeVisible();
  expect(registrations.count()).toBe(0);

  // with every rule met, Enter sends it once
  await terms.check();
  await form.getByLabel('Ciudad').press('Enter');
  await expect(page.getByRole('dialog', { name: '¡Bienvenido!' })).toBeVisible();
  expect(registrations.count()).toBe(1);
});

test('login, forgot password: required fields and the password length, nothing sent', async ({
  page,
}) => {
  const logins = countCalls(page, 'front/auth/login/');
  const resets = countCalls(page, 'front/reset_player_password');
  await page.goto('/');
  await page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }).click();
  const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await login.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(login.getByLabel('Usuario')).toHaveAccessibleDescription(
    'Este campo es obligatorio',
  );
  await expect(login.getByLabel('Contraseña')).toHaveAccessibleDescription(
    'Este campo es obligatorio',
  );
  await login.getByLabel('Usuario').fill('demo');
  await login.getByLabel('Contraseña').fill('de');
  await login.getByLabel('Contraseña').press('Enter');
  await expect(login.getByLabel('Contraseña')).toHaveAccessibleDescription(
    'La contraseña debe tener al menos 3 caracteres',
  );
  expect(logins.count()).toBe(0);

  await login.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  const forgot = page.getByRole('dialog', { name: '¿Olvidaste tu contraseña?' });
  await forgot.getByRole('button', { name: 'Enviar' }).click();
  await expect(forgot.getByLabel('Usuario')).toHaveAccessibleDescription(
    'Este campo es obligatorio',
  );
  await expect(forgot.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
    'Este campo es obligatorio',
  );
  expect(resets.count()).toBe(0);
});

test('registration: a field left wrong says so at once, and the message goes as soon as it is right; passwords can be shown', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
  await page.goto('/sign-up');
  const form = page.locator('main form');
  const password = form.getByLabel('Contraseña', { exact: true });
  const confirm = form.getByLabel('Repite la contraseña');
  const tooShort = form.getByText('La contraseña debe tener al menos 3 caracteres');
  const mismatch = form.getByText('Las contraseñas no coinciden');

  // nothing is said before a field is left
  await password.fill('ab');
  await expect(tooShort).toBeHidden();
  await confirm.focus();
  await expect(tooShort).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  // typed right, the message goes without a new submit
  await password.pressSequentially('c');
  await expect(tooShort).toBeHidden();
  await expect(password).toHaveAttribute('aria-invalid', 'false');

  await confirm.fill('abd');
  await form.getByLabel('Correo electrónico').focus();
  await expect(mismatch).toBeVisible();
  // fixing the password to match clears the confirmation's message too
  await password.fill('abd');
  await expect(mismatch).toBeHidden();

  // Show / Hide: the typed password as text, then hidden again
  const reveal = form.getByRole('button', { name: 'Mostrar la contraseña' }).first();
  await reveal.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('abd');
  const hide = form.getByRole('button', { name: 'Ocultar la contraseña' });
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await hide.click();
  await expect(password).toHaveAttribute('type', 'password');
});
