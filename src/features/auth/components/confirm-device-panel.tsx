import { useLingui as useRuntimeLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { confirmDevice } from '../../../../contract/auth';
import { callApi, failureOf, type Failure } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { requestLogin } from '../../../stores/ui-store';

/**
 * The page of the device confirmation email's link. The token is used only when the player
 * presses the button (a POST), never by opening the link, which mail scanners also do.
 */
export function ConfirmDevicePanel({ token }: { token: string }) {
  const { i18n } = useRuntimeLingui();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [isSending, setSending] = useState(false);
  const [isDone, setDone] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const input = { token };
    if (!v.is(confirmDevice.request, input)) {
      setFailure({ code: 'invalid_device_token', params: {} });
      return;
    }
    setSending(true);
    try {
      await callApi(confirmDevice, input);
      setDone(true);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="content-page">
      <h1>
        <Trans>Confirmar este dispositivo</Trans>
      </h1>
      {isDone ? (
        <div className="form">
          <p className="alert alert--success" role="status">
            <Trans>Dispositivo confirmado. Ya puedes iniciar sesión desde él.</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={requestLogin}>
            <Trans>Iniciar sesión</Trans>
          </button>
        </div>
      ) : (
        <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <p>
            <Trans>
              Tu cuenta está protegida tras demasiados intentos fallidos de inicio de sesión.
              Confirma que este dispositivo es tuyo para poder iniciar sesión desde él.
            </Trans>
          </p>
          {failure && (
            <p className="alert alert--error" role="alert">
              {errorMessage(i18n, failure.code, failure.params)}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={isSending}>
            <Trans>Confirmar dispositivo</Trans>
          </button>
        </form>
      )}
    </section>
  );
}
