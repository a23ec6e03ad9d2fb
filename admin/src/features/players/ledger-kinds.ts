import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

// The journal kinds the server's money paths write (server/modules/**: transfer and postJournal
// calls); a kind not listed here shows as its code, so a new one is visible, not hidden.
const LEDGER_KINDS: Record<string, MessageDescriptor> = {
  deposit: msg`Depósito`,
  held_deposit_release: msg`Depósito retenido liberado`,
  withdrawal_request: msg`Solicitud de retiro`,
  withdrawal_payout: msg`Retiro pagado`,
  withdrawal_rejection: msg`Retiro rechazado`,
  withdrawal_reversal: msg`Retiro cancelado`,
  bonus: msg`Bono`,
  manual_adjustment: msg`Ajuste manual`,
  debt_repayment: msg`Pago de deuda`,
  game_bet: msg`Apuesta de casino`,
  game_win: msg`Premio de casino`,
  game_rollback: msg`Apuesta de casino anulada`,
  game_round: msg`Ronda de casino`,
  sports_bet: msg`Apuesta deportiva`,
  sports_win: msg`Apuesta deportiva ganada`,
  sports_lost: msg`Apuesta deportiva perdida`,
  sports_void: msg`Apuesta deportiva anulada`,
  sports_cash_out: msg`Cash out`,
  sports_reversal: msg`Corrección de resultado deportivo`,
};

// The player's own accounts an entry moves (the ledger's account kinds).
const ACCOUNTS: Record<string, MessageDescriptor> = {
  cash: msg`Saldo`,
  withdrawal_pending: msg`Retiros pendientes`,
  held_deposit: msg`Depósitos retenidos`,
  debt: msg`Deuda`,
};

/** A ledger movement's kind in words, or its code when the back-office does not know it. */
export function ledgerKindLabel(i18n: I18n, kind: string): string {
  const descriptor = LEDGER_KINDS[kind];
  return descriptor ? i18n._(descriptor) : kind;
}

/** The account an entry moved, in words, or its code. */
export function accountLabel(i18n: I18n, account: string): string {
  const descriptor = ACCOUNTS[account];
  return descriptor ? i18n._(descriptor) : account;
}
