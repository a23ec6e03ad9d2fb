import type { I18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { describeRiskSignals, type RiskSignals } from './risk-signals';

// the messages' words are compiled in by the build; here each is its source text
vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray, ...values: unknown[]) => ({
    id: strings.reduce((text, part, index) => text + String(values[index - 1]) + part),
  }),
  plural: (count: number, forms: Record<string, string>) => ({
    id: (count === 0 ? forms['0'] : count === 1 ? forms.one : forms.other)?.replace(
      '#',
      String(count),
    ),
  }),
}));

const i18n = { _: (message: { id: string }) => message.id, locale: 'es' } as unknown as I18n;

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
    expect(describeRiskSignals(quiet, i18n)).toEqual([
      { level: 'info', text: 'Cuenta de 300 días' },
      { level: 'info', text: 'Apostado desde el último depósito: 12,5 mBTC' },
    ]);
  });

  it('puts every warning first, in words, naming the players who share', () => {
    const signals = describeRiskSignals(
      {
        ...quiet,
        accountAgeDays: 1,
        wageredSinceLastDeposit: 0,
        newAddress: true,
        recentPasswordChange: true,
        blacklistedCountry: true,
        blacklistedIps: ['203.0.113.9'],
        sharedAddressPlayers: [4, 9],
        sharedIpPlayers: [7],
      },
      i18n,
    );
    expect(signals.every((signal) => signal.level === 'warning')).toBe(true);
    expect(signals.map((signal) => signal.text)).toEqual([
      'Cuenta de 1 día',
      'Nada apostado desde el último depósito',
      'Dirección nueva',
      'Contraseña cambiada hace poco',
      'País en la lista negra',
      'IP en la lista negra: 203.0.113.9',
      'Dirección compartida con #4, #9',
      'IP compartida con #7',
    ]);
  });

  it('calls an account made today new', () => {
    expect(describeRiskSignals({ ...quiet, accountAgeDays: 0 }, i18n)[0]).toEqual({
      level: 'warning',
      text: 'Cuenta de hoy',
    });
  });
});
