import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type * as v from 'valibot';
import type { withdrawalRiskSignals } from '../../../../contract/wallet';
import { formatMbtc } from '../../lib/format';

export type RiskSignals = v.InferOutput<typeof withdrawalRiskSignals>;

/** An account younger than this many days is a signal worth a look before paying. */
export const NEW_ACCOUNT_DAYS = 7;

type NamedPlayer = RiskSignals['sharedIpPlayers'][number];

export interface RiskSignal {
  text: string;
  /** `warning` asks the payer to look before paying; `info` is context. */
  level: 'warning' | 'info';
  /** the other accounts it names, shown after the text with a link to each one's page */
  players?: NamedPlayer[];
}

/**
 * What the queue says beside a withdrawal, warnings first: the server's signals in words. A
 * withdrawal with no warning still shows the account's age and what was wagered since the last
 * deposit, so the payer never reads an empty cell as "not checked".
 */
export function describeRiskSignals(risk: RiskSignals, i18n: I18n): RiskSignal[] {
  const warnings: (string | Omit<RiskSignal, 'level'>)[] = [];
  if (risk.accountAgeDays < NEW_ACCOUNT_DAYS)
    warnings.push(
      // inside `msg`: on its own, `plural` translates with the global i18n, not this one
      i18n._(
        msg`${plural(risk.accountAgeDays, {
          0: 'Cuenta de hoy',
          one: 'Cuenta de # día',
          other: 'Cuenta de # días',
        })}`,
      ),
    );
  if (risk.wageredSinceLastDeposit === 0)
    warnings.push(i18n._(msg`Nada apostado desde el último depósito`));
  if (risk.newAddress) warnings.push(i18n._(msg`Dirección nueva`));
  if (risk.recentPasswordChange) warnings.push(i18n._(msg`Contraseña cambiada hace poco`));
  if (risk.blacklistedCountry) warnings.push(i18n._(msg`País en la lista negra`));
  if (risk.blacklistedIps.length > 0)
    warnings.push(i18n._(msg`IP en la lista negra: ${risk.blacklistedIps.join(', ')}`));
  if (risk.sharedAddressPlayers.length > 0)
    warnings.push({
      text: i18n._(msg`Dirección compartida con`),
      players: risk.sharedAddressPlayers,
    });
  if (risk.sharedIpPlayers.length > 0)
    warnings.push({ text: i18n._(msg`IP compartida con`), players: risk.sharedIpPlayers });

  const info: string[] = [];
  if (risk.accountAgeDays >= NEW_ACCOUNT_DAYS)
    info.push(i18n._(msg`Cuenta de ${risk.accountAgeDays} días`));
  if (risk.wageredSinceLastDeposit > 0) {
    const wagered = formatMbtc(risk.wageredSinceLastDeposit, i18n.locale);
    info.push(i18n._(msg`Apostado desde el último depósito: ${wagered}`));
  }
  return [
    ...warnings.map((warning) =>
      typeof warning === 'string'
        ? { text: warning, level: 'warning' as const }
        : { ...warning, level: 'warning' as const },
    ),
    ...info.map((text) => ({ text, level: 'info' as const })),
  ];
}
