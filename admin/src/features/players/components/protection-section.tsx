import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LimitPeriod, LimitType } from '../../../../../contract/protection';
import { DataTable } from '../../../components/data-table';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/error-messages';
import { formatDateTime, formatMbtc } from '../../../lib/format';
import { playerQueries, type PlayerProtection } from '../api/player-queries';
import { ExclusionReview } from './exclusion-review';

const LIMIT_TYPES = {
  deposit: msg`Depósitos`,
  loss: msg`Pérdidas`,
  wager: msg`Apuestas`,
} satisfies Record<LimitType, unknown>;
const LIMIT_PERIODS = {
  day: msg`Diario`,
  week: msg`Semanal`,
  month: msg`Mensual`,
} satisfies Record<LimitPeriod, unknown>;

type Limit = PlayerProtection['limits'][number];

/**
 * The player's protection as they set it (admin/players/get_protection): the break in force, the
 * limits with the changes waiting for their cooling-off, the reality check. Read only: only the
 * player changes them.
 */
export function ProtectionSection({ player }: { player: number }) {
  const { i18n, t } = useLingui();
  const protection = useQuery(playerQueries.protection(player));
  if (protection.error) return <FormError message={errorMessage(i18n, protection.error)} />;
  if (!protection.data) return <p role="status">{t`Cargando…`}</p>;
  const { limits, realityCheck, heldDeposits, exclusionReview } = protection.data;
  const date = (iso: string) => formatDateTime(iso, i18n.locale);
  const money = (amount: number | null) =>
    amount === null ? t`Sin límite` : formatMbtc(amount, i18n.locale);
  const minutes = (value: number | null) => (value === null ? t`Desactivado` : t`${value} min`);
  const pending = (limit: Limit) => {
    if (!limit.pending) return '—';
    const confirmable = date(limit.pending.confirmableAt);
    return limit.pending.amount === null
      ? t`Quitarlo, confirmable desde ${confirmable}`
      : t`${money(limit.pending.amount)}, confirmable desde ${confirmable}`;
  };
  // a limit never set has nothing to show; one set or with a change pending does
  const rows = limits.filter((limit) => limit.amount !== null || limit.pending !== null);
  return (
    <div className="stack">
      <BreakState protection={protection.data} />
      {exclusionReview && <ExclusionReview player={player} review={exclusionReview} />}
      <DataTable<Limit>
        caption={t`Límites del jugador en vigor y pendientes`}
        rows={rows}
        rowKey={(limit) => `${limit.type}:${limit.period}`}
        empty={<Trans>Sin límites de depósito, pérdida ni apuesta.</Trans>}
        columns={[
          { id: 'type', header: t`Límite`, cell: (limit) => i18n._(LIMIT_TYPES[limit.type]) },
          {
            id: 'period',
            header: t`Periodo`,
            cell: (limit) => i18n._(LIMIT_PERIODS[limit.period]),
          },
          {
            id: 'amount',
            header: t`En vigor`,
            cell: (limit) => money(limit.amount),
            sortValue: (limit) => limit.amount,
            isNumeric: true,
          },
          {
            id: 'used',
            header: t`Usado`,
            cell: (limit) => formatMbtc(limit.used, i18n.locale),
            sortValue: (limit) => limit.used,
            isNumeric: true,
          },
          {
            id: 'left',
            header: t`Disponible`,
            cell: (limit) => (limit.left === null ? '—' : formatMbtc(limit.left, i18n.locale)),
            sortValue: (limit) => limit.left,
            isNumeric: true,
          },
          { id: 'pending', header: t`Cambio pendiente`, cell: pending },
        ]}
      />
      <dl className="profile">
        <div>
          <dt>{t`Aviso de tiempo de juego`}</dt>
          <dd>{minutes(realityCheck.intervalMinutes)}</dd>
        </div>
        <div>
          <dt>{t`Límite de sesión`}</dt>
          <dd>{minutes(realityCheck.sessionLimitMinutes)}</dd>
        </div>
        <div>
          <dt>{t`Depósitos retenidos`}</dt>
          <dd>{formatMbtc(heldDeposits, i18n.locale)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The time-out or self-exclusion in force, with its start and end, or that there is none. */
function BreakState({ protection }: { protection: PlayerProtection }) {
  const { i18n } = useLingui();
  const pause = protection.break;
  if (!pause) {
    return (
      <p>
        <span className="status-tag status-tag--success">
          <Trans>Sin pausa ni autoexclusión</Trans>
        </span>
      </p>
    );
  }
  const started = formatDateTime(pause.startedAt, i18n.locale);
  const ends = pause.endsAt ? formatDateTime(pause.endsAt, i18n.locale) : null;
  return (
    <p>
      <span className="status-tag status-tag--danger">
        {pause.kind === 'time_out' ? <Trans>Pausa (time-out)</Trans> : <Trans>Autoexclusión</Trans>}
      </span>{' '}
      {ends ? (
        <Trans>
          desde el {started} hasta el {ends}
        </Trans>
      ) : (
        <Trans>desde el {started}, indefinida</Trans>
      )}
    </p>
  );
}
