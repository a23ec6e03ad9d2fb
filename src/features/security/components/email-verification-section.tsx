import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../lib/error-messages';
import { emailVerificationQueries, useResendVerification } from '../api/email-verification-queries';

/** The email's state in the security tab; while unverified, a way to get a new link. */
export function EmailVerificationSection() {
  const { i18n, t } = useLingui();
  const status = useQuery(emailVerificationQueries.status());
  const resend = useResendVerification();
  const [outcome, setOutcome] = useState<{ text: string; isError: boolean } | null>(null);
  const state = status.data;

  const onResend = async () => {
    setOutcome(null);
    try {
      await resend.mutateAsync();
      setOutcome({ text: t`Enlace enviado. Revisa tu correo.`, isError: false });
    } catch (error) {
      setOutcome({ text: failureMessage(i18n, error), isError: true });
    }
  };

  return (
    <section className="security__section" aria-labelledby="email-verification-title">
      <h2 id="email-verification-title">
        <Trans>Correo electrónico</Trans>
      </h2>
      {state?.verified === true && (
        <p data-testid="email-verification-status">
          <Trans>
            <strong>{state.email}</strong> está verificado.
          </Trans>
        </p>
      )}
      {state?.verified === false && (
        <>
          <p className="alert security__warning" data-testid="email-verification-status">
            {state.requiredForWithdrawal ? (
              <Trans>
                <strong>{state.email}</strong> aún no está verificado. Puedes jugar, pero no retirar
                hasta que abras el enlace que te enviamos.
              </Trans>
            ) : (
              <Trans>
                <strong>{state.email}</strong> aún no está verificado: abre el enlace que te
                enviamos.
              </Trans>
            )}
          </p>
          <div className="security__actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={resend.isPending}
              onClick={() => void onResend()}
            >
              <Trans>Enviar un enlace nuevo</Trans>
            </button>
          </div>
        </>
      )}
      {outcome?.isError && (
        <p className="alert alert--error" role="alert">
          {outcome.text}
        </p>
      )}
      <p aria-live="polite" className="security__status">
        {outcome && !outcome.isError ? outcome.text : null}
      </p>
    </section>
  );
}
