// A withdrawal queued offline goes out after the app was closed: the service worker's Background
// Sync sends it once the network is back, with its Idempotency-Key and the player's session, and
// the next page opened says what came of it, once.
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type CDPSession,
  type Page,
  type Request,
} from '@playwright/test';
import { WITHDRAWAL_QUEUE } from '../../contract/offline-withdrawals';
import { goOffline, PAYOUT_ADDRESS, signedInWithFiveMbtc, waitForSavedQuery } from './support';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

/** Submits a withdrawal on the withdraw dialog while offline; answers its Idempotency-Key. */
async function queueWithdrawalOffline(page: Page, amount: string): Promise<string> {
  await page.locator('.sidebar__user-menu').getByRole('button', { name: 'Retirar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retirar' });
  await dialog.getByLabel('Importe (mBTC)').fill(amount);
  await dialog.getByLabel('Dirección de Bitcoin').fill(PAYOUT_ADDRESS);
  await dialog.getByRole('button', { name: 'Solicitar retiro' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Retiro en cola: se enviará cuando haya conexión.',
  );
  const keys = await page.evaluate(
    (itemsKey) =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').get(itemsKey);
          read.onsuccess = () =>
            resolve(((read.result as { key: string }[] | undefined) ?? []).map((item) => item.key));
        };
      }),
    WITHDRAWAL_QUEUE.itemsKey,
  );
  expect(keys).toHaveLength(1);
  return keys[0] ?? '';
}

/**
 * The DevTools protocol on a blank page (no page of the app stays open): it fires the worker's
 * sync event as the browser does when the network comes back.
 */
async function syncTrigger(context: BrowserContext) {
  const blank = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(blank);
  let registrationId: string | undefined;
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    registrationId ??= registrations.find(
      (registration) => !registration.isDeleted,
    )?.registrationId;
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrationId).toBeDefined();
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  return () =>
    cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId: registrationId ?? '',
      tag: WITHDRAWAL_QUEUE.syncTag,
      lastChance: false,
    });
}

/** Every send of a withdrawal request in the context, the worker's included. */
async function recordSends(context: BrowserContext): Promise<Request[]> {
  const sends: Request[] = [];
  await context.route('**/api/payment/send_withdrawal_request', async (route) => {
    sends.push(route.request());
    await route.continue();
  });
  return sends;
}

/**
 * A new player with 5 mBTC signed in, a withdrawal of `amount` queued offline (its key), and
 * the trigger of the worker's sync event.
 */
async function queuedOffline(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  amount: string,
) {
  const player = await signedInWithFiveMbtc(page, request);
  await waitForSavedQuery(page, ['player', 'balance']);
  await goOffline(context, page);
  const key = await queueWithdrawalOffline(page, amount);
  return { player, key, fireSync: await syncTrigger(context) };
}

test('a withdrawal queued offline goes out once after the app is closed, with its key, and the next open says so once', async ({
  page,
  context,
  request,
}) => {
  const { player, key, fireSync } = await queuedOffline(page, context, request, '2');
  const sends = await recordSends(context);

  // the app closed while offline: nothing was sent
  await page.close();
  expect(await player.transactions({ filterType: 'withdrawal' })).toEqual([]);
  await context.setOffline(false);
  // Chromium fires the sync itself when the network is back; fired again (as a retry would be),
  // the worker finds the queue empty: one withdrawal still
  await fireSync();
  await expect
    .poll(async () =>
      (await player.transactions({ filterType: 'withdrawal' })).map((row) => [
        row.amount,
        row.status,
      ]),
    )
    .toEqual([[2, 'pending']]);
  await fireSync();
  // sent by the worker, every time with the key made at submit
  expect(sends.length).toBeGreaterThanOrEqual(1);
  for (const sent of sends) {
    expect(sent.serviceWorker()).not.toBeNull();
    expect(sent.headers()['idempotency-key']).toBe(key);
  }

  // the next open says what came of it, once
  const next = await context.newPage();
  await next.goto('/');
  const sentToast = next.locator('.toasts').getByText('Retiro en cola enviado: 2,00 mBTC');
  await expect(sentToast).toHaveCount(1);
  await expect(next.getByTestId('sidebar-balance')).toHaveText('3,00 mBTC');
  await next.locator('.sidebar__user-menu').getByRole('button', { name: 'Retirar' }).click();
  const dialog = next.getByRole('dialog', { name: 'Retirar' });
  await expect(dialog.getByLabel('Importe (mBTC)')).toBeVisible();
  await expect(dialog.getByTestId('queued-withdrawal')).toHaveCount(0);
  // and only once: opened again (the kept answer is looked for first thing), nothing more is said
  await next.reload();
  await expect(next.getByTestId('sidebar-balance')).toHaveText('3,00 mBTC');
  await next.locator('.sidebar__user-menu').getByRole('button', { name: 'Retirar' }).click();
  await expect(
    next.getByRole('dialog', { name: 'Retirar' }).getByLabel('Importe (mBTC)'),
  ).toBeVisible();
  await expect(next.locator('.toasts').getByText('Retiro en cola enviado')).toHaveCount(0);
  expect(
    (await player.transactions({ filterType: 'withdrawal' })).map((row) => row.amount),
  ).toEqual([2]);
});

test('a queued withdrawal the server refuses while the app is closed is explained at the next open', async ({
  page,
  context,
  request,
}) => {
  const { player, fireSync } = await queuedOffline(page, context, request, '4');
  await page.close();

  // meanwhile the player spends most of the balance elsewhere
  const elsewhere = await player.post(
    'payment/send_withdrawal_request',
    { playerId: player.playerId, amount: 3, address: PAYOUT_ADDRESS },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  expect(elsewhere.body.status).toBe(1);
  const sends = await recordSends(context);
  await context.setOffline(false);
  await fireSync();
  // the worker's send answered (a refusal is an answer: it leaves the queue), before any page opens
  await expect.poll(() => sends.length).toBeGreaterThan(0);
  expect((await sends[0]?.response())?.status()).toBe(400);
  expect(sends[0]?.serviceWorker()).not.toBeNull();
  const next = await context.newPage();
  await next.goto('/');
  await expect(next.locator('.toasts')).toContainText(
    'El importe no puede superar tu saldo: 2,00 mBTC',
  );
  await next.locator('.sidebar__user-menu').getByRole('button', { name: 'Retirar' }).click();
  const dialog = next.getByRole('dialog', { name: 'Retirar' });
  await expect(dialog.getByTestId('refused-withdrawal')).toContainText('4,00 mBTC');
  await expect(dialog.getByTestId('queued-withdrawal')).toHaveCount(0);
  expect(
    (await player.transactions({ filterType: 'withdrawal' })).map((row) => row.amount),
  ).toEqual([3]);
});
