// The back-office's sign-in: a new staff member enrols TOTP from the QR step and lands in the app,
// with a code of the server's clock (a timed server).
import { createStaffMember, fillSignIn } from './admin-app';
import { seriousViolations } from './support';
import { expect, nextTotpCode, operatorToken, test } from './timed-server';

test('a new staff member signs in, enrols TOTP from the shown secret and lands on their area', async ({
  page,
  request,
}) => {
  const member = await createStaffMember(request, ['support'], await operatorToken(request));
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  expect(await seriousViolations(page)).toEqual([]);

  // a wrong password is refused in words
  await fillSignIn(page, { ...member, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Usuario, contraseña o código incorrectos');

  // the password alone: the enrolment, with a QR code and the secret as text
  await fillSignIn(page, member);
  await expect(
    page.getByRole('heading', { name: 'Configura la verificación en dos pasos' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Código QR de la clave' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Código de verificación').fill('000000');
  await page.getByRole('button', { name: 'Activar y entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'El código debe tener 6 dígitos y ser el actual',
  );

  const { code } = await nextTotpCode(request, secret, -1);
  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Activar y entrar' }).click();
  await expect(page).toHaveURL(/\/admin\/withdrawals$/);
  await expect(page.getByRole('heading', { name: 'Retiros pendientes' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Áreas' }).getByRole('link')).toHaveText([
    'Retiros',
    'Jugadores',
    'Contenido',
    'Mesas en vivo',
    'Mis sesiones',
  ]);
  expect(await seriousViolations(page)).toEqual([]);

  // the token is this tab's: a reload keeps the session, signing out returns to sign-in
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Retiros pendientes' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
});
