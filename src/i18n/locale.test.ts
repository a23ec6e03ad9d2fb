import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '../../contract/constants';
import { acceptedLanguages } from '../../contract/locale-path';
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

describe("an Accept-Language header's languages", () => {
  it('come most wanted first, as navigator.languages lists them', () => {
    expect(acceptedLanguages('en-GB,en;q=0.9,es;q=0.8')).toEqual(['en-GB', 'en', 'es']);
    expect(acceptedLanguages('fr;q=0.5, es-ES;q=0.7 ,en;q=0.6')).toEqual(['es-ES', 'en', 'fr']);
    // equal weights keep their order
    expect(acceptedLanguages('de, en;q=0.8, es;q=0.8')).toEqual(['de', 'en', 'es']);
  });

  it('leave out the unwanted (q=0), the wildcard and an absent header', () => {
    expect(acceptedLanguages('en;q=0, es')).toEqual(['es']);
    expect(acceptedLanguages('*, en;q=0.5')).toEqual(['en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it('choose the page language with the saved choice as the browser does', () => {
    expect(negotiateLocale(undefined, acceptedLanguages('fr-FR,en;q=0.5'))).toBe('en');
    expect(negotiateLocale('es', acceptedLanguages('en-US,en;q=0.9'))).toBe('es');
  });
});

describe('the language of a route param', () => {
  it('is English under /en and the default without a prefix', () => {
    expect(localeOfParam('en')).toBe('en');
    expect(localeOfParam(undefined)).toBe('es');
  });
});
