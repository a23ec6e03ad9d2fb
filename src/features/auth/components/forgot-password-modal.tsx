import { useLingui as useRuntimeLingui } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { resetPlayerPassword } from '../../../../contract/players';
import { FormField } from '../../../components/form-field';
import { callApi, failureOf, type Failure } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { useFormState } from '../../../lib/use-form-state';
import { closeModal, showToast } from '../../../stores/ui-store';

/**
 * Forgot password. The server answers every well-formed request alike (it never says whether the
 * username and email match an account), so the toast says what is true either way.
 */
export function ForgotPasswordModal() {
  const { i18n } = useRuntimeLingui();
  const { t } = useLingui();
  const form = useFormState();
  const [failure, setFailure] = useState<Failure | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      username: String(data.get('username') ?? ''),
      email: String(data.get('email') ?? ''),
    };
    if (!form.validate(resetPlayerPassword.request, input)) return;
    setFailure(null);
    try {
      await form.submit(() => callApi(resetPlayerPassword, input));
      showToast(
        t({
          id: 'sent_reset_password_email',
          message:
            'Si los datos coinciden con una cuenta, te hemos enviado un correo para restablecer tu contraseña.',
        }),
        'success',
      );
      closeModal();
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>
        <Trans>¿Olvidaste tu contraseña?</Trans>
      </h2>
      {failure && (
        <p className="alert alert--error" role="alert">
          {errorMessage(i18n, failure.code, failure.params)}
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
