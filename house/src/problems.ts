// One shape for what stops a bet, whether the page found it (a field) or the server refused it:
// a code and the numbers its message needs.
import { formatAmount, formatMultiplier, formatPercent, type Lang } from './format';
import { isMessageKey, type Translate } from './i18n';

export interface Problem {
  code: string;
  params?: Record<string, string | number>;
}

// which unit each code's numbers are in; anything else is shown as sent
const PARAM_UNITS: Record<string, 'mbtc' | 'percent' | 'multiplier'> = {
  insufficient_funds: 'mbtc',
  stake_below_minimum: 'mbtc',
  stake_above_maximum: 'mbtc',
  payout_above_maximum: 'mbtc',
  chance_out_of_range: 'percent',
  target_out_of_range: 'multiplier',
};

function formatParam(code: string, value: string | number, lang: Lang): string {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  switch (PARAM_UNITS[code]) {
    case 'mbtc':
      return formatAmount(number, lang);
    case 'percent':
      return formatPercent(number, lang);
    case 'multiplier':
      return formatMultiplier(number, lang);
    default:
      return String(value);
  }
}

/** The translated sentence for a problem; unknown codes get a general one. */
export function describeProblem(problem: Problem, t: Translate, lang: Lang): string {
  const key = `error.${problem.code}`;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(problem.params ?? {})) {
    values[name] = formatParam(problem.code, value, lang);
  }
  return isMessageKey(key) ? t(key, values) : t('error.unknown');
}
