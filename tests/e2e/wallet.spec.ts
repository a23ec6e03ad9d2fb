// Withdrawals that must not go wrong, and a balance that stays current without the socket.
import { expect, test, type Page } from '@playwright/test';
import { sendDepositCallback } from './processor';
import {
  fundedPlayer,
  logInThroughSidebar,
  PAYOUT_ADDRESS,
  refuseSocketWebSockets,
} from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

async function fillWithdrawal(page: Page, label: string, amount: string): Promise<void> {
  await page.locator('.sidebar__user-menu').getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.getByRole('textbox').first().fill(amount);
  await dialog.getByRole('textbox').nth(1).fill(PAYOUT_ADDRESS);
}

test('in English, a withdrawal refused for an unmet bonus wager shows a red toast that goes away', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request, 200_000, { promo_code: 'WELCOME' });
  await page.goto('/en');
  await page.locator('.sidebar').getByRole('button', { name: 'Log in', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(player.username);
  await login.getByLabel('Password').fill(player.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  // the 2 mBTC deposit plus the 1 mBTC welcome bonus
  await expect(page.getByTestId('sidebar-balance')).toHaveText('3.00 mBTC');

  await fillWithdrawal(page, 'Withdraw', '1.5');
  await page.getByRole('dialog').getByRole('button', { name: 'Request withdrawal' }).click();
  const toast = page
    .locator('.toast--error')
    .filter({ hasText: 'You must meet the bonus wagering requirement before withdrawing' });
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 5_000 });
  // nothing was withdrawn: the form stays, the balance and the history are unchanged
  await expect(
    page.getByRole('dialog').getByRole('button', { name: 'Request withdrawal' }),
  ).toBeVisible();
  await expect(page.getByTestId('sidebar-balance')).toHaveText('3.00 mBTC');
  expect(await player.transactions({ filterType: 'withdrawal' })).toEqual([]);
});

test('a withdrawal whose answer is lost is queued, sent again with the same key, and applied once', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request, 500_000);
  const keys: string[] = [];
  let isFirst = true;
  await page.route('**/api/payment/send_withdrawal_request', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!isFirst) return route.continue();
    isFirst = false;
    // the server takes the request, but its answer never reaches the phone
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);
  await fillWithdrawal(page, 'Retirar', '2');
  const submit = page.getByRole('dialog').getByRole('button', { name: 'Solicitar retiro' });
  await submit.click();
  // the lost request goes to the queue and is sent again at once, with the same key
  await expect(page.locator('.toasts')).toContainText('Retiro en cola enviado: 2,00 mBTC');
  await expect(page.getByTestId('queued-withdrawal')).toHaveCount(0);

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  const withdrawals = await player.transactions({ filterType: 'withdrawal' });
  expect(withdrawals.map((row) => [row.amount, row.status])).toEqual([[2, 'pending']]);
  await expect(page.getByTestId('sidebar-balance')).toHaveText('3,00 mBTC');
});

test('without the socket, the balance is refetched when the tab is visible again and on reconnect', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request, 200_000);
  const address = await player.depositAddress();
  // the socket cannot connect: neither its WebSocket nor the long-polling fallback gets through
  const letSocketsThrough = await refuseSocketWebSockets(page);
  await page.route('**/socket.io/**', (route) => route.abort());
  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);
  const balance = page.getByTestId('sidebar-balance');
  await expect(balance).toHaveText('2,00 mBTC');

  await sendDepositCallback(request, { address, satoshis: 100_000, confirmations: 2 });
  // no live event can arrive; coming back to the tab refetches
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(balance).toHaveText('3,00 mBTC');

  await sendDepositCallback(request, { address, satoshis: 100_000, confirmations: 2 });
  // the socket gets through again: its (re)connection refetches what it missed
  await page.unroute('**/socket.io/**');
  await letSocketsThrough();
  await expect(balance).toHaveText('4,00 mBTC', { timeout: 15_000 });
});
