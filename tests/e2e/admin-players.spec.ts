// The back-office's Players area: payments staff find a player and ask for an adjustment above
// the approval threshold (ADJUSTMENT_APPROVAL_MBTC, 100 by default), which waits; they cannot
// decide it themselves; an admin approves it, seeing its type and the player's balance, and the
// player's balance is the new one; a risk
// member finds the self-exclusion reviews area and blocks the player, whose sign-in is then
// refused. A support member reads a player's protection (a limit with a raise pending, a time-out
// with its end), their ledger in words and their bonuses. The staff sign in on the server's clock
// (a timed server).
import { openPlayer, signedInTimedStaff } from './admin-app';
import { fundedPlayer, seriousViolations } from './support';
import { expect, test } from './timed-server';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

test('an adjustment above the threshold waits for a second member; a risk member blocks the player', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // three members sign in and four browsers' pages load: a busy machine takes its time
  test.setTimeout(120_000);
  const player = await fundedPlayer(request, 1_000_000); // 10 mBTC

  // payments: find the player, ask for +150 mBTC (above 100: pending)
  await signedInTimedStaff(page, request, ['payments']);
  await openPlayer(page, player.username);
  await expect(page.getByTestId('cash-balance')).toHaveText('10 mBTC');
  await page.getByRole('link', { name: 'Ajustes de saldo' }).click();
  await page.getByLabel('Importe (mBTC)').fill('150');
  await page.getByLabel('Tipo').selectOption({ label: 'Cortesía' });
  await page.getByLabel('Motivo').fill('Compensación por incidencia');
  await page.getByRole('button', { name: 'Ajustar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'pendiente' })).toHaveText(
    `Ajuste de 150 mBTC a ${player.username} pendiente de aprobación por otro miembro del personal`,
  );
  await expect(page.getByTestId('cash-balance')).toHaveText('10 mBTC');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // the requester sees it pending, without the means to decide it
  await page.getByRole('link', { name: 'Ajustes pendientes' }).click();
  const ownRow = page.getByRole('row').filter({ hasText: player.username });
  await expect(ownRow).toContainText('No puedes aprobar ni rechazar un ajuste que pediste tú');
  await expect(ownRow.getByRole('button', { name: 'Aprobar' })).toHaveCount(0);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // a second member (admin) approves it
  const adminPage = await (await browser.newContext({ locale: 'es-ES', baseURL })).newPage();
  await signedInTimedStaff(adminPage, request, ['admin']);
  await adminPage
    .getByRole('navigation', { name: 'Áreas' })
    .getByRole('link', { name: 'Ajustes pendientes' })
    .click();
  const row = adminPage.getByRole('row').filter({ hasText: player.username });
  await row.getByRole('button', { name: 'Aprobar' }).click();
  const approve = adminPage.getByRole('dialog', { name: 'Aprobar ajuste' });
  await expect(approve).toContainText('Compensación por incidencia');
  await expect(approve).toContainText('Cortesía');
  await expect(approve.getByTestId('approval-balance')).toHaveText('10 mBTC');
  expect(await seriousViolations(adminPage)).toEqual([]);
  await approve.getByRole('button', { name: 'Aprobar' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'aprobado' })).toHaveText(
    `Ajuste de 150 mBTC a ${player.username} aprobado: su saldo es 160 mBTC`,
  );
  await expect(row).toHaveCount(0);
  await adminPage.context().close();

  // the player's own balance
  const balance = await player.post('front/get_player_balance', { id: player.playerId });
  expect((balance.body.player as { real_balance: number }).real_balance).toBe(160);

  // a risk member blocks the player
  const riskPage = await (await browser.newContext({ locale: 'es-ES', baseURL })).newPage();
  await signedInTimedStaff(riskPage, request, ['risk']);
  await expect(
    riskPage
      .getByRole('navigation', { name: 'Áreas' })
      .getByRole('link', { name: 'Ajustes pendientes' }),
  ).toHaveCount(0);
  // the requests to lift an indefinite self-exclusion, read only: this server's profile
  // (default) never lifts one, and the screen says so (the list itself: exclusion-review.test.ts)
  await riskPage
    .getByRole('navigation', { name: 'Áreas' })
    .getByRole('link', { name: 'Revisiones de autoexclusión' })
    .click();
  await expect(
    riskPage.getByRole('heading', { name: 'Revisiones de autoexclusión' }),
  ).toBeVisible();
  await expect(
    riskPage.getByText('En este perfil una autoexclusión indefinida no se levanta'),
  ).toBeVisible();
  expect(await seriousViolations(riskPage, 'main')).toEqual([]);
  await openPlayer(riskPage, player.username);
  await expect(riskPage.getByTestId('cash-balance')).toHaveText('160 mBTC');
  // a note and tags, kept on the player's page
  await riskPage.getByRole('link', { name: 'Notas y etiquetas' }).click();
  await riskPage.getByLabel('Etiquetas').fill('VIP, revisar');
  await riskPage.getByRole('button', { name: 'Guardar etiquetas' }).click();
  await expect(riskPage.getByRole('status').filter({ hasText: 'Etiquetas' })).toHaveText(
    'Etiquetas guardadas',
  );
  await expect(riskPage.getByLabel('Etiquetas')).toHaveValue('revisar, vip');
  await riskPage.getByLabel('Nueva nota').fill('Ajuste de 150 mBTC aprobado; revisar depósitos');
  await riskPage.getByRole('button', { name: 'Añadir nota' }).click();
  await expect(
    riskPage.getByRole('listitem').filter({ hasText: 'revisar depósitos' }),
  ).toBeVisible();
  await riskPage.getByRole('button', { name: 'Bloquear' }).click();
  const block = riskPage.getByRole('dialog', { name: 'Bloquear jugador' });
  await block.getByLabel('Motivo').fill('Sospecha de fraude');
  await block.getByRole('button', { name: 'Bloquear' }).click();
  await expect(riskPage.getByRole('status').filter({ hasText: 'bloqueado' })).toHaveText(
    `${player.username} bloqueado: sus sesiones han terminado`,
  );
  await expect(riskPage.getByText('Sospecha de fraude')).toBeVisible();
  await riskPage.context().close();

  // the player's session has ended and their sign-in is refused
  const afterBlock = await player.post('front/get_player_balance', { id: player.playerId });
  expect(afterBlock.status).toBe(401);
  const login = await request.post('/api/front/auth/login/', {
    data: { username: player.username, password: player.password, ip_address: '127.0.0.1' },
  });
  expect(login.status()).toBe(403);
  expect(((await login.json()) as { code: string }).code).toBe('account_blocked');
  const playerPage = await (await browser.newContext({ locale: 'es-ES', baseURL })).newPage();
  await playerPage.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
  await playerPage.goto('/');
  await playerPage.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }).click();
  const logIn = playerPage.getByRole('dialog', { name: 'Iniciar sesión' });
  await logIn.getByLabel('Usuario').fill(player.username);
  await logIn.getByLabel('Contraseña').fill(player.password);
  await logIn.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(logIn.getByRole('alert')).toHaveText(
    'Tu cuenta está bloqueada. Contacta con soporte.',
  );
  await playerPage.context().close();
});

test('a support member reads a player’s protection, ledger in words and bonuses', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request, 1_000_000); // 10 mBTC
  const limit = { playerId: player.playerId, type: 'deposit', period: 'week' };
  expect((await player.post('front/protection/set_limit', { ...limit, amount: 50 })).status).toBe(
    200,
  );
  const raised = await player.post('front/protection/set_limit', { ...limit, amount: 80 });
  expect(raised.status).toBe(200);
  const pause = await player.post('front/protection/take_break', {
    playerId: player.playerId,
    kind: 'time_out',
    duration: '7d',
  });
  expect(pause.status).toBe(200);

  await signedInTimedStaff(page, request, ['support']);
  await openPlayer(page, player.username);
  const sections = page.getByRole('navigation', { name: 'Secciones del jugador' });
  await sections.getByRole('link', { name: 'Juego responsable' }).click();
  await expect(page.getByText(/^Pausa \(time-out\) desde el .+ hasta el .+/)).toBeVisible();
  const limits = page.getByRole('table', { name: 'Límites del jugador en vigor y pendientes' });
  const row = limits.getByRole('row', { name: /^Depósitos Semanal 50 mBTC/ });
  await expect(row).toContainText('80 mBTC, confirmable desde');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await sections.getByRole('link', { name: 'Movimientos' }).click();
  const ledger = page.getByRole('table', {
    name: 'Movimientos del libro mayor, el más reciente primero',
  });
  await expect(ledger.getByRole('row', { name: /Depósito Saldo 10 mBTC/ })).toBeVisible();
  await expect(ledger).not.toContainText('deposit');

  await sections.getByRole('link', { name: 'Bonos' }).click();
  await expect(page.getByText('Sin bonos.')).toBeVisible();
});
