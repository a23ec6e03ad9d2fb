import { Trans } from '@lingui/react/macro';
import { useId, useState, type InputHTMLAttributes } from 'react';
import './form-field.css';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  /** already translated */
  error?: string | undefined;
}

/**
 * A labelled input with its error; the error describes the input but is not part of its name. A
 * password field has a Show / Hide button beside it (a phone's keyboard makes typos easy), which
 * shows the password as text until pressed again.
 */
export function FormField({ name, label, error, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [isRevealed, setRevealed] = useState(false);
  const isPassword = input.type === 'password';
  const field = (
    <input
      id={id}
      name={name}
      aria-invalid={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
      {...input}
      type={isPassword && isRevealed ? 'text' : input.type}
    />
  );
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      {isPassword ? (
        <div className="form__password">
          {field}
          <button
            type="button"
            className="form__reveal"
            aria-controls={id}
            aria-pressed={isRevealed}
            onClick={() => setRevealed(!isRevealed)}
          >
            {isRevealed ? <Trans>Ocultar</Trans> : <Trans>Mostrar</Trans>}
            <span className="visually-hidden">
              {' '}
              <Trans>la contraseña</Trans>
            </span>
          </button>
        </div>
      ) : (
        field
      )}
      {error && (
        <span id={errorId} className="form__error">
          {error}
        </span>
      )}
    </div>
  );
}
