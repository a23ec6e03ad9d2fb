import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '../../contract/constants';
import type { ErrorCode } from '../../contract/errors';
import { isUnansweredFailure } from '../../contract/answer-failure';
import { ApiFailure, type FailureCode } from './api-client';
import { errorMessage } from './error-messages';
import { formatDateTime, formatMbtc } from './format';

/** Why the server turned a withdrawal down: its code, the field it names, the values its words need. */
export interface WithdrawalRefusal {
  code: FailureCode;
  errors: Record<string, ErrorCode>;
  params: Record<string, string | number>;
}

/** The refusal an error or a `status: 0` answer carries (anything unknown reads as `action_failed`). */
export function refusalOf(reason: unknown): WithdrawalRefusal {
  if (reason instanceof ApiFailure)
    return { code: reason.code, errors: reason.errors, params: reason.params };
  if (typeof reason === 'object' && reason !== null && 'code' in reason)
    return { code: reason.code as FailureCode, errors: {}, params: {} };
  return { code: 'action_failed', errors: {}, params: {} };
}

/**
 * No answer to go by: lost on the way, too slow, the server busy with the same key or failing.
 * Only the same request with the same Idempotency-Key is safe to send again.
 */
export function isUnanswered(error: unknown): boolean {
  return !(error instanceof ApiFailure) || isUnansweredFailure(error.httpStatus, error.code);
}

/**
 * The one wording of a withdrawal's refusal, for the form and the queued list alike: the code of
 * `field` (else of the first field named, else the refusal's own), its amounts in mBTC and its
 * times as the player reads them.
 */
export function withdrawalRefusalText(
  i18n: I18n,
  refusal: WithdrawalRefusal,
  locale: Locale,
  field?: string,
): string {
  const code = field ? refusal.errors[field] : Object.values(refusal.errors)[0];
  const { max, amount } = refusal.params;
  return errorMessage(i18n, code ?? refusal.code, {
    ...formatDateParams(refusal.params),
    ...(typeof max === 'number' && { max: formatMbtc(max, locale) }),
    ...(typeof amount === 'number' && { amount: formatMbtc(amount, locale) }),
  });
}

const sentMessage = msg({
  id: 'queued_withdrawal_sent',
  message: 'Retiro en cola enviado: {amount}',
});

/** What a queued withdrawal's acceptance says when nobody waits on the form for it. */
export function queuedWithdrawalSentText(i18n: I18n, amount: number, locale: Locale): string {
  const values = { amount: formatMbtc(amount, locale) };
  return i18n._(sentMessage.id, values, { message: sentMessage.message });
}

/** A refusal's params whose values are ISO times (e.g. `until`, `usableAt`) as the player reads dates. */
export function formatDateParams(
  params: Record<string, string | number>,
): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)
        ? formatDateTime(value)
        : value,
    ]),
  );
}
