import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ReportLedgerLine,
  ReportLedgerRow,
  ReportPeriodRow,
  ReportVerticalRow,
} from '../../../../../contract/operator/reports';
import type { Column } from '../../../components/data-table';
import { dateTimeFormat, numberFormat } from '../../../../../contract/intl-formats';

export const VERTICAL_NAMES = {
  casino: msg`Casino`,
  live: msg`En vivo`,
  sports: msg`Deportes`,
} as const;

/** The ledger's lines in words (REPORT_LEDGER_LINES). */
export const LEDGER_LINE_NAMES: Record<ReportLedgerLine, MessageDescriptor> = {
  deposits: msg`Depósitos acreditados`,
  held_deposits_released: msg`Depósitos retenidos liberados`,
  withdrawals_requested: msg`Retiros solicitados`,
  withdrawals_returned: msg`Retiros devueltos (rechazados o cancelados)`,
  withdrawals_paid: msg`Retiros pagados`,
  casino_stakes: msg`Casino y en vivo: apuestas`,
  casino_wins: msg`Casino y en vivo: premios`,
  casino_rollbacks: msg`Casino y en vivo: apuestas anuladas`,
  casino_history: msg`Casino: rondas del historial de demostración`,
  sports_stakes: msg`Deportes: apuestas`,
  sports_settlements: msg`Deportes: liquidaciones (ganadas, perdidas, anuladas)`,
  sports_cash_outs: msg`Deportes: cash out`,
  sports_corrections: msg`Deportes: correcciones de resultado`,
  bonuses: msg`Bonos`,
  manual_adjustments: msg`Ajustes manuales`,
  debt_repayments: msg`Pagos de deuda`,
};

const count = (value: number, locale: string) => numberFormat(locale, {}).format(value);

/** An amount of the report's tables: mBTC, said once in the page's note, not in every cell. */
const amount = (value: number, locale: string) =>
  numberFormat(locale, { maximumFractionDigits: 5 }).format(value);

/** A period's first day in the language ('2026-01-05' → 05/01/2026); the total row's own words. */
export function periodLabel(period: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${period}T00:00:00Z`),
  );
}

/** The columns of the business per period; `label` names the first cell (the total's words). */
export function periodColumns(
  i18n: I18n,
  label: (row: ReportPeriodRow) => string,
): Column<ReportPeriodRow>[] {
  const l = i18n.locale;
  const money = (id: keyof ReportPeriodRow, header: string): Column<ReportPeriodRow> => ({
    id,
    header,
    isNumeric: true,
    cell: (row) => amount(row[id] as number, l),
    sortValue: (row) => row[id] as number,
  });
  return [
    { id: 'period', header: i18n._(msg`Periodo`), cell: label, sortValue: (row) => row.period },
    money('stakes', i18n._(msg`Apostado`)),
    money('wins', i18n._(msg`Premios`)),
    money('ggr', 'GGR'),
    money('bonusCosts', i18n._(msg`Coste de bonos`)),
    money('adjustments', i18n._(msg`Ajustes manuales`)),
    money('ngr', 'NGR'),
    {
      id: 'deposits',
      header: i18n._(msg`Depósitos`),
      isNumeric: true,
      cell: (row) => `${amount(row.deposits, l)} (${count(row.depositCount, l)})`,
      sortValue: (row) => row.deposits,
    },
    {
      id: 'withdrawals',
      header: i18n._(msg`Retiros`),
      isNumeric: true,
      cell: (row) => `${amount(row.withdrawals, l)} (${count(row.withdrawalCount, l)})`,
      sortValue: (row) => row.withdrawals,
    },
    {
      id: 'activePlayers',
      header: i18n._(msg`Jugadores activos`),
      isNumeric: true,
      cell: (row) => count(row.activePlayers, l),
      sortValue: (row) => row.activePlayers,
    },
    {
      id: 'firstTimeDepositors',
      header: i18n._(msg`Primeros depósitos`),
      isNumeric: true,
      cell: (row) => count(row.firstTimeDepositors, l),
      sortValue: (row) => row.firstTimeDepositors,
    },
  ];
}

/** The columns of one vertical in one period; `label` names the period cell (a total's words). */
export function verticalColumns(
  i18n: I18n,
  label: (row: ReportVerticalRow) => string,
): Column<ReportVerticalRow>[] {
  const l = i18n.locale;
  return [
    { id: 'period', header: i18n._(msg`Periodo`), cell: label, sortValue: (row) => row.period },
    {
      id: 'vertical',
      header: i18n._(msg`Vertical`),
      cell: (row) => i18n._(VERTICAL_NAMES[row.vertical]),
      sortValue: (row) => i18n._(VERTICAL_NAMES[row.vertical]),
    },
    {
      id: 'stakes',
      header: i18n._(msg`Apostado`),
      isNumeric: true,
      cell: (row) => amount(row.stakes, l),
      sortValue: (row) => row.stakes,
    },
    {
      id: 'wins',
      header: i18n._(msg`Premios`),
      isNumeric: true,
      cell: (row) => amount(row.wins, l),
      sortValue: (row) => row.wins,
    },
    {
      id: 'ggr',
      header: 'GGR',
      isNumeric: true,
      cell: (row) => amount(row.ggr, l),
      sortValue: (row) => row.ggr,
    },
    {
      id: 'bets',
      header: i18n._(msg`Apuestas`),
      isNumeric: true,
      cell: (row) => count(row.bets, l),
      sortValue: (row) => row.bets,
    },
    {
      id: 'activePlayers',
      header: i18n._(msg`Jugadores activos`),
      isNumeric: true,
      cell: (row) => count(row.activePlayers, l),
      sortValue: (row) => row.activePlayers,
    },
  ];
}

/** The columns of the ledger's lines over the range. */
export function ledgerColumns(i18n: I18n): Column<ReportLedgerRow>[] {
  const l = i18n.locale;
  return [
    {
      id: 'line',
      header: i18n._(msg`Línea`),
      cell: (row) => i18n._(LEDGER_LINE_NAMES[row.line]),
    },
    {
      id: 'movements',
      header: i18n._(msg`Número de movimientos`),
      isNumeric: true,
      cell: (row) => count(row.movements, l),
      sortValue: (row) => row.movements,
    },
    {
      id: 'moved',
      header: i18n._(msg`Importe movido`),
      isNumeric: true,
      cell: (row) => amount(row.moved, l),
      sortValue: (row) => row.moved,
    },
    {
      id: 'toPlayers',
      header: i18n._(msg`Saldo de jugadores`),
      isNumeric: true,
      cell: (row) => amount(row.toPlayers, l),
      sortValue: (row) => row.toPlayers,
    },
  ];
}
