// The sportsbook as a bettor walks it, on a 390 px phone in Spanish and a 1366 px desktop in
// English: the first odds in sight on arrival, a match before kick-off looked at on its page, a
// single on it and one on a match in play from the list, quick stakes, a price that moves while the
// in-play bet waits (refused, said why, the new price accepted, placed), the receipt, the open bets,
// then the matches played out and the settled bets and balance as the bettor reads them. The
// matches are the test's own (a timed server's scripted feed): nothing waits on the wall clock.
import type { Page } from '@playwright/test';
import { listMatch, matchInPlay } from '../e2e/scripted-sports';
import { addSelection, mbtcText, openSlip, place, SLIP_WORDS } from '../e2e/slip-steps';
import { fundedPlayer, logInToSportsbook } from '../e2e/support';
import { expect, test } from '../e2e/timed-server';
import { step } from './screens';

const DEPOSIT_SATOSHIS = 1_000_000;
const SATOSHIS_PER_MBTC = 100_000;

const WALKS = [
  {
    title: 'on a 390 px phone in Spanish',
    locale: 'es' as const,
    isPhone: true,
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    words: {
      ...SLIP_WORDS.es,
      markets: /^Resultado del partido/,
      singles: 'Simples',
      quick: 'Importes rápidos',
      one: '1 mBTC',
      placed: 'Apuesta realizada',
      ok: 'Aceptar',
      open: 'Abiertas',
      oneRefused:
        /^Apuestas realizadas: 1\. Una no se aceptó\.\s*La cuota ha cambiado a \d+,\d{2}\./,
    },
  },
  {
    title: 'on a 1366 px desktop in English',
    locale: 'en' as const,
    isPhone: false,
    use: { viewport: { width: 1366, height: 768 } },
    words: {
      ...SLIP_WORDS.en,
      markets: /^Match result/,
      singles: 'Singles',
      quick: 'Quick stakes',
      one: '1 mBTC',
      placed: 'Bet placed',
      ok: 'OK',
      open: 'Open',
      oneRefused:
        /^Bets placed: 1\. One was not accepted\.\s*The odds have changed to \d+\.\d{2}\./,
    },
  },
];

interface Bet {
  payout: number | null;
  stake: number;
}

for (const walk of WALKS) {
  test.describe(walk.title, () => {
    test.use(walk.use);

    test('a bettor arrives, bets before kick-off and in play, accepts a moved price, and reads the settlement', async ({
      page,
      request,
    }) => {
      const { words } = walk;
      await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
      const later = await listMatch(request, { startsInMinutes: 90 });
      const live = await matchInPlay(request);
      const player = await fundedPlayer(request, DEPOSIT_SATOSHIS);
      await logInToSportsbook(page, player, { locale: walk.locale, isPhone: walk.isPhone });

      // on arrival the first prices are in sight, above the fold
      const firstPrice = page.getByRole('group', { name: /^(Cuotas|Odds):/ }).first();
      await expect(firstPrice.getByRole('button').first()).toBeInViewport();
      await step(page, 'sports on arrival');

      // the match before kick-off, looked at on its page: its markets, then back to the list
      await page.getByRole('link', { name: new RegExp(later.home) }).click();
      await expect(page.getByRole('heading', { name: new RegExp(later.home) })).toBeVisible();
      await expect(page.getByRole('button', { name: words.markets })).toBeVisible();
      await step(page, 'event page');
      await page.goBack();

      // a price of each match from the list; the slip holds both as singles
      await addSelection(page, words, later);
      await addSelection(page, words, live);
      const slip = await openSlip(page, words, walk.isPhone);
      await expect(slip.getByTestId('bet-slip-leg')).toHaveCount(2);
      for (const leg of await slip.getByTestId('bet-slip-leg').all())
        await leg
          .getByRole('group', { name: words.quick })
          .getByRole('button', { name: words.one, exact: true })
          .click();
      await expect(slip.getByTestId(/^return-/).first()).not.toHaveText('—');
      // this bettor takes no price change without being asked (remembered for the next visit)
      await slip.getByLabel(words.policy).selectOption('none');
      await step(page, 'slip with two singles');

      // the in-play price moves while its bet waits: the bet before kick-off is placed, the other
      // refused, with why and the new price to accept
      await slip.getByRole('button', { name: words.place }).click();
      await live.playTo(40);
      await expect(slip.getByTestId('bet-slip-refusals')).toHaveText(words.oneRefused);
      await expect(slip.getByTestId('bet-slip-leg')).toHaveCount(1);
      await expect(slip.getByTestId('bet-slip-leg')).toHaveAttribute(
        'data-problem',
        'odds_changed',
      );
      await step(page, 'in-play price moved');
      await slip.getByRole('button', { name: words.acceptOdds }).click();
      await expect(slip.getByTestId('bet-slip-refusals')).toHaveCount(0);
      await place(slip, words);
      const receipt = slip.getByTestId('bet-confirmation');
      await expect(receipt).toContainText(words.placed);
      await expect(receipt).toContainText(new RegExp(`${words.decimal}\\d{2} mBTC`));
      await step(page, 'receipt');
      await receipt.getByRole('button', { name: words.ok }).click();

      // the open bets, as listed to the bettor
      await slip.getByRole('link', { name: words.myBets }).click();
      await expect(page.getByRole('heading', { name: words.myBets, level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: words.open })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByTestId('sports-bet')).toHaveCount(2);
      await step(page, 'open bets');

      // the matches are played out; the settled bets and the balance, as the bettor reads them
      await live.goal('away');
      await live.playTo(90);
      await live.fullTime();
      await later.kickOff();
      await later.goal('home');
      await later.playTo(90);
      await later.fullTime();
      let settled: Bet[] = [];
      await expect(async () => {
        const answer = await player.post('front/sports/get_bets', {
          playerId: player.playerId,
          status: 'settled',
          itemsPerPage: 50,
        });
        settled = answer.body.rows as Bet[];
        expect(settled).toHaveLength(2);
      }).toPass();
      await page.getByRole('link', { name: words.settled }).click();
      await expect(page.getByTestId('sports-bet')).toHaveCount(2);
      for (const bet of settled) {
        const payout = mbtcText(Math.round((bet.payout ?? 0) * SATOSHIS_PER_MBTC), words);
        await expect(
          page.getByTestId('sports-bet-payout').filter({ hasText: payout }),
        ).not.toHaveCount(0);
      }
      const paid = settled.reduce(
        (sum, bet) => sum + Math.round((bet.payout ?? 0) * SATOSHIS_PER_MBTC),
        0,
      );
      const balance = DEPOSIT_SATOSHIS - 2 * SATOSHIS_PER_MBTC + paid;
      await expect(balanceOf(page, walk.isPhone)).toHaveText(mbtcText(balance, words));
      await expect(balanceOf(page, walk.isPhone)).toBeInViewport();
      await step(page, 'settled bets');
    });
  });
}

/** Where the bettor reads the balance: the phone's top bar, the desktop's sidebar. */
function balanceOf(page: Page, isPhone: boolean) {
  return page.getByTestId(isPhone ? 'top-bar-balance' : 'sidebar-balance');
}
