// A new version deployed while the app is open: the player is offered a reload, which activates it.
// Runs after every other spec (its own project): it changes the server's client directory.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { clientDirectory } from './client-directory';

test.use({ serviceWorkers: 'allow' });

test('a new build shows "new version available"; Reload activates it', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  const prompt = page.getByRole('status').filter({ hasText: 'Hay una nueva versión disponible.' });
  await expect(prompt).toBeHidden();

  const script = join(clientDirectory(E2E_PORT), 'sw.js');
  const original = await readFile(script, 'utf8');
  try {
    // deploy: a service worker that differs by a byte, without the precompressed copies of the old
    await writeFile(script, `${original}\n// build ${Date.now()}\n`);
    await rm(`${script}.br`, { force: true });
    await rm(`${script}.gz`, { force: true });
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
    );
    await expect(prompt).toBeVisible();
    expect(
      await page.evaluate(() =>
        navigator.serviceWorker
          .getRegistration()
          .then((registration) => Boolean(registration?.waiting)),
      ),
    ).toBe(true);

    await Promise.all([
      page.waitForEvent('framenavigated'),
      prompt.getByRole('button', { name: 'Recargar' }).click(),
    ]);
    await expect(page.locator('.sidebar')).toBeVisible();
    await expect(prompt).toBeHidden();
    // the new version is the active one and nothing waits any more
    expect(
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => ({
          waiting: Boolean(registration?.waiting),
          active: registration?.active?.state,
        })),
      ),
    ).toEqual({ waiting: false, active: 'activated' });
  } finally {
    await writeFile(script, original);
  }
});
