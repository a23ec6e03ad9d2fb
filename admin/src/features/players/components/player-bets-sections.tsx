import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { PlayerCasinoBet } from '../../../../../contract/operator/player-bets';
import { DataTable, type Column } from '../../../components/data-table';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/error-messages';
import { playerQueries } from '../api/player-queries';
import { fairnessLink } from '../fairness-link';
import { LoadOlder } from '../../../components/load-older';
import { amountColumn, statusColumn, timeColumn } from './player-columns';
import { SportsBetCard } from './sports-bet-card';

/** The player's sports bets, newest first, each with its selections; older ones on demand. */
export function SportsBetsSection({ player }: { player: number }) {
  const { i18n } = useLingui();
  const bets = useInfiniteQuery(playerQueries.sportsBets(player));
  if (bets.error) return <FormError message={errorMessage(i18n, bets.error)} />;
  if (!bets.data) return <LoadingNote />;
  const rows = bets.data.pages.flatMap((page) => page.rows);
  return (
    <div className="stack">
      {rows.length === 0 && (
        <p>
          <Trans>Sin apuestas deportivas.</Trans>
        </p>
      )}
      {rows.map((bet) => (
        <SportsBetCard key={bet.id} bet={bet} />
      ))}
      <LoadOlder
        hasMore={bets.hasNextPage}
        isLoading={bets.isFetchingNextPage}
        onLoad={() => void bets.fetchNextPage()}
      />
    </div>
  );
}

function casinoColumns(i18n: I18n): Column<PlayerCasinoBet>[] {
  return [
    timeColumn('time', i18n._(msg`Fecha`), (row) => row.createdAt, i18n),
    {
      id: 'game',
      header: i18n._(msg`Juego`),
      cell: (row) => (
        <>
          {row.game} <span className="muted">({row.provider})</span>
        </>
      ),
      sortValue: (row) => row.game,
    },
    {
      id: 'round',
      header: i18n._(msg`Ronda`),
      cell: (row) => <code className="break">{row.roundId}</code>,
    },
    amountColumn('bet', i18n._(msg`Apuesta`), (row) => row.bet, i18n),
    amountColumn('win', i18n._(msg`Premio`), (row) => row.win, i18n),
    statusColumn(i18n, (row) => row.status),
    {
      id: 'fairness',
      header: i18n._(msg`Equidad`),
      cell: (row) => {
        const link = fairnessLink(row.fairness, i18n.locale);
        // the verifier is the player app's page: it opens beside the back-office
        return link ? (
          <a href={link} target="_blank" rel="noreferrer">
            {i18n._(msg`Verificar la ronda ${row.roundId}`)}
          </a>
        ) : (
          <span className="muted">{i18n._(msg`Sin prueba (otro proveedor)`)}</span>
        );
      },
    },
  ];
}

/** The player's casino rounds, newest first, each with its fairness check; older ones on demand. */
export function CasinoBetsSection({ player }: { player: number }) {
  const { i18n, t } = useLingui();
  const bets = useInfiniteQuery(playerQueries.casinoBets(player));
  if (bets.error) return <FormError message={errorMessage(i18n, bets.error)} />;
  if (!bets.data) return <LoadingNote />;
  return (
    <>
      <DataTable
        caption={t`Apuestas de casino, la más reciente primero`}
        columns={casinoColumns(i18n)}
        rows={bets.data.pages.flatMap((page) => page.rows)}
        rowKey={(row) => row.id}
        empty={<Trans>Sin apuestas de casino.</Trans>}
      />
      <LoadOlder
        hasMore={bets.hasNextPage}
        isLoading={bets.isFetchingNextPage}
        onLoad={() => void bets.fetchNextPage()}
      />
    </>
  );
}

function LoadingNote() {
  return (
    <p role="status">
      <Trans>Cargando…</Trans>
    </p>
  );
}
