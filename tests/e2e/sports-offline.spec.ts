// /sports and an event page offline, from the copy saved while online: the matches are the test's
// own (scripted-sports.ts on a timed server), so the list saved is the list seen, and nothing
// kicks off or ends between the two.
import type { BrowserContext, Page } from '@playwright/test';
import { listMatch, matchInPlay } from './scripted-sports';
import { waitForSavedQuery } from './support';
import { expect, test } from './timed-server';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('/sports and an event page seen before render from the saved copy, marked offline', async ({
  page,
  context,
  request,
}) => {
  const inPlay = await matchInPlay(request);
  const upcoming = await listMatch(request);
  await page.goto('/sports');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  const teams = (match: { home: string; away: string }) =>
    page.locator('.event-row__teams').filter({ hasText: match.home }).filter({
      hasText: match.away,
    });
  await expect(teams(inPlay)).toBeVisible();
  await expect(teams(upcoming)).toBeVisible();

  // the match to come's page, saved in IndexedDB (written at most once a second) before it is left
  await page.goto(`/sports/event/${encodeURIComponent(upcoming.id)}`);
  await expect(page.locator('.market-group').first()).toBeVisible();
  const eventUrl = page.url();
  await waitForSavedQuery(page, ['sports', 'event', upcoming.id]);
  await page.goto('/sports');
  await expect(teams(upcoming)).toBeVisible();
  await waitForSavedQuery(page, ['sports', 'events', 'pages']);

  await goOffline(context, page);
  await page.reload();
  // restored from IndexedDB: both lists, and with them the time of the saved copy
  await expect(page.getByText(/Sin conexión — actualizado el/).first()).toBeVisible();
  await expect(teams(inPlay)).toBeVisible();
  await expect(teams(upcoming)).toBeVisible();
  await page.goto(eventUrl);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(upcoming.home);
  await expect(page.locator('.market-group').first()).toBeVisible();
  await expect(page.getByText(/Sin conexión — actualizado el/).first()).toBeVisible();
  await context.setOffline(false);
});
