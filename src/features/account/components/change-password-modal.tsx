import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { updatePlayerPassword } from '../../../../contract/players';
import { FormField } from '../../../components/form-field';
import { OneTimeCodeField } from '../../../components/one-time-code-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import type { ErrorCode } from '../../../../contract/errors';
import { ApiFailure, callApi } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { usePlayer } from '../../../lib/player-queries';
import { securityStatusQuery } from '../../../lib/security-status-queries';
import { useFormState } from '../../../lib/use-form-state';

/** The refusals of the second factor, told as such; any other failure reads as wrong_old_password. */
const TWO_FACTOR_CODES: readonly ErrorCode[] = [
  'two_factor_required',
  'invalid_two_factor_code',
  'too_many_two_factor_attempts',
];

/**
 * Change password (user menu entry 5): success alert, or the wrong_old_password alert for any
 * failure but the second factor's. With two-factor on it asks a code of the app too.
 */
export function ChangePasswordModal() {
  const { i18n, t } = useLingui();
  const player = usePlayer();
  const form = useFormState();
  const [outcome, setOutcome] = useState<'changed' | ErrorCode | null>(null);
  const hasTwoFactor =
    useQuery({ ...securityStatusQuery(), enabled: player !== null }).data?.twoFactor.enabled ??
    false;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!player) return;
    const element = event.currentTarget;
    const data = new FormData(element);
    const input = {
      id: player.id,
      oldPassword: String(data.get('oldPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
      ...(data.has('totp') && { totp: String(data.get('totp')).trim() }),
    };
    setOutcome(null);
    if (!form.validate(updatePlayerPassword.request, input)) return;
    try {
      await form.submit(() => callApi(updatePlayerPassword, input));
      setOutcome('changed');
      element.reset();
    } catch (error) {
      const code = error instanceof ApiFailure ? error.code : null;
      // a wrong code shows under its field
      if (code === 'invalid_two_factor_code') return;
      setOutcome(
        code && TWO_FACTOR_CODES.includes(code as ErrorCode)
          ? (code as ErrorCode)
          : 'wrong_old_password',
      );
    }
  };

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>
        <Trans>Cambiar contraseña</Trans>
      </h2>
      {outcome === 'changed' && (
        <p className="alert alert--success" role="alert">
          <Trans id="password_changed">Contraseña cambiada</Trans>
        </p>
      )}
      {outcome !== null && outcome !== 'changed' && (
        <p className="alert alert--error" role="alert">
          {errorMessage(i18n, outcome)}
        </p>
      )}
      <FormField
        name="oldPassword"
        label={t`Contraseña actual`}
        type="password"
        autoComplete="current-password"
        error={form.fieldError('oldPassword')}
      />
      <NewPasswordFields fieldError={form.fieldError} />
      {hasTwoFactor && (
        <OneTimeCodeField
          name="totp"
          label={t`Código de verificación (6 dígitos)`}
          error={form.fieldError('totp')}
        />
      )}
      <button type="submit" className="button button--primary" disabled={form.isSending}>
        <Trans>Guardar</Trans>
      </button>
    </form>
  );
}
