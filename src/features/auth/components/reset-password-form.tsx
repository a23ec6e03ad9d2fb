import { useLingui as useRuntimeLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { setNewPassword } from '../../../../contract/players';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { callApi, failureOf, type Failure } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { useFormState } from '../../../lib/use-form-state';
import { requestLogin } from '../../../stores/ui-store';

/** The page of the reset email's link: a new password, set once with the link's token. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { i18n } = useRuntimeLingui();
  const form = useFormState();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [isDone, setDone] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      token,
      newPassword: String(data.get('newPassword') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
    };
    setFailure(null);
    if (!token) {
      setFailure({ code: 'invalid_reset_token', params: {} });
      return;
    }
    if (!form.validate(setNewPassword.request, input)) return;
    try {
      await form.submit(() => callApi(setNewPassword, input));
      setDone(true);
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  return (
    <section className="content-page">
      <h1>
        <Trans>Nueva contraseña</Trans>
      </h1>
      {isDone ? (
        <div className="form">
          <p className="alert alert--success" role="status">
            <Trans id="password_changed">Contraseña cambiada</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={requestLogin}>
            <Trans>Iniciar sesión</Trans>
          </button>
        </div>
      ) : (
        <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
          {failure && (
            <p className="alert alert--error" role="alert">
              {errorMessage(i18n, failure.code, failure.params)}
            </p>
          )}
          <NewPasswordFields fieldError={form.fieldError} />
          <button type="submit" className="button button--primary" disabled={form.isSending}>
            <Trans>Guardar</Trans>
          </button>
        </form>
      )}
    </section>
  );
}
