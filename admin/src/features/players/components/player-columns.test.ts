import { describe, expect, it } from 'vitest';
import { adminI18n } from '../../../testing/i18n';
import { adjustmentTypeLabel, betTypeLabel, statusLabel } from './player-columns';

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
    expect(betTypeLabel(adminI18n('es'), 'accumulator')).toBe('Combinada');
    expect(betTypeLabel(adminI18n('en'), 'accumulator')).toBe('Accumulator');
  });

  it('words an adjustment’s type', () => {
    expect(adjustmentTypeLabel(adminI18n('es'), 'goodwill')).toBe('Cortesía');
    expect(adjustmentTypeLabel(adminI18n('en'), 'goodwill')).toBe('Goodwill');
    expect(adjustmentTypeLabel(adminI18n('en'), 'bonus')).toBe('Bonus');
  });
});
