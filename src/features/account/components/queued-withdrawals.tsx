import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime, formatMbtc } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { removeQueuedWithdrawal, withdrawalQueue } from '../../../lib/withdrawal-queue';

/** Withdrawals accepted offline and not sent yet: each can be removed until it goes. */
export function QueuedWithdrawals({ playerId }: { playerId: number }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const items = withdrawalQueue.useStore((state) => state.items);
  const sendingKey = withdrawalQueue.useStore((state) => state.sendingKey);
  const mine = items.filter((item) => item.playerId === playerId);
  if (mine.length === 0) return null;
  return (
    <section className="wallet__queue" aria-labelledby="withdrawal-queue-title">
      <h3 id="withdrawal-queue-title">
        <Trans>Retiros en cola</Trans>
      </h3>
      <ul>
        {mine.map((item) => {
          const amount = formatMbtc(Number(item.amount), locale);
          return (
            <li key={item.key} className="wallet__queue-row" data-testid="queued-withdrawal">
              <span className="wallet__pending-amount">{amount}</span>
              <span className="wallet__queue-address">{item.address}</span>
              <span>{formatDateTime(item.createdAt)}</span>
              <span className="wallet__confirmations">
                {sendingKey === item.key ? (
                  <Trans>Enviando…</Trans>
                ) : (
                  <Trans>En cola: se enviará cuando haya conexión</Trans>
                )}
              </span>
              <button
                type="button"
                className="button button--secondary"
                disabled={sendingKey === item.key}
                aria-label={t`Quitar el retiro de ${amount} de la cola`}
                onClick={() => void removeQueuedWithdrawal(item.key)}
              >
                <Trans>Quitar</Trans>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
