import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { login, loginRequest } from '../../../../contract/auth';
import type { ErrorCode } from '../../../../contract/errors';
import { ApiFailure, callApi, type FailureCode } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { issuesToFieldErrors } from '../../../lib/form-errors';
import { FormField } from '../../../components/form-field';
import { setToken } from '../../../lib/session';
import { siteAccessQuery } from '../../../lib/site-access';
import { useLocale } from '../../../lib/use-locale';
import { closeModal, openModal, ui } from '../../../stores/ui-store';
import { ForgotPasswordModal } from './forgot-password-modal';

export function LoginModal() {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const { localeParam } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [fieldErrors, setFieldErrors] = useState<Record<string, ErrorCode>>({});
  const [failure, setFailure] = useState<FailureCode | null>(null);
  const [isSending, setSending] = useState(false);

  const fieldError = (name: string) =>
    fieldErrors[name] ? errorMessage(i18n, fieldErrors[name]) : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
    };
    const checked = v.safeParse(loginRequest, input);
    if (!checked.success) {
      setFieldErrors(issuesToFieldErrors(checked.issues));
      return;
    }
    setFieldErrors({});
    setFailure(null);
    setSending(true);
    try {
      const ip = queryClient.getQueryData(siteAccessQuery().queryKey)?.ip ?? null;
      const answer = await callApi(login, { ...checked.output, ip_address: ip });
      setToken(answer.accessToken);
      ui.set({ isGamePlay: false, gameName: null });
      closeModal();
      window.dispatchEvent(new Event('logged-in'));
      await navigate({ to: '/{-$locale}/online-casino', params: { locale: localeParam } });
    } catch (error) {
      setFailure(error instanceof ApiFailure ? error.code : 'network_error');
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>
        <Trans>Iniciar sesión</Trans>
      </h2>
      {failure && (
        <p className="alert alert--error" role="alert">
          {errorMessage(i18n, failure)}
        </p>
      )}
      <FormField
        name="username"
        label={t`Usuario`}
        autoComplete="username"
        error={fieldError('username')}
      />
      <FormField
        name="password"
        label={t`Contraseña`}
        type="password"
        autoComplete="current-password"
        error={fieldError('password')}
      />
      <button type="submit" className="button button--primary" disabled={isSending}>
        {isSending ? t`Entrando…` : t`Entrar`}
      </button>
      <button
        type="button"
        className="link-button"
        onClick={() => openModal(ForgotPasswordModal, t`¿Olvidaste tu contraseña?`)}
      >
        <Trans>¿Olvidaste tu contraseña?</Trans>
      </button>
      <p className="form__footer">
        <Trans>¿No tienes cuenta?</Trans>{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => {
            closeModal();
            void navigate({ to: '/{-$locale}/sign-up', params: { locale: localeParam } });
          }}
        >
          <Trans>Regístrate</Trans>
        </button>
      </p>
    </form>
  );
}
