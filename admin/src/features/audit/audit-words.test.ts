import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../../contract/operator/audit-actions';
import { adminI18n } from '../../testing/i18n';
import { auditActionWords, auditTargetWords } from './audit-words';

describe('audit entries in words', () => {
  it('names every kind apart from the others, in each language', () => {
    for (const i18n of [adminI18n('es'), adminI18n('en')]) {
      const words = AUDIT_ACTIONS.map((action) => auditActionWords(i18n, action));
      expect(new Set(words).size).toBe(AUDIT_ACTIONS.length);
      for (const [index, action] of AUDIT_ACTIONS.entries()) expect(words[index]).not.toBe(action);
    }
    expect(auditActionWords(adminI18n('es'), 'sign_in_failed/wrong_password')).toBe(
      'Inicio de sesión fallido: contraseña incorrecta',
    );
    expect(auditActionWords(adminI18n('en'), 'admin/players/block')).toBe('Blocked the player');
  });

  it('names what was acted on, and leaves what it does not know as written', () => {
    expect(auditTargetWords(adminI18n('es'), 'financial_transaction:12')).toBe('Movimiento 12');
    expect(auditTargetWords(adminI18n('en'), 'sports_limits')).toBe('Sports limits');
    expect(auditTargetWords(adminI18n('en'), 'address:2001:db8::/64')).toBe(
      'Addresses 2001:db8::/64',
    );
    for (const i18n of [adminI18n('es'), adminI18n('en')]) {
      expect(auditActionWords(i18n, 'admin/new_call')).toBe('admin/new_call');
      expect(auditTargetWords(i18n, 'new_thing:3')).toBe('new_thing:3');
    }
  });
});
