// Live Roulette as two players meet it: both open the table from /live-casino, put chips down in
// the same betting window, each sees the other's chips on the board, and both see the same spin's
// result, the player on the winning spot paid; everyone's bets name the spots.
import { expect, test, type Browser, type APIRequestContext } from '@playwright/test';
import { fundedPlayer, logInThroughSidebar } from './support';

/** A new funded player at the Live Roulette table, opened from the live casino's lobby. */
async function seatAtLiveRoulette(browser: Browser, request: APIRequestContext) {
  const player = await fundedPlayer(request, 1_000_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
  await page.goto('/online-casino');
  await logInThroughSidebar(page, player.username, player.password);
  // through the app, not a reload: a card pressed while a reload restores the session asks to
  // log in
  await page.getByRole('link', { name: 'Casino en vivo' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casino en vivo');
  await page
    .getByRole('button', { name: /Ruleta en Vivo|Live Roulette/ })
    .first()
    .click();
  const game = page.frameLocator('iframe.game-page__frame');
  await expect(game.getByTestId('live-roulette-stage')).toBeVisible({ timeout: 20_000 });
  return { player, page, game, context };
}

type Seat = Awaited<ReturnType<typeof seatAtLiveRoulette>>;

/** The board's spot named `name` (its label grows with the chips on it). */
const spot = (seat: Seat, name: string) =>
  seat.game
    .getByRole('group', { name: 'Tapete' })
    .getByRole('button', { name: new RegExp(`^${name}(:|$)`) });

/** The row of everyone's bets whose bet is on `name`. */
const betRow = (seat: Seat, name: string) =>
  seat.game.getByTestId('live-bet-row').filter({ hasText: name });

/** Picks the chip value shown as `value` (the chip picker's radios). */
async function pickChip(seat: Seat, value: string) {
  const picker = seat.game.getByRole('group', { name: /Valor de la ficha/ });
  await picker.getByText(value, { exact: true }).click();
  await expect(picker.getByRole('radio', { name: value })).toBeChecked();
}

test('two players at Live Roulette see each other’s chips and the same result', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const first = await seatAtLiveRoulette(browser, request);
  const second = await seatAtLiveRoulette(browser, request);

  // a betting window with time left for both, even on a loaded machine (25 s each round; wait
  // out a spin in progress)
  await expect(first.game.getByTestId('live-roulette-status')).toHaveText(
    /Apuestas abiertas: 2\d s/,
    { timeout: 45_000 },
  );

  // the first player puts 1 mBTC on red, the second 5 mBTC on 17 (by keyboard)
  await pickChip(first, '1,00');
  await spot(first, 'Rojo').click();
  await pickChip(second, '5,00');
  await spot(second, '17').focus();
  await second.page.keyboard.press('Enter');

  // each sees their own chips and the other's, in the same totals
  await expect(spot(first, 'Rojo')).toHaveAccessibleName(
    'Rojo: 1,00 mBTC en la mesa, 1,00 mBTC tuyos',
  );
  await expect(spot(second, 'Rojo')).toHaveAccessibleName('Rojo: 1,00 mBTC en la mesa');
  await expect(spot(second, '17')).toHaveAccessibleName(
    '17: 5,00 mBTC en la mesa, 5,00 mBTC tuyos',
  );
  await expect(spot(first, '17')).toHaveAccessibleName('17: 5,00 mBTC en la mesa');
  await expect(first.game.getByTestId('live-roulette-table-total')).toHaveText('6,00 mBTC');
  await expect(second.game.getByTestId('live-roulette-table-total')).toHaveText('6,00 mBTC');

  // everyone's bets name each bet's spot
  for (const seat of [first, second]) {
    await expect(betRow(seat, 'Rojo')).toContainText('1,00');
    await expect(betRow(seat, 'Pleno 17')).toContainText('5,00');
  }

  // the same spin's result on both screens
  const firstResult = first.game.getByTestId('live-roulette-result');
  await expect(firstResult).toBeVisible({ timeout: 45_000 });
  const result = (await firstResult.textContent()) ?? '';
  expect(result).toMatch(/^Sale el \d+ (rojo|negro|verde)$/);
  await expect(second.game.getByTestId('live-roulette-result')).toHaveText(result);
  const pocket = Number(/\d+/.exec(result)?.[0]);

  // each is paid by it: red pays 2×, a number 36×
  const isRed = result.endsWith('rojo');
  await expect(first.game.getByTestId('live-roulette-win')).toHaveText(
    isRed ? 'Ganas 2,00 mBTC' : 'Sin premio esta vez',
  );
  await expect(second.game.getByTestId('live-roulette-win')).toHaveText(
    pocket === 17 ? 'Ganas 180,00 mBTC' : 'Sin premio esta vez',
  );
  // the bets list shows a win's multiplier and amount, a loss's amount without a multiplier
  const cells = (seat: Seat, name: string) => betRow(seat, name).getByRole('cell');
  await expect(cells(second, 'Rojo').nth(3)).toHaveText(isRed ? '2,00×' : '—');
  await expect(cells(second, 'Rojo').nth(4)).toHaveText(isRed ? '2,00' : '0,00');
  await expect(cells(first, 'Pleno 17').nth(3)).toHaveText(pocket === 17 ? '36,00×' : '—');
  await expect(cells(first, 'Pleno 17').nth(4)).toHaveText(pocket === 17 ? '180,00' : '0,00');
  await expect(first.game.getByTestId('house-balance')).toHaveText(
    isRed ? '11,00 mBTC' : '9,00 mBTC',
  );
  await expect(second.game.getByTestId('house-balance')).toHaveText(
    pocket === 17 ? '185,00 mBTC' : '5,00 mBTC',
  );

  // the result is the newest of the history strip on both
  for (const seat of [first, second])
    await expect(seat.game.getByTestId('live-roulette-recent').locator('li').first()).toContainText(
      String(pocket),
    );

  await first.context.close();
  await second.context.close();
});
