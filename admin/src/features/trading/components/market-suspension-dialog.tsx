import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { Notice } from '../../../lib/notice';
import { useState } from 'react';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/error-messages';
import { useMarketSuspension } from '../api/trading-mutations';
import type { TradingMarket } from '../api/trading-queries';
import { tradingMarketName } from '../liability';

/** Suspends or resumes one market of an event, with an optional reason for the audit log. */
export function MarketSuspensionDialog({
  action,
  eventId,
  eventName,
  market,
  sportId,
  onClose,
}: {
  action: 'suspend' | 'resume';
  eventId: string;
  eventName: string;
  market: TradingMarket;
  sportId: string;
  onClose: (notice: Notice | null) => void;
}) {
  const { i18n } = useLingui();
  const [reason, setReason] = useState('');
  const change = useMarketSuspension(action);
  const name = tradingMarketName(market, i18n, sportId);
  const isSuspend = action === 'suspend';
  return (
    <Modal
      title={isSuspend ? <Trans>Suspender mercado</Trans> : <Trans>Reanudar mercado</Trans>}
      onClose={() => onClose(null)}
    >
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate(
            { eventId, marketType: market.type, specifiers: market.specifiers, reason },
            {
              onSuccess: () =>
                onClose((i18n) => {
                  const name = tradingMarketName(market, i18n, sportId);
                  return i18n._(
                    isSuspend
                      ? msg`Mercado ${name} de ${eventName} suspendido`
                      : msg`Mercado ${name} de ${eventName} reanudado`,
                  );
                }),
            },
          );
        }}
      >
        <p>
          {isSuspend ? (
            <Trans>
              {name} de {eventName}: no se aceptarán apuestas ni cash-outs hasta reanudarlo.
            </Trans>
          ) : (
            <Trans>
              {name} de {eventName}: vuelve al estado que indique el proveedor.
            </Trans>
          )}
        </p>
        <Field label={<Trans>Motivo (opcional)</Trans>}>
          {(id) => (
            <textarea
              id={id}
              name="reason"
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={500}
              rows={3}
            />
          )}
        </Field>
        <FormError message={change.error && errorMessage(i18n, change.error)} />
        <div className="actions">
          <button type="button" onClick={() => onClose(null)}>
            <Trans>Cancelar</Trans>
          </button>
          <button
            type="submit"
            className={isSuspend ? 'danger' : 'primary'}
            disabled={change.isPending}
          >
            {isSuspend ? <Trans>Suspender</Trans> : <Trans>Reanudar</Trans>}
          </button>
        </div>
      </form>
    </Modal>
  );
}
