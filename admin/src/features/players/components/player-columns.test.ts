import { describe, expect, it } from 'vitest';
import { adminI18n } from '../../../testing/i18n';
import { sportsColumns, statusLabel } from './player-columns';

describe('the player page’s lists in words', () => {
  it('words the bets’ and bonuses’ states in the staff member’s language', () => {
    const es = adminI18n('es');
    expect(statusLabel(es, 'settled')).toBe('Liquidada');
    expect(statusLabel(es, 'rolled_back')).toBe('Anulada (rollback)');
    expect(statusLabel(es, 'forfeited')).toBe('Perdido');
    const en = adminI18n('en');
    expect(statusLabel(en, 'settled')).toBe('Settled');
    expect(statusLabel(en, 'rolled_back')).toBe('Void (rolled back)');
    expect(statusLabel(en, 'forfeited')).toBe('Forfeited');
  });

  it('shows a state it does not know as its code', () => {
    expect(statusLabel(adminI18n('es'), 'new_state')).toBe('new_state');
    expect(statusLabel(adminI18n('en'), 'new_state')).toBe('new_state');
  });

  it('words a sports bet’s type as the slip does', () => {
    const bet = { type: 'accumulator' } as Parameters<
      ReturnType<typeof sportsColumns>[number]['cell']
    >[0];
    const typeIn = (locale: 'es' | 'en') =>
      sportsColumns(adminI18n(locale))
        .find((column) => column.id === 'type')
        ?.cell(bet);
    expect(typeIn('es')).toBe('Combinada');
    expect(typeIn('en')).toBe('Accumulator');
  });
});
