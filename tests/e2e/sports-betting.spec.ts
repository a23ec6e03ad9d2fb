// Sports betting end to end (issue 12): from the bet slip a player places a single on a match in
// play and a three-leg accumulator before kick-off, the (fast) simulated matches end, the bets
// settle, and the balance and My bets show the result; a bet placed offline is refused at once;
// the slip survives a reload. Needs the e2e server's SPORTS_SIM_SPEED (serve.ts: 120, a football
// match in about 50 s, one kicking off every 15 s). Two players, one on a phone in Spanish and one
// on a desktop in English, bet side by side in one test, so that the matches are waited for once.
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  newSportsBettor,
  SPORTS_SETUPS,
  type fundedPlayer,
  type SportsBettor,
  type SportsSetup,
} from './support';

/** 100 mBTC. */
const DEPOSIT_SATOSHIS = 10_000_000;
const SATOSHIS_PER_MBTC = 100_000;

interface LiveEvent {
  id: string;
  sportId: string;
  home: { es: string; en: string };
  away: { es: string; en: string };
}

interface PlacedBet {
  id: number;
  stake: number;
  payout: number | null;
  status: 'open' | 'settled';
  legs: { eventId: string }[];
}

interface FinalScore {
  home: number;
  away: number;
}

/** The words of each language the test reads and clicks. */
const WORDS = {
  es: {
    prefix: '',
    odds: 'Cuotas',
    slip: /^Boleto de apuestas/,
    stake: 'Apuesta (mBTC)',
    accumulatorStake: 'Apuesta combinada (mBTC)',
    accumulator: 'Combinada',
    place: /^Apostar/,
    acceptOdds: /^Aceptar la nueva cuota/,
    offline: 'Sin conexión no se puede apostar',
    myBets: 'Mis apuestas',
    settled: 'Liquidadas',
    close: 'Cerrar el boleto',
    clear: 'Vaciar',
    decimal: ',',
    policy: 'Si la cuota cambia',
    eventOver: 'El evento ha terminado: sus apuestas se liquidan con el resultado final.',
  },
  en: {
    prefix: '/en',
    odds: 'Odds',
    slip: /^Bet slip/,
    stake: 'Stake (mBTC)',
    accumulatorStake: 'Accumulator stake (mBTC)',
    accumulator: 'Accumulator',
    place: /^(Bet|Place bet)/,
    acceptOdds: /^Accept the new odds/,
    offline: 'You cannot bet offline',
    myBets: 'My bets',
    settled: 'Settled',
    close: 'Close the bet slip',
    clear: 'Clear',
    decimal: '.',
    policy: 'If the odds change',
    eventOver: 'The event is over: its bets settle by the final score.',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

interface ListedEvent extends LiveEvent {
  startTime: string;
  clock: { elapsedSeconds: number } | null;
  mainMarket: { status: string; outcomes: { isActive: boolean }[] } | null;
}

/** Football matches whose main market takes bets now, from get_events. */
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

/** The football match in play that kicked off last: the fast simulation ends it within the test. */
async function matchInPlay(request: APIRequestContext): Promise<ListedEvent> {
  let inPlay: ListedEvent | undefined;
  await expect(async () => {
    const live = await footballEvents(request, true);
    const byClock = (event: ListedEvent) => event.clock?.elapsedSeconds ?? 0;
    inPlay = live.sort((a, b) => byClock(a) - byClock(b))[0];
    expect(inPlay && byClock(inPlay)).toBeLessThan(45 * 60);
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  if (!inPlay) throw new Error('no football match in play');
  return inPlay;
}

/**
 * The next three football matches to kick off at least 30 s from now: adding them, a reload and
 * placing the bet may take a while on a busy machine, and no bet may race a kick-off (with a
 * minute's margin, 53-66 s of it was still left at placement in the runs measured; each second of
 * margin is a second more waiting for the matches to end).
 */
async function nextMatches(request: APIRequestContext): Promise<ListedEvent[]> {
  let upcoming: ListedEvent[] = [];
  await expect(async () => {
    upcoming = (await footballEvents(request, false))
      .filter((event) => Date.parse(event.startTime) > Date.now() + 30_000)
      .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))
      .slice(0, 3);
    expect(upcoming).toHaveLength(3);
  }).toPass({ timeout: 30_000, intervals: [2_000] });
  return upcoming;
}

async function playerBets(
  session: Awaited<ReturnType<typeof fundedPlayer>>,
  status: 'open' | 'settled',
): Promise<PlacedBet[]> {
  const answer = await session.post('front/sports/get_bets', {
    playerId: session.playerId,
    status,
    itemsPerPage: 50,
  });
  expect(answer.status).toBe(200);
  return answer.body.rows as PlacedBet[];
}

/**
 * Presses a price of the event's main market in the /sports list: the one nearest 2.50 (a
 * near-certain outcome or a long shot may close before the bet is accepted).
 */
async function addSelection(page: Page, words: Words, event: LiveEvent, locale: 'es' | 'en') {
  const group = page.getByRole('group', {
    name: `${words.odds}: ${event.home[locale]} - ${event.away[locale]}`,
  });
  const prices = group.getByRole('button', { pressed: false, disabled: false });
  await expect(async () => {
    await expect(prices.first()).toBeVisible();
    const names = await prices.evaluateAll((buttons) =>
      buttons.map((button) => button.textContent ?? ''),
    );
    const odds = names.map((name) =>
      Number(/(\d+[.,]\d+)\D*$/.exec(name)?.[1]?.replace(',', '.') ?? NaN),
    );
    const nearest = odds
      .map((value, index) => ({ distance: Math.abs(Math.log(value / 2.5)), index }))
      .filter(({ distance }) => Number.isFinite(distance))
      .sort((a, b) => a.distance - b.distance);
    const chosen = nearest[0]?.index ?? 0;
    // by keyboard: live lists move under the pointer as prices and scores change
    await prices.nth(chosen).focus();
    await page.keyboard.press('Enter');
    // a price closing for a moment (a goal) takes no selection: try again
    await expect(group.getByRole('button', { pressed: true })).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** The slip: the side panel on a desktop, the drawer opened from its badge on a phone. */
async function openSlip(page: Page, words: Words, isPhone: boolean): Promise<Locator> {
  if (!isPhone) return page.getByRole('complementary', { name: words.slip });
  const drawer = page.getByRole('dialog', { name: words.slip });
  if (!(await drawer.isVisible())) await page.getByTestId('bet-slip-trigger').click();
  await expect(drawer).toBeVisible();
  return drawer;
}

/**
 * Places what the slip holds and waits for the confirmation. In play a goal may suspend a market
 * or move a price during the acceptance delay: the player then accepts the new price or tries
 * again, as a player would.
 */
async function placeUntilConfirmed(slip: Locator, words: Words, timeout = 120_000): Promise<void> {
  const confirmation = slip.getByTestId('bet-confirmation');
  await expect(async () => {
    const accept = slip.getByRole('button', { name: words.acceptOdds });
    while ((await accept.count()) > 0) await accept.first().click();
    await slip.getByRole('button', { name: words.place }).click();
    await expect(confirmation.or(slip.locator('[data-problem]')).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(confirmation).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout, intervals: [3_000] });
}

/**
 * A single of 1.5 mBTC on a football match in play, at any price. A match may close its market
 * for good while the player tries (it ends, a price leaves the board): the player then clears the
 * slip and picks another match, as a player would.
 */
async function placeSingleInPlay(
  page: Page,
  request: APIRequestContext,
  words: Words,
  isPhone: boolean,
  locale: 'es' | 'en',
): Promise<Locator> {
  let slip!: Locator;
  await expect(async () => {
    const isHeld = isPhone
      ? await page.getByTestId('bet-slip-trigger').isVisible()
      : (await page.getByTestId('bet-slip-leg').count()) > 0;
    if (isHeld) {
      slip = await openSlip(page, words, isPhone);
      await slip.getByRole('button', { name: words.clear }).click();
      if (isPhone && (await slip.isVisible())) {
        await slip.getByRole('button', { name: words.close }).click();
      }
    }
    await addSelection(page, words, await matchInPlay(request), locale);
    slip = await openSlip(page, words, isPhone);
    await slip.getByLabel(words.stake).fill(`1${words.decimal}5`);
    // in play prices move every few seconds: this player takes the price the book has
    await slip.getByLabel(words.policy).selectOption('any');
    await expect(slip.getByTestId(/^return-/)).not.toHaveText('—');
    await placeUntilConfirmed(slip, words, 45_000);
  }).toPass({ timeout: 240_000, intervals: [1_000] });
  return slip;
}

function formatMbtc(satoshis: number, words: Words): string {
  const [whole = '0', fraction = '00000'] = (satoshis / SATOSHIS_PER_MBTC).toFixed(5).split('.');
  const decimals = fraction.replace(/0+$/, '').padEnd(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, words.decimal === ',' ? '.' : ',');
  return `${grouped}${words.decimal}${decimals} mBTC`;
}

/** One setup's player (a page of its own, funded and logged in) and its words. */
interface Bettor extends SportsBettor {
  words: Words;
}

async function newBettor(
  browser: Browser,
  request: APIRequestContext,
  setup: SportsSetup,
): Promise<Bettor> {
  const bettor = await newSportsBettor(browser, request, setup, DEPOSIT_SATOSHIS);
  return { ...bettor, words: WORDS[setup.locale] };
}

/**
 * A single in play and a three-leg accumulator, placed; then a bet refused offline, whose leg the
 * slip keeps. Returns the slip.
 */
async function placeBets(
  { setup, words, page, player }: Bettor,
  request: APIRequestContext,
): Promise<Locator> {
  // a single in play: it waits for the acceptance delay
  let slip = await placeSingleInPlay(page, request, words, setup.isPhone, setup.locale);
  await expect(slip.getByTestId('bet-slip-leg')).toHaveCount(0);
  if (setup.isPhone) await slip.getByRole('button', { name: words.close }).click();

  // a three-leg accumulator before kick-off, the slip kept over a reload on the way
  const upcoming = await nextMatches(request);
  for (const event of upcoming) await addSelection(page, words, event, setup.locale);
  await page.reload();
  slip = await openSlip(page, words, setup.isPhone);
  await expect(slip.getByTestId('bet-slip-leg')).toHaveCount(3);
  await expect(slip.getByLabel(words.policy)).toHaveValue('any');
  await slip.getByRole('tab', { name: words.accumulator }).click();
  await slip.getByLabel(words.accumulatorStake).fill('2');
  await expect(slip.getByTestId('return-accumulator')).not.toHaveText('—');
  await placeUntilConfirmed(slip, words);
  if (setup.isPhone) await slip.getByRole('button', { name: words.close }).click();

  // offline: refused at once, nothing is queued
  const [offlineMatch] = upcoming;
  if (!offlineMatch) throw new Error('no match');
  await addSelection(page, words, offlineMatch, setup.locale);
  slip = await openSlip(page, words, setup.isPhone);
  await slip.getByLabel(words.stake).fill('1');
  await page.context().setOffline(true);
  // by keyboard: the slip's content moves up under a pointer, and a link hovered offline
  // makes the router preload a chunk that cannot load (chunk-reload.ts then reloads)
  await slip.getByRole('button', { name: words.place }).focus();
  await page.keyboard.press('Enter');
  await expect(slip.getByRole('alert').filter({ hasText: words.offline })).toBeVisible();
  await page.context().setOffline(false);
  await expect(slip.getByTestId('bet-slip-leg')).toHaveCount(1);

  const placed = [...(await playerBets(player, 'open')), ...(await playerBets(player, 'settled'))];
  expect(placed.map((bet) => bet.legs.length).sort()).toEqual([1, 3]);
  return slip;
}

/** The player's two bets once their matches have ended and both have settled. */
async function settledBets({ player }: Bettor): Promise<PlacedBet[]> {
  let settled: PlacedBet[] = [];
  await expect(async () => {
    settled = await playerBets(player, 'settled');
    expect(settled).toHaveLength(2);
  }).toPass({ timeout: 300_000, intervals: [5_000] });
  return settled;
}

/**
 * My bets lists the settled bets and what each paid, the single's match shows its final score,
 * and the balance is the deposit less the stakes plus the payouts.
 */
async function checkSettled(
  { setup, words, page }: Bettor,
  request: APIRequestContext,
  slip: Locator,
  settled: PlacedBet[],
): Promise<void> {
  const paid = settled.reduce(
    (sum, bet) => sum + Math.round((bet.payout ?? 0) * SATOSHIS_PER_MBTC),
    0,
  );
  const balance = DEPOSIT_SATOSHIS - 3.5 * SATOSHIS_PER_MBTC + paid;

  if (setup.isPhone) await slip.getByRole('button', { name: words.close }).click();
  await page.goto(`${words.prefix}/sports/my-bets?status=settled`);
  await expect(page.getByRole('heading', { name: words.myBets, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: words.settled })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('sports-bet')).toHaveCount(2);
  for (const bet of settled) {
    const payout = formatMbtc(Math.round((bet.payout ?? 0) * SATOSHIS_PER_MBTC), words);
    await expect(page.getByTestId('sports-bet-payout').filter({ hasText: payout })).not.toHaveCount(
      0,
    );
  }

  // the single's match, now over, shows its final score
  const single = settled.find((bet) => bet.legs.length === 1)?.legs[0];
  if (!single) throw new Error('no single');
  const final = await request.post('/api/front/sports/get_event', {
    data: { eventId: single.eventId },
  });
  const { event } = (await final.json()) as { event: { score: FinalScore } };
  await page.goto(`${words.prefix}/sports/event/${encodeURIComponent(single.eventId)}`);
  await expect(page.getByTestId('event-score')).toContainText(
    `${event.score.home} – ${event.score.away}`,
  );
  await expect(page.getByText(words.eventOver)).toBeVisible();

  if (setup.isPhone) {
    await page.getByRole('button', { name: 'Perfil' }).click();
    await expect(page.getByTestId('profile-menu-balance')).toHaveText(formatMbtc(balance, words));
  } else {
    await expect(page.getByTestId('sidebar-balance')).toHaveText(formatMbtc(balance, words));
  }
}

test('a player on a phone in Spanish and one on a desktop in English place a single in play and a three-leg accumulator, and see them settle', async ({
  browser,
  request,
}) => {
  // both journeys at once, a player and a page each: the matches are waited for once, about two
  // minutes, instead of once a setup
  test.setTimeout(540_000);
  await Promise.all(
    SPORTS_SETUPS.map((setup) =>
      test.step(setup.title, async () => {
        const bettor = await newBettor(browser, request, setup);
        const slip = await placeBets(bettor, request);
        await checkSettled(bettor, request, slip, await settledBets(bettor));
        await bettor.page.context().close();
      }),
    ),
  );
});
