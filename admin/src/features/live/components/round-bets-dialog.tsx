import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/error-messages';
import { formatDateTime, formatMbtc } from '../../../lib/format';
import { liveQueries, type LiveBet, type LiveRound } from '../api/live-queries';
import { formatRoundResult, formatSpot, LIVE_BET_STATES, liveBetKind } from '../round-result';

/** One round's bets, in the order they were placed. */
export function RoundBetsDialog({ round, onClose }: { round: LiveRound; onClose: () => void }) {
  const { i18n, t } = useLingui();
  const detail = useQuery(liveQueries.round(round.id));
  const locale = i18n.locale;
  const result = formatRoundResult(round.engine, round.result, locale) ?? '—';
  return (
    <Modal title={<Trans>Ronda {round.id}</Trans>} onClose={onClose}>
      <div className="stack">
        <p>
          <Trans>
            Resultado: {result} · Apostado: {formatMbtc(round.staked, locale)} · Pagado:{' '}
            {formatMbtc(round.paid, locale)}
          </Trans>
        </p>
        {round.hash && (
          <p className="muted break">
            <Trans>Hash:</Trans> <code>{round.hash}</code>
          </p>
        )}
        <FormError message={detail.error && errorMessage(i18n, detail.error)} />
        {detail.isPending && (
          <p role="status">
            <Trans>Cargando…</Trans>
          </p>
        )}
        {detail.data && (
          <DataTable<LiveBet>
            caption={t`Apuestas de la ronda, en el orden en que se hicieron`}
            rows={detail.data.bets}
            rowKey={(bet) => bet.id}
            empty={<Trans>Nadie apostó en esta ronda.</Trans>}
            columns={[
              {
                id: 'time',
                header: t`Fecha`,
                cell: (bet) => formatDateTime(bet.createdAt, locale),
                sortValue: (bet) => bet.createdAt,
              },
              {
                id: 'player',
                header: t`Jugador`,
                cell: (bet) =>
                  bet.playerId == null ? (
                    <span className="muted">
                      <Trans>desconocido</Trans>
                    </span>
                  ) : (
                    `${bet.username ?? ''} #${bet.playerId}`
                  ),
              },
              {
                id: 'kind',
                header: t`Tipo`,
                cell: (bet) =>
                  [liveBetKind(i18n, bet.kind), formatSpot(bet.spot)].filter(Boolean).join(' · '),
              },
              {
                id: 'stake',
                header: t`Apuesta`,
                isNumeric: true,
                cell: (bet) => formatMbtc(bet.stake, locale),
                sortValue: (bet) => bet.stake,
              },
              { id: 'state', header: t`Estado`, cell: (bet) => i18n._(LIVE_BET_STATES[bet.state]) },
              {
                id: 'multiplier',
                header: t`Multiplicador`,
                isNumeric: true,
                cell: (bet) => (bet.multiplier == null ? '—' : `${bet.multiplier}×`),
                sortValue: (bet) => bet.multiplier,
              },
              {
                id: 'payout',
                header: t`Pago`,
                isNumeric: true,
                cell: (bet) => formatMbtc(bet.payout, locale),
                sortValue: (bet) => bet.payout,
              },
            ]}
          />
        )}
        <div className="actions">
          <button type="button" onClick={onClose}>
            <Trans>Cerrar</Trans>
          </button>
        </div>
      </div>
    </Modal>
  );
}
