import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../../lib/use-locale';
import './info-block.css';

/** The home info block: deposit, provably fair, safe, support, and a deposit link. */
export function InfoBlock() {
  const { localeParam } = useLocale();
  return (
    <section className="info-block row">
      <div className="col-3">
        <h2>
          <Trans>Deposita con Bitcoin</Trans>
        </h2>
        <p>
          <Trans>Tu dirección propia, acreditada tras las confirmaciones.</Trans>
        </p>
      </div>
      <div className="col-3">
        <h2>
          <Trans>Provably fair</Trans>
        </h2>
        <p>
          <Trans>Cada resultado de nuestros originales se puede verificar.</Trans>
        </p>
      </div>
      <div className="col-3">
        <h2>
          <Trans>Seguro</Trans>
        </h2>
        <p>
          <Trans>Tu saldo queda registrado en un libro contable de doble entrada.</Trans>
        </p>
      </div>
      <div className="col-3">
        <h2>
          <Trans>Soporte</Trans>
        </h2>
        <p>
          <Trans>Te respondemos en 1-2 días laborables.</Trans>
        </p>
      </div>
      <Link
        to="/{-$locale}/user-management"
        params={{ locale: localeParam }}
        search={{ tab: 2 }}
        className="button button--primary"
      >
        <Trans>Depositar ahora</Trans>
      </Link>
    </section>
  );
}
