import type { ComponentProps } from 'react';
import { FormField } from './form-field';

type OneTimeCodeFieldProps = Omit<
  ComponentProps<typeof FormField>,
  'autoComplete' | 'inputMode' | 'pattern' | 'maxLength' | 'type'
>;

/** The six digits of an authenticator app, as phones and password managers expect them. */
export function OneTimeCodeField(props: OneTimeCodeFieldProps) {
  return (
    <FormField
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      {...props}
    />
  );
}
