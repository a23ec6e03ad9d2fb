import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/error-messages';
import { signIn } from '../api/auth-calls';
import { CodeField } from './code-field';
import { TotpEnrolment, type Enrolment } from './totp-enrolment';
import { Field } from '../../../components/field';

/**
 * Username, password and TOTP code; a first sign-in (no TOTP yet) goes on to the enrolment.
 * Before enrolment the code is left empty: the server then answers with the enrolment.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { i18n } = useLingui();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  if (enrolment) return <TotpEnrolment enrolment={enrolment} onSignedIn={onSignedIn} />;

  const onSubmit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    setIsSending(true);
    setError(null);
    try {
      const pending = await signIn({ username, password, totp: code || null });
      if (pending) setEnrolment(pending);
      else onSignedIn();
    } catch (failure) {
      setError(errorMessage(i18n, failure));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form className="stack" onSubmit={onSubmit} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">
        <Trans>Iniciar sesión</Trans>
      </h1>
      <Field label={<Trans>Usuario</Trans>}>
        {(id) => (
          <input
            id={id}
            name="username"
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            autoComplete="username"
            required
          />
        )}
      </Field>
      <Field label={<Trans>Contraseña</Trans>}>
        {(id) => (
          <input
            id={id}
            name="password"
            type="password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="current-password"
            required
          />
        )}
      </Field>
      <CodeField value={code} onChange={setCode} isRequired={false} />
      <p className="hint">
        <Trans>
          ¿Primera vez? Deja el código vacío: configurarás la verificación a continuación.
        </Trans>
      </p>
      <FormError message={error} />
      <button type="submit" className="primary" disabled={isSending}>
        <Trans>Entrar</Trans>
      </button>
    </form>
  );
}
