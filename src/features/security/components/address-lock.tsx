import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { setWithdrawalAddressLock } from '../../../../contract/withdrawal-addresses';
import { OneTimeCodeField } from '../../../components/one-time-code-field';
import { failureMessage } from '../../../lib/error-messages';
import { formatDateTime } from '../../../lib/format';
import { securityStatusQuery } from '../../../lib/security-status-queries';
import { useFormState } from '../../../lib/use-form-state';
import { useSetAddressLock } from '../api/address-book-queries';

interface AddressLockProps {
  lock: { enabled: boolean; offAt: string | null };
  holdHours: number;
}

/**
 * The "only saved addresses" lock: on at once; off after the hold (with a code of the app when
 * two-factor is on), so whoever took the account cannot lift it and withdraw straight away.
 */
export function AddressLock({ lock, holdHours }: AddressLockProps) {
  const { i18n, t } = useLingui();
  const setLock = useSetAddressLock();
  const hasTwoFactor = useQuery(securityStatusQuery()).data?.twoFactor.enabled ?? false;
  const form = useFormState();
  const [isAskingCode, setAskingCode] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  const send = async (input: { enabled: boolean; totp?: string }) => {
    setOutcome(null);
    if (!form.validate(setWithdrawalAddressLock.request, input)) return;
    try {
      const answer = await form.submit(() => setLock.mutateAsync(input));
      setAskingCode(false);
      setOutcome(
        answer.lock.offAt
          ? t`El bloqueo se desactivará el ${formatDateTime(answer.lock.offAt)}.`
          : answer.lock.enabled
            ? t`Bloqueo activado: solo podrás retirar a tus direcciones guardadas.`
            : t`Bloqueo desactivado.`,
      );
    } catch (error) {
      setOutcome(failureMessage(i18n, error));
    }
  };

  const onTurnOff = () => {
    if (hasTwoFactor) setAskingCode(true);
    else void send({ enabled: false });
  };

  const onCodeSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const totp = String(new FormData(event.currentTarget).get('totp') ?? '').trim();
    void send({ enabled: false, totp });
  };

  return (
    <div className="security__form" role="group" aria-labelledby="address-lock-title">
      <h3 id="address-lock-title">
        <Trans>Retirar solo a direcciones guardadas</Trans>
      </h3>
      <p data-testid="address-lock-state">
        {lock.offAt ? (
          <Trans>
            Activado hasta el {formatDateTime(lock.offAt)}: entonces se desactivará. Puedes
            mantenerlo activándolo de nuevo.
          </Trans>
        ) : lock.enabled ? (
          <Trans>
            Activado: los retiros solo van a direcciones guardadas, confirmadas y pasada su espera.
          </Trans>
        ) : (
          <Trans>
            Desactivado: puedes retirar a cualquier dirección. Actívalo para que solo se pueda
            retirar a tus direcciones guardadas; desactivarlo tardará {holdHours} horas.
          </Trans>
        )}
      </p>
      {!lock.enabled || lock.offAt ? (
        <button
          type="button"
          className="button button--primary"
          disabled={form.isSending}
          onClick={() => void send({ enabled: true })}
        >
          {lock.offAt ? <Trans>Mantener activado</Trans> : <Trans>Activar el bloqueo</Trans>}
        </button>
      ) : isAskingCode ? (
        <form className="security__form" onSubmit={onCodeSubmit} noValidate>
          <OneTimeCodeField
            name="totp"
            label={t`Código de verificación (6 dígitos)`}
            error={form.fieldError('totp')}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on the reader's request
            autoFocus
            required
          />
          <div className="security__actions">
            <button type="submit" className="button button--primary" disabled={form.isSending}>
              <Trans>Desactivar el bloqueo</Trans>
            </button>
            <button type="button" className="button" onClick={() => setAskingCode(false)}>
              <Trans>Cancelar</Trans>
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button" disabled={form.isSending} onClick={onTurnOff}>
          <Trans>Desactivar el bloqueo</Trans>
        </button>
      )}
      <p aria-live="polite" className="security__status">
        {outcome}
      </p>
    </div>
  );
}
