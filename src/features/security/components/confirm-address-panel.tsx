import { useLingui as useRuntimeLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { confirmWithdrawalAddress } from '../../../../contract/withdrawal-addresses';
import { callApi, failureOf, type Failure } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';

/**
 * The page of a new withdrawal address's email. The token is used only when the player presses
 * the button (a POST), never by opening the link, which mail scanners also do.
 */
export function ConfirmAddressPanel({ token }: { token: string }) {
  const { i18n } = useRuntimeLingui();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [isSending, setSending] = useState(false);
  const [isDone, setDone] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const input = { token };
    if (!v.is(confirmWithdrawalAddress.request, input)) {
      setFailure({ code: 'invalid_address_token', params: {} });
      return;
    }
    setSending(true);
    try {
      await callApi(confirmWithdrawalAddress, input);
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
        <Trans>Confirmar la dirección de retiro</Trans>
      </h1>
      {isDone ? (
        <p className="alert alert--success" role="status">
          <Trans>
            Dirección confirmada. Podrás retirar a ella cuando termine su periodo de espera; lo ves
            en Seguridad, en tu cuenta.
          </Trans>
        </p>
      ) : (
        <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <p>
            <Trans>
              Confirma solo si tú has guardado esta dirección en tu cuenta. Si no has sido tú, no la
              confirmes: cambia tu contraseña y elimina la dirección en Seguridad.
            </Trans>
          </p>
          {failure && (
            <p className="alert alert--error" role="alert">
              {errorMessage(i18n, failure.code, failure.params)}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={isSending}>
            <Trans>Confirmar dirección</Trans>
          </button>
        </form>
      )}
    </section>
  );
}
