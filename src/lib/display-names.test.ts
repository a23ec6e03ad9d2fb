import { describe, expect, it } from 'vitest';
import { countryName, languageName } from './display-names';

describe('display names', () => {
  it('names a country in the page language', () => {
    expect(countryName('ES', 'es')).toBe('España');
    expect(countryName('ES', 'en')).toBe('Spain');
    expect(countryName('GB', 'es')).toBe('Reino Unido');
  });

  it("names SPEC's profile languages, 'se' as Swedish and 'in' as Indonesian", () => {
    expect(languageName('en', 'es')).toBe('Inglés');
    expect(languageName('se', 'es')).toBe('Sueco');
    expect(languageName('se', 'en')).toBe('Swedish');
    expect(languageName('in', 'en')).toBe('Indonesian');
    expect(languageName('no', 'en')).toBe('Norwegian');
  });

  it('keeps a code it cannot name', () => {
    expect(countryName('not a code', 'es')).toBe('not a code');
  });
});
