import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportPeriodRow, ReportVerticalRow } from '../../../../../contract/operator/reports';
import type { Column } from '../../../components/data-table';
import { formatMbtc } from '../../../lib/format';
import { dateTimeFormat, numberFormat } from '../../../../../contract/intl-formats';

export const VERTICAL_NAMES = {
  casino: msg`Casino`,
  live: msg`En vivo`,
  sports: msg`Deportes`,
} as const;

const count = (value: number, locale: string) => numberFormat(locale, {}).format(value);

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
  const amount = (id: keyof ReportPeriodRow, header: string): Column<ReportPeriodRow> => ({
    id,
    header,
    isNumeric: true,
    cell: (row) => formatMbtc(row[id] as number, l),
    sortValue: (row) => row[id] as number,
  });
  return [
    { id: 'period', header: i18n._(msg`Periodo`), cell: label, sortValue: (row) => row.period },
    amount('stakes', i18n._(msg`Apostado`)),
    amount('wins', i18n._(msg`Premios`)),
    amount('ggr', 'GGR'),
    amount('bonusCosts', i18n._(msg`Coste de bonos`)),
    amount('ngr', 'NGR'),
    {
      id: 'deposits',
      header: i18n._(msg`Depósitos`),
      isNumeric: true,
      cell: (row) => `${formatMbtc(row.deposits, l)} (${count(row.depositCount, l)})`,
      sortValue: (row) => row.deposits,
    },
    {
      id: 'withdrawals',
      header: i18n._(msg`Retiros`),
      isNumeric: true,
      cell: (row) => `${formatMbtc(row.withdrawals, l)} (${count(row.withdrawalCount, l)})`,
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

/** The columns of one vertical in one period. */
export function verticalColumns(i18n: I18n): Column<ReportVerticalRow>[] {
  const l = i18n.locale;
  return [
    {
      id: 'period',
      header: i18n._(msg`Periodo`),
      cell: (row) => periodLabel(row.period, l),
      sortValue: (row) => row.period,
    },
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
      cell: (row) => formatMbtc(row.stakes, l),
      sortValue: (row) => row.stakes,
    },
    {
      id: 'wins',
      header: i18n._(msg`Premios`),
      isNumeric: true,
      cell: (row) => formatMbtc(row.wins, l),
      sortValue: (row) => row.wins,
    },
    {
      id: 'ggr',
      header: 'GGR',
      isNumeric: true,
      cell: (row) => formatMbtc(row.ggr, l),
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
