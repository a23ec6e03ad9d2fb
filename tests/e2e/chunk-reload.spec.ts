import { expect, test } from '@playwright/test';

test('a chunk that fails to load reloads the page once, not again within 60 s', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Juegos destacados' })).toBeVisible();
  const loaded = new Set(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    ),
  );
  // a new deploy removed the old files: every chunk not loaded yet is gone
  await page.route('**/assets/*.js', (route) =>
    loaded.has(new URL(route.request().url()).pathname)
      ? route.continue()
      : route.fulfill({ status: 404, body: '' }),
  );
  let loads = 0;
  page.on('load', () => loads++);
  await page.locator('.sidebar').getByRole('link', { name: 'Promociones' }).click();
  await expect.poll(() => loads, { timeout: 10_000 }).toBe(1);
  await page.waitForLoadState('load');
  const reloadedAt = await page.evaluate(() =>
    Number(sessionStorage.getItem('casino.chunk-reload-at')),
  );
  expect(Date.now() - reloadedAt).toBeLessThan(60_000);
  // failing again within 60 s does not reload again
  await page.unroute('**/assets/*.js');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Juegos destacados' })).toBeVisible();
  const loadedNow = new Set(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    ),
  );
  await page.route('**/assets/*.js', (route) =>
    loadedNow.has(new URL(route.request().url()).pathname)
      ? route.continue()
      : route.fulfill({ status: 404, body: '' }),
  );
  loads = 0;
  await page.locator('.sidebar').getByRole('link', { name: 'Promociones' }).click();
  // the page has taken the failure: it shows its error instead of reloading, and the time of the
  // last reload is the first one's (a reload would have written its own first)
  await expect(page.locator('main .error-page')).toBeVisible();
  expect(await page.evaluate(() => Number(sessionStorage.getItem('casino.chunk-reload-at')))).toBe(
    reloadedAt,
  );
  expect(loads).toBe(0);
});

test('offline, a chunk that cannot load leaves the page as it is', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Juegos destacados' })).toBeVisible();
  let loads = 0;
  page.on('load', () => loads++);
  await context.setOffline(true);
  // hovering a link preloads its page's chunks, which fail with the network gone
  const promotions = page.locator('.sidebar').getByRole('link', { name: 'Promociones' });
  await promotions.hover();
  await promotions.click();
  // the page has taken the failure: it says it is offline where the page would be
  await expect(page.locator('main .error-page')).toContainText('Sin conexión. Inténtalo de nuevo.');
  expect(loads).toBe(0);
  expect(await page.evaluate(() => sessionStorage.getItem('casino.chunk-reload-at'))).toBeNull();
  await context.setOffline(false);
});
