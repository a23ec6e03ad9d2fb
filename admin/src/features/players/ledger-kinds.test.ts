import { describe, expect, it } from 'vitest';
import { adminI18n } from '../../testing/i18n';
import { accountLabel, ledgerKindLabel } from './ledger-kinds';

describe('ledger movements in words', () => {
  it('names the kinds the money paths write, in the staff member’s language', () => {
    const es = adminI18n('es');
    expect(ledgerKindLabel(es, 'manual_adjustment')).toBe('Ajuste manual');
    expect(ledgerKindLabel(es, 'withdrawal_rejection')).toBe('Retiro rechazado');
    expect(accountLabel(es, 'withdrawal_pending')).toBe('Retiros pendientes');
    const en = adminI18n('en');
    expect(ledgerKindLabel(en, 'deposit')).toBe('Deposit');
    expect(ledgerKindLabel(en, 'manual_adjustment')).toBe('Manual adjustment');
    expect(ledgerKindLabel(en, 'withdrawal_rejection')).toBe('Withdrawal rejected');
    expect(ledgerKindLabel(en, 'sports_cash_out')).toBe('Cash out');
    expect(accountLabel(en, 'withdrawal_pending')).toBe('Pending withdrawals');
  });

  it('shows a kind it does not know as its code', () => {
    for (const i18n of [adminI18n('es'), adminI18n('en')]) {
      expect(ledgerKindLabel(i18n, 'new_kind')).toBe('new_kind');
      expect(accountLabel(i18n, 'system:bonuses')).toBe('system:bonuses');
    }
  });
});
