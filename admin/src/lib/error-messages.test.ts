import { describe, expect, it } from 'vitest';
import { adminI18n } from '../testing/i18n';
import { ApiFailure } from './api-client';
import { errorMessage } from './error-messages';

describe('the sign-in screen’s refusals in words', () => {
  it('tells a member who already has two-factor to enter the app’s code, in both languages', () => {
    const refusal = new ApiFailure(400, 'totp_code_required');
    expect(errorMessage(adminI18n('es'), refusal)).toBe(
      'Esta cuenta ya tiene la verificación en dos pasos: escribe el código de tu app',
    );
    expect(errorMessage(adminI18n('en'), refusal)).toBe(
      'This account already has two-step verification: enter the code from your app',
    );
  });

  it('keeps the one wording for a wrong password or code', () => {
    const failure = new ApiFailure(400, 'failed_login');
    expect(errorMessage(adminI18n('es'), failure)).toBe('Usuario, contraseña o código incorrectos');
    expect(errorMessage(adminI18n('en'), failure)).not.toMatch(/two-step/);
  });
});
