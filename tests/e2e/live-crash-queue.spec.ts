// Crash: a bet queued for the next round during the climb, as the big crash sites have it. Queued
// from the first panel, it is placed by itself when the next round opens, once, with the stake
// and auto cash-out set when queued; cancelled, it is never placed; refused (more than the
// balance), the player reads why and the panel is free again. The server runs the rounds.
import { expect, test, type FrameLocator } from '@playwright/test';
import { openCrashAsPlayer } from './live-support';
import { fundedPlayer } from './support';

// each test plays with its own player: they can run at once, one a worker
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

/**
 * Sets the first panel's bet in a betting window, then waits for the window to close (the round
 * climbs): the caller queues at once. Filled after the close, a short climb and its pause could
 * end first, and the next window placed the bet instead of queueing it.
 */
async function setBetAfterWindowCloses(game: FrameLocator, stake: string, autoCashOut = '') {
  const button = game.getByTestId('crash-bet-button-1');
  await expect(button).toHaveText('Apostar', { timeout: 120_000 });
  const panel = game.getByRole('form', { name: 'Apuesta 1' });
  await panel.getByLabel('Importe (mBTC)').fill(stake);
  await panel.getByLabel('Cobro automático (×, opcional)').fill(autoCashOut);
  await expect(button).toHaveText('Apostar (próxima ronda)', { timeout: 20_000 });
  return { panel, button };
}

const myRows = (game: FrameLocator) => game.getByTestId('live-bet-row').filter({ hasText: '(tú)' });

test('a bet queued during the climb is placed once in the next round, as it was set', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request, 1_000_000);
  const game = await openCrashAsPlayer(page, player);
  const balance = game.getByTestId('house-balance');
  await expect(balance).toHaveText('10,00 mBTC');

  const betCalls: unknown[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/live/crash/bet')) betCalls.push(sent.postDataJSON());
  });
  const { panel, button } = await setBetAfterWindowCloses(game, '0,73', '900');
  await button.click();
  await expect(button).toHaveText('Cancelar (próxima ronda)');
  await expect(game.getByTestId('crash-queued-note-1')).toHaveText(
    'En cola: 0,73 mBTC se apostará al abrir la próxima ronda.',
  );
  await expect(game.getByTestId('live-announcer')).toHaveText(
    'Apuesta en cola para la próxima ronda: 0,73 mBTC.',
  );
  // what was queued is what will be bet: the fields hold it until then
  await expect(panel.getByLabel('Importe (mBTC)')).toBeDisabled();
  await expect(balance).toHaveText('10,00 mBTC');

  // the next round opens: the bet is placed by itself, with its stake and auto cash-out
  await expect(button).toHaveText('Apuesta hecha: 0,73 mBTC', { timeout: 120_000 });
  await expect(balance).toHaveText('9,27 mBTC');
  await expect(game.getByTestId('live-announcer')).toHaveText(
    'Apuesta en cola hecha en la nueva ronda: 0,73 mBTC.',
  );
  await expect(myRows(game)).toHaveCount(1);
  expect(betCalls).toEqual([expect.objectContaining({ amount: 0.73, autoCashOut: 900 })]);

  // through the rest of the window, the climb and the bust it is never placed again
  await expect(button).toHaveText(/^(Cobrar|Perdida)/, { timeout: 20_000 });
  await expect(myRows(game)).toHaveCount(1);
  await expect(button).toHaveText('Perdida', { timeout: 120_000 });
  expect(betCalls).toHaveLength(1);
  await expect(balance).toHaveText('9,27 mBTC');
  await expect(page.getByTestId('sidebar-balance')).toHaveText(/^9,27/, { timeout: 20_000 });
  await expect(button).toHaveText('Apostar', { timeout: 20_000 });
  await expect(myRows(game)).toHaveCount(0);
  await expect(balance).toHaveText('9,27 mBTC');
});

test('a queued bet cancelled (with Space) before the next round is never placed', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request, 1_000_000);
  const game = await openCrashAsPlayer(page, player);
  const { button } = await setBetAfterWindowCloses(game, '0,41');
  // what the announcer says, kept by the page: the round's own news (a bust) can follow the
  // cancellation's within a poll of the test
  const announcer = game.getByTestId('live-announcer');
  await announcer.evaluate((element) => {
    const said: string[] = [];
    (window as unknown as { announced: string[] }).announced = said;
    new MutationObserver(() => said.push(element.textContent ?? '')).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  // Space on the page (not in a field) queues the first panel's bet, and again cancels it
  await game.getByRole('heading', { name: 'Apuesta 1' }).click();
  await game.locator('body').press('Space');
  await expect(button).toHaveText('Cancelar (próxima ronda)');
  await game.locator('body').press('Space');
  await expect(button).toHaveText('Apostar (próxima ronda)');
  await expect
    .poll(() => announcer.evaluate(() => (window as unknown as { announced: string[] }).announced))
    .toContain('Apuesta para la próxima ronda cancelada.');
  await expect(game.getByTestId('crash-queued-note-1')).toHaveCount(0);

  // the next round opens and closes without the bet
  await expect(button).toHaveText('Apostar', { timeout: 120_000 });
  await expect(button).toHaveText('Apostar (próxima ronda)', { timeout: 20_000 });
  await expect(myRows(game)).toHaveCount(0);
  await expect(game.getByTestId('house-balance')).toHaveText('10,00 mBTC');
});

test('a queued bet the next round refuses says why and frees the panel', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request, 50_000);
  const game = await openCrashAsPlayer(page, player);
  await expect(game.getByTestId('house-balance')).toHaveText('0,50 mBTC');
  const { panel, button } = await setBetAfterWindowCloses(game, '2');
  await button.click();
  await expect(button).toHaveText('Cancelar (próxima ronda)');

  await expect(panel.getByRole('alert')).toHaveText(/^Saldo insuficiente/, {
    timeout: 120_000,
  });
  await expect(button).toHaveText('Apostar');
  await expect(button).toBeEnabled();
  await expect(panel.getByLabel('Importe (mBTC)')).toBeEnabled();
  await expect(myRows(game)).toHaveCount(0);
  await expect(game.getByTestId('house-balance')).toHaveText('0,50 mBTC');
});
