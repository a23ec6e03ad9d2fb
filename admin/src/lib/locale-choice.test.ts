import { describe, expect, it } from 'vitest';
import { preferredLocale } from './locale-choice';

describe('the back-office language', () => {
  it('is the saved choice first', () => {
    expect(preferredLocale('en', ['es-ES'])).toBe('en');
  });

  it('else the first browser language it speaks, else Spanish', () => {
    expect(preferredLocale(null, ['fr', 'en-GB'])).toBe('en');
    expect(preferredLocale('fr', ['de'])).toBe('es');
  });
});
