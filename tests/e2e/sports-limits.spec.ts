// The sportsbook's limits and bet news end to end (issue 14): a stake above the player's maximum
// (the operator's stake factor) is refused with the largest stake accepted, which the slip
// offers and places; a settled bet is announced with a toast the player can close. Needs the
// e2e server's fast simulation (serve.ts: SPORTS_SIM_SPEED 120).
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { staffToken } from './staff';
import { fundedPlayer, logInToSportsbook, oddsOfEvent } from './support';

// each test bets as a player of its own: the tests can run at once, one a worker
test.describe.configure({ mode: 'parallel' });

/** 100 mBTC. */
const DEPOSIT_SATOSHIS = 10_000_000;
const SHOTS = '/tmp/pw-limits';

interface ListedEvent {
  id: string;
  startTime: string;
  home: { es: string };
  away: { es: string };
  clock: { elapsedSeconds: number } | null;
  mainMarket: {
    status: string;
    outcomes: { id: string; oddsMilli: number; isActive: boolean }[];
  } | null;
}

/** Football matches whose main market takes bets now. */
async function footballEvents(request: APIRequestContext, live: boolean): Promise<ListedEvent[]> {
  const response = await request.post('/api/front/sports/get_events', {
    data: { sportId: 'football', live, itemsPerPage: 50 },
  });
  expect(response.ok()).toBe(true);
  const { rows } = (await response.json()) as { rows: ListedEvent[] };
  return rows.filter(
    (event) =>
      event.mainMarket?.status === 'active' &&
      event.mainMarket.outcomes.every((outcome) => outcome.isActive),
  );
}

test.use({ viewport: { width: 1280, height: 800 } });

test('a stake above the player’s maximum is refused, and the slip places the largest offered', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const player = await fundedPlayer(request, DEPOSIT_SATOSHIS);
  // a thousandth of the 10,000 mBTC default: at most 10 mBTC per bet
  const factor = await request.post('/api/admin/sports/set_stake_factor', {
    headers: { Authorization: `Bearer ${await staffToken(request, 'sports-limits')}` },
    data: { username: player.username, factor: 0.001 },
  });
  expect(factor.status()).toBe(200);

  await logInToSportsbook(page, player);
  let event: ListedEvent | undefined;
  await expect(async () => {
    event = (await footballEvents(request, false)).find(
      (candidate) => Date.parse(candidate.startTime) > Date.now() + 20_000,
    );
    expect(event).toBeDefined();
  }).toPass({ timeout: 30_000, intervals: [2_000] });
  if (!event) throw new Error('no match before kick-off');
  const group = oddsOfEvent(page, event);
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
  await expect(slip.getByTestId('bet-confirmation')).toBeVisible({ timeout: 20_000 });
});

test('a settled bet is announced with a toast the player can close', async ({ page, request }) => {
  test.setTimeout(300_000);
  const player = await fundedPlayer(request, DEPOSIT_SATOSHIS);
  await logInToSportsbook(page, player);

  // a single in play, placed as the app would: the fast match ends within the test
  await expect(async () => {
    const live = (await footballEvents(request, true)).sort(
      (a, b) => (a.clock?.elapsedSeconds ?? 0) - (b.clock?.elapsedSeconds ?? 0),
    );
    const outcome = live[0]?.mainMarket?.outcomes[0];
    expect(outcome).toBeDefined();
    const placed = await player.post(
      'front/sports/place_bet',
      {
        playerId: player.playerId,
        stake: 1,
        type: 'single',
        selections: [{ outcomeId: outcome?.id, oddsMilli: outcome?.oddsMilli }],
        oddsPolicy: 'any',
      },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(placed.status).toBe(200);
  }).toPass({ timeout: 120_000, intervals: [2_000] });

  const toast = page
    .locator('.toast')
    .filter({ hasText: /^Apuesta (ganada|perdida|anulada|liquidada)/ });
  await expect(toast).toBeVisible({ timeout: 200_000 });
  // pointed at, it stays until closed (its 8 s may pass while the test looks at it)
  await toast.hover();
  await expect(page.getByRole('status').filter({ has: toast })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/toast-es-1280.png` });
  await toast.getByRole('button', { name: 'Cerrar aviso' }).click();
  await expect(toast).toBeHidden();
});
