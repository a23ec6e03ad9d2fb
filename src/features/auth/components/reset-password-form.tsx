import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import type { ErrorCode } from '../../../../contract/errors';
import { setNewPassword } from '../../../../contract/players';
import { FormField } from '../../../components/form-field';
import { ApiFailure, callApi, type FailureCode } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { issuesToFieldErrors } from '../../../lib/form-errors';
import { requestLogin } from '../../../stores/ui-store';

export function ResetPasswordForm({ token }: { token: string }) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const [fieldErrors, setFieldErrors] = useState<Record<string, ErrorCode>>({});
  const [failure, setFailure] = useState<FailureCode | null>(null);
  const [isDone, setDone] = useState(false);
  const fieldError = (name: string) =>
    fieldErrors[name] ? errorMessage(i18n, fieldErrors[name]) : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      token,
      newPassword: String(data.get('newPassword') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
    };
    const checked = v.safeParse(setNewPassword.request, input);
    setFailure(null);
    if (!checked.success) {
      const errors = issuesToFieldErrors(checked.issues);
      if (errors.token) setFailure('invalid_reset_token');
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    try {
      await callApi(setNewPassword, input);
      setDone(true);
    } catch (error) {
      setFailure(error instanceof ApiFailure ? error.code : 'network_error');
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
              {errorMessage(i18n, failure)}
            </p>
          )}
          <FormField
            name="newPassword"
            label={t`Contraseña nueva`}
            type="password"
            autoComplete="new-password"
            error={fieldError('newPassword')}
          />
          <FormField
            name="confirmPassword"
            label={t`Repite la contraseña nueva`}
            type="password"
            autoComplete="new-password"
            error={fieldError('confirmPassword')}
          />
          <button type="submit" className="button button--primary">
            <Trans>Guardar</Trans>
          </button>
        </form>
      )}
    </section>
  );
}
