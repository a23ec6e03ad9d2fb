// Autobet and hot keys in the house's Dice and Limbo, as a player meets them: an autobet of five
// Dice rounds with the stake doubled after each loss, each round in the history, the balance
// moved by their net and every round verifiable after a seed rotation; the hot keys switched on,
// used, and remembered by the site; on a phone (no hot keys there), an autobet on Limbo stopped in
// words by the player's wager limit; and runs stopped by the site's reality check and by the page
// going out of view.
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { fundedPlayer, phonePage, reachRealityCheck, seriousViolations } from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

const WORDS = {
  es: { logIn: 'Iniciar sesión', username: 'Usuario', password: 'Contraseña', submit: 'Entrar' },
  en: { logIn: 'Log in', username: 'Username', password: 'Password', submit: 'Log in' },
} as const;

/** "1.234,56" (es) or "1,234.56" (en), with or without " mBTC" and a sign, as a number. */
function mbtc(text: string | null, locale: 'es' | 'en'): number {
  const digits = (text ?? '').replace(/\s*mBTC$/, '').replace(/^\+/, '');
  return Number(
    locale === 'es' ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, ''),
  );
}

/** Logs in from the game's button (a visitor is asked to), then opens the game. */
async function openGame(
  page: Page,
  player: { username: string; password: string },
  lang: 'es' | 'en',
  game: string,
): Promise<FrameLocator> {
  await page.goto(lang === 'en' ? '/en/online-casino' : '/online-casino');
  const button = page.getByRole('button', {
    name: `${lang === 'en' ? 'Play' : 'Jugar a'} ${game} (Casa Originals)`,
  });
  await button.click();
  const words = WORDS[lang];
  const dialog = page.getByRole('dialog', { name: words.logIn });
  await dialog.getByLabel(words.username).fill(player.username);
  await dialog.getByLabel(words.password).fill(player.password);
  await dialog.getByRole('button', { name: words.submit, exact: true }).click();
  await expect(dialog).toBeHidden();
  await button.click();
  await expect(page).toHaveURL(/\/play\/\d+$/);
  const frame = page.frameLocator('iframe.game-page__frame');
  await expect(frame.getByTestId('house-balance')).toHaveText(
    lang === 'en' ? '10.00 mBTC' : '10,00 mBTC',
  );
  return frame;
}

/** The history's rows, oldest first, as [stake, payout] in mBTC. */
async function playedRounds(rows: Locator, lang: 'es' | 'en'): Promise<[number, number][]> {
  const stakeLabel = lang === 'en' ? 'Stake (mBTC)' : 'Importe (mBTC)';
  const payoutLabel = lang === 'en' ? 'Payout (mBTC)' : 'Pago (mBTC)';
  const rounds: [number, number][] = [];
  for (const row of await rows.all()) {
    const stake = await row.locator(`td[data-label="${stakeLabel}"]`).textContent();
    const payout = await row.locator(`td[data-label="${payoutLabel}"]`).textContent();
    rounds.unshift([mbtc(stake, lang), mbtc(payout, lang)]);
  }
  return rounds;
}

test('an autobet of five Dice rounds: one by one, doubled after a loss, in the history, verifiable; hot keys', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request, 1_000_000);
  const game = await openGame(page, player, 'es', 'Dice');
  const balance = game.getByTestId('house-balance');
  const rows = game.getByTestId('house-history-row');
  await game.getByRole('button', { name: 'Juego justo' }).click();
  await expect(game.getByTestId('house-nonce')).toHaveText('0');

  await game.getByRole('radio', { name: 'Automática' }).check();
  await game.getByLabel('Importe (mBTC)').fill('0,1');
  const count = game.getByLabel('Número de apuestas (0: hasta detenerla)');
  // a count beyond the bound is refused beside the field, and nothing is sent
  await count.fill('5000');
  await game.getByRole('button', { name: 'Iniciar autoapuesta' }).click();
  await expect(game.getByText('Escribe un número entero de 0 a 1.000.')).toBeVisible();
  await count.fill('5');
  await game
    .getByRole('group', { name: 'Al perder' })
    .getByRole('radio', { name: 'Aumentar' })
    .check();
  await game.getByLabel('Aumento del importe al perder (%)').fill('100');
  await game.getByRole('button', { name: 'Iniciar autoapuesta' }).click();

  await expect(game.getByTestId('autobet-status')).toHaveText(
    'Autoapuesta terminada: 5 apuestas hechas.',
  );
  await expect(game.getByTestId('autobet-bets-made')).toHaveText('5');
  await expect(rows).toHaveCount(5);
  await expect(game.getByTestId('house-nonce')).toHaveText('5');
  await expect(game.getByRole('button', { name: 'Iniciar autoapuesta' })).toBeEnabled();
  expect(await seriousViolations(page, 'iframe.game-page__frame')).toEqual([]);

  // each stake as the strategy said: 0,1 first and after a win, doubled after a loss
  const rounds = await playedRounds(rows, 'es');
  let expectedStake = 0.1;
  for (const [stake, payout] of rounds) {
    expect(stake).toBeCloseTo(expectedStake, 5);
    expectedStake = payout > 0 ? 0.1 : stake * 2;
  }
  const net = rounds.reduce((sum, [stake, payout]) => sum + payout - stake, 0);
  expect(mbtc(await game.getByTestId('autobet-net').textContent(), 'es')).toBeCloseTo(net, 5);
  await expect.poll(async () => mbtc(await balance.textContent(), 'es')).toBeCloseTo(10 + net, 5);
  await expect
    .poll(async () => mbtc(await page.getByTestId('sidebar-balance').textContent(), 'es'))
    .toBeCloseTo(10 + net, 5);

  // every autobet round verifies like a manual one once its seed is revealed
  await game.getByLabel('Semilla del cliente').fill('autobet-2');
  await game.getByRole('button', { name: 'Cambiar semillas' }).click();
  await expect(game.getByTestId('house-nonce')).toHaveText('0');
  await expect(game.getByRole('link', { name: 'Verificar' })).toHaveCount(5);

  // hot keys: off until switched on, then S doubles, A halves, W and Q move the target, Space bets
  await game.getByRole('radio', { name: 'Manual' }).check();
  const hotKeys = game.getByRole('checkbox', { name: 'Teclas rápidas' });
  await expect(hotKeys).not.toBeChecked();
  const stake = game.getByLabel('Importe (mBTC)');
  const target = game.getByLabel('Objetivo', { exact: true });
  await game.locator('body').press('s');
  await expect(stake).toHaveValue('0,1');
  await hotKeys.check();
  await expect(game.getByText('Doblar el importe')).toBeVisible();
  await game.locator('body').press('s');
  await expect(stake).toHaveValue('0,20');
  await game.locator('body').press('w');
  await expect(target).toHaveValue('51,50');
  await game.locator('body').press('q');
  await game.locator('body').press('q');
  await expect(target).toHaveValue('49,50');
  // a letter typed into a field is the field's
  await stake.press('a');
  await expect(stake).toHaveValue(/^(a0,20|0,20a)$/);
  await stake.fill('0,2');
  await stake.blur();
  await game.locator('body').press('a');
  await expect(stake).toHaveValue('0,10');
  await game.locator('body').press('Space');
  await expect(rows).toHaveCount(6);
  await expect(rows.first().locator('td[data-label="Importe (mBTC)"]')).toHaveText('0,10');

  // the site remembers the switch: the next visit has the hot keys on
  await page.reload();
  await expect(game.getByRole('checkbox', { name: 'Teclas rápidas' })).toBeChecked();
});

test('on a phone, an autobet on Limbo stops at the wager limit and says so in words', async ({
  browser,
  request,
}) => {
  const player = await fundedPlayer(request, 1_000_000);
  const { context, page } = await phonePage(browser);
  // the product's own call: 1 mBTC of bets a day, in force at once
  const limit = await player.post('front/protection/set_limit', {
    playerId: player.playerId,
    type: 'wager',
    period: 'day',
    amount: 1,
  });
  expect(limit.status).toBe(200);
  const game = await openGame(page, player, 'en', 'Limbo');
  // a touch screen has no keys: no hot keys, no keyboard hint
  await expect(game.getByRole('checkbox', { name: 'Hot keys' })).toBeHidden();
  await expect(game.getByText('Shortcut: press Enter', { exact: false })).toBeHidden();

  await game.getByRole('radio', { name: 'Auto' }).check();
  await game.getByLabel('Stake (mBTC)').fill('0.3');
  await game.getByLabel('Target multiplier').fill('1.01');
  // 0: until stopped
  await game.getByLabel('Number of bets (0: until stopped)').fill('0');
  await game.getByRole('button', { name: 'Start autobet' }).click();

  // three bets of 0.3 fit in the limit; the fourth is refused and the run stops there
  await expect(game.getByTestId('autobet-alert')).toHaveText(
    'Autobet stopped. This bet goes beyond your limit: you may stake up to 0.10 mBTC.',
  );
  await expect(game.getByTestId('autobet-bets-made')).toHaveText('3');
  const rows = game.getByTestId('house-history-row');
  await expect(rows).toHaveCount(3);
  const rounds = await playedRounds(rows, 'en');
  expect(rounds.map(([stake]) => stake)).toEqual([0.3, 0.3, 0.3]);
  const net = rounds.reduce((sum, [stake, payout]) => sum + payout - stake, 0);
  await expect
    .poll(async () => mbtc(await game.getByTestId('house-balance').textContent(), 'en'))
    .toBeCloseTo(10 + net, 5);
  await expect(game.getByRole('button', { name: 'Start autobet' })).toBeEnabled();
  await expect(game.getByLabel('Stake (mBTC)')).toBeEnabled();
  await context.close();
});

test('the reality check opening over the game stops its autobet, in words', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request, 1_000_000);
  const reminder = await player.post('front/protection/set_reality_check', {
    playerId: player.playerId,
    intervalMinutes: 15,
    sessionLimitMinutes: null,
  });
  expect(reminder.status).toBe(200);
  // the reality check's timer runs on this clock: installed before the app loads
  await page.clock.install();
  const game = await openGame(page, player, 'es', 'Dice');
  await game.getByRole('button', { name: 'Juego justo' }).click();

  await game.getByRole('radio', { name: 'Automática' }).check();
  await game.getByLabel('Importe (mBTC)').fill('0,01');
  await game.getByLabel('Número de apuestas (0: hasta detenerla)').fill('0');
  await game.getByRole('button', { name: 'Iniciar autoapuesta' }).click();
  const stop = game.getByRole('button', { name: 'Detener autoapuesta' });
  await expect(stop).toBeVisible();
  await expect(game.getByTestId('house-history-row')).not.toHaveCount(0);

  await reachRealityCheck(page, page.getByRole('dialog', { name: 'Control de realidad' }));
  await expect(game.getByTestId('autobet-alert')).toHaveText(
    'Autoapuesta detenida por el control de realidad.',
  );
  await expect(game.getByRole('button', { name: 'Iniciar autoapuesta' })).toBeVisible();
  // no bet after the stop: the seeds have played as many rounds as the run made
  const made = await game.getByTestId('autobet-bets-made').textContent();
  expect(Number(made)).toBeGreaterThan(0);
  await expect(game.getByTestId('house-nonce')).toHaveText(made ?? '-');

  // started again, it stops when the page goes out of view
  await page
    .getByRole('dialog', { name: 'Control de realidad' })
    .getByRole('button', { name: 'Seguir jugando' })
    .click();
  await game.getByRole('button', { name: 'Iniciar autoapuesta' }).click();
  await expect(game.getByRole('button', { name: 'Detener autoapuesta' })).toBeVisible();
  const houseFrame = page.frames().find((frame) => frame.url().includes('/house/play'));
  await houseFrame?.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(game.getByTestId('autobet-alert')).toHaveText(
    'Autoapuesta detenida: el juego ha dejado de estar a la vista.',
  );
  await expect(game.getByRole('button', { name: 'Iniciar autoapuesta' })).toBeVisible();
});
