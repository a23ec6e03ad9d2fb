import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '../../contract/constants';
import { localeOfParam, negotiateLocale } from './locale';

describe('the language of a visit without a prefix', () => {
  it('is Spanish, the one default, for a browser in neither language', () => {
    expect(DEFAULT_LOCALE).toBe('es');
    expect(negotiateLocale(undefined, ['fr-FR', 'fr', 'de'])).toBe('es');
    expect(negotiateLocale(undefined, [])).toBe('es');
  });

  it('is the first Spanish or English browser language', () => {
    expect(negotiateLocale(undefined, ['en-GB', 'en'])).toBe('en');
    expect(negotiateLocale(undefined, ['fr', 'EN-us', 'es'])).toBe('en');
    expect(negotiateLocale(undefined, ['fr', 'es-VE', 'en'])).toBe('es');
  });

  it('is the saved choice first, unless the cookie holds no language of the site', () => {
    expect(negotiateLocale('es', ['en-GB'])).toBe('es');
    expect(negotiateLocale('en', ['fr'])).toBe('en');
    expect(negotiateLocale('fr', ['fr'])).toBe('es');
  });
});

describe('the language of a route param', () => {
  it('is English under /en and the default without a prefix', () => {
    expect(localeOfParam('en')).toBe('en');
    expect(localeOfParam(undefined)).toBe('es');
  });
});
