import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { failureMessage } from '../../../lib/error-messages';
import { formatMbtc } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { protectionQueries } from '../api/protection-queries';
import { getDepositLimitsInForce, isDepositLimitMissing } from '../deposit-limits';
import { LIMIT_PERIOD_LABELS } from '../labels';
import { LimitForm } from './limit-form';
import './protection.css';

interface DepositLimitOfferProps {
  playerId: number;
  /** a deposit limit was saved: the modal asks for the address again */
  onDepositLimitSet: () => void;
}

/**
 * Deposit limits in the deposit modal: where the profile requires one and the player has none,
 * the form comes first and open; otherwise an offer to set or change them, folded.
 */
export function DepositLimitOffer({ playerId, onDepositLimitSet }: DepositLimitOfferProps) {
  const { i18n } = useLingui();
  const { locale } = useLocale();
  const status = useQuery(protectionQueries.status(playerId));

  if (status.isPending) return <p aria-busy="true" />;
  if (status.isError)
    return (
      <p className="alert alert--error" role="alert">
        {failureMessage(i18n, status.error)}
      </p>
    );
  const { rules, limits } = status.data;
  const form = (
    <LimitForm
      playerId={playerId}
      increaseCoolingOffHours={rules.increaseCoolingOffHours}
      types={['deposit']}
      onSaved={onDepositLimitSet}
    />
  );

  if (isDepositLimitMissing(rules.limitsRequiredBeforeDeposit, limits))
    return (
      <section className="protection__deposit-limits" aria-labelledby="deposit-limit-required">
        <h3 id="deposit-limit-required">
          <Trans>Fija un límite de depósito</Trans>
        </h3>
        <p role="status">
          <Trans>
            Antes de depositar debes fijar un límite de depósito para 24 horas, 7 días o 30 días.
            Después verás tu dirección de depósito.
          </Trans>
        </p>
        {form}
      </section>
    );

  const inForce = getDepositLimitsInForce(limits);
  return (
    <details className="protection__deposit-limits">
      <summary>
        <Trans>Límites de depósito</Trans>
      </summary>
      {inForce.length === 0 ? (
        <p>
          <Trans>
            No tienes límites de depósito. Fijar uno te ayuda a decidir de antemano cuánto
            depositar.
          </Trans>
        </p>
      ) : (
        <ul>
          {inForce.map((limit) => (
            <li key={limit.period}>
              {i18n._(LIMIT_PERIOD_LABELS[limit.period])}: {formatMbtc(limit.amount ?? 0, locale)}
              {limit.left !== null && (
                <>
                  {' '}
                  <Trans>(te quedan {formatMbtc(limit.left, locale)})</Trans>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {form}
    </details>
  );
}
