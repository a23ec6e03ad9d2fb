// The lobbies: categories, provider, order, search (accents and case folded), paging; visitors
// are asked to log in; a player's game opens in the game page's frame.
import { expect, test, type Page } from '@playwright/test';
import { logInThroughSidebar, logInThroughTopBar, registerPlayer } from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

// the lobby's own grid, not the rails above it (recently played, favourites, live now)
const names = (page: Page) => page.locator('.game-list > .game-grid .game-card__name');
const providers = (page: Page) => page.locator('.game-list > .game-grid .game-card__provider');

test('casino lobby: search folds accents and case, provider filter, order, categories, show more', async ({
  page,
}) => {
  await page.goto('/online-casino');
  const lobby = page.locator('.lobby');
  await expect(lobby.locator('.lobby__count')).toHaveText(/^\d+ juegos$/);
  const total = Number((await lobby.locator('.lobby__count').textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThan(24);
  await expect(names(page)).toHaveCount(24);
  await lobby.getByRole('button', { name: 'Mostrar más' }).click();
  await expect(names(page)).toHaveCount(total);
  await expect(lobby.getByRole('button', { name: 'Mostrar más' })).toHaveCount(0);

  await lobby.getByLabel('Buscar juegos').fill('LOTERIA');
  await expect(names(page)).toHaveText(['Lotería Express']);
  await lobby.getByLabel('Buscar juegos').fill('zzzz');
  await expect(lobby.getByText('No hay juegos que coincidan.')).toBeVisible();
  await lobby.getByLabel('Buscar juegos').fill('');
  // the emptied search has been applied before the provider is chosen
  await expect(lobby.locator('.lobby__count')).toHaveText(`${total} juegos`);

  await lobby.getByLabel('Proveedor').selectOption({ label: 'Casa Originals' });
  await expect(lobby.locator('.lobby__count')).not.toHaveText(`${total} juegos`);
  await expect(providers(page).first()).toHaveText('Casa Originals');
  const houseProviders = await providers(page).allTextContents();
  expect(houseProviders.length).toBeGreaterThan(0);
  expect(new Set(houseProviders)).toEqual(new Set(['Casa Originals']));

  const houseGames = await names(page).allTextContents();
  const ascending = [...houseGames].sort((a, b) => a.localeCompare(b));
  await lobby.getByLabel('Ordenar por').selectOption({ label: 'A-Z' });
  await expect(names(page)).toHaveText(ascending);
  await lobby.getByLabel('Ordenar por').selectOption({ label: 'Z-A' });
  await expect(names(page)).toHaveText([...ascending].reverse());

  await lobby.getByLabel('Proveedor').selectOption({ label: 'Todos' });
  await lobby.getByRole('button', { name: 'Tragaperras' }).click();
  await expect(lobby.getByRole('button', { name: 'Tragaperras' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(names(page)).toHaveText(
    ['Noche de Muertos', 'Gold Rush 7s', 'Fruit Fiesta', 'Dragon Pearls', 'Aztec Sun'].sort(
      (a, b) => b.localeCompare(a),
    ),
  );
  // live dealers have their own lobby
  await expect(lobby.getByRole('button', { name: 'Crupier en vivo' })).toHaveCount(0);
});

test('a search inside a category that finds nothing says where it looked and offers every game', async ({
  page,
}) => {
  await page.goto('/online-casino');
  const lobby = page.locator('.lobby');
  await lobby
    .getByRole('group', { name: 'Categorías' })
    .getByRole('button', { name: 'Ruleta', exact: true })
    .click();
  await lobby.getByLabel('Buscar juegos').fill('dice');
  const status = lobby.getByRole('status');
  await expect(status).toContainText('Ningún juego de «Ruleta» coincide con «dice».');
  await status.getByRole('button', { name: 'Buscar «dice» en todos los juegos' }).click();
  await expect(names(page)).toContainText(['Dice']);
  await expect(
    lobby.getByRole('group', { name: 'Categorías' }).getByRole('button', { name: 'Todas' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]q=dice/);
  await expect(page).not.toHaveURL(/category=/);
});

test('in English: the controls and categories are translated; the live lobby holds its games', async ({
  page,
}) => {
  await page.goto('/en/online-casino');
  const lobby = page.locator('.lobby');
  await expect(lobby.getByLabel('Search games')).toBeVisible();
  await expect(lobby.getByLabel('Sort by').locator('option')).toHaveText([
    'Popular',
    'Newest',
    'A-Z',
    'Z-A',
  ]);
  await lobby.getByRole('button', { name: 'Slots' }).click();
  await expect(names(page)).toHaveCount(5);
  await lobby.getByLabel('Search games').fill('noche de MUERTOS');
  await expect(names(page)).toHaveText(['Noche de Muertos']);
  await lobby.getByLabel('Search games').fill('');

  // the provider and the order, chosen with the English controls
  await lobby.getByLabel('Provider').selectOption({ label: 'Aurora Gaming' });
  await expect(names(page)).toHaveText(['Fruit Fiesta', 'Dragon Pearls']);
  await lobby.getByLabel('Sort by').selectOption({ label: 'Newest' });
  await expect(names(page)).toHaveText(['Dragon Pearls', 'Fruit Fiesta']);
  await lobby.getByLabel('Sort by').selectOption({ label: 'A-Z' });
  await expect(names(page)).toHaveText(['Dragon Pearls', 'Fruit Fiesta']);
  await lobby.getByLabel('Sort by').selectOption({ label: 'Popular' });
  await expect(names(page)).toHaveText(['Fruit Fiesta', 'Dragon Pearls']);

  await page.goto('/en/live-casino');
  await expect(names(page).first()).toBeVisible();
  const live = await names(page).allTextContents();
  expect(live).toContain('Blackjack en Vivo');
  expect(live).not.toContain('Dice');
});

test('a tile says what kind of game it is in words, in the page’s language', async ({ page }) => {
  const tile = (name: string) =>
    page.locator('.game-list > .game-grid .game-card').filter({ hasText: name });
  await page.goto('/online-casino');
  await expect(tile('Noche de Muertos').locator('.game-card__kind')).toHaveText('Tragaperras');
  await page.goto('/en/online-casino');
  await expect(tile('Noche de Muertos').locator('.game-card__kind')).toHaveText('Slots');
  await page.goto('/en/live-casino');
  await expect(tile('Blackjack en Vivo').locator('.game-card__kind')).toHaveText(/Live/);
  await page.goto('/live-casino');
  await expect(tile('Blackjack en Vivo').locator('.game-card__kind')).toHaveText(/en vivo/i);
  // no slug anywhere on a tile
  for (const text of await page.locator('.game-card__kind').allTextContents())
    expect(text).not.toMatch(/[a-z]-[a-z]|[A-Z]{4,}/);
});

test('the lobby choices live in the URL: a reload, a shared link and the way back from a game keep them', async ({
  page,
  request,
}) => {
  await page.goto('/online-casino');
  const lobby = page.locator('.lobby');
  await lobby.getByRole('button', { name: 'Ruleta europea', exact: true }).click();
  await lobby.getByLabel('Ordenar por').selectOption({ label: 'Z-A' });
  await lobby.getByLabel('Buscar juegos').fill('ruleta');
  await expect(page).toHaveURL(/\/online-casino\?category=european-roulette&q=ruleta&order=za$/);
  await expect(names(page)).toHaveText(['Ruleta Europea']);

  await page.reload();
  await expect(lobby.getByLabel('Buscar juegos')).toHaveValue('ruleta');
  await expect(lobby.getByLabel('Ordenar por')).toHaveValue('za');
  await expect(lobby.getByRole('button', { name: 'Ruleta europea', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(names(page)).toHaveText(['Ruleta Europea']);

  // a link shared in English opens the same choice; an unknown value falls back to the default
  await page.goto('/en/online-casino?provider=golden-reel&order=nope');
  await expect(lobby.getByLabel('Provider')).toHaveValue('golden-reel');
  await expect(lobby.getByLabel('Sort by')).toHaveValue('popular');
  await expect(providers(page).first()).toHaveText('Golden Reel');
  expect(new Set(await providers(page).allTextContents())).toEqual(new Set(['Golden Reel']));

  // a player who leaves a game comes back to the lobby as it was
  const player = await registerPlayer(request);
  await page.goto('/online-casino');
  await logInThroughSidebar(page, player.username, player.password);
  await page.goto('/online-casino?q=dice');
  await page.getByRole('button', { name: 'Jugar a Dice (Casa Originals)' }).click();
  await expect(page).toHaveURL(/\/play\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/online-casino\?q=dice$/);
  await expect(lobby.getByLabel('Buscar juegos')).toHaveValue('dice');
  await expect(names(page)).toHaveText(['Dice']);
});

test('a visitor who picks a game is asked to log in', async ({ page }) => {
  await page.goto('/online-casino');
  await page.getByRole('button', { name: 'Jugar a Dice (Casa Originals)' }).click();
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page).toHaveURL(/\/online-casino$/);
});

test('a player opens a game: a full-height frame with a one-time launch URL, the slider hidden until leaving', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await page.goto('/online-casino');
  await logInThroughSidebar(page, player.username, player.password);
  await page.goto('/online-casino');
  const launched = page.waitForResponse('**/api/front/get_game_url');
  await page.getByRole('button', { name: 'Jugar a Dice (Casa Originals)' }).click();
  await expect(page).toHaveURL(/\/play\/\d+$/);
  const launch = (await (await launched).json()) as { url: string };
  expect(launch.url).toMatch(/^\/house\/play\?game=dice&token=[\w-]{20,}&lang=es&mobile=0$/);
  const frame = page.locator('iframe.game-page__frame');
  await expect(frame).toHaveAttribute('src', launch.url);
  await expect(frame).toHaveAttribute('title', 'Dice');
  expect((await frame.boundingBox())?.height).toBeGreaterThan(500);
  await expect(page.locator('.home-slider, .slider')).toHaveCount(0);

  // the right panel stays hidden until its toggle is used
  const panel = page.locator('#game-panel');
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Mostrar panel del juego' }).click();
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: 'Salir del juego' }).click();
  await expect(page).toHaveURL(/\/online-casino$/);
  await expect(page.locator('iframe.game-page__frame')).toHaveCount(0);
});

test.describe('a game on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('fills the screen under the top bar with one scroll area; the panel opens from a labelled bar', async ({
    page,
    request,
  }) => {
    const player = await registerPlayer(request);
    await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
    await page.goto('/online-casino');
    await logInThroughTopBar(page, player.username, player.password);
    await page.getByRole('button', { name: 'Jugar a Dice (Casa Originals)' }).tap();
    await expect(page).toHaveURL(/\/play\/\d+$/);
    const frame = page.locator('iframe.game-page__frame');
    await expect(frame).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Mostrar panel del juego' });
    await expect(toggle).toBeInViewport({ ratio: 1 });
    const box = await frame.boundingBox();
    const bar = await page.locator('.top-bar').boundingBox();
    // under the top bar, as wide as the page's column, the game's bottom on the screen
    expect(box?.y).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    expect(box?.height).toBeGreaterThan(600);
    // the page itself does not scroll: the game's frame is the one scroll area
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeLessThanOrEqual(1);
    await toggle.tap();
    await expect(page.getByRole('link', { name: 'Salir del juego' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ocultar panel del juego' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
