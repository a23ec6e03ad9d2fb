import { OfflineNote } from '../../../components/offline-note';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  TOAST_DURATION_MS,
} from '../../../../contract/constants';
import type { FinancialTransaction, TRANSACTION_SORT_COLUMNS } from '../../../../contract/wallet';
import { errorMessage, failureMessage } from '../../../lib/error-messages';
import { formatDateTime, formatMbtc } from '../../../lib/format';
import { usePlayer } from '../../../lib/player-queries';
import { useSiteSetting } from '../../../lib/site-access-queries';
import { useLocale } from '../../../lib/use-locale';
import { showToast } from '../../../stores/ui-store';
import {
  historyQueries,
  useCancelWithdrawal,
  useHistoryRows,
  withFirstPage,
} from '../api/history-queries';
import {
  countPages,
  DEFAULT_PERIOD_FILTER,
  DEFAULT_SORT,
  isReversible,
  nextSort,
  toPeriodFields,
  toSortAndPageFields,
  type PeriodFilter,
  type SortState,
} from '../history';
import { HistoryFilters, HistoryPeriodFilter, HistorySelectFilter } from './history-filters';
import { HistoryPager } from './history-pager';
import { HistoryTable, type HistoryColumn } from './history-table';
import {
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_TYPE_LABELS,
  TransactionStatusLabel,
} from './history-transaction-labels';
import './history.css';

type TransactionColumn = (typeof TRANSACTION_SORT_COLUMNS)[number];
type TransactionType = (typeof TRANSACTION_TYPES)[number];
type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * Transactions (user menu entry 4): deposits, withdrawals and bonuses by period, type, processor
 * and status, 10 a page; a pending withdrawal can be reversed from its row.
 */
export function TransactionListModal() {
  const player = usePlayer();
  return (
    <div className="history">
      <h2>
        <Trans>Transacciones</Trans>
      </h2>
      {player ? <TransactionList playerId={player.id} /> : <p aria-busy="true" />}
    </div>
  );
}

function TransactionList({ playerId }: { playerId: number }) {
  const { i18n, t } = useLingui();
  const { locale } = useLocale();
  const [period, setPeriod] = useState<PeriodFilter>(DEFAULT_PERIOD_FILTER);
  const [type, setType] = useState<TransactionType | ''>('');
  const [provider, setProvider] = useState('');
  const [status, setStatus] = useState<TransactionStatus | ''>('');
  const [sort, setSort] = useState<SortState<TransactionColumn>>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const processorNames = useQuery(historyQueries.processorNames());
  const periodFields = toPeriodFields(period);
  const list = useQuery(
    historyQueries.transactionList(
      periodFields && {
        playerId,
        ...periodFields,
        filterType: type || 'all',
        filterProvider: provider || null,
        filterStatus: status || 'all',
        ...toSortAndPageFields(sort, page),
      },
    ),
  );
  const cancelWithdrawal = useCancelWithdrawal(playerId);
  // where the jurisdiction forbids reversing a withdrawal (uk), the button is not offered
  const canReverse = useSiteSetting()?.allow_withdrawal_cancel !== false;
  const table = useRef<HTMLTableElement>(null);

  const { rows, count } = useHistoryRows(list);
  // every filter and sort change starts again from the first page
  const filterBy = withFirstPage(setPage);

  const onReverse = (transactionId: number) =>
    cancelWithdrawal.mutate(transactionId, {
      onSuccess: () => {
        showToast(
          t({ id: 'withdrawal_cancelled', message: 'Retiro cancelado' }),
          'success',
          TOAST_DURATION_MS,
        );
        // the reversed row has no button any more: keep the keyboard in the list
        table.current?.focus();
      },
      onError: (error) => showToast(failureMessage(i18n, error), 'error'),
    });

  const columns: HistoryColumn<FinancialTransaction, TransactionColumn>[] = [
    {
      key: 'status',
      label: t`Estado`,
      sortBy: 'status',
      render: (row) => <TransactionStatusLabel transaction={row} />,
    },
    {
      key: 'amount',
      label: t`Importe`,
      sortBy: 'amount',
      isNumeric: true,
      render: (row) => formatMbtc(row.amount, locale),
    },
    { key: 'name', label: t`Proveedor`, sortBy: 'name', render: (row) => row.name },
    {
      key: 'createdAt',
      label: t`Fecha`,
      sortBy: 'createdAt',
      render: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
    },
    {
      key: 'type',
      label: t`Tipo`,
      sortBy: 'type',
      render: (row) => i18n._(TRANSACTION_TYPE_LABELS[row.type]),
    },
    {
      key: 'action',
      label: t`Acción`,
      render: (row) =>
        canReverse &&
        isReversible(row) && (
          <button
            type="button"
            className="history__reverse"
            disabled={cancelWithdrawal.isPending}
            onClick={() => onReverse(row.id)}
          >
            <Trans>Revertir</Trans>
          </button>
        ),
    },
  ];

  return (
    <>
      <HistoryFilters>
        <HistoryPeriodFilter value={period} onChange={filterBy(setPeriod)} />
        <HistorySelectFilter
          label={t`Tipo`}
          allLabel={t`Todos`}
          value={type}
          options={TRANSACTION_TYPES.map((value) => ({
            value,
            label: i18n._(TRANSACTION_TYPE_LABELS[value]),
          }))}
          onChange={filterBy((value) => setType(value as TransactionType | ''))}
        />
        <HistorySelectFilter
          label={t`Proveedor`}
          allLabel={t`Todos`}
          value={provider}
          options={(processorNames.data ?? []).map((name) => ({ value: name, label: name }))}
          onChange={filterBy(setProvider)}
        />
        <HistorySelectFilter
          label={t`Estado`}
          allLabel={t`Todos`}
          value={status}
          options={TRANSACTION_STATUSES.map((value) => ({
            value,
            label: i18n._(TRANSACTION_STATUS_LABELS[value]),
          }))}
          onChange={filterBy((value) => setStatus(value as TransactionStatus | ''))}
        />
      </HistoryFilters>
      <OfflineNote updatedAt={list.dataUpdatedAt} />
      <HistoryTable
        caption={t`Transacciones`}
        columns={columns}
        rows={rows}
        sort={sort}
        onSort={(column) => filterBy(setSort)(nextSort(sort, column))}
        isLoading={list.isPending && !list.isPlaceholderData}
        isBusy={list.isPlaceholderData}
        emptyText={errorMessage(i18n, 'no_transactions')}
        tableRef={table}
      />
      <HistoryPager page={page} pageCount={countPages(count)} onPageChange={setPage} />
    </>
  );
}
