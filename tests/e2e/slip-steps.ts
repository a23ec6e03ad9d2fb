// The sportsbook's steps as a bettor takes them, shared by the feature specs and the journeys: the
// words read in each language, a price pressed in the list, the slip opened, a bet placed.
import { expect, type Locator, type Page } from '@playwright/test';
import type { PlayedMatch } from './scripted-sports';

/** The words of each language a bettor reads and clicks in the sportsbook and its slip. */
export const SLIP_WORDS = {
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
    notAccepted: /^No se aceptó la apuesta\.\s*La cuota ha cambiado a \d+,\d{2}\./,
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
    notAccepted: /^The bet was not accepted\.\s*The odds have changed to \d+\.\d{2}\./,
    eventOver: 'The event is over: its bets settle by the final score.',
  },
} as const;
export type SlipWords = (typeof SLIP_WORDS)[keyof typeof SLIP_WORDS];

/**
 * Presses a price of the event's main market in the /sports list: the one nearest 2.50 (a
 * near-certain outcome or a long shot may close before the bet is accepted).
 */
export async function addSelection(page: Page, words: SlipWords, match: PlayedMatch) {
  const group = page.getByRole('group', { name: `${words.odds}: ${match.home} - ${match.away}` });
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
    await prices.nth(chosen).click();
    await expect(group.getByRole('button', { pressed: true })).toHaveCount(1);
  }).toPass();
}

/** The slip: the side panel on a desktop, the drawer opened from its badge on a phone. */
export async function openSlip(page: Page, words: SlipWords, isPhone: boolean): Promise<Locator> {
  if (!isPhone) return page.getByRole('complementary', { name: words.slip });
  const drawer = page.getByRole('dialog', { name: words.slip });
  if (!(await drawer.isVisible())) await page.getByTestId('bet-slip-trigger').click();
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Places what the slip holds; the slip confirms it (in play, after the acceptance delay). */
export async function place(slip: Locator, words: SlipWords): Promise<void> {
  await slip.getByRole('button', { name: words.place }).click();
  await expect(slip.getByTestId('bet-confirmation')).toBeVisible();
}

/** An amount in satoshis as the page writes it in mBTC (2 to 5 decimals, grouped). */
export function mbtcText(satoshis: number, words: SlipWords): string {
  const [whole = '0', fraction = '00000'] = (satoshis / 100_000).toFixed(5).split('.');
  const decimals = fraction.replace(/0+$/, '').padEnd(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, words.decimal === ',' ? '.' : ',');
  return `${grouped}${words.decimal}${decimals} mBTC`;
}
