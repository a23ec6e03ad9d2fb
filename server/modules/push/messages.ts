import type { Locale } from '../../../contract/constants';
import { formatMbtc } from '../../../contract/money';
import { pathInLocale } from '../../../contract/locale-path';
import type { PushPayload } from '../../../contract/push';
import type { RealtimeEvents } from '../../../contract/realtime';

type TransactionEvent = RealtimeEvents['transaction'];

/** The account area's transaction list (user menu entry 4). */
const TRANSACTIONS_PATH = '/user-management?tab=4';

type Texts = Record<Locale, (amount: string) => { title: string; body: string }>;

const DEPOSIT_CREDITED: Texts = {
  es: (amount) => ({
    title: 'Depósito acreditado',
    body: `Tu depósito de ${amount} ya está en tu saldo.`,
  }),
  en: (amount) => ({
    title: 'Deposit credited',
    body: `Your deposit of ${amount} is now in your balance.`,
  }),
};
const WITHDRAWAL_COMPLETED: Texts = {
  es: (amount) => ({ title: 'Retiro completado', body: `Hemos enviado tu retiro de ${amount}.` }),
  en: (amount) => ({
    title: 'Withdrawal completed',
    body: `Your withdrawal of ${amount} has been sent.`,
  }),
};
const WITHDRAWAL_REJECTED: Texts = {
  es: (amount) => ({
    title: 'Retiro rechazado',
    body: `Tu retiro de ${amount} fue rechazado; el importe ha vuelto a tu saldo.`,
  }),
  en: (amount) => ({
    title: 'Withdrawal rejected',
    body: `Your withdrawal of ${amount} was rejected; the amount is back in your balance.`,
  }),
};
const WITHDRAWAL_CANCELLED: Texts = {
  es: (amount) => ({
    title: 'Retiro cancelado',
    body: `Tu retiro de ${amount} fue cancelado; el importe ha vuelto a tu saldo.`,
  }),
  en: (amount) => ({
    title: 'Withdrawal cancelled',
    body: `Your withdrawal of ${amount} was cancelled; the amount is back in your balance.`,
  }),
};

/** Which notification a transaction event deserves, if any (a new or pending one needs none). */
function textsFor(event: TransactionEvent): Texts | null {
  if (event.type === 'deposit' && event.status === 'complete') return DEPOSIT_CREDITED;
  if (event.type !== 'withdrawal') return null;
  if (event.status === 'complete') return WITHDRAWAL_COMPLETED;
  if (event.status !== 'cancelled') return null;
  return event.cancelReason === 'rejected' ? WITHDRAWAL_REJECTED : WITHDRAWAL_CANCELLED;
}

/** The notification of a transaction event in `locale`, or null when it deserves none. */
export function transactionNotification(
  event: TransactionEvent,
  locale: Locale,
): PushPayload | null {
  const texts = textsFor(event);
  if (!texts) return null;
  return {
    ...texts[locale](formatMbtc(event.amount, locale)),
    tag: `transaction-${event.id}`,
    url: pathInLocale(TRANSACTIONS_PATH, locale),
  };
}

export interface Promotion {
  title: Record<Locale, string>;
  body: Record<Locale, string>;
  /** An app path; English players get its /en variant. */
  url: string;
  tag: string;
}

export function promotionNotification(promotion: Promotion, locale: Locale): PushPayload {
  return {
    title: promotion.title[locale],
    body: promotion.body[locale],
    tag: promotion.tag,
    url: pathInLocale(promotion.url, locale),
  };
}
