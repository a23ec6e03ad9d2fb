// The back-office's withdrawal queue: payments staff pay one and refuse another, and the player
// sees both; a support member reads the queue without the means to pay. The staff sign in on the
// server's clock (a timed server): a fresh code's step is the clock moved on, not waited for.
import { randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { signedInTimedStaff } from './admin-app';
import { fundedPlayer, logInThroughSidebar, PAYOUT_ADDRESS, seriousViolations } from './support';
import { STEP_UP_SECONDS } from '../../contract/staff-roles';
import { advanceServerClock, expect, test } from './timed-server';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

/**
 * The player as the queue's player column names them: the risk signals of other requests to the
 * same address name them too, by username alone.
 */
function queueName(player: { username: string; playerId: number }): string {
  return `${player.username} #${player.playerId}`;
}

/** A new player with 20 mBTC and a pending withdrawal of each of `amounts` (mBTC). */
async function playerWithWithdrawals(request: APIRequestContext, amounts: number[]) {
  const player = await fundedPlayer(request, 2_000_000);
  for (const amount of amounts) {
    const withdrawal = await player.post(
      'payment/send_withdrawal_request',
      { playerId: player.playerId, amount, address: PAYOUT_ADDRESS },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(withdrawal.body.status).toBe(1);
  }
  return player;
}

test('payments staff pay one withdrawal and reject another; the player sees both', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const player = await playerWithWithdrawals(request, [3, 4]);
  await signedInTimedStaff(page, request, ['payments']);
  await expect(page.getByRole('heading', { name: 'Retiros pendientes' })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: queueName(player) });
  await expect(rows).toHaveCount(2);

  // pay the 3 mBTC one with its transaction id
  await rows.filter({ hasText: '3 mBTC' }).getByRole('button', { name: 'Pagar' }).click();
  const pay = page.getByRole('dialog', { name: 'Pagar retiro' });
  expect(await seriousViolations(page)).toEqual([]);
  await pay.getByLabel('ID de la transacción (txid)').fill(randomBytes(32).toString('hex'));
  await pay.getByRole('button', { name: 'Marcar como pagado' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Retiro de ${player.username} (3 mBTC) marcado como pagado`,
  );
  await expect(rows).toHaveCount(1);

  // refuse the 4 mBTC one with a reason
  await rows.getByRole('button', { name: 'Rechazar' }).click();
  const reject = page.getByRole('dialog', { name: 'Rechazar retiro' });
  await reject.getByLabel('Motivo').fill('Dirección no verificada');
  await reject.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Retiro de ${player.username} (4 mBTC) rechazado`,
  );
  await expect(rows).toHaveCount(0);

  // the player's transaction list in the player app
  const playerPage = await (await browser.newContext({ locale: 'es-ES', baseURL })).newPage();
  await playerPage.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
  await playerPage.goto('/');
  await logInThroughSidebar(playerPage, player.username, player.password);
  await playerPage
    .locator('.sidebar__user-menu')
    .getByRole('button', { name: 'Transacciones' })
    .click();
  const transactions = playerPage.getByRole('dialog', { name: 'Transacciones' });
  const withdrawals = transactions.getByRole('row').filter({ hasText: 'Retiro' });
  await expect(withdrawals.filter({ hasText: 'Completada' })).toHaveCount(1);
  await expect(withdrawals.filter({ hasText: 'Cancelada' })).toHaveCount(1);
  await playerPage.context().close();
});

test('a refusal for want of a fresh code asks for one, verifies it and pays', async ({
  page,
  request,
}) => {
  const player = await playerWithWithdrawals(request, [2]);
  const staff = await signedInTimedStaff(page, request, ['payments']);
  // the member's last code is older than a step-up's minutes once the server's clock moves on:
  // the server refuses the first attempt and the screen asks for a new code
  let sent = 0;
  await page.route('**/api/admin/complete_withdrawal', async (route) => {
    sent++;
    await route.continue();
  });
  const row = page.getByRole('row').filter({ hasText: queueName(player) });
  await row.getByRole('button', { name: 'Pagar' }).click();
  const pay = page.getByRole('dialog', { name: 'Pagar retiro' });
  await pay.getByLabel('ID de la transacción (txid)').fill(randomBytes(32).toString('hex'));
  await advanceServerClock(request, STEP_UP_SECONDS * 1000 + 1000);
  await pay.getByRole('button', { name: 'Marcar como pagado' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirma con un código nuevo' });
  await confirm.getByLabel('Código de 6 dígitos').fill('000000');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    'El código debe tener 6 dígitos y ser el actual',
  );
  await confirm.getByLabel('Código de 6 dígitos').fill(await staff.nextCode());
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Retiro de ${player.username} (2 mBTC) marcado como pagado`,
  );
  expect(sent).toBe(2);
});

test('a support member sees the queue but neither the pay nor the reject buttons', async ({
  page,
  request,
}) => {
  const player = await playerWithWithdrawals(request, [2]);
  await signedInTimedStaff(page, request, ['support']);
  await expect(page.getByRole('navigation', { name: 'Áreas' }).getByRole('link')).toHaveText([
    'Retiros',
    'Jugadores',
    'Contenido',
    'Mesas en vivo',
    'Mis sesiones',
  ]);
  await expect(page.getByRole('row').filter({ hasText: queueName(player) })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Pagar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Rechazar' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Acciones' })).toHaveCount(0);

  // an area the role lacks, opened by its address, sends back to the start
  await page.goto('/admin/staff');
  await expect(page).toHaveURL(/\/admin\/withdrawals$/);
});
