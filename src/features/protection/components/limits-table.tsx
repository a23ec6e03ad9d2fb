import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import type { LimitView } from '../../../../contract/protection';
import { failureMessage } from '../../../lib/error-messages';
import { formatDateTime, formatMbtc } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useConfirmLimit } from '../api/protection-queries';
import { LIMIT_PERIOD_LABELS, LIMIT_TYPE_LABELS } from '../labels';

interface LimitsTableProps {
  playerId: number;
  limits: LimitView[];
  now: number;
}

/** Every limit: in force, used, left and a pending change, confirmable once its time has come. */
export function LimitsTable({ playerId, limits, now }: LimitsTableProps) {
  const { i18n, t } = useLingui();
  const { locale } = useLocale();
  const confirm = useConfirmLimit(playerId);
  const amount = (value: number | null) =>
    value === null ? t`Sin límite` : formatMbtc(value, locale);

  return (
    <>
      <table className="protection__table">
        <caption>
          <Trans>Tus límites</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Límite</Trans>
            </th>
            <th scope="col">
              <Trans>En vigor</Trans>
            </th>
            <th scope="col">
              <Trans>Usado</Trans>
            </th>
            <th scope="col">
              <Trans>Disponible</Trans>
            </th>
            <th scope="col">
              <Trans>Cambio pendiente</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {limits.map((limit) => {
            const name = `${i18n._(LIMIT_TYPE_LABELS[limit.type])} · ${i18n._(LIMIT_PERIOD_LABELS[limit.period])}`;
            const pending = limit.pending;
            return (
              <tr
                key={`${limit.type}-${limit.period}`}
                data-limit={`${limit.type}-${limit.period}`}
              >
                <th scope="row">{name}</th>
                <td data-label={t`En vigor`}>{amount(limit.amount)}</td>
                <td data-label={t`Usado`}>{formatMbtc(limit.used, locale)}</td>
                <td data-label={t`Disponible`}>
                  {limit.left === null ? '—' : formatMbtc(limit.left, locale)}
                </td>
                <td data-label={t`Cambio pendiente`}>
                  {pending && (
                    <>
                      <span>{amount(pending.amount)}</span>{' '}
                      {Date.parse(pending.confirmableAt) <= now ? (
                        <button
                          type="button"
                          className="button button--secondary"
                          disabled={confirm.isPending}
                          aria-label={t`Confirmar el cambio de ${name}`}
                          onClick={() => confirm.mutate({ type: limit.type, period: limit.period })}
                        >
                          <Trans>Confirmar</Trans>
                        </button>
                      ) : (
                        <small>
                          <Trans>
                            Confirmable desde el{' '}
                            <time dateTime={pending.confirmableAt}>
                              {formatDateTime(pending.confirmableAt)}
                            </time>
                          </Trans>
                        </small>
                      )}
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {confirm.isError && (
        <p className="alert alert--error" role="alert">
          {failureMessage(i18n, confirm.error)}
        </p>
      )}
    </>
  );
}
