import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { login, loginRequest } from '../../../../contract/auth';
import { ApiFailure, callApi, failureOf, type Failure } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { FormField } from '../../../components/form-field';
import { canUsePasskeys, logInWithPasskey } from '../../../lib/passkeys';
import { setToken } from '../../../lib/session';
import { useFormState } from '../../../lib/use-form-state';
import { siteAccessQueries } from '../../../lib/site-access-queries';
import { useLocale } from '../../../lib/use-locale';
import { closeModal, openModal, ui } from '../../../stores/ui-store';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginCodeStep, type SecondFactor } from './login-code-step';
import './login-modal.css';

interface Credentials {
  username: string;
  password: string;
}

export function LoginModal() {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const { localeParam } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useFormState();
  const [failure, setFailure] = useState<Failure | null>(null);
  // a right password of a player with two-factor on: kept for the code step, not asked again
  const [credentials, setCredentials] = useState<Credentials | null>(null);

  const logIn = async (input: Credentials, factor?: SecondFactor) => {
    const ip = queryClient.getQueryData(siteAccessQueries.current().queryKey)?.ip ?? null;
    const answer = await callApi(login, { ...input, ...factor, ip_address: ip });
    await enter(answer.accessToken);
  };

  const enter = async (accessToken: string) => {
    setToken(accessToken);
    ui.set({ isGamePlay: false });
    closeModal();
    await navigate({ to: '/{-$locale}/online-casino', params: { locale: localeParam } });
  };

  // no username: the browser offers the passkeys it holds for this site
  const onPasskey = async () => {
    setFailure(null);
    try {
      await form.submit(async () => enter(await logInWithPasskey()));
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      username: String(data.get('username') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    if (!form.validate(loginRequest, input)) return;
    setFailure(null);
    try {
      await form.submit(() => logIn(input));
    } catch (error) {
      if (error instanceof ApiFailure && error.code === 'two_factor_required') {
        setCredentials(input);
        return;
      }
      setFailure(failureOf(error));
    }
  };

  if (credentials)
    return (
      <LoginCodeStep
        onSubmitCode={(factor) => logIn(credentials, factor)}
        onBack={() => setCredentials(null)}
      />
    );

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>
        <Trans>Iniciar sesión</Trans>
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
        name="password"
        label={t`Contraseña`}
        type="password"
        autoComplete="current-password"
        error={form.fieldError('password')}
      />
      <button type="submit" className="button button--primary" disabled={form.isSending}>
        {form.isSending ? t`Entrando…` : t`Entrar`}
      </button>
      {canUsePasskeys() && (
        <button
          type="button"
          className="button button--secondary"
          disabled={form.isSending}
          onClick={() => void onPasskey()}
        >
          <Trans>Entrar con una llave de acceso</Trans>
        </button>
      )}
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
