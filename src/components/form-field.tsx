import { useId, type InputHTMLAttributes } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  /** already translated */
  error?: string | undefined;
}

/** A labelled input with its error; the error describes the input but is not part of its name. */
export function FormField({ name, label, error, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
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
    </div>
  );
}
