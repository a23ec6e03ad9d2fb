import { useLingui } from '@lingui/react/macro';
import { FormField } from './form-field';

/** The new password and its confirmation, as the change-password and reset forms ask them. */
export function NewPasswordFields({
  fieldError,
}: {
  fieldError: (name: string) => string | undefined;
}) {
  const { t } = useLingui();
  return (
    <>
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
    </>
  );
}
