import { Trans } from '@lingui/react/macro';
import type { Failure } from '../../../lib/api-client';
import { formatMbtc } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { betSlip } from './bet-slip-store';

/** The refusals of a stake above a limit: their `max` is the largest stake the book accepts. */
const LIMIT_CODES = new Set(['stake_too_high', 'payout_too_high', 'stake_over_liability']);

/** The largest stake (mBTC) a refusal offers, or null when it offers none. */
export function largestStakeOffered(failure: Failure | undefined): number | null {
  const max = failure?.params.max;
  return failure && LIMIT_CODES.has(failure.code) && typeof max === 'number' && max > 0
    ? max
    : null;
}

/** The stake as the slip's field shows it: the player's decimal mark, no thousands separator. */
function stakeText(mbtc: number, locale: 'es' | 'en'): string {
  const text = String(mbtc);
  return locale === 'es' ? text.replace('.', ',') : text;
}

/**
 * After a refusal above a limit, a button that sets the stake to the largest the book accepts
 * (docs/sportsbook-settlement.md "Limits"; a system's is per line, as its stake); gone once the
 * stake is that.
 */
export function LargestStakeOffer({
  stakeKey,
  failure,
  value,
  isPerLine = false,
}: {
  stakeKey: string;
  failure: Failure | undefined;
  value: string;
  isPerLine?: boolean;
}) {
  const { locale } = useLocale();
  const max = largestStakeOffered(failure);
  if (max === null) return null;
  const text = stakeText(max, locale);
  if (value.trim() === text) return null;
  return (
    <button
      type="button"
      className="button button--secondary bet-slip__offer"
      data-testid={`use-largest-${stakeKey}`}
      onClick={() => betSlip.setStake(stakeKey, text)}
    >
      {isPerLine ? (
        <Trans>Apostar el máximo por línea: {formatMbtc(max, locale)}</Trans>
      ) : (
        <Trans>Apostar el máximo: {formatMbtc(max, locale)}</Trans>
      )}
    </button>
  );
}
