// The house frame has an opaque origin and no storage: the game page keeps its sound switch for
// the next visit and tells it the site's theme, now and when it switches.
import { expect, test } from '@playwright/test';
import { openCrashAsPlayer } from './live-support';
import { registerPlayer, seriousViolations } from './support';

test('the live tables keep the sound switch across a reload and follow the site’s theme, readable in both', async ({
  page,
  request,
}) => {
  // two axe runs over the page and its game frame: over a minute on a busy 2-core machine
  test.setTimeout(180_000);
  const game = await openCrashAsPlayer(page, await registerPlayer(request));

  // the site is light by default, and so is the table, readable in it
  await expect(game.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await seriousViolations(page, 'iframe.game-page__frame')).toEqual([]);
  const sound = game.getByRole('switch', { name: 'Sonido' });
  await expect(sound).toHaveAttribute('aria-checked', 'false');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-checked', 'true');

  await page.reload();
  await expect(game.getByRole('heading', { name: 'Crash' })).toBeVisible({ timeout: 20_000 });
  await expect(sound).toHaveAttribute('aria-checked', 'true');

  // switching the site to dark darkens the table already open
  await page.getByRole('switch', { name: 'Modo oscuro' }).click();
  await expect(game.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await seriousViolations(page, 'iframe.game-page__frame')).toEqual([]);
  await sound.click();
  await expect(sound).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(game.getByRole('heading', { name: 'Crash' })).toBeVisible({ timeout: 20_000 });
  await expect(game.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(sound).toHaveAttribute('aria-checked', 'false');

  // Live Roulette's board and pockets read in the light theme too
  await page.getByRole('switch', { name: 'Modo oscuro' }).click();
  await page.getByRole('link', { name: 'Casino en vivo' }).click();
  await page
    .getByRole('button', { name: /Ruleta en Vivo/ })
    .first()
    .click();
  await expect(game.getByRole('heading', { name: 'Ruleta en Vivo' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(game.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(game.getByTestId('live-roulette-recent')).toBeVisible();
  expect(await seriousViolations(page, 'iframe.game-page__frame')).toEqual([]);
});
