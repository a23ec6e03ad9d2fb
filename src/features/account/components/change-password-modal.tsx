import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import type { ErrorCode } from '../../../../contract/errors';
import { updatePlayerPassword } from '../../../../contract/players';
import { FormField } from '../../../components/form-field';
import { callApi } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { issuesToFieldErrors } from '../../../lib/form-errors';
import { usePlayer } from '../../../lib/player-queries';

/** Change password (user menu entry 5): success alert, or the wrong_old_password alert for any failure. */
export function ChangePasswordModal() {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const player = usePlayer();
  const [fieldErrors, setFieldErrors] = useState<Record<string, ErrorCode>>({});
  const [outcome, setOutcome] = useState<'changed' | 'failed' | null>(null);
  const [isSending, setSending] = useState(false);
  const fieldError = (name: string) =>
    fieldErrors[name] ? errorMessage(i18n, fieldErrors[name]) : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!player) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = {
      id: player.id,
      oldPassword: String(data.get('oldPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
    };
    const checked = v.safeParse(updatePlayerPassword.request, input);
    setOutcome(null);
    if (!checked.success) {
      setFieldErrors(issuesToFieldErrors(checked.issues));
      return;
    }
    setFieldErrors({});
    setSending(true);
    try {
      await callApi(updatePlayerPassword, input);
      setOutcome('changed');
      form.reset();
    } catch {
      setOutcome('failed');
    } finally {
      setSending(false);
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
          <Trans id="wrong_old_password">La contraseña actual no es correcta</Trans>
        </p>
      )}
      <FormField
        name="oldPassword"
        label={t`Contraseña actual`}
        type="password"
        autoComplete="current-password"
        error={fieldError('oldPassword')}
      />
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
      <button type="submit" className="button button--primary" disabled={isSending}>
        <Trans>Guardar</Trans>
      </button>
    </form>
  );
}
