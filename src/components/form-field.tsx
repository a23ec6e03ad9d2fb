import type { InputHTMLAttributes } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  /** already translated */
  error?: string | undefined;
}

/** A labelled input with its error, linked for assistive technology. */
export function FormField({ name, label, error, ...input }: FormFieldProps) {
  const errorId = `${name}-error`;
  return (
    <label className="form__field">
      <span>{label}</span>
      <input
        name={name}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <span id={errorId} className="form__error">
          {error}
        </span>
      )}
    </label>
  );
}
