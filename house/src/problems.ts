// One shape for what stops a bet, whether the page found it (a field) or the server refused it:
// a code and the numbers its message needs.
import { formatAmount, formatMultiplier, formatNumber, formatPercent, type Lang } from './format';
import { isMessageKey, type MessageKey, type Translate } from './i18n';

export interface Problem {
  code: string;
  params?: Record<string, string | number>;
  /** The server's code per request field (`amount`, `target`, `bets.0.amount`…). */
  errors?: Record<string, string>;
}

// the request fields a player can put right, by the name the page gives them
const FIELD_NAMES: Record<string, MessageKey> = {
  amount: 'stake',
  target: 'fieldTarget',
  direction: 'diceDirection',
  clientSeed: 'fairClientSeed',
  bets: 'fieldBets',
  autoCashOut: 'crashAutoCashOut',
};

// what a field's code says about it; any other code is a value that is not valid
const FIELD_CODES: Record<string, MessageKey> = {
  field_required: 'error.field_required',
  invalid_amount: 'error.invalid_amount',
};

/** One sentence per field the server refused ("Importe (mBTC): …"), or '' if none is known. */
function describeFields(errors: Record<string, string>, t: Translate): string {
  const sentences = new Set<string>();
  for (const [path, code] of Object.entries(errors)) {
    const field = FIELD_NAMES[path.split('.')[0] ?? ''];
    if (field)
      sentences.add(
        t('fieldProblem', {
          field: t(field),
          problem: t(FIELD_CODES[code] ?? 'error.invalid_field'),
        }),
      );
  }
  return [...sentences].join(' ');
}

// which unit each code's numbers are in; anything else is shown as sent
const PARAM_UNITS: Record<string, 'mbtc' | 'percent' | 'multiplier' | 'count'> = {
  insufficient_funds: 'mbtc',
  stake_below_minimum: 'mbtc',
  stake_above_maximum: 'mbtc',
  payout_above_maximum: 'mbtc',
  chance_out_of_range: 'percent',
  target_out_of_range: 'multiplier',
  limit_exceeded: 'mbtc',
  autobet_invalid_count: 'count',
  autobet_invalid_increase: 'count',
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
    case 'count':
      return formatNumber(number, lang, 0);
    default:
      return String(value);
  }
}

/** The translated sentence for a problem (per field when the server named fields); unknown codes
 * get a general one. */
export function describeProblem(problem: Problem, t: Translate, lang: Lang): string {
  const fields = problem.errors ? describeFields(problem.errors, t) : '';
  if (fields) return fields;
  const key = `error.${problem.code}`;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(problem.params ?? {})) {
    values[name] = formatParam(problem.code, value, lang);
  }
  return isMessageKey(key) ? t(key, values) : t('error.unknown');
}
