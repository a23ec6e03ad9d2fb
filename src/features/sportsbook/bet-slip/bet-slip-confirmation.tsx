import { useLingui as useI18n } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { SportsBetView } from '../../../../contract/sportsbook';
import { formatMbtc } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { outcomeName } from '../../../../contract/sports-market-names';
import { systemName } from './system-name';

/** The bets just placed: announced, with their stake and what they return if they win. */
export function BetSlipConfirmation({
  bets,
  onDismiss,
}: {
  bets: SportsBetView[];
  onDismiss: () => void;
}) {
  const { i18n } = useI18n();
  const { locale } = useLocale();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);

  return (
    <div
      ref={box}
      className="bet-slip-confirmation alert alert--success"
      role="status"
      tabIndex={-1}
      data-testid="bet-confirmation"
    >
      <p>
        <strong>
          {bets.length === 1 ? (
            <Trans>Apuesta realizada</Trans>
          ) : (
            <Trans>{bets.length} apuestas realizadas</Trans>
          )}
        </strong>
      </p>
      <ul className="bet-slip-confirmation__bets">
        {bets.map((bet) => {
          const stake = formatMbtc(bet.stake, locale);
          const potential = formatMbtc(bet.potentialReturn, locale);
          const legs = bet.legs
            .map((leg) =>
              outcomeName(leg.marketType, leg.outcome, leg.specifiers, leg, locale, i18n),
            )
            .join(' + ');
          const system = bet.system ? systemName(bet.system.name, i18n) : '';
          const lines = bet.system?.lines ?? 0;
          return (
            <li key={bet.id}>
              <span>
                {bet.system ? (
                  <Trans>
                    Sistema {system} ({lines} líneas)
                  </Trans>
                ) : bet.type === 'accumulator' ? (
                  <Trans>Combinada</Trans>
                ) : (
                  <Trans>Simple</Trans>
                )}
                : {legs}
              </span>
              <span>
                <Trans>
                  Apuesta {stake} · retorno potencial {potential}
                </Trans>
              </span>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button button--secondary" onClick={onDismiss}>
        <Trans>Aceptar</Trans>
      </button>
    </div>
  );
}
