// The back-office's reports (issue 15; docs/operations.md "Reports"): GGR and NGR per day, week or
// month and per vertical, deposits, withdrawals, active players and first-time depositors, all
// read from the ledger. Amounts are mBTC, as everywhere in the API.
import * as v from 'valibot';
import { defineCall } from '../call';
import { isoDate, ok } from '../common';

export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

/** casino: house and provider games; live: the games the catalogue marks live; sports: the book. */
export const REPORT_VERTICALS = ['casino', 'live', 'sports'] as const;
export type ReportVertical = (typeof REPORT_VERTICALS)[number];

/**
 * The lines every movement of the ledger belongs to, each journal kind to exactly one
 * (server/modules/reports/ledger-lines.ts; docs/operations.md "Reports").
 */
export const REPORT_LEDGER_LINES = [
  'deposits',
  'held_deposits_released',
  'withdrawals_requested',
  'withdrawals_returned',
  'withdrawals_paid',
  'casino_stakes',
  'casino_wins',
  'casino_rollbacks',
  'casino_history',
  'sports_stakes',
  'sports_settlements',
  'sports_cash_outs',
  'sports_corrections',
  'bonuses',
  'manual_adjustments',
  'debt_repayments',
] as const;
export type ReportLedgerLine = (typeof REPORT_LEDGER_LINES)[number];

/** The most periods one report may have (a little over a year of days). */
export const REPORT_MAX_PERIODS = 400;

const DAY_MS = 86_400_000;

/**
 * The first day (YYYY-MM-DD, UTC) of every period from `from` to `to` inclusive: each day, each
 * week from its Monday (ISO weeks, as PostgreSQL's date_trunc), each month from its first day.
 * The first and last periods may start before `from` or end after `to`: only the range is read.
 */
export function reportPeriods(granularity: ReportGranularity, from: string, to: string): string[] {
  const start = new Date(`${from}T00:00:00Z`);
  if (granularity === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (granularity === 'month') start.setUTCDate(1);
  const end = Date.parse(`${to}T00:00:00Z`);
  const periods: string[] = [];
  for (const day = start; day.getTime() <= end;) {
    periods.push(day.toISOString().slice(0, 10));
    if (periods.length > REPORT_MAX_PERIODS) break;
    if (granularity === 'day') day.setTime(day.getTime() + DAY_MS);
    else if (granularity === 'week') day.setTime(day.getTime() + 7 * DAY_MS);
    else day.setUTCMonth(day.getUTCMonth() + 1);
  }
  return periods;
}

export const reportRequest = v.pipe(
  v.object({
    granularity: v.picklist(REPORT_GRANULARITIES, 'invalid_value'),
    /** the first day read (UTC), inclusive */
    from: isoDate,
    /** the last day read (UTC), inclusive */
    to: isoDate,
    /** narrows the vertical rows to one vertical; the period rows stay the whole business */
    vertical: v.optional(v.nullable(v.picklist(REPORT_VERTICALS, 'invalid_value'))),
  }),
  v.forward(
    v.check((input) => input.from <= input.to, 'report_range_invalid'),
    ['to'],
  ),
  v.forward(
    v.check(
      (input) =>
        reportPeriods(input.granularity, input.from, input.to).length <= REPORT_MAX_PERIODS,
      'report_range_too_long',
    ),
    ['to'],
  ),
);

/** One vertical in one period: bets settled and what they staked and paid. */
export const reportVerticalRow = v.object({
  /** the period's first day, YYYY-MM-DD */
  period: v.string(),
  vertical: v.picklist(REPORT_VERTICALS),
  /** mBTC staked by the bets settled in the period */
  stakes: v.number(),
  /** mBTC paid back to players by those bets (stake included when won or refunded) */
  wins: v.number(),
  /** stakes − wins */
  ggr: v.number(),
  /** bets settled */
  bets: v.number(),
  /** players who placed a bet in the vertical in the period */
  activePlayers: v.number(),
});
export type ReportVerticalRow = v.InferOutput<typeof reportVerticalRow>;

/** One period of the whole business (every vertical). */
export const reportPeriodRow = v.object({
  period: v.string(),
  stakes: v.number(),
  wins: v.number(),
  ggr: v.number(),
  /** mBTC of bonuses credited to players */
  bonusCosts: v.number(),
  /** mBTC operators credited to players by hand, less what they debited */
  adjustments: v.number(),
  /** ggr − bonusCosts − adjustments */
  ngr: v.number(),
  /** mBTC of deposits credited, and how many */
  deposits: v.number(),
  depositCount: v.number(),
  /** mBTC of withdrawals completed (paid out), and how many */
  withdrawals: v.number(),
  withdrawalCount: v.number(),
  /** players who placed a bet of any vertical */
  activePlayers: v.number(),
  /** players whose first deposit ever was credited in the period */
  firstTimeDepositors: v.number(),
});
export type ReportPeriodRow = v.InferOutput<typeof reportPeriodRow>;

/** One line of the ledger over the range: the movements of its journal kinds. */
export const reportLedgerRow = v.object({
  line: v.picklist(REPORT_LEDGER_LINES),
  /** journals (movements) of the line */
  movements: v.number(),
  /** mBTC the movements moved: the sum of their credits (each journal's positive entries) */
  moved: v.number(),
  /** mBTC the movements added to players' accounts (negative: took from them) */
  toPlayers: v.number(),
});
export type ReportLedgerRow = v.InferOutput<typeof reportLedgerRow>;

const reportCall = {
  method: 'POST',
  auth: 'staff',
  permission: 'reports.read',
  request: reportRequest,
} as const;

export const adminGetReport = defineCall({
  path: 'admin/reports/get',
  ...reportCall,
  response: v.object({
    status: ok,
    /**
     * one row per period and vertical (each vertical, or the one asked for) where something
     * happened (a bet or an active player), oldest first
     */
    verticals: v.array(reportVerticalRow),
    /** each vertical (or the one asked for) with a bet or a player in the range, over all of it (`period` is `from`) */
    verticalTotals: v.array(reportVerticalRow),
    /** one row per period, oldest first, every period present (zeros when nothing happened) */
    periods: v.array(reportPeriodRow),
    /** the whole range as one period (`period` is `from`): players counted once */
    total: reportPeriodRow,
    /** every line of the ledger over the whole range, in REPORT_LEDGER_LINES order */
    ledger: v.array(reportLedgerRow),
  }),
});

/** The same report as CSV text (comma-separated, a header line, `\n` line ends), to download. */
export const adminExportReport = defineCall({
  path: 'admin/reports/export',
  ...reportCall,
  response: v.object({
    status: ok,
    /** e.g. `report-day-2026-01-01-2026-01-31.csv` */
    filename: v.string(),
    csv: v.string(),
  }),
});
