import { describe, expect, it } from 'vitest';
import { i18nIn } from './testing/i18n';
import { HOUSE_ERROR_CODES } from '../../contract/house-page/house';
import { createTranslate, isMessageKey } from './i18n';
import { describeProblem } from './problems';

describe('the game page’s words', () => {
  it('has a message for every refusal code of the house API', () => {
    const unworded = HOUSE_ERROR_CODES.filter((code) => !isMessageKey(`error.${code}`));
    expect(unworded).toEqual([]);
  });

  it('has a message for the refusals every API call may give, and for each field code', () => {
    const codes = [
      'disable_site_access',
      'not_found',
      'internal_error',
      'game_unavailable',
      'request_too_large',
      'too_many_attempts',
      'network_error',
      'field_required',
      'invalid_amount',
      'invalid_field',
    ];
    expect(codes.filter((code) => !isMessageKey(`error.${code}`))).toEqual([]);
  });

  it('fills placeholders', () => {
    expect(createTranslate(i18nIn('en'))('resultWin', { payout: '2.00 mBTC' })).toBe(
      'You win 2.00 mBTC',
    );
  });
});

describe('describeProblem', () => {
  it('tells an expired session what to do', () => {
    const t = createTranslate(i18nIn('es'));
    expect(describeProblem({ code: 'invalid_session' }, t, 'es')).toBe(
      'La sesión de juego ha caducado. Cierra el juego y ábrelo de nuevo.',
    );
  });

  it('shows the balance of an insufficient_funds refusal in the language', () => {
    expect(
      describeProblem(
        { code: 'insufficient_funds', params: { balance: 1234.5 } },
        createTranslate(i18nIn('es')),
        'es',
      ),
    ).toBe('Saldo insuficiente: tienes 1.234,50 mBTC.');
    expect(
      describeProblem(
        { code: 'insufficient_funds', params: { balance: '0.3' } },
        createTranslate(i18nIn('en')),
        'en',
      ),
    ).toBe('Insufficient funds: your balance is 0.30 mBTC.');
  });

  it('formats the limits of a chance refusal as percentages', () => {
    expect(
      describeProblem(
        { code: 'chance_out_of_range', params: { min: 0.01, max: 98 } },
        createTranslate(i18nIn('en')),
        'en',
      ),
    ).toBe('The win chance must be between 0.01% and 98.00%.');
  });

  it('says which field the server refused, and why', () => {
    const refusal = (errors: Record<string, string>) => ({ code: 'invalid_value', errors });
    expect(
      describeProblem(
        refusal({ amount: 'invalid_amount', target: 'invalid_value' }),
        createTranslate(i18nIn('en')),
        'en',
      ),
    ).toBe(
      'Stake (mBTC): Enter a valid amount (up to 5 decimals). Target: The value is not valid.',
    );
    expect(
      describeProblem(
        refusal({ clientSeed: 'field_required' }),
        createTranslate(i18nIn('es')),
        'es',
      ),
    ).toBe('Semilla del cliente: Este campo es obligatorio.');
    expect(
      describeProblem(
        refusal({ 'bets.0.amount': 'invalid_amount', 'bets.1.amount': 'invalid_amount' }),
        createTranslate(i18nIn('en')),
        'en',
      ),
    ).toBe('Chips on the board: Enter a valid amount (up to 5 decimals).');
    // a field the player cannot put right: the refusal's own message
    expect(
      describeProblem(refusal({ token: 'invalid_value' }), createTranslate(i18nIn('en')), 'en'),
    ).toBe('A value is not valid.');
  });

  it('does not tell a refused wallet call that nothing moved', () => {
    for (const lang of ['es', 'en'] as const) {
      expect(createTranslate(i18nIn(lang))('error.wallet_unavailable')).toMatch(
        /Mis jugadas|My bets/,
      );
    }
  });

  it('falls back to a general message for a code it does not know', () => {
    expect(describeProblem({ code: 'teapot' }, createTranslate(i18nIn('en')), 'en')).toBe(
      'Something went wrong. Try again.',
    );
  });
});
