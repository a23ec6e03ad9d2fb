// The house games as a player meets them: a visitor is asked to log in, a player plays Dice in
// the game frame (mouse and keyboard), the balance moves on the page and in the sidebar, the
// rounds are in the bet list, and after a seed rotation the verifier reproduces a round.
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { fundedPlayer, phonePage, seriousViolations } from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

/** "1.234,56 mBTC" (es) or "1,234.56 mBTC" (en) as a number. */
function mbtc(text: string | null, locale: 'es' | 'en' = 'es'): number {
  const digits = (text ?? '').replace(/\s*mBTC$/, '');
  return Number(
    locale === 'es' ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, ''),
  );
}

const gameFrame = (page: Page): FrameLocator => page.frameLocator('iframe.game-page__frame');

async function logInFromModal(page: Page, username: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Usuario').fill(username);
  await dialog.getByLabel('Contraseña').fill(password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a visitor logs in from a game; Dice rounds move the balance, fill the bet list and verify', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request, 1_000_000);
  await page.goto('/online-casino');
  const dice = page.getByRole('button', { name: 'Jugar a Dice (Casa Originals)' });
  await dice.click();
  await logInFromModal(page, player.username, player.password);
  const sidebarBalance = page.getByTestId('sidebar-balance');
  await expect(sidebarBalance).toHaveText('10,00 mBTC');

  await dice.click();
  await expect(page).toHaveURL(/\/play\/\d+$/);
  const game = gameFrame(page);
  const balance = game.getByTestId('house-balance');
  await expect(balance).toHaveText('10,00 mBTC');
  await expect(game.getByRole('heading', { name: 'Dice' })).toBeVisible();
  // with a mouse and a keyboard, the shortcut is told
  await expect(game.getByText('Atajo: pulsa Intro para apostar', { exact: false })).toBeVisible();
  // the house page runs with an opaque origin: it cannot reach this page or its stored token
  const houseFrame = page.frames().find((frame) => frame.url().includes('/house/play'));
  expect(
    await houseFrame?.evaluate(() => {
      try {
        return window.parent.localStorage.length >= 0 ? 'reachable' : 'reachable';
      } catch {
        return `blocked from ${window.origin}`;
      }
    }),
  ).toBe('blocked from null');

  // the fairness panel commits to the server seed before any bet
  await game.getByRole('button', { name: 'Juego justo' }).click();
  const committedHash = (await game.getByTestId('house-server-seed-hash').textContent())?.trim();
  expect(committedHash).toMatch(/^[0-9a-f]{64}$/);
  await expect(game.getByTestId('house-nonce')).toHaveText('0');

  // a stake out of the limits is refused on the spot and sends nothing
  const stake = game.getByLabel('Importe (mBTC)');
  await stake.fill('500');
  await game.getByRole('button', { name: 'Apostar' }).click();
  await expect(game.getByText(/100,00 mBTC/)).toBeVisible();
  await expect(balance).toHaveText('10,00 mBTC');

  // three rounds with the mouse, one with the keyboard shortcut
  await stake.fill('0,5');
  await game.getByRole('radio', { name: 'Mayor que' }).check();
  // the target reads in Spanish numbers, and takes either mark typed
  await expect(game.getByLabel('Objetivo', { exact: true })).toHaveValue('50,50');
  await game.getByLabel('Objetivo', { exact: true }).fill('50.5');
  const rows = game.getByTestId('house-history-row');
  const result = game.getByTestId('house-result');
  const rolls: string[] = [];
  for (let round = 1; round <= 4; round++) {
    if (round < 4) await game.getByRole('button', { name: 'Apostar' }).click();
    else await game.locator('body').press('Enter');
    await expect(rows).toHaveCount(round);
    await expect(game.getByTestId('house-nonce')).toHaveText(String(round));
    rolls.push((/\d+,\d{2}/.exec((await result.textContent()) ?? '') ?? [''])[0]);
  }
  expect(rolls.every((roll) => /^\d+,\d{2}$/.test(roll))).toBe(true);

  // the balance in the frame and in the sidebar agree with the bets the server recorded
  const bets = await player.post('front/get_bet_list', { playerId: player.playerId });
  const recorded = bets.body.transactions as { rows: { name: string; bet: number; win: number }[] };
  expect(recorded.rows.map((row) => [row.name, row.bet])).toEqual(
    Array.from({ length: 4 }, () => ['Dice', 0.5]),
  );
  const expected = 10 + recorded.rows.reduce((sum, row) => sum + row.win - row.bet, 0);
  await expect.poll(async () => mbtc(await balance.textContent())).toBeCloseTo(expected, 5);
  await expect.poll(async () => mbtc(await sidebarBalance.textContent())).toBeCloseTo(expected, 5);

  // rotating reveals the seed the hash committed to; the last round then verifies in the app
  const committedNext = (
    await game.getByTestId('house-next-server-seed-hash').textContent()
  )?.trim();
  expect(committedNext).toMatch(/^[0-9a-f]{64}$/);
  const clientSeed = game.getByLabel('Semilla del cliente');
  await clientSeed.fill('mi-semilla-2');
  await game.getByRole('button', { name: 'Cambiar semillas' }).click();
  const revealed = game.getByTestId('house-revealed-seeds');
  await expect(revealed).toContainText(committedHash ?? '-');
  await expect(game.getByTestId('house-nonce')).toHaveText('0');
  // the seed now in play is the one committed before the client seed was typed
  await expect(game.getByTestId('house-server-seed-hash')).toHaveText(committedNext ?? '-');
  expect(await seriousViolations(page, 'iframe.game-page__frame')).toEqual([]);

  // leaving the game: the rounds are in the player's bet list
  await page.getByRole('button', { name: 'Mostrar panel del juego' }).click();
  await page.locator('#game-panel').getByRole('link', { name: 'Salir del juego' }).click();
  await page.locator('.sidebar').getByRole('button', { name: 'Historial de apuestas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Historial de apuestas' });
  const table = dialog.getByRole('table', { name: 'Historial de apuestas' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(table.locator('tbody tr').filter({ hasText: 'Dice' })).toHaveCount(4);
  await page.keyboard.press('Escape');

  // back in the game, the newest round's Verificar link opens the verifier on the whole page
  await dice.click();
  await expect(rows.first().getByRole('link', { name: 'Verificar' })).toBeVisible();
  await rows.first().getByRole('link', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/provably-fair\?/);
  await expect(page.getByRole('heading', { name: 'Verificador provably fair' })).toBeVisible();
  await expect(page.getByLabel('Nonce')).toHaveValue('3');
  await expect(page.getByTestId('verifier-result')).toHaveText(rolls[3] ?? '-');
});

test('in English on a phone: Limbo, Hi-Lo and roulette play by touch and keyboard', async ({
  browser,
  request,
}) => {
  const player = await fundedPlayer(request, 1_000_000);
  const { context, page } = await phonePage(browser);
  await page.goto('/en/online-casino');
  await page
    .getByRole('navigation', { name: 'Menú inferior móvil' })
    .getByRole('button', { name: 'Profile' })
    .tap();
  await page.locator('#profile-menu').getByRole('button', { name: 'Log in', exact: true }).tap();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(player.username);
  await login.getByLabel('Password').fill(player.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).tap();
  await expect(login).toBeHidden();

  // Limbo: a target of 1.01× wins almost always; the payout is the stake times the target
  await page.goto('/en/online-casino');
  await page.getByRole('button', { name: 'Play Limbo (Casa Originals)' }).tap();
  const game = gameFrame(page);
  await expect(game.getByTestId('house-balance')).toHaveText('10.00 mBTC');
  // a touch screen is not told of a keyboard shortcut
  await expect(game.getByText('Shortcut: press Enter to bet', { exact: false })).toBeHidden();
  await game.getByLabel('Stake (mBTC)').fill('1');
  await game.getByLabel('Target multiplier').fill('1.01');
  await game.getByRole('button', { name: 'Bet' }).tap();
  await expect(game.getByTestId('house-history-row')).toHaveCount(1);
  const limboBalance = mbtc(await game.getByTestId('house-balance').textContent(), 'en');
  expect([9, 10.01]).toContainEqual(Number(limboBalance.toFixed(2)));

  // Hi-Lo by keyboard: start, a skip, then a guess; the round ends won or lost, never open
  await page.goto('/en/online-casino');
  await page.getByRole('button', { name: 'Play Hi-Lo (Casa Originals)' }).tap();
  await game.getByLabel('Stake (mBTC)').fill('0.5');
  await game.getByLabel('Stake (mBTC)').press('Enter');
  await expect(game.getByRole('button', { name: /^Higher or same/ })).toBeFocused();
  await game.getByRole('button', { name: 'Skip' }).tap();
  await expect(game.getByRole('list', { name: /cards/i }).getByRole('listitem')).toHaveCount(2);
  await game.getByRole('button', { name: /^Higher or same/ }).press('Enter');
  await expect(game.getByRole('list', { name: /cards/i }).getByRole('listitem')).toHaveCount(3);
  const cashOut = game.getByRole('button', { name: /^Cash out/ });
  if (await cashOut.isEnabled()) await cashOut.tap();
  await expect(game.getByRole('button', { name: 'Start' })).toBeEnabled();
  await expect(game.getByTestId('house-history-row')).toHaveCount(2);

  // roulette: chips on red and on 17, undo one, spin; the payout follows the pocket
  await page.goto('/en/online-casino');
  await page.getByRole('button', { name: 'Play Ruleta Europea (Casa Originals)' }).tap();
  await game.getByLabel('Stake (mBTC)').fill('0.2');
  await game.getByRole('button', { name: 'Red', exact: true }).tap();
  await game.getByRole('button', { name: '17', exact: true }).press('Enter');
  await game.getByRole('button', { name: 'Black', exact: true }).tap();
  await game.getByRole('button', { name: 'Undo' }).tap();
  await expect(game.getByRole('button', { name: 'Red: 0.20 mBTC' })).toBeVisible();
  await expect(game.getByRole('button', { name: '17: 0.20 mBTC' })).toBeVisible();
  await expect(game.getByRole('button', { name: 'Black', exact: true })).toBeVisible();
  await game.getByRole('button', { name: 'Spin' }).tap();
  await expect(game.getByTestId('house-history-row')).toHaveCount(3);

  const bets = await player.post('front/get_bet_list', { playerId: player.playerId });
  const recorded = bets.body.transactions as { rows: { name: string; bet: number }[] };
  expect(recorded.rows.map((row) => [row.name, row.bet])).toEqual([
    ['Ruleta Europea', 0.4],
    ['Hi-Lo', 0.5],
    ['Limbo', 1],
  ]);
  await context.close();
});
