// The lobby's rails as a player walks them: a game opened shows under recently played, a heart
// makes a favourite (on a tile and on the game page), both are the same on another device and
// still there after a reload offline; a refused favourite goes back with a toast; a visitor's
// heart asks them to log in; the live tables open now are a rail of their own.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  LOGIN_WORDS,
  logInThroughSidebar,
  registerPlayer,
  seriousViolations,
  waitForSavedQuery,
} from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

const rail = (page: Page, title: string) => page.getByRole('region', { name: title });
/** A tile of the lobby's own grid (not of a rail). */
const gridTile = (page: Page, name: string) =>
  page.locator('.game-list > .game-grid .game-card').filter({ hasText: name });

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a game opened is recently played, a heart makes a favourite; both on another device and offline after a reload', async ({
    page,
    request,
    browser,
  }) => {
    // two devices, a game launched, a reload offline: about a minute under load
    test.setTimeout(120_000);
    const player = await registerPlayer(request);
    await page.goto('/online-casino');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await logInThroughSidebar(page, player.username, player.password);
    const recent = rail(page, 'Jugado recientemente');
    const favourites = rail(page, 'Favoritos');
    await expect(recent).toContainText('Aún no has jugado a ningún juego');
    await expect(favourites).toContainText('Aún no tienes favoritos');

    // a game opened from the lobby, then back: it leads the recently played rail
    await gridTile(page, 'Dice').getByRole('button', { name: 'Jugar a Dice' }).click();
    await expect(page).toHaveURL(/\/play\/\d+$/);
    // its page's heart: the panel holds it
    await page.getByRole('button', { name: 'Mostrar panel del juego' }).click();
    const pageHeart = page.locator('#game-panel').getByRole('button', { name: 'Favorito: Dice' });
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
    await pageHeart.click();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/online-casino$/);
    await expect(recent.locator('.game-card__name')).toHaveText(['Dice']);
    await expect(
      recent.getByRole('button', { name: 'Jugar de nuevo a Dice (Casa Originals)' }),
    ).toBeVisible();

    // a tile's heart: pressed at once, and the favourite leads the rail
    const limboHeart = gridTile(page, 'Limbo').getByRole('button', { name: 'Favorito: Limbo' });
    await limboHeart.click();
    await expect(limboHeart).toHaveAttribute('aria-pressed', 'true');
    const favouriteNames = favourites.locator('.game-card__name');
    await expect(favouriteNames).toHaveText(['Limbo', 'Dice']);
    await expect(favourites.getByRole('button', { name: 'Favorito: Dice' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // the three rails, full, in the light theme (the visitor's test checks the dark one)
    expect(await seriousViolations(page, '.game-rails')).toEqual([]);

    // the server keeps them: another device shows the same rails
    const other = await browser.newContext({ serviceWorkers: 'block' });
    const otherPage = await other.newPage();
    await otherPage.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
    await otherPage.goto('/en/online-casino');
    await logInThroughSidebar(otherPage, player.username, player.password, LOGIN_WORDS.en);
    await expect(rail(otherPage, 'Recently played').locator('.game-card__name')).toHaveText([
      'Dice',
    ]);
    await expect(rail(otherPage, 'Favourites').locator('.game-card__name')).toHaveText([
      'Limbo',
      'Dice',
    ]);
    await other.close();

    // saved on this device, then a reload without a network
    await waitForSavedQuery(page, ['player', 'games', 'recent']);
    await waitForSavedQuery(page, ['player', 'games', 'favourites']);
    await goOffline(page.context(), page);
    await page.reload();
    await expect(recent.locator('.game-card__name')).toHaveText(['Dice']);
    await expect(favouriteNames).toHaveText(['Limbo', 'Dice']);
    await expect(rail(page, 'En vivo ahora')).toContainText(
      'Sin conexión: las mesas en vivo se muestran cuando vuelvas a estar en línea.',
    );
    // offline a heart changes nothing and says why
    const offlineHeart = favourites.getByRole('button', { name: 'Favorito: Limbo' });
    await offlineHeart.click();
    await expect(page.locator('.toast')).toContainText(
      'Sin conexión no se pueden cambiar los favoritos. Conéctate e inténtalo de nuevo.',
    );
    await expect(offlineHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(favouriteNames).toHaveText(['Limbo', 'Dice']);
  });
});

test('a favourite shows before the server answers, and goes back with the reason when it refuses', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await page.goto('/en/online-casino');
  await logInThroughSidebar(page, player.username, player.password, LOGIN_WORDS.en);
  const favourites = rail(page, 'Favourites');
  await expect(favourites).toContainText('No favourites yet');
  // the server's answer waits until the page was looked at: a refusal in the contract's shape
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/front/games/set_favourite', async (route) => {
    await answered;
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ status: 0, code: 'favourite_limit', params: { max: 100 } }),
    });
  });
  const heart = gridTile(page, 'Limbo').getByRole('button', { name: 'Favourite: Limbo' });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(favourites.locator('.game-card__name')).toHaveText(['Limbo']);
  answer();
  await expect(page.locator('.toast')).toContainText(
    '“Limbo” was not added to your favourites. You can have at most 100 favourites: remove one first.',
  );
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(favourites).toContainText('No favourites yet');
});

test('a visitor sees the live tables open now, and a heart asks them to log in', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('casino.theme', 'dark'));
  await page.goto('/');
  const live = rail(page, 'En vivo ahora');
  // the shared tables run on the test server: Crash and Live Roulette, each with its round
  await expect(
    live.getByRole('button', {
      name: /^Jugar en la mesa en vivo Crash \(Casa Originals\): (Apostando|Ronda en juego|Entre rondas), jugadores: \d+$/,
    }),
  ).toBeVisible();
  await expect(live.locator('.game-card__name')).toHaveText(['Crash', 'Ruleta en Vivo']);
  await expect(live.locator('.game-card__detail').first()).toHaveText(
    /^(Apostando|Ronda en juego|Entre rondas)Jugadores: \d+$/,
  );
  // a visitor has no rails of their own
  await expect(rail(page, 'Jugado recientemente')).toHaveCount(0);
  await expect(rail(page, 'Favoritos')).toHaveCount(0);
  expect(await seriousViolations(page, '.game-rails')).toEqual([]);

  const heart = gridTile(page, 'Dice').getByRole('button', { name: 'Favorito: Dice' });
  await heart.click();
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test.describe('on a 390 px phone, in English', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a rail is one row scrolled sideways within the page', async ({ page }) => {
    await page.goto('/en');
    const live = rail(page, 'Live now');
    await expect(live.locator('.game-card')).toHaveCount(2);
    const row = live.locator('.game-grid--rail');
    const [first, second] = await live.locator('.game-card').all();
    const firstBox = await first?.boundingBox();
    const secondBox = await second?.boundingBox();
    // side by side, not one under the other
    expect(secondBox?.y).toBe(firstBox?.y);
    expect(secondBox?.x ?? 0).toBeGreaterThan(firstBox?.x ?? 0);
    // the page itself never scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expect(row).toHaveCSS('overflow-x', 'auto');
  });
});
