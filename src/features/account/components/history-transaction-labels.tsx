import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FinancialTransaction } from '../../../../contract/wallet';

export const TRANSACTION_TYPE_LABELS = {
  deposit: msg`Depósito`,
  withdrawal: msg`Retiro`,
  bonus: msg`Bono`,
} as const;

export const TRANSACTION_STATUS_LABELS = {
  complete: msg`Completada`,
  pending: msg`Pendiente`,
  cancelled: msg`Cancelada`,
} as const;

/**
 * A transaction's status as a badge (pending red, complete green, cancelled grey: the word is
 * always there, so colour is never the only sign), with the confirmations of a pending deposit.
 */
export function TransactionStatusLabel({
  transaction,
}: {
  transaction: Pick<
    FinancialTransaction,
    'type' | 'status' | 'confirmations' | 'requiredConfirmations'
  >;
}) {
  const { i18n, t } = useLingui();
  const { status, confirmations, requiredConfirmations } = transaction;
  const isConfirming =
    transaction.type === 'deposit' &&
    status === 'pending' &&
    confirmations !== null &&
    requiredConfirmations !== null;
  return (
    <span className="history__status-cell">
      <span className={`history__status history__status--${status}`}>
        {i18n._(TRANSACTION_STATUS_LABELS[status])}
      </span>
      {isConfirming && (
        <span className="history__confirmations">
          {' '}
          <span className="visually-hidden">{t`Confirmaciones:`} </span>
          {t`${confirmations} de ${requiredConfirmations}`}
        </span>
      )}
    </span>
  );
}
