import { Trans, useLingui } from '@lingui/react/macro';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { staffVerifyTotp } from '../../../contract/operator/staff';
import { callStaffApi } from '../lib/api-client';
import { errorMessage } from '../lib/error-messages';
import { runWithStepUp } from '../lib/step-up';
import { FormError } from './form-error';
import { Modal } from './modal';
import { Field } from './field';

type WithFreshCode = <T>(action: () => Promise<T>) => Promise<T>;

const StepUpContext = createContext<WithFreshCode>((action) => action());

/**
 * Runs `action`; if the server wants a fresh TOTP code first, asks for one in a dialog, verifies
 * it (admin/auth/verify_totp) and runs the action again.
 */
export function useWithFreshCode(): WithFreshCode {
  return useContext(StepUpContext);
}

export function StepUpProvider({ children }: { children: ReactNode }) {
  const [isAsking, setIsAsking] = useState(false);
  const answer = useRef<(verified: boolean) => void>(() => undefined);
  const confirmCode = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        answer.current = (verified) => {
          setIsAsking(false);
          resolve(verified);
        };
        setIsAsking(true);
      }),
    [],
  );
  const withFreshCode = useCallback<WithFreshCode>(
    (action) => runWithStepUp(action, confirmCode),
    [confirmCode],
  );
  return (
    <StepUpContext.Provider value={withFreshCode}>
      {children}
      {isAsking && <FreshCodeDialog onDone={(verified) => answer.current(verified)} />}
    </StepUpContext.Provider>
  );
}

function FreshCodeDialog({ onDone }: { onDone: (verified: boolean) => void }) {
  const { i18n } = useLingui();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const onSubmit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    setIsSending(true);
    try {
      await callStaffApi(staffVerifyTotp, { code });
      onDone(true);
    } catch (failure) {
      setError(errorMessage(i18n, failure));
      setIsSending(false);
    }
  };
  return (
    <Modal title={<Trans>Confirma con un código nuevo</Trans>} onClose={() => onDone(false)}>
      <form onSubmit={onSubmit} className="stack">
        <p>
          <Trans>Esta acción necesita un código de tu aplicación de autenticación.</Trans>
        </p>
        <Field label={<Trans>Código de 6 dígitos</Trans>}>
          {(id) => (
            <input
              id={id}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog asks for this one field
              autoFocus
            />
          )}
        </Field>
        <FormError message={error} />
        <div className="actions">
          <button type="button" onClick={() => onDone(false)}>
            <Trans>Cancelar</Trans>
          </button>
          <button type="submit" className="primary" disabled={isSending}>
            <Trans>Confirmar</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
