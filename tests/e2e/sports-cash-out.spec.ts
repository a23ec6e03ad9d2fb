// Cash out end to end: from My bets, a player cashes out part of a single on a football match in
// play and all of another on a match before kick-off, at the live value shown on each bet; the
// bet cashed out in full is listed with the settled ones, showing what was paid. The matches are
// the test's own (scripted-sports.ts on a timed server): the one in play moves on a few minutes
// once the bet is placed, so its value moves as a player sees it move.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { listMatch, matchInPlay, type PlayedMatch } from './scripted-sports';
import { fundedPlayer, logInToSportsbook, SPORTS_SETUPS } from './support';
import { expect, test } from './timed-server';

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
  id: string;
  mainMarket: {
    status: string;
    outcomes: { id: string; oddsMilli: number; isActive: boolean }[];
  } | null;
}

/** A single of 1.5 mBTC on the outcome nearest 2.50 of the match's main market, at any price. */
async function placeSingle(
  request: APIRequestContext,
  session: Session,
  match: PlayedMatch,
): Promise<number> {
  const events = await request.post('/api/front/sports/get_events', {
    data: { sportId: 'football', itemsPerPage: 50 },
  });
  const { rows } = (await events.json()) as { rows: ListedMatch[] };
  const listed = rows.find((event) => event.id === match.id);
  const distance = (odds: number) => Math.abs(Math.log(odds / 2500));
  const outcome = listed?.mainMarket?.outcomes
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
  return (placed.body.bet as { id: number }).id;
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
 * Places a single on the match in play, lets the match run on ten minutes (the bet's value moves),
 * and cashes out 0.5 mBTC of it, typed in the amount field, at the value shown. Answers the bet's
 * id.
 */
async function cashOutPartOfALiveBet(
  page: Page,
  request: APIRequestContext,
  session: Session,
  words: Words,
): Promise<number> {
  const match = await matchInPlay(request);
  const id = await placeSingle(request, session, match);
  const card = cardOf(page, id);
  // the stake's balance event brings the bet in, with its live value
  await expect(card.getByRole('button', { name: words.cashOut })).toBeEnabled();
  const before = await card.getByRole('button', { name: words.cashOut }).innerText();
  await match.playTo(10);
  await expect(card.getByRole('button', { name: words.cashOut })).not.toHaveText(before);
  await card.getByRole('button', { name: words.partial }).click();
  await card.getByLabel(words.amount).fill(`0${words.decimal}5`);
  await card.getByTestId('cash-out-partial-submit').click();
  await expect(card.getByTestId('cash-out-paid')).toBeVisible();
  return id;
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
      const words: Words = WORDS[setup.locale];
      const session = await fundedPlayer(request, DEPOSIT_SATOSHIS);
      await logInToSportsbook(page, session, {
        locale: setup.locale,
        isPhone: setup.isPhone,
        path: '/sports/my-bets',
      });
      // the bet cashed out in full is on a match before kick-off
      const older = { id: await placeSingle(request, session, await listMatch(request)) };
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
      // the rest of the bet rides on
      const partly = await betById(session, newer.id);
      expect(partly).toMatchObject({ status: 'open', stake: 1.5, cashedOut: 0.5 });
      expect(partly?.openStake).toBeLessThan(1.5);

      // all of the older bet, confirmed: it leaves the open bets
      const fullCard = cardOf(page, older.id);
      // its automatic cash-out is chosen against what the bet is worth now
      await fullCard.getByRole('button', { name: words.auto, exact: true }).click();
      await expect(fullCard.getByTestId('cash-out-value-now')).toHaveText(words.worthNow);
      await fullCard.getByRole('button', { name: words.auto, exact: true }).click();
      await fullCard.getByRole('button', { name: words.cashOut }).click();
      const confirm = fullCard.getByRole('button', { name: words.confirm });
      await expect(confirm).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`confirm-${setup.locale}.png`) });
      await confirm.click();
      // the card leaves with its panel: a toast says the bet was paid
      await expect(page.locator('.toast').filter({ hasText: words.cashedOutToast })).toBeVisible();
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
