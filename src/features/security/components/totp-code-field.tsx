import { FormField } from '../../../components/form-field';

/** The six digits of the authenticator app, as phones and password managers expect them. */
export function TotpCodeField({ label, error }: { label: string; error?: string | undefined }) {
  return (
    <FormField
      name="code"
      label={label}
      error={error}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      required
    />
  );
}
