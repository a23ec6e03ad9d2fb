import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { updatePlayerPassword } from '../../../../contract/players';
import { FormField } from '../../../components/form-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { callApi } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { usePlayer } from '../../../lib/player-queries';
import { useFormState } from '../../../lib/use-form-state';

/** Change password (user menu entry 5): success alert, or the wrong_old_password alert for any failure. */
export function ChangePasswordModal() {
  const { i18n, t } = useLingui();
  const player = usePlayer();
  const form = useFormState();
  const [outcome, setOutcome] = useState<'changed' | 'failed' | null>(null);

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
    };
    setOutcome(null);
    if (!form.validate(updatePlayerPassword.request, input)) return;
    try {
      await form.submit(() => callApi(updatePlayerPassword, input));
      setOutcome('changed');
      element.reset();
    } catch {
      setOutcome('failed');
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
      {outcome === 'failed' && (
        <p className="alert alert--error" role="alert">
          {errorMessage(i18n, 'wrong_old_password')}
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
      <button type="submit" className="button button--primary" disabled={form.isSending}>
        <Trans>Guardar</Trans>
      </button>
    </form>
  );
}
