import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OneTimeCodeField } from '../../../components/one-time-code-field';
import { securityStatusQuery } from '../../../lib/security-status-queries';

/** The submitter's value of the button that confirms with a passkey instead of a code. */
export const PASSKEY_SUBMIT = 'passkey';

interface WithdrawSecondFactorProps {
  /** already translated */
  codeError: string | undefined;
  isSending: boolean;
  /** The form's submit button: after the code, before the passkey's (Enter sends with the code). */
  children: ReactNode;
}

/**
 * The second factor, when two-factor is on: a code of the authenticator app, or (with a passkey)
 * a second submit button that confirms with the passkey's step-up instead of the code.
 */
export function WithdrawSecondFactor({
  codeError,
  isSending,
  children,
}: WithdrawSecondFactorProps) {
  const { t } = useLingui();
  const security = useQuery(securityStatusQuery()).data;
  const hasTwoFactor = security?.twoFactor.enabled ?? false;
  const hasPasskey = hasTwoFactor && (security?.passkeys.length ?? 0) > 0;
  return (
    <>
      {hasTwoFactor && (
        <OneTimeCodeField
          name="totp"
          label={t`Código de verificación (6 dígitos)`}
          error={codeError}
        />
      )}
      {children}
      {hasPasskey && (
        <button
          type="submit"
          name="confirm"
          value={PASSKEY_SUBMIT}
          className="button"
          disabled={isSending}
        >
          <Trans>Solicitar retiro con una llave de acceso (sin código)</Trans>
        </button>
      )}
    </>
  );
}
