import type { I18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { accountLabel, ledgerKindLabel } from './ledger-kinds';

// the messages' words are compiled in by the build; here each is its source text
vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray) => ({ id: strings.join('') }),
}));
const i18n = { _: (descriptor: { id: string }) => descriptor.id } as unknown as I18n;

describe('ledger movements in words', () => {
  it('names the kinds the money paths write', () => {
    expect(ledgerKindLabel(i18n, 'manual_adjustment')).toBe('Ajuste manual');
    expect(ledgerKindLabel(i18n, 'sports_cash_out')).toBe('Cash out');
    expect(ledgerKindLabel(i18n, 'withdrawal_rejection')).toBe('Retiro rechazado');
    expect(accountLabel(i18n, 'withdrawal_pending')).toBe('Retiros pendientes');
  });

  it('shows a kind it does not know as its code', () => {
    expect(ledgerKindLabel(i18n, 'new_kind')).toBe('new_kind');
    expect(accountLabel(i18n, 'system:bonuses')).toBe('system:bonuses');
  });
});
