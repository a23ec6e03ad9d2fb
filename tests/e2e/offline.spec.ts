// Offline: the app opens from the service worker and the saved query cache, and a withdrawal made
// offline is queued, survives reloads and reaches the server exactly once.
import { expect, test, type Page } from '@playwright/test';
import {
  goOffline,
  logInThroughSidebar,
  PAYOUT_ADDRESS,
  savedCacheTime,
  signedInWithFiveMbtc,
  waitForCacheSavedAfter,
  waitForSavedQuery,
  waitForServiceWorker,
} from './support';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

/** What of a player the device keeps in IndexedDB: saved query roots and queued withdrawals. */
function savedPlayerData(page: Page): Promise<{ queries: string[]; queued: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const store = open.result.transaction('keyval').objectStore('keyval');
          const cache = store.get('casino.query-cache');
          const queue = store.get('casino.withdrawal-queue');
          queue.onsuccess = () => {
            const saved = cache.result as
              { clientState: { queries: { queryKey: unknown[] }[] } } | undefined;
            resolve({
              queries: (saved?.clientState.queries ?? [])
                .map((query) => String(query.queryKey[0]))
                .filter((root) => root === 'player'),
              queued: ((queue.result as unknown[] | undefined) ?? []).length,
            });
          };
        };
      }),
  );
}

test('offline after a reload: shell, lobby, balance, bets and transactions render; an unsaved page says offline', async ({
  page,
  context,
}) => {
  // four pages loaded and saved, a reload offline, then four checks: over a minute under load
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  await logInThroughSidebar(page, 'demo', 'demo1234');
  const balance = page.getByTestId('sidebar-balance');
  // the service worker's first install downloads the whole app beside this first call
  await expect(balance).toHaveText(/\d+,\d{2} mBTC/, { timeout: 15_000 });
  const balanceText = await balance.textContent();
  await page.goto('/online-casino');
  // the lobby's grid (the rails above it differ offline: no live tables then)
  const lobbyNames = page.locator('.game-list > .game-grid .game-card__name');
  await expect(lobbyNames.first()).toBeVisible();
  const firstGame = await lobbyNames.first().textContent();
  // each page's answers saved before the next page (or the network) goes
  await waitForSavedQuery(page, ['lobby', 'pages']);
  await waitForSavedQuery(page, ['slider']);
  // the other slides' art, fetched once the page is idle, kept by the worker
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('app-art');
        return (await cache.keys()).filter((request) => request.url.includes('/art/slider/'))
          .length;
      }),
    )
    .toBeGreaterThanOrEqual(3);
  await page.goto('/user-management?tab=0');
  await expect(page.getByRole('tabpanel').locator('tbody tr')).toHaveCount(10);
  await waitForSavedQuery(page, ['player', 'bets']);
  await page.goto('/user-management?tab=4');
  await expect(page.getByRole('tabpanel').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('table')).toHaveAttribute('aria-busy', 'false');
  const transactionRows = await page.getByRole('tabpanel').locator('tbody tr').count();
  await waitForSavedQuery(page, ['player', 'transactions']);

  await goOffline(context, page);
  await page.reload();
  // the shell, the player and the balance from the saved copy, marked as such
  await expect(balance).toHaveText(balanceText ?? '');
  await expect(page.locator('.sidebar .offline-note')).toContainText(
    'Sin conexión — actualizado el',
  );
  const transactions = page.getByRole('tabpanel');
  await expect(transactions.locator('tbody tr')).toHaveCount(transactionRows);
  await expect(transactions.locator('.offline-note')).toBeVisible();

  await page
    .locator('.sidebar__user-menu')
    .getByRole('button', { name: 'Historial de apuestas' })
    .click();
  await expect(page.getByRole('dialog').locator('tbody tr')).toHaveCount(10);
  await page.keyboard.press('Escape');

  await page.locator('.sidebar').getByRole('link', { name: 'Casino', exact: true }).click();
  await expect(page).toHaveURL(/\/online-casino$/);
  await expect(lobbyNames.first()).toHaveText(firstGame ?? '');
  // the slider whole: its slides from the saved copy, every slide's art in the worker's cache
  const art = page.locator('.slider__slide img');
  await expect(art).toHaveCount(3);
  await expect(art.first()).toHaveJSProperty('complete', true);
  expect(
    await art.first().evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);
  const artUrls = await art.evaluateAll((images) =>
    images.map((image) => (image as HTMLImageElement).src),
  );
  expect(
    await page.evaluate(
      (urls) => Promise.all(urls.map((url) => caches.match(url).then(Boolean))),
      artUrls,
    ),
  ).toEqual([true, true, true]);

  // a page never opened before: the app says it is offline instead of breaking
  await page.goto('/privacy');
  await expect(page.locator('main')).toContainText('Sin conexión. Inténtalo de nuevo.');
  await expect(page.locator('.sidebar')).toBeVisible();
});

test('a withdrawal made offline is queued, survives a reload, and reaches the server once when online', async ({
  page,
  context,
  request,
}) => {
  const player = await signedInWithFiveMbtc(page, request);
  await expect(page.getByTestId('sidebar-balance')).toHaveText('5,00 mBTC');
  await waitForSavedQuery(page, ['player', 'balance']);

  await goOffline(context, page);
  await page.locator('.sidebar__user-menu').getByRole('button', { name: 'Retirar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retirar' });
  // checked locally: the last known balance and the address checksum
  await dialog.getByLabel('Importe (mBTC)').fill('6');
  await dialog.getByLabel('Dirección de Bitcoin').fill(PAYOUT_ADDRESS.slice(0, -1) + 'y');
  await dialog.getByRole('button', { name: 'Solicitar retiro' }).click();
  await expect(dialog.getByText('El importe no puede superar tu saldo: 5,00 mBTC')).toBeVisible();
  await expect(dialog.getByText('Esta no es una dirección de Bitcoin válida')).toBeVisible();
  await dialog.getByLabel('Importe (mBTC)').fill('2');
  await dialog.getByLabel('Dirección de Bitcoin').fill(PAYOUT_ADDRESS);
  await dialog.getByRole('button', { name: 'Solicitar retiro' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Retiro en cola: se enviará cuando haya conexión.',
  );
  await expect(dialog.getByTestId('queued-withdrawal')).toContainText('2,00 mBTC');

  // still queued after a reload while offline
  await page.reload();
  await page.locator('.sidebar__user-menu').getByRole('button', { name: 'Retirar' }).click();
  await expect(page.getByRole('dialog').getByTestId('queued-withdrawal')).toHaveCount(1);
  expect(await player.transactions({ filterType: 'withdrawal' })).toEqual([]);

  await context.setOffline(false);
  await expect(page.locator('.toasts')).toContainText('Retiro en cola enviado: 2,00 mBTC', {
    timeout: 15_000,
  });
  await expect(page.getByRole('dialog').getByTestId('queued-withdrawal')).toHaveCount(0);
  await expect(page.getByTestId('sidebar-balance')).toHaveText('3,00 mBTC');
  const withdrawals = await player.transactions({ filterType: 'withdrawal' });
  expect(withdrawals.map((row) => [row.amount, row.status])).toEqual([[2, 'pending']]);
});

test('the same queued withdrawal sent by two tabs and replayed on the wire is still one withdrawal', async ({
  page,
  context,
  request,
}) => {
  const player = await signedInWithFiveMbtc(page, request);
  const second = await context.newPage();
  await second.goto('/user-management?tab=3');
  // the other tab has drawn its withdraw tab (so it listens to the queue) before the network goes
  await expect(second.getByLabel('Importe (mBTC)')).toBeVisible();

  await goOffline(context, page);
  await page.locator('.sidebar__user-menu').getByRole('button', { name: 'Retirar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retirar' });
  await dialog.getByLabel('Importe (mBTC)').fill('1');
  await dialog.getByLabel('Dirección de Bitcoin').fill(PAYOUT_ADDRESS);
  await dialog.getByRole('button', { name: 'Solicitar retiro' }).click();
  // the other tab sees the same queue
  await expect(second.getByTestId('queued-withdrawal')).toHaveCount(1);

  // every send is delivered twice to the server, as a network that retries on its own would
  // (the context's route: the service worker's Background Sync may be the one that sends)
  const keys: string[] = [];
  await context.route('**/api/payment/send_withdrawal_request', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    await route.fetch();
    await route.fulfill({ response: await route.fetch() });
  });
  await context.setOffline(false);
  await expect(page.getByRole('dialog').getByTestId('queued-withdrawal')).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect(second.getByTestId('queued-withdrawal')).toHaveCount(0);
  await expect(page.getByTestId('sidebar-balance')).toHaveText('4,00 mBTC');

  expect(new Set(keys).size).toBe(1);
  const withdrawals = await player.transactions({ filterType: 'withdrawal' });
  expect(withdrawals.map((row) => row.amount)).toEqual([1]);
});

test('the lobby list comes from the service worker cache, keyed by the request body, with its art', async ({
  page,
  context,
}) => {
  await page.goto('/contact-us');
  await waitForServiceWorker(page);
  // a lobby never seen, opened in a page the service worker controls: the list (nothing saved
  // for it yet) and the thumbnails go through it
  await page.goto('/online-casino');
  // the lobby's grid (the live tables' rail above it is not shown offline)
  const grid = page.locator('.game-list > .game-grid');
  const names = grid.locator('.game-card__name');
  await expect(names.first()).toBeVisible();
  const shown = await names.allTextContents();
  // wait for the art to be in its cache
  await expect(grid.locator('.game-card img').first()).toHaveJSProperty('complete', true);
  // no saved query cache: only the service worker can answer offline
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const request = indexedDB.deleteDatabase('keyval-store');
        request.onsuccess = request.onerror = request.onblocked = () => resolve();
      }),
  );
  const lobbyKeys = await page.evaluate(async () =>
    (await (await caches.open('lobby-lists')).keys()).map((request) => request.url),
  );
  expect(lobbyKeys.some((url) => /\/api\/front\/get_games\?body=[0-9a-f]{64}$/.test(url))).toBe(
    true,
  );

  await goOffline(context, page);
  await page.reload();
  await expect(names).toHaveText(shown);
  const firstImage = grid.locator('.game-card img').first();
  await expect(firstImage).toHaveJSProperty('complete', true);
  expect(
    await firstImage.evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);
});

test('a queued withdrawal can be removed; one the server refuses on arrival says why; logout leaves nothing', async ({
  page,
  context,
  request,
}) => {
  const player = await signedInWithFiveMbtc(page, request);
  await waitForSavedQuery(page, ['player', 'balance']);
  await goOffline(context, page);
  await page.locator('.sidebar__user-menu').getByRole('button', { name: 'Retirar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retirar' });
  for (const amount of ['1', '4']) {
    await dialog.getByLabel('Importe (mBTC)').fill(amount);
    await dialog.getByLabel('Dirección de Bitcoin').fill(PAYOUT_ADDRESS);
    await dialog.getByRole('button', { name: 'Solicitar retiro' }).click();
  }
  const queued = dialog.getByTestId('queued-withdrawal');
  await expect(queued).toHaveCount(2);
  await queued
    .filter({ hasText: '1,00 mBTC' })
    .getByRole('button', { name: 'Quitar el retiro de 1,00 mBTC de la cola' })
    .click();
  await expect(queued).toHaveCount(1);

  // meanwhile the player spends most of the balance elsewhere
  const elsewhere = await player.post(
    'payment/send_withdrawal_request',
    { playerId: player.playerId, amount: 3, address: PAYOUT_ADDRESS },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  expect(elsewhere.body.status).toBe(1);
  await context.setOffline(false);
  await expect(page.locator('.toasts')).toContainText(
    'El importe no puede superar tu saldo: 2,00 mBTC',
    { timeout: 15_000 },
  );
  await expect(queued).toHaveCount(0);
  const withdrawals = await player.transactions({ filterType: 'withdrawal' });
  expect(withdrawals.map((row) => row.amount)).toEqual([3]);

  // queue something again, then log out offline: nothing of this player stays on the device
  await goOffline(context, page);
  await dialog.getByLabel('Importe (mBTC)').fill('1');
  await dialog.getByLabel('Dirección de Bitcoin').fill(PAYOUT_ADDRESS);
  await dialog.getByRole('button', { name: 'Solicitar retiro' }).click();
  await expect(queued).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.locator('.sidebar__user-menu').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(
    page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }),
  ).toBeVisible();
  // the saved query cache holds nothing of the player, the queue is gone
  await expect.poll(() => savedPlayerData(page)).toEqual({ queries: [], queued: 0 });
  // back online, nothing is sent: the page is reloaded online (whatever the old page started on
  // the network's return it has sent by then, and the new one starts signed out), the send
  // requests the page made are counted
  const sends: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/payment/send_withdrawal_request')) sends.push(sent.url());
  });
  await context.setOffline(false);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
  await page.reload();
  await expect(
    page.locator('.sidebar').getByRole('button', { name: 'Iniciar sesión' }),
  ).toBeVisible();
  expect(await savedPlayerData(page)).toEqual({ queries: [], queued: 0 });
  expect(sends).toEqual([]);
  expect(
    (await player.transactions({ filterType: 'withdrawal' })).map((row) => row.amount),
  ).toEqual([3]);
});

test('a reload while a queued withdrawal is on its way sends it again with its key: still one', async ({
  page,
  context,
  request,
}) => {
  const player = await signedInWithFiveMbtc(page, request);
  await goOffline(context, page);
  await page.locator('.sidebar__user-menu').getByRole('button', { name: 'Retirar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retirar' });
  await dialog.getByLabel('Importe (mBTC)').fill('1,5');
  await dialog.getByLabel('Dirección de Bitcoin').fill(PAYOUT_ADDRESS);
  await dialog.getByRole('button', { name: 'Solicitar retiro' }).click();
  await expect(dialog.getByTestId('queued-withdrawal')).toHaveCount(1);

  // the first send reaches the server, but the page goes away before the answer comes back,
  // which is then lost (the context's route: the page or the service worker's Background Sync
  // may be the one that sends; the other waits for the lock the sender holds)
  const keys: string[] = [];
  let arrived: () => void = () => undefined;
  const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
  let reloaded: () => void = () => undefined;
  const pageReloaded = new Promise<void>((resolve) => (reloaded = resolve));
  await context.route('**/api/payment/send_withdrawal_request', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    await route.fetch();
    arrived();
    await pageReloaded;
    // the page's request went with the page
    await route.abort('connectionreset').catch(() => undefined);
  });
  await context.setOffline(false);
  await firstArrived;
  await page.reload();
  reloaded();

  await expect(page.locator('.toasts')).toContainText('Retiro en cola enviado: 1,50 mBTC', {
    timeout: 15_000,
  });
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const withdrawals = await player.transactions({ filterType: 'withdrawal' });
  expect(withdrawals.map((row) => row.amount)).toEqual([1.5]);
  await expect(page.getByTestId('sidebar-balance')).toHaveText('3,50 mBTC');
});

test('being offline is announced on every page of the layout: the lobby, the account area, in both languages', async ({
  page,
  context,
}) => {
  const banner = (text: string) => page.getByRole('status').filter({ hasText: text });
  const spanish = 'Sin conexión: lo que ves puede no estar actualizado';
  await page.goto('/');
  await waitForServiceWorker(page);
  await logInThroughSidebar(page, 'demo', 'demo1234');
  await expect(page.getByTestId('sidebar-balance')).toHaveText(/\d+,\d{2} mBTC/);
  await page.goto('/online-casino');
  await expect(page.getByText(spanish)).toHaveCount(0);
  await goOffline(context, page);
  await expect(banner(spanish)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(spanish)).toHaveCount(0);

  await page.goto('/user-management');
  // the balance is saved before going offline (the sidebar asks for it a few tasks after the page)
  await waitForSavedQuery(page, ['player', 'balance']);
  await goOffline(context, page);
  await expect(banner(spanish)).toBeVisible();
  // opened offline: the saved balance comes with the banner from the first paint of the layout
  const savedBefore = await savedCacheTime(page);
  await page.reload();
  await expect(banner(spanish)).toBeVisible();
  await expect(page.getByTestId('sidebar-balance')).toHaveText(/\d+,\d{2} mBTC/);
  // opened offline, the player is asked again and that fails: the copy saved after it keeps
  // their last answer, so opening the app offline once more still shows them signed in
  await waitForCacheSavedAfter(page, savedBefore);
  await page.reload();
  await expect(banner(spanish)).toBeVisible();
  await expect(page.getByTestId('sidebar-balance')).toHaveText(/\d+,\d{2} mBTC/);
  await context.setOffline(false);
  await expect(page.getByText(spanish)).toHaveCount(0);

  await page.goto('/en/online-casino');
  // the page drawn (its chunks and English messages in) before the network goes
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await goOffline(context, page);
  await expect(banner('Offline: what you see may be out of date')).toBeVisible();
});
