import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { totpEnable } from '../../../../contract/security';
import { copyText } from '../../../lib/copy-text';
import { failureMessage } from '../../../lib/error-messages';
import { useFormState } from '../../../lib/use-form-state';
import { useTotpEnable } from '../api/security-queries';
import { OneTimeCodeField } from '../../../components/one-time-code-field';
import { TotpQrCode } from './totp-qr-code';

interface TotpEnrolmentProps {
  secret: string;
  otpauthUri: string;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Enrolment: the QR code and the secret for the app, then its first code turns two-factor on. */
export function TotpEnrolment({ secret, otpauthUri, onEnabled, onCancel }: TotpEnrolmentProps) {
  const { i18n, t } = useLingui();
  const form = useFormState();
  const enable = useTotpEnable();
  const [failure, setFailure] = useState<string | null>(null);
  const [isCopied, setCopied] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { code: String(new FormData(event.currentTarget).get('code') ?? '') };
    setFailure(null);
    if (!form.validate(totpEnable.request, input)) return;
    try {
      const answer = await form.submit(() => enable.mutateAsync(input.code.trim()));
      onEnabled(answer.recoveryCodes);
    } catch (error) {
      setFailure(failureMessage(i18n, error));
    }
  };

  return (
    <form className="security__enrolment" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h3 ref={headingRef} tabIndex={-1}>
        <Trans>Activar la verificación en dos pasos</Trans>
      </h3>
      <p>
        <Trans>
          Escanea este código con tu aplicación de autenticación (Google Authenticator, Authy…) o
          escribe la clave a mano.
        </Trans>
      </p>
      <TotpQrCode uri={otpauthUri} />
      <p className="security__secret">
        <span>
          <Trans>Clave:</Trans>
        </span>{' '}
        <code data-testid="totp-secret">{secret}</code>{' '}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void copyText(secret).then(setCopied)}
        >
          <Trans>Copiar clave</Trans>
        </button>
        <span aria-live="polite">{isCopied && <Trans>Clave copiada</Trans>}</span>
      </p>
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <OneTimeCodeField
        name="code"
        required
        label={t`Código de 6 dígitos de la aplicación`}
        error={form.fieldError('code')}
      />
      <div className="security__actions">
        <button type="submit" className="button button--primary" disabled={form.isSending}>
          <Trans>Activar</Trans>
        </button>
        <button type="button" className="button" onClick={onCancel}>
          <Trans>Cancelar</Trans>
        </button>
      </div>
    </form>
  );
}
