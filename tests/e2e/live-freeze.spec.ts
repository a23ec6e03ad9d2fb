// Crash when the server's ticks stop coming: the curve freezes where it was and the table says the
// connection is lost, then follows the climb again once ticks come back. The game (in its opaque
// iframe) talks to the server over a socket.io websocket; the test stands between them and drops
// the `live_tick` frames for a while, everything else passing through. The rules it shows say
// what a lost connection does to a bet.
import { expect, test } from '@playwright/test';
import { LIVE_TIMING } from '../../contract/house-page/live-tables';
import { openCrashAsPlayer } from './live-support';
import { fundedPlayer } from './support';

/** The most rounds the spec waits through for a climb long enough to freeze (most are). */
const MAX_ROUNDS = 6;

test('the Crash curve freezes and says the connection is lost when ticks stop, and recovers', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const player = await fundedPlayer(request, 1_000_000);
  const context = await browser.newContext();
  let isDroppingTicks = false;
  let dropped = 0;
  await context.routeWebSocket(/\/socket\.io\//, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      // a socket.io event frame: 42["live_tick",{...}]
      if (isDroppingTicks && String(message).startsWith('42["live_tick"')) dropped++;
      else socket.send(message);
    });
  });
  const page = await context.newPage();
  const game = await openCrashAsPlayer(page, player);

  // the rules say what a lost connection does to a bet (disconnect.test.ts checks it on the server)
  await game.getByRole('button', { name: 'Reglas', exact: true }).click();
  const rules = game.getByRole('dialog', { name: 'Reglas de Crash' });
  await expect(rules).toContainText(
    'Si pierdes la conexión durante la ronda, tu apuesta sigue en juego: el cobro automático se hace igualmente en el servidor; sin él, la apuesta corre hasta la explosión.',
  );
  await rules.getByRole('button', { name: 'Cerrar' }).click();
  await expect(rules).toBeHidden();

  const readout = game.getByTestId('crash-readout');
  const multiplier = game.getByTestId('crash-multiplier');
  const lost = readout.getByRole('status');
  /** The readout's state and the number it shows, read in one go in the page. */
  const readoutNow = () =>
    game.locator('body').evaluate(() => {
      const element = document.querySelector('[data-testid="crash-readout"]');
      const classes = element?.classList;
      const state = classes?.contains('is-busted')
        ? 'busted'
        : classes?.contains('is-betting')
          ? 'betting'
          : classes?.contains('is-frozen')
            ? 'frozen'
            : 'climbing';
      return { state, shown: element?.querySelector('.crash-multiplier')?.textContent ?? '' };
    });
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    // the next climb, seen moving
    await expect(readout).toHaveClass(/is-betting/, { timeout: 60_000 });
    await expect(multiplier).toBeVisible({ timeout: 30_000 });
    await expect(multiplier).not.toHaveText('1,00×', { timeout: 5_000 });
    isDroppingTicks = true;
    dropped = 0;
    // a second without a tick: the curve stops and the table says so (unless the round busts)
    await expect(lost.or(game.locator('.crash-readout.is-busted'))).toBeVisible({ timeout: 5_000 });
    if (!(await lost.isVisible())) {
      isDroppingTicks = false;
      continue;
    }
    await expect(lost).toHaveText('Conexión perdida: esperando al servidor…');
    // the readout's state and number read at once: a bust landing between two reads shows its own
    const frozen = await readoutNow();
    expect(['frozen', 'busted']).toContain(frozen.state);
    if (frozen.state === 'busted') {
      isDroppingTicks = false;
      continue;
    }
    const frozenAt = frozen.shown;
    // a second and a half of the climb goes by without reaching the game: the server has sent
    // fifteen more ticks (one each LIVE_TIMING.crash.tickMs), dropped here, or the round has
    // busted meanwhile; and the game has drawn two frames since
    const enoughDropped = dropped + 1_500 / LIVE_TIMING.crash.tickMs;
    await expect
      .poll(async () => dropped >= enoughDropped || (await readoutNow()).state === 'busted', {
        timeout: 30_000,
      })
      .toBe(true);
    await game
      .locator('body')
      .evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    const later = await readoutNow();
    // still frozen at the same number, or the round busted meanwhile; never climbing without ticks
    expect(later.state).not.toBe('climbing');
    const stillRunning = later.state === 'frozen';
    if (stillRunning) expect(later.shown).toBe(frozenAt);
    expect(dropped).toBeGreaterThan(0);

    // ticks come again: the message goes and the curve follows the climb (or shows its bust)
    isDroppingTicks = false;
    await expect(lost).toBeHidden({ timeout: 5_000 });
    await expect(readout).not.toHaveClass(/is-frozen/);
    if (!stillRunning || (await readout.getAttribute('class'))?.includes('is-busted')) continue;
    await expect(multiplier).not.toHaveText(frozenAt, { timeout: 5_000 });
    await context.close();
    return;
  }
  throw new Error(`no climb of ${MAX_ROUNDS} rounds lasted long enough to freeze and recover`);
});
