// Bet history (user menu entry 0) and transactions (entry 4) against the real server: the seeded
// demo player for reading (14 bets; deposits of 50, 25 and 10 mBTC, the last one pending with 1 of
// 2 confirmations; a pending withdrawal of 5 mBTC), fresh players for anything that changes data.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import {
  fundedPlayer,
  logInThroughProfileMenu,
  logInThroughSidebar,
  PAYOUT_ADDRESS,
  seriousViolations,
} from './support';

const DEMO = { username: 'demo', password: 'demo1234' };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

/** A new player with 20 mBTC deposited and 5 mBTC of it in a pending withdrawal. */
async function playerWithPendingWithdrawal(request: APIRequestContext) {
  const player = await fundedPlayer(request, 2_000_000);
  const withdrawal = await player.post(
    'payment/send_withdrawal_request',
    { playerId: player.playerId, amount: 5, address: PAYOUT_ADDRESS },
    { 'Idempotency-Key': randomUUID() },
  );
  expect(withdrawal.body.status).toBe(1);
  return player;
}

/** The texts of one column (1-based) of a table's body. */
const column = async (table: Locator, index: number) =>
  (await table.locator(`tbody tr td:nth-child(${index})`).allTextContents()).map((text) =>
    text.trim(),
  );

/** "1.234,50 mBTC" as a number. */
const mbtc = (text: string) =>
  Number(
    text
      .replace(/\s*mBTC$/, '')
      .replace(/\./g, '')
      .replace(',', '.'),
  );

/** Waits until the table shows the answer to its current filters, not the previous rows. */
async function settled(table: Locator): Promise<void> {
  await expect(table).toHaveAttribute('aria-busy', 'false');
}

test('bet history: newest first, 10 a page, sorting by a column, period and provider filters', async ({
  page,
}) => {
  await page.goto('/');
  await logInThroughSidebar(page, DEMO.username, DEMO.password);
  await page.locator('.sidebar').getByRole('button', { name: 'Historial de apuestas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Historial de apuestas' });
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Historial de apuestas');
  const table = dialog.getByRole('table', { name: 'Historial de apuestas' });
  const rows = table.locator('tbody tr');
  const pager = dialog.getByRole('navigation', { name: 'Paginación' });

  // the default: last 30 days, newest first, page 1 of 2
  await expect(dialog.getByLabel('Periodo')).toHaveValue('2');
  await expect(rows).toHaveCount(10);
  await expect(pager).toContainText('Página 1 de 2');
  await expect(table.getByRole('columnheader', { name: 'Fecha' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const dates = await column(table, 1);
  for (const date of dates) expect(date).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
  expect(dates).toEqual([...dates].sort().reverse());
  const bets = (await column(table, 3)).map(mbtc);
  expect(bets.every((bet) => bet >= 0.1 && bet <= 0.5)).toBe(true);
  expect(await column(table, 5)).toContain('0,10 mBTC'); // a 0.1 bet that doubled: 0.2 - 0.1

  await expect(pager.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Siguiente' }).click();
  await expect(pager).toContainText('Página 2 de 2');
  await expect(rows).toHaveCount(4);
  await expect(pager.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  const olderDates = await column(table, 1);
  expect(olderDates.every((date) => date <= (dates.at(-1) as string))).toBe(true);

  // sorting by the bet, with the keyboard: ascending, then descending; back to page 1
  await table.getByRole('button', { name: 'Apuesta' }).press('Enter');
  await expect(table.getByRole('columnheader', { name: 'Apuesta' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(table.getByRole('columnheader', { name: 'Fecha' })).not.toHaveAttribute('aria-sort');
  await expect(pager).toContainText('Página 1 de 2');
  await settled(table);
  const ascending = (await column(table, 3)).map(mbtc);
  expect(ascending[0]).toBe(0.1);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await table.getByRole('button', { name: 'Apuesta' }).click();
  await expect(table.getByRole('columnheader', { name: 'Apuesta' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await settled(table);
  const descending = (await column(table, 3)).map(mbtc);
  expect(descending[0]).toBe(0.5);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  // periods: the seeded bets are 0.9, 1.8, ... 12.6 days old
  await dialog.getByLabel('Periodo').selectOption({ label: 'Últimas 24 horas' });
  await expect(rows).toHaveCount(1);
  await expect(pager).toContainText('Página 1 de 1');
  await dialog.getByLabel('Periodo').selectOption({ label: 'Últimos 7 días' });
  await expect(rows).toHaveCount(7);

  // custom dates start as the last 30 days; a year long past has no bets
  await dialog.getByLabel('Periodo').selectOption({ label: 'Fechas personalizadas' });
  await expect(dialog.getByLabel('Desde')).not.toHaveValue('');
  await expect(dialog.getByLabel('Hasta')).not.toHaveValue('');
  await expect(pager).toContainText('Página 1 de 2');
  await expect(rows).toHaveCount(10);
  await dialog.getByLabel('Desde').fill('2020-01-01');
  await dialog.getByLabel('Hasta').fill('2020-12-31');
  await expect(table.locator('tbody')).toHaveText('No hay apuestas');
  await expect(pager).toContainText('Página 1 de 1');

  // providers: Golden Reel has only Gold Rush 7s among the bets, Nebula Play none
  await dialog.getByLabel('Periodo').selectOption({ label: 'Últimos 30 días' });
  await expect(rows).toHaveCount(10);
  await dialog.getByLabel('Proveedor').selectOption({ label: 'Golden Reel' });
  await expect(pager).toContainText('Página 1 de 1');
  await settled(table);
  const games = await column(table, 2);
  expect(games.length).toBeGreaterThan(0);
  expect(new Set(games)).toEqual(new Set(['Gold Rush 7s']));
  await dialog.getByLabel('Proveedor').selectOption({ label: 'Nebula Play' });
  await expect(table.locator('tbody')).toHaveText('No hay apuestas');
  await dialog.getByLabel('Proveedor').selectOption({ label: 'Todos' });
  await expect(pager).toContainText('Página 1 de 2');
});

test('transactions: translated type and status, confirmations, the reversal badge only on the pending withdrawal, filters', async ({
  page,
}) => {
  await page.goto('/');
  await logInThroughSidebar(page, DEMO.username, DEMO.password);
  await page.locator('.sidebar').getByRole('button', { name: 'Transacciones' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transacciones' });
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Transacciones');
  const table = dialog.getByRole('table', { name: 'Transacciones' });
  const rows = table.locator('tbody tr');

  await expect(rows).toHaveCount(4);
  await expect(table.getByRole('columnheader', { name: 'Fecha' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const withdrawal = rows.filter({ hasText: 'Retiro' });
  await expect(withdrawal).toHaveCount(1);
  await expect(withdrawal.locator('td').nth(0)).toHaveText('Pendiente');
  await expect(withdrawal.locator('td').nth(1)).toHaveText('5,00 mBTC');
  await expect(withdrawal.locator('td').nth(2)).toHaveText('Bitcoin');
  await expect(withdrawal.locator('td').nth(3)).toHaveText(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
  await expect(withdrawal.getByRole('button', { name: 'Revertir' })).toBeVisible();
  // only that row can be reversed
  await expect(table.getByRole('button', { name: 'Revertir' })).toHaveCount(1);
  const pendingDeposit = rows.filter({ hasText: '10,00 mBTC' });
  await expect(pendingDeposit.locator('td').nth(0)).toHaveText('Pendiente Confirmaciones: 1 de 2');
  await expect(pendingDeposit.locator('td').nth(4)).toHaveText('Depósito');
  await expect(pendingDeposit.getByRole('button')).toHaveCount(0);
  expect(await column(table, 5)).toEqual(
    expect.arrayContaining(['Depósito', 'Depósito', 'Depósito', 'Retiro']),
  );

  await dialog.getByLabel('Tipo').selectOption({ label: 'Depósito' });
  await expect(rows).toHaveCount(3);
  expect(new Set(await column(table, 5))).toEqual(new Set(['Depósito']));
  await expect(table.getByRole('button', { name: 'Revertir' })).toHaveCount(0);

  await dialog.getByLabel('Estado').selectOption({ label: 'Completada' });
  await expect(rows).toHaveCount(2);
  expect((await column(table, 2)).sort()).toEqual(['25,00 mBTC', '50,00 mBTC']);
  expect(new Set(await column(table, 1))).toEqual(new Set(['Completada']));

  await dialog.getByLabel('Estado').selectOption({ label: 'Pendiente' });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('1 de 2');

  await dialog.getByLabel('Tipo').selectOption({ label: 'Retiro' });
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('button', { name: 'Revertir' })).toBeVisible();

  await dialog.getByLabel('Estado').selectOption({ label: 'Cancelada' });
  await expect(table.locator('tbody')).toHaveText('No hay transacciones');

  // every filter back to all, then the processor and the amount order
  await dialog.getByLabel('Tipo').selectOption({ label: 'Todos' });
  await dialog.getByLabel('Estado').selectOption({ label: 'Todos' });
  await dialog.getByLabel('Proveedor').selectOption({ label: 'Bitcoin' });
  await expect(rows).toHaveCount(4);
  await table.getByRole('button', { name: 'Importe' }).click();
  await expect(table.getByRole('columnheader', { name: 'Importe' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await settled(table);
  expect(await column(table, 2)).toEqual(['5,00 mBTC', '10,00 mBTC', '25,00 mBTC', '50,00 mBTC']);
});

test('reversing a pending withdrawal: toast, the row becomes cancelled, the balance goes back up', async ({
  page,
  request,
}) => {
  const player = await playerWithPendingWithdrawal(request);
  await page.goto('/');
  await logInThroughSidebar(page, player.username, player.password);
  const balance = page.getByTestId('sidebar-balance');
  await expect(balance).toHaveText('15,00 mBTC');

  await page.locator('.sidebar').getByRole('button', { name: 'Transacciones' }).click();
  const table = page
    .getByRole('dialog', { name: 'Transacciones' })
    .getByRole('table', { name: 'Transacciones' });
  const withdrawal = table.locator('tbody tr').filter({ hasText: 'Retiro' });
  const deposit = table.locator('tbody tr').filter({ hasText: 'Depósito' });
  await expect(deposit.locator('td').nth(0)).toHaveText('Completada');
  await expect(deposit.getByRole('button')).toHaveCount(0);
  await expect(withdrawal.locator('td').nth(0)).toHaveText('Pendiente');

  await withdrawal.getByRole('button', { name: 'Revertir' }).click();
  await expect(page.locator('.toast')).toHaveText('Retiro cancelado');
  await expect(withdrawal.locator('td').nth(0)).toHaveText('Cancelada');
  await expect(withdrawal.locator('td').nth(1)).toHaveText('5,00 mBTC');
  await expect(table.getByRole('button', { name: 'Revertir' })).toHaveCount(0);
  await expect(table).toBeFocused();
  await expect(balance).toHaveText('20,00 mBTC');

  // the server has it too
  await page.reload();
  await expect(balance).toHaveText('20,00 mBTC');
});

test('a failed transactions load shows no_transactions; a failed bet list load is logged and empty', async ({
  page,
}) => {
  let refusals = 0;
  await page.route('**/api/front/get_financial_transactions', (route) => {
    refusals++;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 0, code: 'internal_error' }),
    });
  });
  await page.route('**/api/front/get_bet_list', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 0, code: 'internal_error' }),
    }),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await logInThroughSidebar(page, DEMO.username, DEMO.password);

  await page.locator('.sidebar').getByRole('button', { name: 'Transacciones' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transacciones' });
  await expect(dialog.getByRole('table').locator('tbody')).toHaveText('No hay transacciones');
  await expect(dialog.getByRole('navigation', { name: 'Paginación' })).toContainText(
    'Página 1 de 1',
  );
  expect(refusals).toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  await page.locator('.sidebar').getByRole('button', { name: 'Historial de apuestas' }).click();
  const bets = page.getByRole('dialog', { name: 'Historial de apuestas' });
  await expect(bets.getByRole('table').locator('tbody')).toHaveText('No hay apuestas');
  expect(errors.some((text) => text.includes('internal_error'))).toBe(true);
});

test('English labels under /en', async ({ page }) => {
  await page.goto('/');
  await logInThroughSidebar(page, DEMO.username, DEMO.password);

  await page.goto('/en/user-management?tab=0');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Bet history');
  const bets = panel.getByRole('table', { name: 'Bet history' });
  for (const name of ['Date', 'Game', 'Bet', 'Win', 'Total']) {
    await expect(bets.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  await expect(panel.getByLabel('Period')).toHaveValue('2');
  await expect(panel.getByLabel('Period').locator('option:checked')).toHaveText('Last 30 days');
  await expect(panel.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 1 of 2');
  expect((await column(bets, 3)).every((text) => /^0\.\d0 mBTC$/.test(text))).toBe(true);

  await page.getByRole('tab', { name: 'Transactions' }).click();
  const transactions = panel.getByRole('table', { name: 'Transactions' });
  for (const name of ['Status', 'Amount', 'Provider', 'Date', 'Type', 'Action']) {
    await expect(transactions.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  const withdrawal = transactions.locator('tbody tr').filter({ hasText: 'Withdrawal' });
  await expect(withdrawal.locator('td').nth(0)).toHaveText('Pending');
  await expect(withdrawal.getByRole('button', { name: 'Reverse' })).toBeVisible();
  await expect(transactions.locator('tbody tr').filter({ hasText: '10.00 mBTC' })).toContainText(
    'Pending Confirmations: 1 of 2',
  );
  await panel.getByLabel('Status').selectOption({ label: 'Cancelled' });
  await expect(transactions.locator('tbody')).toHaveText('No transactions');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const theme of ['light', 'dark'] as const) {
    test(`the account tabs 4 and 0 fit a 390px screen, without serious axe violations (${theme})`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('casino.theme', value), theme);
      await page.goto('/');
      await logInThroughProfileMenu(page, DEMO.username, DEMO.password);
      const panel = page.getByRole('tabpanel');

      for (const tab of [4, 0]) {
        await page.goto(`/user-management?tab=${tab}`);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        const title = tab === 4 ? 'Transacciones' : 'Historial de apuestas';
        await expect(panel.getByRole('heading', { level: 2 })).toHaveText(title);
        const table = panel.getByRole('table', { name: title });
        await expect(table.locator('tbody tr')).toHaveCount(tab === 4 ? 4 : 10);

        // the page never scrolls sideways; the table scrolls inside its own box
        const pageOverflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(pageOverflow).toBeLessThanOrEqual(0);
        const box = panel.locator('.history__scroll');
        const sizes = await box.evaluate((element) => ({
          client: element.clientWidth,
          scroll: element.scrollWidth,
        }));
        expect(sizes.client).toBeLessThanOrEqual(390);
        if (tab === 4) expect(sizes.scroll).toBeGreaterThan(sizes.client);
        await expect(panel.getByLabel('Periodo')).toBeVisible();

        expect(await seriousViolations(page, '[role="tabpanel"]'), `tab ${tab}`).toEqual([]);
      }
    });
  }
});
