// The back-office's live tables (issue 15): a player bets at the Crash table through the table's
// own calls; a support member finds the round in Mesas en vivo once it is settled, opens its bets
// and sees the player's bet with its stake, and the round's hash.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signedInStaff } from './admin-app';
import { fundedPlayer, seriousViolations } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

interface TableState {
  round: { id: string; index: number; phase: string; bettingClosesAt: number };
}

/** A crash main bet of 1 mBTC by a new player in the round now taking bets; its round's id. */
async function betAtCrash(request: APIRequestContext) {
  const player = await fundedPlayer(request, 500_000);
  const games = await request.post('/api/front/get_games', {
    data: { lan: 'es', search: 'Crash', itemsPerPage: 50 },
  });
  const { rows } = (await games.json()) as { rows: { id: number; slug: string }[] };
  const crash = rows.find((row) => row.slug === 'crash');
  expect(crash).toBeDefined();
  const launch = await player.post('front/get_live_game_url', {
    gameId: crash?.id,
    lan: 'es',
    is_mobile: false,
  });
  expect(launch.status).toBe(200);
  // the launch URL is the house page's, on this host: its token and game are the table's session
  const launched = new URL(launch.body.url as string, 'http://127.0.0.1').searchParams;
  const session = { token: launched.get('token'), game: launched.get('game') };
  let roundId = '';
  // a round whose window has at least 2 s left; the next one when this one is about to close
  await expect(async () => {
    const state = await request.post('/house/api/live/state', { data: session });
    expect(state.status(), await state.text()).toBe(200);
    const { table } = (await state.json()) as { table: TableState };
    expect(table.round.phase).toBe('betting');
    expect(table.round.bettingClosesAt - Date.now()).toBeGreaterThan(2_000);
    const bet = await request.post('/house/api/live/crash/bet', {
      data: { ...session, roundId: table.round.id, kind: 'main', amount: 1 },
    });
    expect(bet.status(), await bet.text()).toBe(200);
    roundId = table.round.id;
  }).toPass({ timeout: 90_000, intervals: [500] });
  return { player, roundId };
}

test('a support member sees a Crash round with a player’s bet, and its result once it ends', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { player, roundId } = await betAtCrash(request);
  await signedInStaff(page, request, ['support']);
  await page
    .getByRole('navigation', { name: 'Áreas' })
    .getByRole('link', { name: 'Mesas en vivo', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Mesas en vivo' })).toBeVisible();
  const rounds = page.getByRole('table', { name: /^Rondas de Crash/ });
  await expect(rounds).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // the round is settled once it busts (seconds to minutes of climb): the list is read again on
  // each visit. Other specs' players may bet in the same round
  const betsButton = { name: new RegExp(`^Ver las \\d+ apuestas de la ronda ${roundId}$`) };
  const openBets = rounds.getByRole('button', betsButton);
  // a filter's inner locator starts from each row, not from the page
  const row = rounds.getByRole('row').filter({ has: page.getByRole('button', betsButton) });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Liquidada', { timeout: 3_000 });
  }).toPass({ timeout: 200_000, intervals: [3_000] });

  await openBets.click();
  const dialog = page.getByRole('dialog', { name: `Ronda ${roundId}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Hash:')).toBeVisible();
  const bets = dialog.getByRole('table', {
    name: 'Apuestas de la ronda, en el orden en que se hicieron',
  });
  const playerBet = bets
    .getByRole('row')
    .filter({ hasText: `${player.username} #${player.playerId}` });
  await expect(playerBet).toHaveCount(1);
  await expect(playerBet).toContainText('Principal');
  await expect(playerBet.getByRole('cell', { name: /^1(,00)? mBTC$/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
