import { OfflineNote } from '../../../components/offline-note';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BET_SORT_COLUMNS, BetRow } from '../../../../contract/bets';
import { formatDateTime, formatMbtc } from '../../../lib/format';
import { usePlayer } from '../../../lib/player-queries';
import { useLocale } from '../../../lib/use-locale';
import { historyQueries, useHistoryRows, withFirstPage } from '../api/history-queries';
import {
  countPages,
  DEFAULT_PERIOD_FILTER,
  DEFAULT_SORT,
  nextSort,
  toPeriodFields,
  toSortAndPageFields,
  type PeriodFilter,
  type SortState,
} from '../history';
import { HistoryFilters, HistoryPeriodFilter, HistorySelectFilter } from './history-filters';
import { HistoryPager } from './history-pager';
import { HistoryTable, type HistoryColumn } from './history-table';
import './history.css';

type BetColumn = (typeof BET_SORT_COLUMNS)[number];

/** Bet history (user menu entry 0): settled bets by period and game provider, 10 a page. */
export function BetListModal() {
  const player = usePlayer();
  return (
    <div className="history">
      <h2>
        <Trans>Historial de apuestas</Trans>
      </h2>
      {player ? <BetList playerId={player.id} /> : <p aria-busy="true" />}
    </div>
  );
}

function BetList({ playerId }: { playerId: number }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [period, setPeriod] = useState<PeriodFilter>(DEFAULT_PERIOD_FILTER);
  const [provider, setProvider] = useState('');
  const [sort, setSort] = useState<SortState<BetColumn>>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const providers = useQuery(historyQueries.gameProviders());
  const periodFields = toPeriodFields(period);
  const list = useQuery(
    historyQueries.betList(
      periodFields && {
        playerId,
        ...periodFields,
        filterProvider: provider || null,
        ...toSortAndPageFields(sort, page),
      },
    ),
  );

  const { rows, count } = useHistoryRows(list);
  // every filter and sort change starts again from the first page
  const filterBy = withFirstPage(setPage);

  const money = (amount: number) => formatMbtc(amount, locale);
  const columns: HistoryColumn<BetRow, BetColumn>[] = [
    {
      key: 'createdAt',
      label: t`Fecha`,
      sortBy: 'createdAt',
      render: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
    },
    { key: 'name', label: t`Juego`, sortBy: 'name', render: (row) => row.name },
    {
      key: 'bet',
      label: t`Apuesta`,
      sortBy: 'bet',
      isNumeric: true,
      render: (row) => money(row.bet),
    },
    {
      key: 'win',
      label: t`Ganancia`,
      sortBy: 'win',
      isNumeric: true,
      render: (row) => money(row.win),
    },
    {
      key: 'total',
      label: t`Total`,
      sortBy: 'total',
      isNumeric: true,
      render: (row) => money(row.total),
    },
  ];

  return (
    <>
      <HistoryFilters>
        <HistoryPeriodFilter value={period} onChange={filterBy(setPeriod)} />
        <HistorySelectFilter
          label={t`Proveedor`}
          allLabel={t`Todos`}
          value={provider}
          options={(providers.data ?? []).map((item) => ({ value: item.slug, label: item.name }))}
          onChange={filterBy(setProvider)}
        />
      </HistoryFilters>
      <OfflineNote updatedAt={list.dataUpdatedAt} />
      <HistoryTable
        caption={t`Historial de apuestas`}
        columns={columns}
        rows={rows}
        sort={sort}
        onSort={(column) => filterBy(setSort)(nextSort(sort, column))}
        isLoading={list.isPending && !list.isPlaceholderData}
        isBusy={list.isPlaceholderData}
        emptyText={t`No hay apuestas`}
      />
      <HistoryPager page={page} pageCount={countPages(count)} onPageChange={setPage} />
    </>
  );
}
