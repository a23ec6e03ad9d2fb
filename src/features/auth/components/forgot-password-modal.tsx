import { useLingui as useRuntimeLingui } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { FORGOT_PASSWORD_RESULT } from '../../../../contract/constants';
import { resetPlayerPassword } from '../../../../contract/players';
import { FormField } from '../../../components/form-field';
import { callApi } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { useFormState } from '../../../lib/use-form-state';
import { closeModal, showToast } from '../../../stores/ui-store';

type Result = (typeof FORGOT_PASSWORD_RESULT)[keyof typeof FORGOT_PASSWORD_RESULT];

/** Forgot password: result 1 sends the email (toast), 2 is a wrong username or email, 3 an error. */
export function ForgotPasswordModal() {
  const { i18n } = useRuntimeLingui();
  const { t } = useLingui();
  const form = useFormState();
  const [result, setResult] = useState<Result>(FORGOT_PASSWORD_RESULT.none);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      username: String(data.get('username') ?? ''),
      email: String(data.get('email') ?? ''),
    };
    if (!form.validate(resetPlayerPassword.request, input)) return;
    try {
      const answer = await form.submit(() => callApi(resetPlayerPassword, input));
      setResult(answer.result);
      if (answer.result === FORGOT_PASSWORD_RESULT.success) {
        showToast(
          t({
            id: 'sent_reset_password_email',
            message: 'Te hemos enviado un correo para restablecer tu contraseña.',
          }),
          'success',
        );
        closeModal();
      }
    } catch {
      setResult(FORGOT_PASSWORD_RESULT.error);
    }
  };

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>
        <Trans>¿Olvidaste tu contraseña?</Trans>
      </h2>
      {result === FORGOT_PASSWORD_RESULT.rejected && (
        <p className="alert alert--error" role="alert">
          <Trans id="failed_reset_password">
            El usuario o el correo electrónico no son correctos
          </Trans>
        </p>
      )}
      {result === FORGOT_PASSWORD_RESULT.error && (
        <p className="alert alert--error" role="alert">
          {errorMessage(i18n, 'action_failed')}
        </p>
      )}
      <FormField
        name="username"
        label={t`Usuario`}
        autoComplete="username"
        error={form.fieldError('username')}
      />
      <FormField
        name="email"
        label={t`Correo electrónico`}
        type="email"
        autoComplete="email"
        error={form.fieldError('email')}
      />
      <button type="submit" className="button button--primary" disabled={form.isSending}>
        <Trans>Enviar</Trans>
      </button>
    </form>
  );
}
