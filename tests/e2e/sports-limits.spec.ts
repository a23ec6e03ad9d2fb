// The sportsbook's limits and bet news end to end: a stake above the player's maximum (the
// operator's stake factor) is refused with the largest stake accepted, which the slip offers and
// places; a settled bet is announced with a toast the player can close. The matches are the
// test's own (scripted-sports.ts on a timed server).
import { listMatch, matchInPlay, outcomeOf } from './scripted-sports';
import { fundedPlayer, logInToSportsbook, oddsOfEvent, placeSingleBet } from './support';
import { expect, operatorToken, test } from './timed-server';

/** 100 mBTC. */
const DEPOSIT_SATOSHIS = 10_000_000;
const SHOTS = '/tmp/pw-limits';

test.use({ viewport: { width: 1280, height: 800 } });

test('a stake above the player’s maximum is refused, and the slip places the largest offered', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request, DEPOSIT_SATOSHIS);
  // a thousandth of the 10,000 mBTC default: at most 10 mBTC per bet
  const factor = await request.post('/api/admin/sports/set_stake_factor', {
    headers: { Authorization: `Bearer ${await operatorToken(request)}` },
    data: { username: player.username, factor: 0.001 },
  });
  expect(factor.status()).toBe(200);

  const match = await listMatch(request);
  await logInToSportsbook(page, player);
  const group = oddsOfEvent(page, { id: match.id, ...match.names });
  await group.getByRole('button', { pressed: false }).first().click();
  const slip = page.getByRole('complementary', { name: /^Boleto de apuestas/ });
  await slip.getByLabel('Apuesta (mBTC)').fill('15');
  await slip.getByRole('button', { name: /^Apostar 15,00/ }).click();

  await expect(slip.getByText('La apuesta máxima es 10,00 mBTC.')).toBeVisible();
  const offer = slip.getByRole('button', { name: 'Apostar el máximo: 10,00 mBTC' });
  await expect(offer).toBeVisible();
  await slip.screenshot({ path: `${SHOTS}/slip-limit-es-1280.png` });
  await offer.click();
  await expect(slip.getByLabel('Apuesta (mBTC)')).toHaveValue('10');
  await expect(offer).toBeHidden();
  await slip.getByRole('button', { name: /^Apostar 10,00/ }).click();
  await expect(slip.getByTestId('bet-confirmation')).toBeVisible();
});

test('a settled bet is announced with a toast the player can close', async ({ page, request }) => {
  const player = await fundedPlayer(request, DEPOSIT_SATOSHIS);
  await logInToSportsbook(page, player);

  // a single on the home win of a match in play, placed as the app would; the home team scores
  // and the match ends
  const match = await matchInPlay(request);
  const home = await outcomeOf(request, match, 'home');
  await placeSingleBet(player, home);
  await match.playTo(10);
  await match.goal('home');
  await match.fullTime();

  const toast = page.locator('.toast').filter({ hasText: /^Apuesta ganada/ });
  await expect(toast).toBeVisible();
  // pointed at, it stays until closed (its 8 s may pass while the test looks at it)
  await toast.hover();
  await expect(page.getByRole('status').filter({ has: toast })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/toast-es-1280.png` });
  await toast.getByRole('button', { name: 'Cerrar aviso' }).click();
  await expect(toast).toBeHidden();
});
