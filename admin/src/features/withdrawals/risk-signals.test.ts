import { describe, expect, it } from 'vitest';
import { adminI18n } from '../../testing/i18n';
import { describeRiskSignals, type RiskSignals } from './risk-signals';

const quiet: RiskSignals = {
  accountCreatedAt: '2026-01-01T00:00:00Z',
  accountAgeDays: 300,
  lastDepositAt: '2026-11-01T00:00:00Z',
  wageredSinceLastDeposit: 12.5,
  newAddress: false,
  passwordChangedAt: null,
  recentPasswordChange: false,
  blacklistedCountry: false,
  blacklistedIps: [],
  sharedAddressPlayers: [],
  sharedIpPlayers: [],
};

describe('the risk signals beside a pending withdrawal', () => {
  it('says only the context when nothing is wrong', () => {
    expect(describeRiskSignals(quiet, adminI18n('es'))).toEqual([
      { level: 'info', text: 'Cuenta de 300 días' },
      { level: 'info', text: 'Apostado desde el último depósito: 12,5 mBTC' },
    ]);
    expect(describeRiskSignals(quiet, adminI18n('en'))).toEqual([
      { level: 'info', text: 'Account 300 days old' },
      { level: 'info', text: 'Wagered since the last deposit: 12.5 mBTC' },
    ]);
  });

  it('puts every warning first, in words, naming the players who share by their usernames', () => {
    const risky: RiskSignals = {
      ...quiet,
      accountAgeDays: 1,
      wageredSinceLastDeposit: 0,
      newAddress: true,
      recentPasswordChange: true,
      blacklistedCountry: true,
      blacklistedIps: ['203.0.113.9'],
      sharedAddressPlayers: [
        { id: 4, username: 'ana' },
        { id: 9, username: 'bruno' },
      ],
      sharedIpPlayers: [{ id: 7, username: 'carla' }],
    };
    const signals = describeRiskSignals(risky, adminI18n('es'));
    expect(signals.every((signal) => signal.level === 'warning')).toBe(true);
    expect(signals.map((signal) => signal.text)).toEqual([
      'Cuenta de 1 día',
      'Nada apostado desde el último depósito',
      'Dirección nueva',
      'Contraseña cambiada hace poco',
      'País en la lista negra',
      'IP en la lista negra: 203.0.113.9',
      'Dirección compartida con',
      'IP compartida con',
    ]);
    expect(signals.map((signal) => signal.players?.map((player) => player.username))).toEqual([
      ...Array<undefined>(6),
      ['ana', 'bruno'],
      ['carla'],
    ]);
    expect(describeRiskSignals(risky, adminI18n('en')).map((signal) => signal.text)).toEqual([
      'Account 1 day old',
      'Nothing wagered since the last deposit',
      'New address',
      'Password changed recently',
      'Blacklisted country',
      'Blacklisted IP: 203.0.113.9',
      'Address shared with',
      'IP shared with',
    ]);
  });

  it('counts an account’s days in the plural the language uses', () => {
    const age = (days: number, locale: 'es' | 'en') =>
      describeRiskSignals({ ...quiet, accountAgeDays: days }, adminI18n(locale))[0]?.text;
    expect(age(2, 'es')).toBe('Cuenta de 2 días');
    expect(age(2, 'en')).toBe('Account 2 days old');
    expect(age(0, 'en')).toBe('Account opened today');
  });

  it('calls an account made today new', () => {
    expect(describeRiskSignals({ ...quiet, accountAgeDays: 0 }, adminI18n('es'))[0]).toEqual({
      level: 'warning',
      text: 'Cuenta de hoy',
    });
  });
});
