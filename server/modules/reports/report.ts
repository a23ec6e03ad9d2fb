import { satoshisToMbtc } from '../../../contract/money';
import {
  REPORT_VERTICALS,
  reportPeriods,
  type ReportGranularity,
  type ReportLedgerRow,
  type ReportPeriodRow,
  type ReportVertical,
  type ReportVerticalRow,
} from '../../../contract/operator/reports';
import type { Queryable } from '../../db/database';
import { selectLedgerLines } from './ledger-lines';
import {
  selectActivePlayers,
  selectBetting,
  selectCashflow,
  selectFirstTimeDepositors,
  type ReportBucket,
} from './report-repository';

export interface ReportQuery {
  granularity: ReportGranularity;
  from: string;
  to: string;
  vertical?: ReportVertical | null | undefined;
}

export interface Report {
  verticals: ReportVerticalRow[];
  verticalTotals: ReportVerticalRow[];
  periods: ReportPeriodRow[];
  total: ReportPeriodRow;
  ledger: ReportLedgerRow[];
}

const DAY_MS = 86_400_000;

/** [the first day's start, the day after the last day's start), UTC. */
function rangeOf(query: ReportQuery): [Date, Date] {
  const from = new Date(`${query.from}T00:00:00Z`);
  const to = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS);
  return [from, to];
}

/** Every figure of the periods of one bucketing, keyed by period (and vertical). */
async function readFigures(db: Queryable, bucket: ReportBucket, range: [Date, Date]) {
  // one after another: PGlite has one connection, and a pool gains little for four reads
  const betting = await selectBetting(db, bucket, range);
  const active = await selectActivePlayers(db, bucket, range);
  const cashflow = await selectCashflow(db, bucket, range);
  const depositors = await selectFirstTimeDepositors(db, bucket, range);
  const key = (period: string, vertical: ReportVertical | null) => `${period}/${vertical ?? ''}`;
  return {
    betting: new Map(betting.map((row) => [key(row.period, row.vertical), row])),
    active: new Map(active.map((row) => [key(row.period, row.vertical), row.players])),
    cashflow: new Map(cashflow.map((row) => [row.period, row])),
    depositors: new Map(depositors.map((row) => [row.period, row.players])),
    key,
  };
}

type Figures = Awaited<ReturnType<typeof readFigures>>;

function verticalRow(figures: Figures, period: string, vertical: ReportVertical) {
  const betting = figures.betting.get(figures.key(period, vertical));
  const stakes = betting?.stakes ?? 0n;
  const wins = betting?.wins ?? 0n;
  return {
    satoshis: { stakes, wins },
    row: {
      period,
      vertical,
      stakes: satoshisToMbtc(stakes),
      wins: satoshisToMbtc(wins),
      ggr: satoshisToMbtc(stakes - wins),
      bets: betting?.bets ?? 0,
      activePlayers: figures.active.get(figures.key(period, vertical)) ?? 0,
    },
  };
}

function periodRow(figures: Figures, period: string): ReportPeriodRow {
  const verticals = REPORT_VERTICALS.map((vertical) => verticalRow(figures, period, vertical));
  const stakes = verticals.reduce((sum, { satoshis }) => sum + satoshis.stakes, 0n);
  const wins = verticals.reduce((sum, { satoshis }) => sum + satoshis.wins, 0n);
  const cashflow = figures.cashflow.get(period);
  const bonusCosts = cashflow?.bonusCosts ?? 0n;
  const adjustments = cashflow?.adjustments ?? 0n;
  return {
    period,
    stakes: satoshisToMbtc(stakes),
    wins: satoshisToMbtc(wins),
    ggr: satoshisToMbtc(stakes - wins),
    bonusCosts: satoshisToMbtc(bonusCosts),
    adjustments: satoshisToMbtc(adjustments),
    ngr: satoshisToMbtc(stakes - wins - bonusCosts - adjustments),
    deposits: satoshisToMbtc(cashflow?.deposits ?? 0n),
    depositCount: cashflow?.depositCount ?? 0,
    withdrawals: satoshisToMbtc(cashflow?.withdrawals ?? 0n),
    withdrawalCount: cashflow?.withdrawalCount ?? 0,
    activePlayers: figures.active.get(figures.key(period, null)) ?? 0,
    firstTimeDepositors: figures.depositors.get(period) ?? 0,
  };
}

/** A vertical's row is shown only where it had a bet or a player: never a row of zeros. */
const hasHappened = (row: ReportVerticalRow) => row.bets > 0 || row.activePlayers > 0;

/**
 * The report of docs/operations.md "Reports": every period present, zeros where nothing happened;
 * a vertical's rows, and its total, only where it had a bet or a player.
 */
export async function buildReport(db: Queryable, query: ReportQuery): Promise<Report> {
  const range = rangeOf(query);
  const periods = reportPeriods(query.granularity, query.from, query.to);
  const byPeriod = await readFigures(db, query.granularity, range);
  const whole = await readFigures(db, 'range', range);
  const verticals = query.vertical ? [query.vertical] : REPORT_VERTICALS;
  return {
    verticals: periods
      .flatMap((period) => verticals.map((vertical) => verticalRow(byPeriod, period, vertical).row))
      .filter(hasHappened),
    verticalTotals: verticals
      .map((vertical) => verticalRow(whole, query.from, vertical).row)
      .filter(hasHappened),
    periods: periods.map((period) => periodRow(byPeriod, period)),
    total: periodRow(whole, query.from),
    ledger: await selectLedgerLines(db, range),
  };
}
