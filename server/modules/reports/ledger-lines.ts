import { satoshisToMbtc } from '../../../contract/money';
import {
  REPORT_LEDGER_LINES,
  type ReportLedgerLine,
  type ReportLedgerRow,
} from '../../../contract/operator/reports';
import type { Queryable } from '../../db/database';
import type { JournalKind } from '../wallet/journal-kinds';

/**
 * The report line of every journal kind. A Record over the kinds: a kind added to JOURNAL_KINDS
 * without its line does not compile, and reports.test.ts plays every kind and finds it here.
 */
export const LEDGER_LINE_OF_KIND: Record<JournalKind, ReportLedgerLine> = {
  deposit: 'deposits',
  held_deposit_release: 'held_deposits_released',
  withdrawal_request: 'withdrawals_requested',
  withdrawal_rejection: 'withdrawals_returned',
  withdrawal_reversal: 'withdrawals_returned',
  withdrawal_payout: 'withdrawals_paid',
  game_bet: 'casino_stakes',
  game_win: 'casino_wins',
  game_rollback: 'casino_rollbacks',
  game_round: 'casino_history',
  sports_bet: 'sports_stakes',
  sports_win: 'sports_settlements',
  sports_lost: 'sports_settlements',
  sports_void: 'sports_settlements',
  sports_cash_out: 'sports_cash_outs',
  sports_reversal: 'sports_corrections',
  bonus: 'bonuses',
  manual_adjustment: 'manual_adjustments',
  debt_repayment: 'debt_repayments',
};

/** A journal kind the ledger holds that no line reports: the report refuses to leave money out. */
export class UnreportedJournalKindError extends Error {
  constructor(readonly kind: string) {
    super(`journal kind ${kind} has no report line`);
  }
}

const isJournalKind = (kind: string): kind is JournalKind =>
  Object.hasOwn(LEDGER_LINE_OF_KIND, kind);

/**
 * Every line of the ledger over [from, to): its journals, what they moved (the sum of their
 * positive entries) and what they added to players' accounts (cash, pending withdrawals, held
 * deposits, debt), every line present, zeros included.
 */
export async function selectLedgerLines(
  db: Queryable,
  range: [Date, Date],
): Promise<ReportLedgerRow[]> {
  const { rows } = await db.query<{
    kind: string;
    movements: number;
    moved: string;
    to_players: string;
  }>(
    `SELECT j.kind, count(DISTINCT j.id)::int AS movements,
       coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0)::text AS moved,
       coalesce(sum(e.amount) FILTER (WHERE a.player_id IS NOT NULL), 0)::text AS to_players
     FROM journal j JOIN entries e ON e.journal_id = j.id JOIN accounts a ON a.id = e.account_id
     WHERE j.created_at >= $1 AND j.created_at < $2
     GROUP BY j.kind`,
    range,
  );
  const lines = new Map(
    REPORT_LEDGER_LINES.map((line) => [line, { movements: 0, moved: 0n, toPlayers: 0n }]),
  );
  for (const row of rows) {
    if (!isJournalKind(row.kind)) throw new UnreportedJournalKindError(row.kind);
    const line = lines.get(LEDGER_LINE_OF_KIND[row.kind]) as {
      movements: number;
      moved: bigint;
      toPlayers: bigint;
    };
    line.movements += row.movements;
    line.moved += BigInt(row.moved);
    line.toPlayers += BigInt(row.to_players);
  }
  return REPORT_LEDGER_LINES.map((line) => {
    const sums = lines.get(line) as { movements: number; moved: bigint; toPlayers: bigint };
    return {
      line,
      movements: sums.movements,
      moved: satoshisToMbtc(sums.moved),
      toPlayers: satoshisToMbtc(sums.toPlayers),
    };
  });
}
