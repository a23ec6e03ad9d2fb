import { Trans, useLingui } from '@lingui/react/macro';
import type { Notice } from '../../../lib/notice';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/error-messages';
import { formatMbtc } from '../../../lib/format';
import { useApproveAdjustment, useRejectAdjustment } from '../api/player-mutations';
import { RISK_TAGS } from '../../../../../contract/operator/players';
import { adjustmentTypeLabel, type Adjustment } from './player-columns';
import { ReasonField } from '../../../components/reason-field';

/**
 * Approves (applies) or rejects, with a reason, an adjustment another member asked for. The card
 * shows what the approver weighs: the type, the player's balance now and tags; a tag from the
 * risk list (RISK_TAGS) must be confirmed before approving.
 */
export function DecideAdjustmentDialog({
  adjustment,
  decision,
  onClose,
}: {
  adjustment: Adjustment;
  decision: 'approve' | 'reject';
  onClose: (notice: Notice | null) => void;
}) {
  const { i18n } = useLingui();
  const [reason, setReason] = useState('');
  const [isRiskConfirmed, setIsRiskConfirmed] = useState(false);
  const riskTags = adjustment.playerTags.filter((tag) => RISK_TAGS.includes(tag));
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
              { adjustmentId: adjustment.id, confirmRiskTags: isRiskConfirmed },
              {
                onSuccess: (answer) =>
                  onClose((i18n) => {
                    const amount = formatMbtc(adjustment.amount, i18n.locale);
                    return i18n._(
                      msg`Ajuste de ${amount} a ${username} aprobado: su saldo es ${formatMbtc(answer.cashBalance ?? 0, i18n.locale)}`,
                    );
                  }),
              },
            );
          } else {
            reject.mutate(
              { adjustmentId: adjustment.id, reason },
              {
                onSuccess: () =>
                  onClose((i18n) => {
                    const amount = formatMbtc(adjustment.amount, i18n.locale);
                    return i18n._(msg`Ajuste de ${amount} a ${username} rechazado`);
                  }),
              },
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
        <dl className="bet-facts">
          <div>
            <dt>
              <Trans>Tipo</Trans>
            </dt>
            <dd>{adjustmentTypeLabel(i18n, adjustment.type)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Saldo del jugador</Trans>
            </dt>
            <dd data-testid="approval-balance">
              {formatMbtc(adjustment.playerCashBalance, i18n.locale)}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Etiquetas</Trans>
            </dt>
            <dd>{adjustment.playerTags.join(', ') || '—'}</dd>
          </div>
        </dl>
        {decision === 'approve' && riskTags.length > 0 && (
          <div className="risk-confirm">
            <p className="signal signal--warning">
              <Trans>
                {username} tiene etiquetas de riesgo: {riskTags.join(', ')}. Revisa su historial
                antes de aprobar.
              </Trans>
            </p>
            <label>
              <input
                type="checkbox"
                checked={isRiskConfirmed}
                onChange={(event) => setIsRiskConfirmed(event.currentTarget.checked)}
                required
              />{' '}
              <Trans>He visto las etiquetas de riesgo y apruebo el ajuste igualmente</Trans>
            </label>
          </div>
        )}
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
