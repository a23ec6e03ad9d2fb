import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { DEPOSIT_PROMPT_REDIRECT_SECONDS, USER_MENU } from '../../../../contract/constants';
import { useLocale } from '../../../lib/use-locale';
import { closeModal } from '../../../stores/ui-store';

/**
 * After registering: a countdown of 5 s, then the deposit tab of the account area, which offers
 * deposit limits.
 */
export function DepositPrompt() {
  const { localeParam } = useLocale();
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState<number>(DEPOSIT_PROMPT_REDIRECT_SECONDS);

  useEffect(() => {
    if (secondsLeft > 0) {
      const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
      return () => clearTimeout(timer);
    }
    closeModal();
    void navigate({
      to: '/{-$locale}/user-management',
      params: { locale: localeParam },
      search: { tab: USER_MENU.deposit },
    });
  }, [secondsLeft, navigate, localeParam]);

  return (
    <section className="form">
      <h2>
        <Trans>¡Bienvenido!</Trans>
      </h2>
      <p role="status">
        <Trans>Tu cuenta está lista. Te llevamos al depósito en {secondsLeft} s.</Trans>
      </p>
      <p>
        <Trans>
          Allí puedes fijar límites de depósito (24 horas, 7 días o 30 días) antes de tu primer
          depósito.
        </Trans>
      </p>
      <p>
        <Trans>
          Te hemos enviado un correo para verificar tu dirección: abre su enlace para poder retirar.
        </Trans>
      </p>
    </section>
  );
}
