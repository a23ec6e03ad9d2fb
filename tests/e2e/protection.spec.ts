// Player protection as a player meets it on the responsible-gaming page: a wager limit set, raised
// (pending) and enforced on a Dice bet; the reality check appearing after its interval; a
// self-exclusion that signs the player out, shows on the page after a new login and still lets
// them withdraw; the reality check's other buttons; deposit limits offered in the deposit modal;
// a held deposit withdrawn from the withdraw form. The session time limit, on a server whose
// clock the test moves: protection-session-limit.spec.ts.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { sendDepositCallback } from './processor';
import {
  apiSession,
  fundedPlayer,
  logInThroughSidebar,
  PAYOUT_ADDRESS,
  reachRealityCheck,
  registerPlayer,
} from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

/** Logging in leads to the casino: the account menu leads back to the player's tools. */
async function logInToTools(page: Page, player: { username: string; password: string }) {
  await logInThroughSidebar(page, player.username, player.password);
  await page.locator('.sidebar').getByRole('button', { name: 'Juego responsable' }).click();
  await expect(page.getByTestId('protection-tools')).toBeVisible();
}

async function setLimit(page: Page, type: string, period: string, amount: string) {
  await page.getByLabel('Tipo de límite').selectOption({ label: type });
  await page.getByLabel('Periodo').selectOption({ label: period });
  await page.getByLabel('Importe (mBTC)').fill(amount);
  await page.getByRole('button', { name: 'Guardar límite' }).click();
}

test('a wager limit applies at once, its raise waits, a bet beyond it is refused; the reality check comes', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request, 1_000_000);
  // the reality check's timer runs on this clock: installed before the app loads
  await page.clock.install();
  await page.goto('/responsible-gaming');
  await expect(page.getByRole('heading', { name: 'Juego responsable', level: 1 })).toBeVisible();
  await logInToTools(page, player);
  const wagerDay = page.locator('[data-limit="wager-day"]');
  await expect(wagerDay).toContainText('Sin límite');

  await setLimit(page, 'Apuestas', '24 horas', '1');
  await expect(page.getByText('Límite guardado: se aplica ya.')).toBeVisible();
  await expect(wagerDay.locator('td').first()).toHaveText('1,00 mBTC');

  await setLimit(page, 'Apuestas', '24 horas', '5');
  await expect(page.getByText(/Cambio pendiente: podrás confirmarlo desde el/)).toBeVisible();
  await expect(wagerDay.locator('td').first()).toHaveText('1,00 mBTC');
  await expect(wagerDay).toContainText('5,00 mBTC');
  await expect(wagerDay).toContainText('Confirmable desde el');

  // a Dice bet of 2 mBTC goes beyond the 1 mBTC left: refused in words, nothing taken
  await page.goto('/online-casino');
  await page.getByRole('button', { name: 'Jugar a Dice (Casa Originals)' }).click();
  await expect(page).toHaveURL(/\/play\/\d+$/);
  const game = page.frameLocator('iframe.game-page__frame');
  await expect(game.getByTestId('house-balance')).toHaveText('10,00 mBTC');
  await game.getByLabel('Importe (mBTC)').fill('2');
  await game.getByRole('button', { name: 'Apostar' }).click();
  await expect(game.getByText(/Esta apuesta supera tu límite/)).toBeVisible();
  await expect(game.getByTestId('house-balance')).toHaveText('10,00 mBTC');

  // the footer of every page leads to the tools
  await page.goto('/online-casino');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Juego responsable' }).click();
  await page.getByLabel('Recordatorio cada').selectOption({ label: '15 minutos' });
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Guardado.')).toBeVisible();
  await page.clock.fastForward('15:00');
  const check = page.getByRole('dialog', { name: 'Control de realidad' });
  // the app schedules the check once it has read the saved interval back: when that read comes
  // after the jump above (a CI run saw it), the clock moves on five minutes at a time
  await expect(async () => {
    if (!(await check.isVisible())) await page.clock.fastForward('05:00');
    await expect(check).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(check).toContainText(/Llevas \d+:\d\d jugando en esta sesión/);
  await expect(check).toContainText('Resultado de la sesión: 0,00 mBTC');
  await check.getByRole('button', { name: 'Seguir jugando' }).click();
  await expect(check).toBeHidden();
});

test('a self-exclusion signs the player out; logged in again, the page shows it and a withdrawal still goes', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request, 1_000_000);
  await page.goto('/');
  await logInToTools(page, player);

  await page.getByRole('button', { name: '6 meses' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar autoexclusión' });
  await expect(confirm).toContainText('No se puede cancelar ni acortar antes de que termine.');
  await confirm.getByRole('button', { name: 'Sí, empezar ahora' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('break-notice')).toContainText('Hemos cerrado tu sesión');
  await expect(
    page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('casino.auth.token'))).toBeNull();

  // the player may sign in again: to see the break and withdraw, not to play
  await logInToTools(page, player);
  await expect(page.getByTestId('current-break')).toContainText('Estás autoexcluido hasta el');

  const session = await apiSession(request, player);
  const withdrawal = await session.post(
    'payment/send_withdrawal_request',
    { playerId: session.playerId, amount: 2, address: PAYOUT_ADDRESS },
    { 'Idempotency-Key': randomUUID() },
  );
  expect(withdrawal.body.status).toBe(1);
  const address = await session.post('front/generate_wallet', { player_id: session.playerId });
  expect([address.status, address.body.code]).toEqual([403, 'self_excluded']);
});

test('the deposit modal offers deposit limits: one set there applies at once', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request, 100_000);
  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);
  await page.goto('/user-management?tab=2');
  await expect(page.getByLabel('Tu dirección de depósito (BTC)')).toBeVisible();

  await page.getByText('Límites de depósito', { exact: true }).click();
  await expect(page.getByText('No tienes límites de depósito.', { exact: false })).toBeVisible();
  // deposit limits only: no choice of type
  await expect(page.getByLabel('Tipo de límite')).toHaveCount(0);
  await page.getByLabel('Periodo').selectOption({ label: '7 días' });
  await page.getByLabel('Importe (mBTC)').fill('20');
  await page.getByRole('button', { name: 'Guardar límite' }).click();
  await expect(page.getByText('Límite guardado: se aplica ya.')).toBeVisible();
  await expect(page.getByText(/7 días: 20,00 mBTC/)).toBeVisible();
  await expect(page.getByLabel('Tu dirección de depósito (BTC)')).toBeVisible();
});

test('the reality check leads to the bet history, and the next one logs the player out', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request, 100_000);
  await page.clock.install();
  await page.goto('/');
  await logInToTools(page, player);
  await page.getByLabel('Recordatorio cada').selectOption({ label: '15 minutos' });
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Guardado.')).toBeVisible();

  const check = page.getByRole('dialog', { name: 'Control de realidad' });
  await reachRealityCheck(page, check);
  await check.getByRole('button', { name: 'Ver historial' }).click();
  await expect(check).toBeHidden();
  await expect(page).toHaveURL(/\/user-management\?tab=0$/);
  await expect(page.locator('.sidebar').getByText(player.username)).toBeVisible();

  await reachRealityCheck(page, check);
  await check.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(check).toBeHidden();
  await expect(
    page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('casino.auth.token'))).toBeNull();
});

test('a deposit beyond the deposit limit is held, and the withdraw form lets the player take it out', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  const session = await apiSession(request, player);
  const set = await session.post('front/protection/set_limit', {
    playerId: session.playerId,
    type: 'deposit',
    period: 'day',
    amount: 2,
  });
  expect(set.status).toBe(200);
  const deposit = await sendDepositCallback(request, {
    address: await session.depositAddress(),
    satoshis: 500_000,
    confirmations: 2,
  });
  expect(deposit.result).toBe('credited');

  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);
  await page.goto('/user-management?tab=3');
  await expect(page.getByText('Saldo disponible: 2,00 mBTC')).toBeVisible();
  const held = page.getByTestId('withdraw-held');
  await expect(held).toContainText('Depósitos retenidos por tu límite de depósito: 3,00 mBTC');
  await expect(held).toContainText('hasta 5,00 mBTC en total');
  await page.getByLabel('Importe (mBTC)').fill('4');
  await page.getByLabel('Dirección de Bitcoin').fill(PAYOUT_ADDRESS);
  await page.getByRole('button', { name: 'Solicitar retiro' }).click();
  await expect(page.getByText('Retiro programado', { exact: false })).toBeVisible();

  // the cash went first, then 2 of the 3 held
  const status = await session.post('front/protection/get_status', { playerId: session.playerId });
  expect(status.body.heldDeposits).toBe(1);
  const balance = await session.post('front/get_player_balance', { id: session.playerId });
  expect(balance.body).toMatchObject({ player: { real_balance: 0 }, heldDeposits: 1 });
});
