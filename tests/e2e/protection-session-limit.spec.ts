// The session time limit as a player meets it: set to one minute (the shortest), it logs the
// player out when the minute is up, and the server ends that session on the same second. On a
// server whose clock the test moves on, and a browser whose clock starts at the server's time.
import { fundedPlayer, logInThroughSidebar } from './support';
import { advanceServerClock, expect, serverNow, test } from './timed-server';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

test('a session time limit of one minute logs the player out, and the server ends that session', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request, 100_000);
  await page.clock.install({ time: await serverNow(request) });
  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);
  await page.locator('.sidebar').getByRole('button', { name: 'Juego responsable' }).click();
  await page.getByLabel('Límite de tiempo de sesión (minutos, vacío: sin límite)').fill('1');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Guardado.')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('casino.auth.token'));
  expect(token).not.toBeNull();
  const asPlayer = { headers: { Authorization: `Bearer ${token}` } };
  expect((await request.get('/api/front/auth/player', asPlayer)).status()).toBe(200);

  // the minute passes in the browser (which tells the server nothing), then on the server
  await page.clock.fastForward('01:00');
  await expect(
    page.getByText('Has llegado al tiempo de sesión que fijaste. Tu sesión ha terminado.'),
  ).toBeVisible();
  await expect(
    page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('casino.auth.token'))).toBeNull();
  expect((await request.get('/api/front/auth/player', asPlayer)).status()).toBe(200);
  await advanceServerClock(request, 60_000);
  expect((await request.get('/api/front/auth/player', asPlayer)).status()).toBe(401);
});
