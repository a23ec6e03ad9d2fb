import type { ReactNode } from 'react';
import { Field } from './field';

/** A reason kept in the audit log: up to 500 characters, on a few lines. */
export function ReasonField({
  label,
  value,
  onChange,
  required = true,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <textarea
          id={id}
          name="reason"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          maxLength={500}
          rows={3}
          required={required}
        />
      )}
    </Field>
  );
}
