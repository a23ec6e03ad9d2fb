// System bets end to end (issue 14): from the bet slip's System tab a player places a Yankee (four
// matches before kick-off, 11 lines at a stake per line), sees the lines, the total stake and the
// return, the (fast) simulated matches end, the bet settles line by line and My bets shows the
// system and the lines it won. Needs the e2e server's SPORTS_SIM_SPEED (serve.ts: 120, a football
// match in about 50 s, one kicking off every 15 s). Two players, one on a phone in Spanish and one
// on a desktop in English, bet side by side in one test, so that the matches are waited for once.
// Screenshots of the slip and the settled bet at 390 and 1280 px go to the test's output.
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { newSportsBettor, SPORTS_SETUPS, type SportsBettor, type SportsSetup } from './support';

/** 100 mBTC. */
const DEPOSIT_SATOSHIS = 10_000_000;

interface ListedEvent {
  id: string;
  home: { es: string; en: string };
  away: { es: string; en: string };
  startTime: string;
  mainMarket: { status: string; outcomes: { isActive: boolean }[] } | null;
}

interface SystemBet {
  id: number;
  stake: number;
  payout: number | null;
  system: { name: string; lines: number; lineStake: number } | null;
}

const WORDS = {
  es: {
    prefix: '',
    odds: 'Cuotas',
    slip: /^Boleto de apuestas/,
    system: 'Sistema',
    lineStake: 'Apuesta por línea (mBTC)',
    yankeeOption: 'Yankee · 11 líneas',
    totalStake: '5,50 mBTC',
    place: /^Apostar/,
    placeTotal: 'Apostar 5,50 mBTC',
    close: 'Cerrar el boleto',
    title: 'Sistema Yankee · 11 líneas',
    winningLines: /^Líneas ganadoras: \d+ de 11$/,
  },
  en: {
    prefix: '/en',
    odds: 'Odds',
    slip: /^Bet slip/,
    system: 'System',
    lineStake: 'Stake per line (mBTC)',
    yankeeOption: 'Yankee · 11 lines',
    totalStake: '5.50 mBTC',
    place: /^(Bet|Place bet)/,
    placeTotal: /5\.50 mBTC/,
    close: 'Close the bet slip',
    title: 'System Yankee · 11 lines',
    winningLines: /^Winning lines: \d+ of 11$/,
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/**
 * The next four football matches taking bets that kick off at least 40 s from now: adding them to
 * the slip and placing the bet may take a while on a busy machine, before kick-off (each second of
 * margin is a second more waiting for the matches to end).
 */
async function nextMatches(request: APIRequestContext): Promise<ListedEvent[]> {
  let upcoming: ListedEvent[] = [];
  await expect(async () => {
    const response = await request.post('/api/front/sports/get_events', {
      data: { sportId: 'football', live: false, itemsPerPage: 50 },
    });
    const { rows } = (await response.json()) as { rows: ListedEvent[] };
    upcoming = rows
      .filter(
        (event) =>
          event.mainMarket?.status === 'active' &&
          event.mainMarket.outcomes.every((outcome) => outcome.isActive) &&
          Date.parse(event.startTime) > Date.now() + 40_000,
      )
      .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))
      .slice(0, 4);
    expect(upcoming).toHaveLength(4);
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  return upcoming;
}

/** Presses the first price of the event's main market in the /sports list, by keyboard. */
async function addSelection(page: Page, words: Words, event: ListedEvent, locale: 'es' | 'en') {
  const group = page.getByRole('group', {
    name: `${words.odds}: ${event.home[locale]} - ${event.away[locale]}`,
  });
  await expect(async () => {
    await group.getByRole('button', { pressed: false, disabled: false }).first().focus();
    await page.keyboard.press('Enter');
    await expect(group.getByRole('button', { pressed: true })).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

async function openSlip(page: Page, words: Words, isPhone: boolean): Promise<Locator> {
  if (!isPhone) return page.getByRole('complementary', { name: words.slip });
  const drawer = page.getByRole('dialog', { name: words.slip });
  if (!(await drawer.isVisible())) await page.getByTestId('bet-slip-trigger').click();
  await expect(drawer).toBeVisible();
  return drawer;
}

/** An amount as the app shows it ('1.234,5 mBTC' in Spanish, '1,234.5 mBTC' in English). */
function readMbtc(text: string, locale: 'es' | 'en'): number {
  const digits = text.replace(/\s*mBTC$/, '');
  return Number(
    locale === 'es' ? digits.replaceAll('.', '').replace(',', '.') : digits.replaceAll(',', ''),
  );
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
 * From the slip's System tab, a Yankee of 0.5 mBTC a line on the next four matches, placed; the
 * slip before and after go to the test's output. The matches are picked here, once the player is
 * logged in, so that the minute before kick-off is left for the slip.
 */
async function placeYankee(
  { setup, words, page, player }: Bettor,
  request: APIRequestContext,
  testInfo: TestInfo,
): Promise<void> {
  const matches = await nextMatches(request);
  for (const event of matches) await addSelection(page, words, event, setup.locale);
  const slip = await openSlip(page, words, setup.isPhone);

  // the System tab by keyboard: arrows move between the tabs
  const singles = slip.getByRole('tab', { selected: true });
  await singles.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slip.getByRole('tab', { name: words.system })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const choice = slip.getByRole('combobox', { name: words.system });
  await choice.selectOption({ label: words.yankeeOption });
  await slip.getByLabel(words.lineStake).fill(setup.locale === 'es' ? '0,5' : '0.5');
  await expect(slip.getByTestId('system-lines')).toHaveText('11');
  await expect(slip.getByTestId('system-total-stake')).toHaveText(words.totalStake);
  await expect(slip.getByTestId('return-system')).not.toHaveText('—');
  await expect(slip.getByRole('button', { name: words.placeTotal })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`slip-${setup.locale}.png`) });

  await expect(async () => {
    await slip.getByRole('button', { name: words.place }).click();
    await expect(slip.getByTestId('bet-confirmation')).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000, intervals: [3_000] });
  await expect(slip.getByTestId('bet-confirmation')).toContainText('Yankee');
  await page.screenshot({ path: testInfo.outputPath(`placed-${setup.locale}.png`) });
  if (setup.isPhone) await slip.getByRole('button', { name: words.close }).click();

  const open = await player.post('front/sports/get_bets', {
    playerId: player.playerId,
    status: 'open',
  });
  expect(open.body.rows).toMatchObject([
    { stake: 5.5, system: { name: 'yankee', lines: 11, lineStake: 0.5 } },
  ]);
}

/**
 * The player's bet once the four matches have ended: it settles once every leg is known (or every
 * line lost).
 */
async function settledBet({ player }: Bettor): Promise<SystemBet> {
  let settled: SystemBet[] = [];
  await expect(async () => {
    const answer = await player.post('front/sports/get_bets', {
      playerId: player.playerId,
      status: 'settled',
    });
    settled = answer.body.rows as SystemBet[];
    expect(settled).toHaveLength(1);
  }).toPass({ timeout: 300_000, intervals: [5_000] });
  return settled[0] as SystemBet;
}

/** My bets shows the settled system and the lines it won, adding up to what it paid. */
async function checkSettledCard(
  { setup, words, page }: Bettor,
  settled: SystemBet,
  testInfo: TestInfo,
): Promise<void> {
  await page.goto(`${words.prefix}/sports/my-bets?status=settled`);
  const card = page.getByTestId('sports-bet');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('sports-bet-system')).toHaveText(words.title);
  await expect(card.getByTestId('system-lines').getByRole('heading')).toHaveText(
    words.winningLines,
  );
  const listed = await card
    .getByTestId('system-lines')
    .locator('li span:last-child')
    .allTextContents();
  const sum = listed.reduce((total, text) => total + readMbtc(text, setup.locale), 0);
  expect(sum).toBeCloseTo(settled.payout ?? -1, 5);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: testInfo.outputPath(`settled-${setup.locale}.png`),
    fullPage: true,
  });
}

test('a player on a phone in Spanish and one on a desktop in English place a Yankee and see it settle line by line', async ({
  browser,
  request,
}, testInfo) => {
  // both journeys at once, a player and a page each: the matches are waited for once, about two
  // and a half minutes, instead of once a setup
  test.setTimeout(480_000);
  await Promise.all(
    SPORTS_SETUPS.map((setup) =>
      test.step(setup.title, async () => {
        const bettor = await newBettor(browser, request, setup);
        await placeYankee(bettor, request, testInfo);
        await checkSettledCard(bettor, await settledBet(bettor), testInfo);
        await bettor.page.context().close();
      }),
    ),
  );
});
