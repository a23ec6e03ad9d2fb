import { Trans } from '@lingui/react/macro';
import { formatMbtc } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import type { AcceptedWithdrawal } from '../../../lib/withdrawal-queue';

interface WithdrawResultProps {
  withdrawal: AcceptedWithdrawal['result'];
  onBack: () => void;
}

/** The confirmation of an accepted withdrawal; its back button shows an empty form again. */
export function WithdrawResult({ withdrawal, onBack }: WithdrawResultProps) {
  const { locale } = useLocale();
  return (
    <section className="form form--wide wallet">
      <h2>
        <Trans>Retirar</Trans>
      </h2>
      <p className="alert alert--success" role="status">
        <Trans>
          Retiro programado. Te enviaremos un correo de confirmación cuando se realice la
          transferencia.
        </Trans>
      </p>
      <dl className="wallet__summary">
        <dt>
          <Trans>Importe</Trans>
        </dt>
        <dd>{formatMbtc(withdrawal.amount, locale)}</dd>
        <dt>
          <Trans>Dirección</Trans>
        </dt>
        <dd>{withdrawal.address}</dd>
      </dl>
      <button type="button" className="button" onClick={onBack}>
        <Trans>Volver</Trans>
      </button>
    </section>
  );
}
