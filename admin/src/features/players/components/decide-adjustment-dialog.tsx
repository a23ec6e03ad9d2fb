import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/error-messages';
import { formatMbtc } from '../../../lib/format';
import { useApproveAdjustment, useRejectAdjustment } from '../api/player-mutations';
import type { Adjustment } from './player-columns';
import { ReasonField } from '../../../components/reason-field';

/** Approves (applies) or rejects, with a reason, an adjustment another member asked for. */
export function DecideAdjustmentDialog({
  adjustment,
  decision,
  onClose,
}: {
  adjustment: Adjustment;
  decision: 'approve' | 'reject';
  onClose: (notice: string | null) => void;
}) {
  const { i18n, t } = useLingui();
  const [reason, setReason] = useState('');
  const approve = useApproveAdjustment();
  const reject = useRejectAdjustment();
  const change = decision === 'approve' ? approve : reject;
  const amount = formatMbtc(adjustment.amount, i18n.locale);
  const username = adjustment.username;
  return (
    <Modal
      title={
        decision === 'approve' ? <Trans>Aprobar ajuste</Trans> : <Trans>Rechazar ajuste</Trans>
      }
      onClose={() => onClose(null)}
    >
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (change.isPending) return;
          if (decision === 'approve') {
            approve.mutate(
              { adjustmentId: adjustment.id },
              {
                onSuccess: (answer) =>
                  onClose(
                    t`Ajuste de ${amount} a ${username} aprobado: su saldo es ${formatMbtc(answer.cashBalance ?? 0, i18n.locale)}`,
                  ),
              },
            );
          } else {
            reject.mutate(
              { adjustmentId: adjustment.id, reason },
              { onSuccess: () => onClose(t`Ajuste de ${amount} a ${username} rechazado`) },
            );
          }
        }}
      >
        <p>
          <Trans>
            {amount} para {username}, pedido por {adjustment.requestedByUsername}: «
            {adjustment.reason}»
          </Trans>
        </p>
        {decision === 'reject' && (
          <ReasonField label={<Trans>Motivo</Trans>} value={reason} onChange={setReason} />
        )}
        <FormError message={change.error && errorMessage(i18n, change.error)} />
        <div className="actions">
          <button type="button" onClick={() => onClose(null)}>
            <Trans>Cancelar</Trans>
          </button>
          <button
            type="submit"
            className={decision === 'approve' ? 'primary' : 'danger'}
            disabled={change.isPending}
          >
            {decision === 'approve' ? <Trans>Aprobar</Trans> : <Trans>Rechazar</Trans>}
          </button>
        </div>
      </form>
    </Modal>
  );
}
