import { Trans } from '@lingui/react/macro';
import { Field } from '../../../components/field';

/** The six digits of an authenticator app. */
export function CodeField({
  value,
  onChange,
  isRequired = true,
}: {
  value: string;
  onChange: (value: string) => void;
  isRequired?: boolean;
}) {
  return (
    <Field label={<Trans>Código de verificación</Trans>}>
      {(id) => (
        <input
          id={id}
          name="totp"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value.trim())}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          required={isRequired}
        />
      )}
    </Field>
  );
}
