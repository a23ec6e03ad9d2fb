import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdjustmentType } from '../../../../../contract/operator/players';
import type { Column } from '../../../components/data-table';
import { formatDateTime, formatMbtc } from '../../../lib/format';
import type { LedgerRow, PlayerDetail } from '../api/player-queries';
import { accountLabel, ledgerKindLabel } from '../ledger-kinds';

type Transaction = PlayerDetail['deposits'][number];
type Session = PlayerDetail['sessions'][number];
type Bonus = PlayerDetail['bonuses'][number];
export type Adjustment = PlayerDetail['adjustments'][number];

// Statuses the server sends as codes; any other shows as its code.
const STATUSES: Record<string, MessageDescriptor> = {
  pending: msg`Pendiente`,
  complete: msg`Completada`,
  cancelled: msg`Cancelada`,
  applied: msg`Aplicado`,
  rejected: msg`Rechazado`,
  open: msg`Abierta`,
  won: msg`Ganada`,
  lost: msg`Perdida`,
  void: msg`Anulada`,
  cashed_out: msg`Cerrada (cash out)`,
  settled: msg`Liquidada`,
  rolled_back: msg`Anulada (rollback)`,
  // a bonus: being wagered, wagered through, or lost
  active: msg`En curso`,
  completed: msg`Liberado`,
  forfeited: msg`Perdido`,
};

// The sports bet types (contract/sports-payout.ts), worded as the player's slip words them.
const SPORTS_BET_TYPES: Record<string, MessageDescriptor> = {
  single: msg`Simple`,
  accumulator: msg`Combinada`,
  system: msg`Sistema`,
  bet_builder: msg`Crea tu apuesta`,
};

export const ADJUSTMENT_TYPE_LABELS: Record<AdjustmentType, MessageDescriptor> = {
  bonus: msg`Bono`,
  goodwill: msg`Cortesía`,
  correction: msg`Corrección`,
};

export const adjustmentTypeLabel = (i18n: I18n, type: AdjustmentType) =>
  i18n._(ADJUSTMENT_TYPE_LABELS[type]);

export function statusLabel(i18n: I18n, status: string): string {
  const descriptor = STATUSES[status];
  return descriptor ? i18n._(descriptor) : status;
}

export function betTypeLabel(i18n: I18n, type: string): string {
  const descriptor = SPORTS_BET_TYPES[type];
  return descriptor ? i18n._(descriptor) : type;
}

export const when = (i18n: I18n, iso: string) => formatDateTime(iso, i18n.locale);
export const mbtc = (i18n: I18n, amount: number) => formatMbtc(amount, i18n.locale);

/** A right-aligned mBTC column, sortable unless the list is one page of many (`isSortable`). */
export function amountColumn<Row>(
  id: string,
  header: string,
  amount: (row: Row) => number | null,
  i18n: I18n,
  isSortable = true,
): Column<Row> {
  return {
    id,
    header,
    isNumeric: true,
    cell: (row) => {
      const value = amount(row);
      return value === null ? '' : mbtc(i18n, value);
    },
    ...(isSortable && { sortValue: amount }),
  };
}

/** A date and time column, sortable by the instant. */
export function timeColumn<Row>(
  id: string,
  header: string,
  iso: (row: Row) => string,
  i18n: I18n,
): Column<Row> {
  return { id, header, cell: (row) => when(i18n, iso(row)), sortValue: iso };
}

/** A status column in words, sortable by those words. */
export function statusColumn<Row>(i18n: I18n, status: (row: Row) => string): Column<Row> {
  return {
    id: 'status',
    header: i18n._(msg`Estado`),
    cell: (row) => statusLabel(i18n, status(row)),
    sortValue: (row) => statusLabel(i18n, status(row)),
  };
}

export function ledgerColumns(i18n: I18n): Column<LedgerRow>[] {
  return [
    { id: 'time', header: i18n._(msg`Fecha`), cell: (row) => when(i18n, row.createdAt) },
    {
      id: 'kind',
      header: i18n._(msg`Movimiento`),
      // an adjustment says which: a bonus, a goodwill gesture or a correction
      cell: (row) =>
        row.adjustmentType
          ? `${ledgerKindLabel(i18n, row.kind)} (${adjustmentTypeLabel(i18n, row.adjustmentType)})`
          : ledgerKindLabel(i18n, row.kind),
    },
    { id: 'account', header: i18n._(msg`Cuenta`), cell: (row) => accountLabel(i18n, row.account) },
    amountColumn('amount', i18n._(msg`Importe`), (row) => row.amount, i18n, false),
    {
      id: 'reference',
      header: i18n._(msg`Referencia`),
      cell: (row) => <span className="break">{row.reference ?? ''}</span>,
    },
  ];
}

export function transactionColumns(i18n: I18n): Column<Transaction>[] {
  return [
    timeColumn('time', i18n._(msg`Fecha`), (row) => row.createdAt, i18n),
    amountColumn('amount', i18n._(msg`Importe`), (row) => row.amount, i18n),
    statusColumn(i18n, (row) => row.status),
    {
      id: 'address',
      header: i18n._(msg`Dirección`),
      cell: (row) => <span className="break">{row.address ?? ''}</span>,
    },
    {
      id: 'txid',
      header: 'txid',
      cell: (row) => <span className="break">{row.txid ?? ''}</span>,
    },
  ];
}

export function sessionColumns(i18n: I18n): Column<Session>[] {
  return [
    timeColumn('start', i18n._(msg`Inicio`), (row) => row.createdAt, i18n),
    timeColumn('last', i18n._(msg`Último uso`), (row) => row.lastUsedAt, i18n),
    {
      id: 'active',
      header: i18n._(msg`Estado`),
      cell: (row) => (row.active ? i18n._(msg`Activa`) : i18n._(msg`Terminada`)),
    },
    { id: 'ip', header: 'IP', cell: (row) => row.ip ?? '', sortValue: (row) => row.ip },
    {
      id: 'browser',
      header: i18n._(msg`Navegador`),
      cell: (row) => <span className="break">{row.userAgent ?? ''}</span>,
    },
  ];
}

export function adjustmentColumns(i18n: I18n): Column<Adjustment>[] {
  return [
    timeColumn('time', i18n._(msg`Solicitado`), (row) => row.requestedAt, i18n),
    amountColumn('amount', i18n._(msg`Importe`), (row) => row.amount, i18n),
    {
      id: 'type',
      header: i18n._(msg`Tipo`),
      cell: (row) => adjustmentTypeLabel(i18n, row.type),
      sortValue: (row) => adjustmentTypeLabel(i18n, row.type),
    },
    {
      id: 'reason',
      header: i18n._(msg`Motivo`),
      cell: (row) => <span className="break">{row.reason}</span>,
    },
    {
      id: 'by',
      header: i18n._(msg`Solicitado por`),
      cell: (row) => row.requestedByUsername,
      sortValue: (row) => row.requestedByUsername,
    },
    {
      id: 'status',
      header: i18n._(msg`Estado`),
      cell: (row) =>
        row.decidedByUsername
          ? `${statusLabel(i18n, row.status)} (${row.decidedByUsername})`
          : statusLabel(i18n, row.status),
    },
  ];
}

export function bonusColumns(i18n: I18n): Column<Bonus>[] {
  return [
    timeColumn('time', i18n._(msg`Fecha`), (row) => row.createdAt, i18n),
    {
      id: 'code',
      header: i18n._(msg`Código promocional`),
      cell: (row) =>
        row.promoCode ?? i18n._(msg`Ajuste de saldo #${String(row.adjustmentId ?? '')}`),
      sortValue: (row) => row.promoCode ?? '',
    },
    amountColumn('amount', i18n._(msg`Importe`), (row) => row.amount, i18n),
    amountColumn('wagered', i18n._(msg`Apostado`), (row) => row.wagered, i18n),
    amountColumn('required', i18n._(msg`Apuesta exigida`), (row) => row.wagerRequired, i18n),
    statusColumn(i18n, (row) => row.status),
  ];
}
