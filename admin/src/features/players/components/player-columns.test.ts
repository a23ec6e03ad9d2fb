import type { I18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { sportsColumns, statusLabel } from './player-columns';

// the messages' words are compiled in by the build; here each is its source text
vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray) => ({ id: strings.join('') }),
}));
const i18n = { _: (descriptor: { id: string }) => descriptor.id, locale: 'es' } as unknown as I18n;

describe('the player page’s lists in words', () => {
  it('words the bets’ and bonuses’ states, an unknown one as its code', () => {
    expect(statusLabel(i18n, 'settled')).toBe('Liquidada');
    expect(statusLabel(i18n, 'rolled_back')).toBe('Anulada (rollback)');
    expect(statusLabel(i18n, 'forfeited')).toBe('Perdido');
    expect(statusLabel(i18n, 'new_state')).toBe('new_state');
  });

  it('words a sports bet’s type as the slip does', () => {
    const type = sportsColumns(i18n).find((column) => column.id === 'type');
    const bet = { type: 'accumulator' } as Parameters<NonNullable<typeof type>['cell']>[0];
    expect(type?.cell(bet)).toBe('Combinada');
  });
});
