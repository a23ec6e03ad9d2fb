// System bets end to end: from the bet slip's System tab a player places a Yankee (four matches
// before kick-off, 11 lines at a stake per line) on the four home wins, sees the lines, the total
// stake and the return; two home teams win and two matches are drawn, the bet settles line by line
// and My bets shows the system and the one line it won (the double of the two wins). The matches
// are the test's own (scripted-sports.ts on a timed server). A player on a phone in Spanish and
// one on a desktop in English; screenshots of the slip and the settled bet at 390 and 1280 px go
// to the test's output.
import type { APIRequestContext, Browser, Locator, Page, TestInfo } from '@playwright/test';
import { listMatch, type PlayedMatch } from './scripted-sports';
import { newSportsBettor, SPORTS_SETUPS, type SportsBettor, type SportsSetup } from './support';
import { expect, test } from './timed-server';

/** 100 mBTC. */
const DEPOSIT_SATOSHIS = 10_000_000;

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
    winningLines: 'Líneas ganadoras: 1 de 11',
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
    winningLines: 'Winning lines: 1 of 11',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/** Presses the first price (the home win) of the match's main market in the /sports list. */
async function addSelection(page: Page, words: Words, match: PlayedMatch) {
  const group = page.getByRole('group', { name: `${words.odds}: ${match.home} - ${match.away}` });
  await group.getByRole('button', { pressed: false }).first().click();
  await expect(group.getByRole('button', { pressed: true })).toHaveCount(1);
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
  baseURL: string | undefined,
): Promise<Bettor> {
  const bettor = await newSportsBettor(browser, request, setup, DEPOSIT_SATOSHIS, baseURL);
  return { ...bettor, words: WORDS[setup.locale] };
}

/**
 * From the slip's System tab, a Yankee of 0.5 mBTC a line on the four matches' home wins, placed;
 * the slip before and after go to the test's output.
 */
async function placeYankee(
  { setup, words, page, player }: Bettor,
  matches: PlayedMatch[],
  testInfo: TestInfo,
): Promise<void> {
  for (const match of matches) await addSelection(page, words, match);
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

  await slip.getByRole('button', { name: words.place }).click();
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

/** The first two matches won by the home team 1-0, the other two drawn 0-0. */
async function playOut(matches: PlayedMatch[]): Promise<void> {
  for (const [index, match] of matches.entries()) {
    await match.kickOff();
    if (index < 2) {
      await match.playTo(20);
      await match.goal('home');
    }
    await match.fullTime();
  }
}

/** The player's bet once the four matches have ended: it settles once every leg is known. */
async function settledBet({ player }: Bettor): Promise<SystemBet> {
  let settled: SystemBet[] = [];
  await expect(async () => {
    const answer = await player.post('front/sports/get_bets', {
      playerId: player.playerId,
      status: 'settled',
    });
    settled = answer.body.rows as SystemBet[];
    expect(settled).toHaveLength(1);
  }).toPass();
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

for (const setup of SPORTS_SETUPS) {
  test(`a player ${setup.title} places a Yankee and sees it settle line by line`, async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const matches = [
      await listMatch(request),
      await listMatch(request),
      await listMatch(request),
      await listMatch(request),
    ];
    const bettor = await newBettor(browser, request, setup, baseURL);
    await placeYankee(bettor, matches, testInfo);
    await playOut(matches);
    await checkSettledCard(bettor, await settledBet(bettor), testInfo);
    await bettor.page.context().close();
  });
}
