// A corrected result end to end: a player's single on a match not yet started is settled won by
// the operator (admin/sports/settle_market, the same feed store and settlement as the feed's),
// then corrected to lost; My bets shows the bet corrected, what it paid before, and the balance
// what it is now, in the player's language, without a reload. Each test's match is its own
// (scripted-sports.ts on a timed server).
import type { APIRequestContext, Page } from '@playwright/test';
import { listMatch, outcomeOf, type PlayedMatch } from './scripted-sports';
import { fundedPlayer, logInToSportsbook, placeSingleBet, SPORTS_SETUPS } from './support';
import { expect, operatorToken, test } from './timed-server';

/** 100 mBTC. */
const DEPOSIT_SATOSHIS = 10_000_000;
const SATOSHIS_PER_MBTC = 100_000;

const WORDS = {
  es: {
    prefix: '',
    corrected: 'Resultado corregido',
    won: 'Ganada',
    lost: 'Perdida',
    paidBefore: 'Pagado antes de la corrección',
    decimal: ',',
  },
  en: {
    prefix: '/en',
    corrected: 'Result corrected',
    won: 'Won',
    lost: 'Lost',
    paidBefore: 'Paid before the correction',
    decimal: '.',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

function formatMbtc(satoshis: number, words: Words): string {
  const [whole = '0', fraction = '00000'] = (satoshis / SATOSHIS_PER_MBTC).toFixed(5).split('.');
  const decimals = fraction.replace(/0+$/, '').padEnd(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, words.decimal === ',' ? '.' : ',');
  return `${grouped}${words.decimal}${decimals} mBTC`;
}

/** The operator settles the match's main market (1X2) with `winner` the outcome that won. */
async function operatorSettles(request: APIRequestContext, match: PlayedMatch, winner: string) {
  const settled = await request.post('/api/admin/sports/settle_market', {
    headers: { Authorization: `Bearer ${await operatorToken(request)}` },
    data: {
      eventId: match.id,
      marketType: '1x2',
      outcomes: ['home', 'draw', 'away'].map((id) => ({ id, result: id === winner ? 1 : 0 })),
    },
  });
  expect(settled.status()).toBe(200);
  expect(await settled.json()).toMatchObject({ isApplied: true, betsChanged: 1 });
}

async function expectBalance(page: Page, balance: string, isPhone: boolean) {
  if (isPhone) {
    await page.getByRole('button', { name: /^(Perfil|Profile)$/ }).click();
    await expect(page.getByTestId('profile-menu-balance')).toHaveText(balance);
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByTestId('sidebar-balance')).toHaveText(balance);
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
});

for (const setup of SPORTS_SETUPS) {
  test.describe(setup.title, () => {
    test.use(setup.use);

    test('a settled bet is corrected and the player sees the new result and balance', async ({
      page,
      request,
    }, testInfo) => {
      const words = WORDS[setup.locale];
      const player = await fundedPlayer(request, DEPOSIT_SATOSHIS);
      const match = await listMatch(request);
      const home = await outcomeOf(request, match, 'home');
      const bet = await placeSingleBet(player, home);
      const paid = Math.floor((SATOSHIS_PER_MBTC * (bet.legs[0]?.oddsMilli ?? 0)) / 1000);
      await operatorSettles(request, match, 'home');

      await logInToSportsbook(page, player, {
        locale: setup.locale,
        isPhone: setup.isPhone,
        path: '/sports/my-bets?status=settled',
      });
      const card = page.getByTestId('sports-bet');
      await expect(card.getByTestId('sports-bet-result')).toHaveText(words.won);
      await expect(card.getByTestId('sports-bet-payout')).toHaveText(formatMbtc(paid, words));

      // the operator corrects the result: the page follows without a reload
      await operatorSettles(request, match, 'away');
      await expect(card.getByTestId('sports-bet-correction')).toHaveText(words.corrected);
      await expect(card.getByTestId('sports-bet-result')).toHaveText(words.lost);
      await expect(card.getByTestId('sports-bet-payout')).toHaveText(formatMbtc(0, words));
      await expect(card.getByText(words.paidBefore)).toBeVisible();
      await expect(card.getByTestId('sports-bet-previous-payout')).toHaveText(
        formatMbtc(paid, words),
      );
      await card.screenshot({ path: testInfo.outputPath(`corrected-${setup.locale}.png`) });
      await expectBalance(
        page,
        formatMbtc(DEPOSIT_SATOSHIS - SATOSHIS_PER_MBTC, words),
        setup.isPhone,
      );
    });
  });
}
