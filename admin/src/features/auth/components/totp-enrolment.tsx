import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-messages';
import { FormError } from '../../../components/form-error';
import { enrolTotp } from '../api/auth-calls';
import { CodeField } from './code-field';

export interface Enrolment {
  enrolmentToken: string;
  secret: string;
  otpauthUri: string;
}

/** The first sign-in: add the secret to an authenticator app (QR code or text), confirm a code. */
export function TotpEnrolment({
  enrolment,
  onSignedIn,
}: {
  enrolment: Enrolment;
  onSignedIn: () => void;
}) {
  const { i18n, t } = useLingui();
  const [qrCode, setQrCode] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    // loaded with this step only: most sign-ins never draw a QR code
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(enrolment.otpauthUri, { margin: 2, width: 220 }))
      .then((url) => isCurrent && setQrCode(url));
    return () => {
      isCurrent = false;
    };
  }, [enrolment.otpauthUri]);

  const onSubmit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    setIsSending(true);
    try {
      await enrolTotp({ enrolmentToken: enrolment.enrolmentToken, code });
      onSignedIn();
    } catch (failure) {
      setError(errorMessage(i18n, failure));
      setIsSending(false);
    }
  };

  return (
    <form className="stack" onSubmit={onSubmit} aria-labelledby="enrolment-title">
      <h2 id="enrolment-title">
        <Trans>Configura la verificación en dos pasos</Trans>
      </h2>
      <p>
        <Trans>
          Escanea el código QR con tu aplicación de autenticación (Google Authenticator, 1Password…)
          o escribe la clave. Después introduce el código de 6 dígitos que muestra.
        </Trans>
      </p>
      <div className="qr-code">
        {qrCode && <img src={qrCode} width={220} height={220} alt={t`Código QR de la clave`} />}
      </div>
      <p>
        <Trans>Clave:</Trans> <code data-testid="totp-secret">{enrolment.secret}</code>
      </p>
      <CodeField value={code} onChange={setCode} />
      <FormError message={error} />
      <button type="submit" className="primary" disabled={isSending}>
        <Trans>Activar y entrar</Trans>
      </button>
    </form>
  );
}
