// Cash out end to end (issue 14): from My bets, a player cashes out part of a single on a football
// match in play and all of another on a match before kick-off, at the live value shown on each
// bet; the bet cashed out in full is listed with the settled ones, showing what was paid. Needs the e2e
// server's SPORTS_SIM_SPEED (serve.ts: 120): prices move every half second in play.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { fundedPlayer, logInToSportsbook, SPORTS_SETUPS } from './support';

// each test bets as a player of its own: the tests can run at once, one a worker
test.describe.configure({ mode: 'parallel' });

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
    cashedOutToast: 'Apuesta cobrada:',
    auto: 'Cobro automático',
    worthNow: /^(Vale ahora \d+,\d{2,5} mBTC|Ahora no se puede cobrar\.)$/,
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
    cashedOutToast: 'Bet cashed out:',
    auto: 'Auto cash out',
    worthNow: /^(Worth \d+\.\d{2,5} mBTC now|It cannot be cashed out right now\.)$/,
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

interface ListedMatch {
  startTime: string;
  clock: { elapsedSeconds: number } | null;
  mainMarket: {
    status: string;
    outcomes: { id: string; oddsMilli: number; isActive: boolean }[];
  } | null;
}

/**
 * A single of 1.5 mBTC on the outcome nearest 2.50 of a football match: in play, one in
 * the first 5 minutes of its clock (its prices move, and it does not end within the test); before kick-off, the
 * next one to kick off at least two minutes from now. At any price; a bet refused (its market
 * closed during the acceptance delay) is tried again on what the book then offers.
 */
async function placeSingle(
  request: APIRequestContext,
  session: Session,
  when: 'in_play' | 'before_kick_off',
): Promise<number> {
  let betId = 0;
  await expect(async () => {
    const events = await request.post('/api/front/sports/get_events', {
      data: { sportId: 'football', live: when === 'in_play', itemsPerPage: 50 },
    });
    const { rows } = (await events.json()) as { rows: ListedMatch[] };
    const open = rows.filter((event) => event.mainMarket?.status === 'active');
    const elapsed = (event: ListedMatch) => event.clock?.elapsedSeconds ?? 0;
    const match =
      when === 'in_play'
        ? open.filter((event) => elapsed(event) < 5 * 60).sort((a, b) => elapsed(a) - elapsed(b))[0]
        : open
            .filter((event) => Date.parse(event.startTime) > Date.now() + 120_000)
            .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))[0];
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
    betId = (placed.body.bet as { id: number }).id;
  }).toPass({ timeout: 120_000, intervals: [500] });
  return betId;
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

/** One bet of the player's, open or settled. */
async function betById(session: Session, id: number): Promise<BetView | undefined> {
  const open = (await bets(session, 'open')).find((bet) => bet.id === id);
  return open ?? (await bets(session, 'settled')).find((bet) => bet.id === id);
}

/** The card of bet `id` on the page. */
const cardOf = (page: Page, id: number) =>
  page.locator(`[data-testid="sports-bet"][data-bet-id="${id}"]`);

/**
 * Presses `action` until the cash-out is answered: in play a goal suspends the market (the
 * button is disabled with the reason) or the value falls before the request arrives (a refusal
 * with the value now, shown on the bet): the player then tries again at the value shown.
 */
async function cashOutUntilPaid(card: Locator, action: () => Promise<void>, timeout = 60_000) {
  await expect(async () => {
    await action();
    await expect(
      card.getByTestId('cash-out-paid').or(card.getByTestId('cash-out-error')),
    ).toBeVisible({
      timeout: 10_000,
    });
    await expect(card.getByTestId('cash-out-paid')).toBeVisible({ timeout: 500 });
  }).toPass({ timeout, intervals: [250] });
}

/**
 * Places a single on a football match in play and cashes out 0.5 mBTC of it, typed in the amount
 * field, at the value shown. A match lasts 45 s at the e2e speed: when it ends before the player's
 * cash-out goes through (the bet settles), or its market stays suspended meanwhile, the test bets
 * on another, at most three times.
 * Answers the bet's id.
 */
async function cashOutPartOfALiveBet(
  page: Page,
  request: APIRequestContext,
  session: Session,
  words: Words,
): Promise<number> {
  let lastFailure: unknown = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = await placeSingle(request, session, 'in_play');
    const card = cardOf(page, id);
    try {
      // the stake's balance event brings the bet in, with its live value
      await expect(card.getByRole('button', { name: words.cashOut })).toBeEnabled({
        timeout: 30_000,
      });
      await cashOutUntilPaid(
        card,
        async () => {
          const amount = card.getByLabel(words.amount);
          if (!(await amount.isVisible())) {
            await card.getByRole('button', { name: words.partial }).click();
          }
          await amount.fill(`0${words.decimal}5`);
          await card.getByTestId('cash-out-partial-submit').click();
        },
        30_000,
      );
      return id;
    } catch (failure) {
      // still open and its cash-out offered: the cash-out itself failed (a market suspended all
      // the while, the cash-out refused with its reason, is the match's doing: another bet)
      const isOpen = (await betById(session, id))?.status === 'open';
      const isOffered = await card.getByTestId('cash-out-button').isEnabled();
      if (isOpen && isOffered) throw failure;
      lastFailure = failure;
    }
  }
  throw lastFailure;
}

/** As the app shows mBTC below 1,000: two to five decimals. */
function formatMbtc(amount: number, words: Words): string {
  const [whole = '0', fraction = ''] = amount.toFixed(5).split('.');
  return `${whole}${words.decimal}${fraction.replace(/0+$/, '').padEnd(2, '0')} mBTC`;
}

for (const setup of SPORTS_SETUPS) {
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
      await logInToSportsbook(page, session, {
        locale: setup.locale,
        isPhone: setup.isPhone,
        path: '/sports/my-bets',
      });
      // the bet cashed out in full kicks off later: a match in play could end before its turn
      const older = { id: await placeSingle(request, session, 'before_kick_off') };
      await expect(cardOf(page, older.id)).toBeVisible();
      const newer = { id: await cashOutPartOfALiveBet(page, request, session, words) };
      const partCard = cardOf(page, newer.id);
      await page.screenshot({
        path: testInfo.outputPath(`partial-${setup.locale}.png`),
        fullPage: true,
      });
      await expect(partCard.getByTestId('sports-bet-cashed-out')).toHaveText(
        `0${words.decimal}50 mBTC`,
      );
      // the rest of the bet rides on: open, or settled if its match has ended since
      const partly = await betById(session, newer.id);
      expect(partly).toMatchObject({ stake: 1.5, cashedOut: 0.5 });
      expect(partly?.openStake).toBeLessThan(1.5);

      // all of the older bet, confirmed: it leaves the open bets
      const fullCard = cardOf(page, older.id);
      // its automatic cash-out is chosen against what the bet is worth now
      await fullCard.getByRole('button', { name: words.auto, exact: true }).click();
      await expect(fullCard.getByTestId('cash-out-value-now')).toHaveText(words.worthNow);
      await fullCard.getByRole('button', { name: words.auto, exact: true }).click();
      await expect(async () => {
        const confirm = fullCard.getByRole('button', { name: words.confirm });
        if (!(await confirm.isVisible())) {
          await fullCard.getByRole('button', { name: words.cashOut }).click();
        }
        await page.screenshot({ path: testInfo.outputPath(`confirm-${setup.locale}.png`) });
        await confirm.click();
        // the card leaves with its panel: a toast says the bet was paid
        await expect(
          page.locator('.toast').filter({ hasText: words.cashedOutToast }),
        ).toBeVisible();
        await expect
          .poll(
            async () => (await bets(session, 'settled')).find((bet) => bet.id === older.id)?.status,
            { timeout: 5_000 },
          )
          .toBe('cashed_out');
      }).toPass({ timeout: 60_000, intervals: [250] });
      // listed with the settled ones, with what was paid
      await expect(fullCard).toHaveCount(0);
      const cashedOut = (await bets(session, 'settled')).find((bet) => bet.id === older.id);
      expect(cashedOut?.status).toBe('cashed_out');
      expect(cashedOut?.payout).toBeGreaterThan(0);
      await page.getByRole('link', { name: words.settled }).click();
      const settledCard = cardOf(page, older.id);
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
