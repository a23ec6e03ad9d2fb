import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { addWithdrawalAddress } from '../../../../contract/withdrawal-addresses';
import { FormField } from '../../../components/form-field';
import { OneTimeCodeField } from '../../../components/one-time-code-field';
import { ApiFailure, failureOf } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { securityStatusQuery } from '../../../lib/security-status-queries';
import { useFormState } from '../../../lib/use-form-state';
import { useAddAddress } from '../api/address-book-queries';

/** Saves a withdrawal address with an optional name; a code of the app when two-factor is on. */
export function AddressAddForm() {
  const { i18n, t } = useLingui();
  const form = useFormState();
  const add = useAddAddress();
  const hasTwoFactor = useQuery(securityStatusQuery()).data?.twoFactor.enabled ?? false;
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const totp = data.get('totp');
    const input = {
      address: String(data.get('address') ?? '').trim(),
      label: String(data.get('label') ?? '').trim(),
      ...(totp !== null && { totp: String(totp).trim() }),
    };
    setFailure(null);
    setOutcome(null);
    if (!form.validate(addWithdrawalAddress.request, input)) return;
    try {
      await form.submit(() => add.mutateAsync(input));
      formElement.reset();
      setOutcome(
        t`Dirección guardada. Te hemos enviado un correo electrónico con el enlace para confirmarla.`,
      );
    } catch (error) {
      // a field's refusal shows under its field
      if (error instanceof ApiFailure && Object.keys(error.errors).length > 0) return;
      const failed = failureOf(error);
      setFailure(errorMessage(i18n, failed.code, failed.params));
    }
  };

  return (
    <form
      className="security__form"
      aria-labelledby="address-add-title"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <h3 id="address-add-title">
        <Trans>Guardar una dirección</Trans>
      </h3>
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <FormField
        name="address"
        label={t`Dirección de Bitcoin`}
        autoComplete="off"
        spellCheck={false}
        error={form.fieldError('address')}
        required
      />
      <FormField
        name="label"
        label={t`Nombre (opcional)`}
        autoComplete="off"
        maxLength={60}
        error={form.fieldError('label')}
      />
      {hasTwoFactor && (
        <OneTimeCodeField
          name="totp"
          label={t`Código de verificación (6 dígitos)`}
          error={form.fieldError('totp')}
          required
        />
      )}
      <button type="submit" className="button button--primary" disabled={form.isSending}>
        <Trans>Guardar dirección</Trans>
      </button>
      <p aria-live="polite" className="security__status">
        {outcome}
      </p>
    </form>
  );
}
