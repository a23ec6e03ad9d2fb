// Cash out end to end (issue 14): a player with two singles on a football match in play cashes
// part of one out and all of the other from My bets, at the live value shown on each bet; the
// bet cashed out in full is listed with the settled ones, showing what was paid. Needs the e2e
// server's SPORTS_SIM_SPEED (serve.ts: 120): prices move every half second in play.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { fundedPlayer, logInThroughProfileMenu, logInThroughSidebar } from './support';

/** 100 mBTC. */
const DEPOSIT_SATOSHIS = 10_000_000;

/** The words of each language the test reads and clicks. */
const WORDS = {
  es: {
    prefix: '',
    cashOut: /^Cobrar \d/,
    confirm: 'Confirmar el cobro',
    partial: 'Cobro parcial',
    amount: /^Importe a cobrar \(hasta/,
    cashedOut: 'Cobrado',
    cashedOutResult: 'Cobrada',
    settled: 'Liquidadas',
    paid: 'Pagado',
    decimal: ',',
  },
  en: {
    prefix: '/en',
    cashOut: /^Cash out \d/,
    confirm: 'Confirm cash out',
    partial: 'Partial cash out',
    amount: /^Amount to cash out \(up to/,
    cashedOut: 'Cashed out',
    cashedOutResult: 'Cashed out',
    settled: 'Settled',
    paid: 'Paid',
    decimal: '.',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];
type Session = Awaited<ReturnType<typeof fundedPlayer>>;

interface BetView {
  id: number;
  status: string;
  stake: number;
  openStake: number;
  cashedOut: number;
  payout: number | null;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

/**
 * A single of 1.5 mBTC on the outcome nearest 2.50 of the football match in play that kicked off
 * last (its prices move, and it does not end within the test), at any price; a bet refused (its
 * market closed during the acceptance delay) is tried again on what the book then offers.
 */
async function placeSingleInPlay(request: APIRequestContext, session: Session) {
  await expect(async () => {
    const events = await request.post('/api/front/sports/get_events', {
      data: { sportId: 'football', live: true, itemsPerPage: 50 },
    });
    const { rows } = (await events.json()) as {
      rows: {
        clock: { elapsedSeconds: number } | null;
        mainMarket: {
          status: string;
          outcomes: { id: string; oddsMilli: number; isActive: boolean }[];
        } | null;
      }[];
    };
    const elapsed = (event: (typeof rows)[number]) => event.clock?.elapsedSeconds ?? 0;
    const match = rows
      .filter((event) => event.mainMarket?.status === 'active' && elapsed(event) < 20 * 60)
      .sort((a, b) => elapsed(a) - elapsed(b))[0];
    const distance = (odds: number) => Math.abs(Math.log(odds / 2500));
    const outcome = match?.mainMarket?.outcomes
      .filter((candidate) => candidate.isActive)
      .sort((a, b) => distance(a.oddsMilli) - distance(b.oddsMilli))[0];
    expect(outcome).toBeDefined();
    const placed = await session.post(
      'front/sports/place_bet',
      {
        playerId: session.playerId,
        stake: 1.5,
        type: 'single',
        selections: [{ outcomeId: outcome?.id, oddsMilli: outcome?.oddsMilli }],
        oddsPolicy: 'any',
      },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(placed.status).toBe(200);
  }).toPass({ timeout: 120_000, intervals: [500] });
}

/** The player's bets from get_bets; a read on a connection the server just closed is read again. */
async function bets(session: Session, status: 'open' | 'settled'): Promise<BetView[]> {
  let rows: BetView[] = [];
  await expect(async () => {
    const answer = await session.post('front/sports/get_bets', {
      playerId: session.playerId,
      status,
      itemsPerPage: 50,
    });
    expect(answer.status).toBe(200);
    rows = answer.body.rows as BetView[];
  }).toPass({ timeout: 10_000 });
  return rows;
}
const openBets = (session: Session) => bets(session, 'open');

async function logIn(page: Page, session: Session, isPhone: boolean) {
  await page.goto('/');
  if (isPhone) await logInThroughProfileMenu(page, session.username, session.password);
  else await logInThroughSidebar(page, session.username, session.password);
  // logging in goes to the casino (section 6)
  await page.waitForURL(/online-casino/);
}

/**
 * Presses `action` until the cash-out is answered: in play a goal suspends the market (the
 * button is disabled with the reason) or the value falls before the request arrives (a refusal
 * with the value now, shown on the bet): the player then tries again at the value shown.
 */
async function cashOutUntilPaid(card: Locator, action: () => Promise<void>) {
  await expect(async () => {
    await action();
    await expect(
      card.getByTestId('cash-out-paid').or(card.getByTestId('cash-out-error')),
    ).toBeVisible({
      timeout: 10_000,
    });
    await expect(card.getByTestId('cash-out-paid')).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 60_000, intervals: [250] });
}

/** As the app shows mBTC below 1,000: two to five decimals. */
function formatMbtc(amount: number, words: Words): string {
  const [whole = '0', fraction = ''] = amount.toFixed(5).split('.');
  return `${whole}${words.decimal}${fraction.replace(/0+$/, '').padEnd(2, '0')} mBTC`;
}

const SETUPS = [
  {
    title: 'on a phone in Spanish',
    locale: 'es' as const,
    isPhone: true,
    use: { viewport: { width: 390, height: 844 }, hasTouch: true },
  },
  {
    title: 'on a desktop in English',
    locale: 'en' as const,
    isPhone: false,
    use: { viewport: { width: 1280, height: 800 } },
  },
];

for (const setup of SETUPS) {
  test.describe(setup.title, () => {
    test.use(setup.use);

    test('a player cashes out part of a bet in play and all of another', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(300_000);
      const words: Words = WORDS[setup.locale];
      const session = await fundedPlayer(request, DEPOSIT_SATOSHIS);
      // the page first: a match lasts under a minute, so the bets are cashed out as soon as placed
      await logIn(page, session, setup.isPhone);
      await page.goto(`${words.prefix}/sports/my-bets`);
      await Promise.all([placeSingleInPlay(request, session), placeSingleInPlay(request, session)]);
      const [newer, older] = (await openBets(session)).sort((a, b) => b.id - a.id) as [
        BetView,
        BetView,
      ];
      // the stakes' balance events bring the new bets in
      const cards = page.getByTestId('sports-bet');
      await expect(cards).toHaveCount(2);
      // the live value on each open bet
      await expect(cards.first().getByRole('button', { name: words.cashOut })).toBeEnabled({
        timeout: 60_000,
      });
      await page.screenshot({
        path: testInfo.outputPath(`my-bets-${setup.locale}.png`),
        fullPage: true,
      });

      // part of the newer bet: 0.5 mBTC, typed in the amount field
      const partCard = cards.first();
      await cashOutUntilPaid(partCard, async () => {
        const amount = partCard.getByLabel(words.amount);
        if (!(await amount.isVisible())) {
          await partCard.getByRole('button', { name: words.partial }).click();
        }
        await amount.fill(`0${words.decimal}5`);
        await partCard.getByTestId('cash-out-partial-submit').click();
      });
      await page.screenshot({
        path: testInfo.outputPath(`partial-${setup.locale}.png`),
        fullPage: true,
      });
      await expect(partCard.getByTestId('sports-bet-cashed-out')).toHaveText(
        `0${words.decimal}50 mBTC`,
      );
      const partly = (await openBets(session)).find((bet) => bet.id === newer.id);
      expect(partly).toMatchObject({ status: 'open', stake: 1.5, cashedOut: 0.5 });
      expect(partly?.openStake).toBeLessThan(1.5);

      // all of the older bet, confirmed: it leaves the open bets
      const fullCard = cards.filter({ hasNot: page.getByTestId('sports-bet-cashed-out') });
      await expect(async () => {
        const confirm = fullCard.getByRole('button', { name: words.confirm });
        if (!(await confirm.isVisible())) {
          await fullCard.getByRole('button', { name: words.cashOut }).click();
        }
        await page.screenshot({ path: testInfo.outputPath(`confirm-${setup.locale}.png`) });
        await confirm.click();
        await expect
          .poll(
            async () => (await bets(session, 'settled')).find((bet) => bet.id === older.id)?.status,
            { timeout: 5_000 },
          )
          .toBe('cashed_out');
      }).toPass({ timeout: 60_000, intervals: [250] });
      // listed with the settled ones, with what was paid
      await expect(cards).toHaveCount(1);
      const cashedOut = (await bets(session, 'settled')).find((bet) => bet.id === older.id);
      expect(cashedOut?.status).toBe('cashed_out');
      expect(cashedOut?.payout).toBeGreaterThan(0);
      await page.getByRole('link', { name: words.settled }).click();
      const settledCard = page.getByTestId('sports-bet');
      await expect(settledCard).toHaveCount(1);
      await expect(settledCard.getByTestId('sports-bet-result')).toHaveText(words.cashedOutResult);
      await expect(settledCard.getByTestId('sports-bet-payout')).toHaveText(
        formatMbtc(cashedOut?.payout ?? 0, words),
      );
      await page.screenshot({
        path: testInfo.outputPath(`settled-${setup.locale}.png`),
        fullPage: true,
      });
    });
  });
}
