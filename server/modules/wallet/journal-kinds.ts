// Every kind of journal a money path writes: the one list of them. `postJournal` takes only these,
// and the reports give each its line (server/modules/reports/ledger-lines.ts), so a new kind
// cannot be written before it is reported.
export const JOURNAL_KINDS = [
  'deposit',
  /** a deposit held by a deposit limit or a break, released to the balance */
  'held_deposit_release',
  'withdrawal_request',
  'withdrawal_payout',
  'withdrawal_rejection',
  'withdrawal_reversal',
  'bonus',
  /** an operator's credit or debit (player-admin/adjustments.ts) */
  'manual_adjustment',
  /** a debt left by a corrected sports result, paid back from a later credit (debt.ts) */
  'debt_repayment',
  'game_bet',
  'game_win',
  'game_rollback',
  /** a round of the demo seed's history, stake and win as one net journal (seed/settled-rounds.ts) */
  'game_round',
  'sports_bet',
  'sports_win',
  'sports_lost',
  'sports_void',
  'sports_cash_out',
  /** the reversal of a sports settlement a correction replaces */
  'sports_reversal',
] as const;

export type JournalKind = (typeof JOURNAL_KINDS)[number];
