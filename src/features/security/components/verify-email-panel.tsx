import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useIsRestoring, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { failureOf, type Failure } from '../../../lib/api-client';
import { emailVerificationQuery } from '../../../lib/email-verification-queries';
import { errorMessage, failureMessage } from '../../../lib/error-messages';
import { usePlayer } from '../../../lib/player-queries';
import { useLocale } from '../../../lib/use-locale';
import { requestLogin } from '../../../stores/ui-store';
import { useResendVerification, useVerifyEmail } from '../api/email-verification-queries';

type Outcome = { name: 'verifying' } | { name: 'verified' } | { name: 'failed'; failure: Failure };

/**
 * The page of the verification email's link: it verifies the email once, on opening, and says
 * so; a link expired or used already offers a new one (to a signed-in player).
 */
export function VerifyEmailPanel({ token }: { token: string }) {
  const verify = useVerifyEmail();
  // the saved query cache is still being read back: a status read again before it lands would be
  // overwritten by the saved "not verified" (a CI run met the Security tab saying so after this page)
  const isRestoring = useIsRestoring();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token
      ? { name: 'verifying' }
      : { name: 'failed', failure: { code: 'invalid_verification_token', params: {} } },
  );
  const hasSent = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // once: the token is used up by the first request
    if (hasSent.current || !token || isRestoring) return;
    hasSent.current = true;
    verify.mutateAsync(token).then(
      () => setOutcome({ name: 'verified' }),
      (error: unknown) => setOutcome({ name: 'failed', failure: failureOf(error) }),
    );
  }, [token, verify, isRestoring]);

  useEffect(() => {
    if (outcome.name !== 'verifying') headingRef.current?.focus();
  }, [outcome.name]);

  return (
    <section className="content-page">
      <h1 ref={headingRef} tabIndex={-1}>
        {outcome.name === 'verified' ? (
          <Trans>Correo verificado</Trans>
        ) : (
          <Trans>Verificar el correo electrónico</Trans>
        )}
      </h1>
      <div className="form" aria-live="polite">
        {outcome.name === 'verifying' && (
          <p role="status">
            <Trans>Verificando…</Trans>
          </p>
        )}
        {outcome.name === 'verified' && <Verified />}
        {outcome.name === 'failed' && <Failed failure={outcome.failure} />}
      </div>
    </section>
  );
}

function Verified() {
  const player = usePlayer();
  const { localeParam } = useLocale();
  return (
    <>
      <p className="alert alert--success" role="status">
        <Trans>Tu correo electrónico está verificado. Ya puedes retirar.</Trans>
      </p>
      {player ? (
        <Link
          to="/{-$locale}/user-management"
          params={{ locale: localeParam }}
          search={{ tab: 'security' }}
          className="button button--primary"
        >
          <Trans>Ir a Seguridad</Trans>
        </Link>
      ) : (
        <button type="button" className="button button--primary" onClick={requestLogin}>
          <Trans>Iniciar sesión</Trans>
        </button>
      )}
    </>
  );
}

function Failed({ failure }: { failure: Failure }) {
  const { i18n, t } = useLingui();
  const player = usePlayer();
  const isVerified =
    // asked again, not read from a restored cache: the link may have just verified it elsewhere
    useQuery({ ...emailVerificationQuery(), enabled: player !== null, refetchOnMount: 'always' })
      .data?.verified === true;
  const resend = useResendVerification();
  const [sent, setSent] = useState<string | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);

  const onResend = async () => {
    setResendError(null);
    try {
      await resend.mutateAsync();
      setSent(t`Te hemos enviado un enlace nuevo. Revisa tu correo.`);
    } catch (error) {
      setResendError(failureMessage(i18n, error));
    }
  };

  return (
    <>
      <p className="alert alert--error" role="alert">
        {errorMessage(i18n, failure.code, failure.params)}
      </p>
      {player && isVerified ? (
        // a link opened again after it verified the email: nothing is missing
        <p role="status">{errorMessage(i18n, 'email_already_verified')}</p>
      ) : player ? (
        <button
          type="button"
          className="button button--primary"
          disabled={resend.isPending || sent !== null}
          onClick={() => void onResend()}
        >
          <Trans>Enviar un enlace nuevo</Trans>
        </button>
      ) : (
        <>
          <p>
            <Trans>Inicia sesión para pedir un enlace nuevo desde Seguridad.</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={requestLogin}>
            <Trans>Iniciar sesión</Trans>
          </button>
        </>
      )}
      {resendError && (
        <p className="alert alert--error" role="alert">
          {resendError}
        </p>
      )}
      {sent && <p role="status">{sent}</p>}
    </>
  );
}
