// A corrected result end to end (issue 14): a player's single on a match not yet started is
// settled won by the operator (admin/sports/settle_market, the same feed store and settlement as
// the feed's), then corrected to lost; My bets shows the bet corrected, what it paid before, and
// the balance what it is now, in the player's language, without a reload.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { staffToken } from './staff';
import { fundedPlayer, logInToSportsbook, SPORTS_SETUPS } from './support';

// One after the other, in one worker: each settles the match kicking off last, and two at once
// picked the same one, so each saw the other's bet settled and corrected with its own (a CI run
// counted two bets changed, then none). Once settled, a match is no longer listed as open.
test.describe.configure({ mode: 'default', timeout: 120_000 });

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

interface ListedEvent {
  id: string;
  startTime: string;
  mainMarket: {
    status: string;
    outcomes: { id: string; outcomeId: string; oddsMilli: number; isActive: boolean }[];
  } | null;
}

/** The football match kicking off last among those listed: nothing settles it during the test. */
async function laterMatch(request: APIRequestContext): Promise<ListedEvent> {
  let match: ListedEvent | undefined;
  await expect(async () => {
    const response = await request.post('/api/front/sports/get_events', {
      data: { sportId: 'football', live: false, itemsPerPage: 50 },
    });
    const { rows } = (await response.json()) as { rows: ListedEvent[] };
    match = rows
      .filter(
        (event) =>
          event.mainMarket?.status === 'active' &&
          event.mainMarket.outcomes.every((outcome) => outcome.isActive) &&
          Date.parse(event.startTime) > Date.now() + 60_000,
      )
      .sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime))[0];
    expect(match).toBeDefined();
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  return match as ListedEvent;
}

/** The operator settles the match's main market (1X2) with `winner` the outcome that won. */
async function operatorSettles(request: APIRequestContext, match: ListedEvent, winner: string) {
  const accessToken = await staffToken(request, 'sports-correction');
  const settled = await request.post('/api/admin/sports/settle_market', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      eventId: match.id,
      marketType: '1x2',
      outcomes: (match.mainMarket?.outcomes ?? []).map(({ outcomeId }) => ({
        id: outcomeId,
        result: outcomeId === winner ? 1 : 0,
      })),
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
      const match = await laterMatch(request);
      const home = match.mainMarket?.outcomes.find((outcome) => outcome.outcomeId === 'home');
      if (!home) throw new Error('no home outcome');
      const placed = await player.post(
        'front/sports/place_bet',
        {
          playerId: player.playerId,
          stake: 1,
          type: 'single',
          selections: [{ outcomeId: home.id, oddsMilli: home.oddsMilli }],
          oddsPolicy: 'any',
        },
        { 'Idempotency-Key': crypto.randomUUID() },
      );
      expect(placed.status).toBe(200);
      const bet = placed.body.bet as { legs: { oddsMilli: number }[] };
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
