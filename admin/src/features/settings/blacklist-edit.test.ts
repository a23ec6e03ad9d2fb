import { describe, expect, it } from 'vitest';
import { applyChange, countryName, normaliseEntry } from './blacklist-edit';

describe('normaliseEntry', () => {
  it('keeps a country code in upper case, as the server does', () => {
    expect(normaliseEntry('country_black_list', ' ve ')).toBe('VE');
  });

  it('refuses what the contract refuses', () => {
    expect(normaliseEntry('country_black_list', 'VEN')).toBeNull();
    expect(normaliseEntry('country_black_list', '')).toBeNull();
    expect(normaliseEntry('ip_black_list', '999.1.1.1')).toBeNull();
    expect(normaliseEntry('ip_black_list', 'not an address')).toBeNull();
  });

  it('trims an address and writes IPv6 in lower case', () => {
    expect(normaliseEntry('ip_black_list', ' 203.0.113.10 ')).toBe('203.0.113.10');
    expect(normaliseEntry('ip_black_list', '2001:DB8::1')).toBe('2001:db8::1');
  });
});

describe('applyChange', () => {
  it('adds an entry at the end once', () => {
    expect(applyChange(['ES'], { list: 'country_black_list', action: 'add', entry: 'VE' })).toEqual(
      ['ES', 'VE'],
    );
    expect(applyChange(['ES'], { list: 'country_black_list', action: 'add', entry: 'ES' })).toEqual(
      ['ES'],
    );
  });

  it('removes an entry and leaves the others in their order', () => {
    const change = { list: 'ip_black_list', action: 'remove', entry: '192.0.2.1' } as const;
    expect(applyChange(['198.51.100.2', '192.0.2.1', '203.0.113.9'], change)).toEqual([
      '198.51.100.2',
      '203.0.113.9',
    ]);
    expect(applyChange([], change)).toEqual([]);
  });
});

describe('countryName', () => {
  it('names a country in the language asked', () => {
    expect(countryName('ES', 'es')).toBe('España');
    expect(countryName('ES', 'en')).toBe('Spain');
  });
});
