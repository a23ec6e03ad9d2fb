import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatOdds } from '../../../../contract/odds-format';
import type { PlayerSportsBet } from '../../../../contract/operator/player-bets';
import { parseFactor } from '../../../../contract/sports-payout';

type Leg = PlayerSportsBet['legs'][number];

/**
 * A leg's result in words, as it was settled (or as the feed has it while the bet is open):
 * won, lost, void, half won or lost (a quarter line), won at a dead heat, or still to be decided.
 */
export function legResultLabel(i18n: I18n, leg: Leg): string {
  const voided = leg.voidFactor === null ? null : parseFactor(leg.voidFactor);
  if (leg.result === null) return i18n._(msg`Sin resultado`);
  if (voided && voided.numerator >= voided.denominator) return i18n._(msg`Anulada`);
  if (voided && voided.numerator > 0n)
    return leg.result === 1 ? i18n._(msg`Media ganada`) : i18n._(msg`Media perdida`);
  if (leg.result === 1 && leg.deadHeatFactor !== null) return i18n._(msg`Ganada (empate)`);
  return leg.result === 1 ? i18n._(msg`Ganada`) : i18n._(msg`Perdida`);
}

/**
 * The odds the bet was taken at, as one price: a bet builder's joint price, the product of the
 * legs' prices for a single or an accumulator; null for a system (each line has its own).
 */
export function betOdds(bet: PlayerSportsBet): number | null {
  if (bet.builderOddsMilli !== null) return bet.builderOddsMilli;
  if (bet.type === 'system') return null;
  // display only: thousandths multiplied and rounded back, never used for money
  return Math.round(bet.legs.reduce((odds, leg) => (odds * leg.oddsMilli) / 1000, 1000));
}

export const decimalOdds = (milli: number, locale: string) => formatOdds(milli, 'decimal', locale);

/** An event's score as `2 – 1`, or a dash when it has none. */
export function scoreText(score: { home: number; away: number } | null): string {
  return score ? `${score.home} – ${score.away}` : '—';
}
