// The auto cash-out field: empty for none, else a target with up to 2 decimals in the allowed range.
import { CRASH_AUTO_CASH_OUT_RANGE } from '../../../../contract/house-page/live-tables';
import { decimalsOf, parseDecimal } from '../../format';
import type { Checked } from '../../validation';

export function checkAutoCashOut(text: string): Checked<number | null> {
  if (text.trim() === '') return { ok: true, value: null };
  const target = parseDecimal(text);
  if (target === null || decimalsOf(text) > 2)
    return { ok: false, problem: { code: 'invalid_target' } };
  const { min, max } = CRASH_AUTO_CASH_OUT_RANGE;
  if (target < min || target > max)
    return { ok: false, problem: { code: 'target_out_of_range', params: { min, max } } };
  return { ok: true, value: target };
}
