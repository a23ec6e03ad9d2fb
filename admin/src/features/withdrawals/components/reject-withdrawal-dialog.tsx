import { Trans, useLingui } from '@lingui/react/macro';
import type { Notice } from '../../../lib/notice';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/error-messages';
import { formatMbtc } from '../../../lib/format';
import { useRejectWithdrawal } from '../api/withdrawal-mutations';
import type { PendingWithdrawal } from '../api/withdrawal-queries';
import { Field } from '../../../components/field';

/** Refuses a withdrawal; the reason goes to the audit log. */
export function RejectWithdrawalDialog({
  withdrawal,
  onClose,
}: {
  withdrawal: PendingWithdrawal;
  onClose: (notice: Notice | null) => void;
}) {
  const { i18n } = useLingui();
  const [reason, setReason] = useState('');
  const reject = useRejectWithdrawal();
  const amount = formatMbtc(withdrawal.amount, i18n.locale);
  return (
    <Modal title={<Trans>Rechazar retiro</Trans>} onClose={() => onClose(null)}>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          reject.mutate(
            { transactionId: withdrawal.id, reason },
            {
              onSuccess: () =>
                onClose((i18n) => {
                  const amount = formatMbtc(withdrawal.amount, i18n.locale);
                  return i18n._(msg`Retiro de ${withdrawal.username} (${amount}) rechazado`);
                }),
            },
          );
        }}
      >
        <p>
          <Trans>
            {amount} de {withdrawal.username}: el importe vuelve a su saldo.
          </Trans>
        </p>
        <Field label={<Trans>Motivo</Trans>}>
          {(id) => (
            <textarea
              id={id}
              name="reason"
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={500}
              rows={3}
              required
            />
          )}
        </Field>
        <FormError message={reject.error && errorMessage(i18n, reject.error)} />
        <div className="actions">
          <button type="button" onClick={() => onClose(null)}>
            <Trans>Cancelar</Trans>
          </button>
          <button type="submit" className="danger" disabled={reject.isPending}>
            <Trans>Rechazar</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
