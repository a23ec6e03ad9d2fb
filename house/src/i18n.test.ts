import { describe, expect, it } from 'vitest';
import { HOUSE_ERROR_CODES } from '../../contract/house';
import { createTranslate, MESSAGES } from './i18n';
import { describeProblem } from './problems';

describe('the game page dictionary', () => {
  it('has exactly the same keys in Spanish and English', () => {
    expect(Object.keys(MESSAGES.en).sort()).toEqual(Object.keys(MESSAGES.es).sort());
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(String).sort();
    for (const [key, text] of Object.entries(MESSAGES.es)) {
      expect(placeholders(MESSAGES.en[key as keyof typeof MESSAGES.en]), key).toEqual(
        placeholders(text),
      );
    }
  });

  it('has a message for every refusal code of the house API, in both languages', () => {
    for (const lang of ['es', 'en'] as const) {
      for (const code of HOUSE_ERROR_CODES) {
        expect(MESSAGES[lang], `${lang} ${code}`).toHaveProperty([`error.${code}`]);
      }
    }
  });

  it('fills placeholders', () => {
    expect(createTranslate('en')('resultWin', { payout: '2.00 mBTC' })).toBe('You win 2.00 mBTC');
  });
});

describe('describeProblem', () => {
  it('tells an expired session what to do', () => {
    const t = createTranslate('es');
    expect(describeProblem({ code: 'invalid_session' }, t, 'es')).toBe(
      'La sesión de juego ha caducado. Cierra el juego y ábrelo de nuevo.',
    );
  });

  it('shows the balance of an insufficient_funds refusal in the language', () => {
    expect(
      describeProblem(
        { code: 'insufficient_funds', params: { balance: 1234.5 } },
        createTranslate('es'),
        'es',
      ),
    ).toBe('Saldo insuficiente: tienes 1.234,50 mBTC.');
    expect(
      describeProblem(
        { code: 'insufficient_funds', params: { balance: '0.3' } },
        createTranslate('en'),
        'en',
      ),
    ).toBe('Insufficient funds: your balance is 0.30 mBTC.');
  });

  it('formats the limits of a chance refusal as percentages', () => {
    expect(
      describeProblem(
        { code: 'chance_out_of_range', params: { min: 0.01, max: 98 } },
        createTranslate('en'),
        'en',
      ),
    ).toBe('The win chance must be between 0.01% and 98.00%.');
  });

  it('falls back to a general message for a code it does not know', () => {
    expect(describeProblem({ code: 'teapot' }, createTranslate('en'), 'en')).toBe(
      'Something went wrong. Try again.',
    );
  });
});
