import { Trans, useLingui } from '@lingui/react/macro';
import type { Notice } from '../../../lib/notice';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/error-messages';
import { formatMbtc } from '../../../lib/format';
import { useCompleteWithdrawal } from '../api/withdrawal-mutations';
import type { PendingWithdrawal } from '../api/withdrawal-queries';
import { Field } from '../../../components/field';

/** Marks a withdrawal paid with the transaction id of the payment on the chain. */
export function CompleteWithdrawalDialog({
  withdrawal,
  onClose,
}: {
  withdrawal: PendingWithdrawal;
  onClose: (notice: Notice | null) => void;
}) {
  const { i18n, t } = useLingui();
  const [txid, setTxid] = useState('');
  const complete = useCompleteWithdrawal();
  const amount = formatMbtc(withdrawal.amount, i18n.locale);
  return (
    <Modal title={<Trans>Pagar retiro</Trans>} onClose={() => onClose(null)}>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          complete.mutate(
            { transactionId: withdrawal.id, txid },
            {
              onSuccess: () =>
                onClose((i18n) => {
                  const amount = formatMbtc(withdrawal.amount, i18n.locale);
                  return i18n._(
                    msg`Retiro de ${withdrawal.username} (${amount}) marcado como pagado`,
                  );
                }),
            },
          );
        }}
      >
        <p>
          <Trans>
            {amount} a {withdrawal.username}, dirección{' '}
            <code className="break">{withdrawal.address}</code>
          </Trans>
        </p>
        <Field label={<Trans>ID de la transacción (txid)</Trans>}>
          {(id) => (
            <input
              id={id}
              name="txid"
              value={txid}
              onChange={(event) => setTxid(event.currentTarget.value.trim())}
              pattern="[0-9a-fA-F]{64}"
              title={t`64 caracteres hexadecimales`}
              autoComplete="off"
              spellCheck={false}
              required
            />
          )}
        </Field>
        <FormError message={complete.error && errorMessage(i18n, complete.error)} />
        <div className="actions">
          <button type="button" onClick={() => onClose(null)}>
            <Trans>Cancelar</Trans>
          </button>
          <button type="submit" className="primary" disabled={complete.isPending}>
            <Trans>Marcar como pagado</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
