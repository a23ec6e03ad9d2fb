import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../../lib/use-locale';
import { requestLogin } from '../../../stores/ui-store';

/** Deposit, to the account area's deposit tab: the sidebar's and the phone's top bar's. */
export function DepositLink({ className = '' }: { className?: string }) {
  const { localeParam } = useLocale();
  return (
    <Link
      to="/{-$locale}/user-management"
      params={{ locale: localeParam }}
      search={{ tab: 2 }}
      className={`button button--primary ${className}`.trim()}
    >
      <Trans>Depositar</Trans>
    </Link>
  );
}

/** A visitor's Log in and Register: the sidebar's and the phone's top bar's. */
export function GuestActions({ buttonClassName = '' }: { buttonClassName?: string }) {
  const { localeParam } = useLocale();
  return (
    <>
      <button
        type="button"
        className={`button button--secondary ${buttonClassName}`.trim()}
        onClick={() => requestLogin()}
      >
        <Trans>Iniciar sesión</Trans>
      </button>
      <Link
        to="/{-$locale}/sign-up"
        params={{ locale: localeParam }}
        className={`button button--primary ${buttonClassName}`.trim()}
      >
        <Trans>Registrarse</Trans>
      </Link>
    </>
  );
}
