import type { ReportPeriodRow, ReportVerticalRow } from '../../../contract/operator/reports';
import type { Report } from './report';

// The report as one CSV table: a row per period and vertical where something happened, then a
// row per period for every vertical together (vertical `all`, with the business figures), then
// the range's totals (period `total`): each vertical's, then the business's. Amounts in mBTC with a dot; empty where a figure does not apply.

const HEADER = [
  'period',
  'vertical',
  'stakes_mbtc',
  'wins_mbtc',
  'ggr_mbtc',
  'bets',
  'active_players',
  'bonus_costs_mbtc',
  'adjustments_mbtc',
  'ngr_mbtc',
  'deposits_mbtc',
  'deposit_count',
  'withdrawals_mbtc',
  'withdrawal_count',
  'first_time_depositors',
];

// a vertical's row leaves the business's figures blank
const BUSINESS_BLANKS = Array<string>(8).fill('');

const verticalLine = (row: ReportVerticalRow, period: string) => [
  ...[period, row.vertical, row.stakes, row.wins, row.ggr, row.bets, row.activePlayers],
  ...BUSINESS_BLANKS,
];

const periodLine = (row: ReportPeriodRow, period: string) => [
  period,
  'all',
  row.stakes,
  row.wins,
  row.ggr,
  '',
  row.activePlayers,
  row.bonusCosts,
  row.adjustments,
  row.ngr,
  row.deposits,
  row.depositCount,
  row.withdrawals,
  row.withdrawalCount,
  row.firstTimeDepositors,
];

// every value is a date, a known word or a number: none needs quoting
const line = (values: (string | number)[]) => values.map(String).join(',');

export function reportCsv(report: Report): string {
  const lines = [
    HEADER,
    ...report.verticals.map((row) => verticalLine(row, row.period)),
    ...report.periods.map((row) => periodLine(row, row.period)),
    ...report.verticalTotals.map((row) => verticalLine(row, 'total')),
    periodLine(report.total, 'total'),
  ];
  return `${lines.map(line).join('\n')}\n`;
}
