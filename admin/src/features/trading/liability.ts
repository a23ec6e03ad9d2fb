import type { I18n } from '@lingui/core';
import type { Locale } from '../../../../contract/constants';
import {
  marketName,
  outcomeName,
  type MarketKind,
  type MarketTeams,
} from '../../../../contract/sports-market-names';

/** How the book stands if an outcome wins: it pays out (loss), wins, or neither. */
export type LiabilityTone = 'loss' | 'win' | 'even';

export function liabilityTone(liability: number): LiabilityTone {
  if (liability > 0) return 'loss';
  if (liability < 0) return 'win';
  return 'even';
}

/**
 * A liability in mBTC with its sign always written (+ the book pays, − the book wins), so the
 * colour is never the only sign of it.
 */
export function formatLiability(liability: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, {
    maximumFractionDigits: 5,
    signDisplay: 'exceptZero',
  }).format(liability);
  return `${number} mBTC`;
}

/** Decimal odds from the API's thousandths (2150 → 2.15), two decimals at least. */
export function formatOdds(oddsMilli: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  }).format(oddsMilli / 1000);
}

/**
 * A market's name in words as players read it (contract/sports-market-names.ts), with its
 * specifiers written out when the name does not show them (a handicap's line is in its outcomes'
 * names), so two lines of a type never read the same.
 */
export function tradingMarketName(market: MarketKind, i18n: I18n, sportId?: string): string {
  const name = marketName(market, i18n, sportId);
  if (!market.specifiers) return name;
  const withoutLine = marketName({ type: market.type, specifiers: '' }, i18n, sportId);
  return name === withoutLine ? `${name} (${market.specifiers.split('|').join(', ')})` : name;
}

/** An outcome's name in words: the team's name, Empate / Draw, Más de 2,5 / Over 2.5… */
export function tradingOutcomeName(
  market: MarketKind,
  outcomeId: string,
  event: MarketTeams,
  i18n: I18n,
): string {
  const locale: Locale = i18n.locale === 'en' ? 'en' : 'es';
  return outcomeName(market.type, outcomeId, market.specifiers, event, locale, i18n);
}
