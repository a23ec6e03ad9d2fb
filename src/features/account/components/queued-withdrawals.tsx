import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime, formatMbtc } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { withdrawalQueue, type WithdrawalQueue } from '../../../lib/withdrawal-queue';
import { withdrawalRefusalText } from '../../../lib/withdrawal-words';

interface QueuedWithdrawalsProps {
  playerId: number;
  queue?: WithdrawalQueue;
}

/** The queued list of the player, as the queue (in this tab and the others) has it now. */
export function QueuedWithdrawals({ playerId, queue = withdrawalQueue }: QueuedWithdrawalsProps) {
  const items = queue.state.useStore((state) => state.items);
  const sendingKey = queue.state.useStore((state) => state.sendingKey);
  const refused = queue.state.useStore((state) => state.refused);
  return (
    <QueuedWithdrawalList
      items={items.filter((item) => item.playerId === playerId)}
      sendingKey={sendingKey}
      refused={refused.filter(({ item }) => item.playerId === playerId)}
      queue={queue}
    />
  );
}

type QueueState = ReturnType<WithdrawalQueue['state']['get']>;

interface QueuedWithdrawalListProps extends QueueState {
  queue: WithdrawalQueue;
}

/**
 * Withdrawals kept on the device and not answered yet (each can be removed until it goes), and
 * those the server refused when sent later, with the reason, until the player dismisses them.
 */
export function QueuedWithdrawalList({
  items,
  sendingKey,
  refused,
  queue,
}: QueuedWithdrawalListProps) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { locale } = useLocale();
  if (items.length === 0 && refused.length === 0) return null;
  return (
    <section className="wallet__queue" aria-labelledby="withdrawal-queue-title">
      <h3 id="withdrawal-queue-title">
        <Trans>Retiros en cola</Trans>
      </h3>
      <ul>
        {items.map((item) => {
          const amount = formatMbtc(Number(item.amount), locale);
          const isSending = sendingKey === item.key;
          return (
            <li key={item.key} className="wallet__queue-row" data-testid="queued-withdrawal">
              <span className="wallet__pending-amount">{amount}</span>
              <span className="wallet__queue-address">{item.address}</span>
              <span>{formatDateTime(item.createdAt)}</span>
              <span className="wallet__confirmations">
                {isSending ? (
                  <Trans>Enviando…</Trans>
                ) : (
                  <Trans>En cola: se enviará cuando haya conexión</Trans>
                )}
              </span>
              <button
                type="button"
                className="button button--secondary"
                disabled={isSending}
                aria-label={t`Quitar el retiro de ${amount} de la cola`}
                onClick={() => void queue.remove(item.key)}
              >
                <Trans>Quitar</Trans>
              </button>
            </li>
          );
        })}
        {refused.map(({ item, refusal }) => {
          const amount = formatMbtc(Number(item.amount), locale);
          return (
            <li key={item.key} className="wallet__queue-row" data-testid="refused-withdrawal">
              <span className="wallet__pending-amount">{amount}</span>
              <span className="wallet__queue-address">{item.address}</span>
              <span>{formatDateTime(item.createdAt)}</span>
              <span className="wallet__refusal">
                <Trans>Rechazado: {withdrawalRefusalText(i18n, refusal, locale)}</Trans>
              </span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t`Descartar el aviso del retiro de ${amount}`}
                onClick={() => queue.dismissRefusal(item.key)}
              >
                <Trans>Descartar</Trans>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
