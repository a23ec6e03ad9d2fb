import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { recoveryCode, totpCode } from '../../../../contract/security';
import { FormField } from '../../../components/form-field';
import { OneTimeCodeField } from '../../../components/one-time-code-field';
import { failureOf, type Failure } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { useFormState } from '../../../lib/use-form-state';

const totpInput = v.object({ totp: totpCode });
const recoveryCodeInput = v.object({ recovery_code: recoveryCode });

/** The second factor a login sends: a code of the app, or a recovery code. */
export type SecondFactor = { totp: string } | { recovery_code: string };

interface LoginCodeStepProps {
  /** Logs in with the password already given and this second factor. */
  onSubmitCode: (factor: SecondFactor) => Promise<void>;
  onBack: () => void;
}

/**
 * The login's second step for a player with two-factor on: the app's six digits, or a recovery
 * code instead; the password is not asked again.
 */
export function LoginCodeStep({ onSubmitCode, onBack }: LoginCodeStepProps) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const form = useFormState();
  const [isRecovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const field = isRecovery ? 'recovery_code' : 'totp';

  // the step replaces the password form, and the other kind of code replaces the field
  useEffect(() => formRef.current?.querySelector('input')?.focus(), [isRecovery]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get(field) ?? '');
    const factor: SecondFactor = isRecovery ? { recovery_code: code } : { totp: code };
    setFailure(null);
    if (!form.validate(isRecovery ? recoveryCodeInput : totpInput, factor)) return;
    try {
      await form.submit(() => onSubmitCode(factor));
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  return (
    <form ref={formRef} className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>
        <Trans>Verificación en dos pasos</Trans>
      </h2>
      <p>
        {isRecovery ? (
          <Trans>Escribe uno de tus códigos de recuperación.</Trans>
        ) : (
          <Trans>Escribe el código de 6 dígitos de tu aplicación de autenticación.</Trans>
        )}
      </p>
      {failure && (
        <p className="alert alert--error" role="alert">
          {errorMessage(i18n, failure.code, failure.params)}
        </p>
      )}
      {isRecovery ? (
        <FormField
          key="recovery_code"
          name="recovery_code"
          label={t`Código de recuperación`}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={form.fieldError('recovery_code')}
        />
      ) : (
        <OneTimeCodeField
          key="totp"
          name="totp"
          label={t`Código de verificación`}
          error={form.fieldError('totp')}
        />
      )}
      <button type="submit" className="button button--primary" disabled={form.isSending}>
        {form.isSending ? t`Entrando…` : t`Entrar`}
      </button>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          setFailure(null);
          form.setFieldErrors({});
          setRecovery(!isRecovery);
        }}
      >
        {isRecovery ? (
          <Trans>Usar el código de la aplicación</Trans>
        ) : (
          <Trans>Usar un código de recuperación</Trans>
        )}
      </button>
      <button type="button" className="link-button" onClick={onBack}>
        <Trans>Volver</Trans>
      </button>
    </form>
  );
}
