import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BreakKind } from '../../../../contract/protection';
import { ApiFailure } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { closeModal } from '../../../stores/ui-store';
import './protection.css';

export interface BreakConfirmDialogProps {
  kind: BreakKind;
  /** already translated: "7 días", "indefinida"... */
  durationLabel: string;
  onConfirm: () => Promise<void>;
}

/** The last step before a break: it says plainly that it cannot be undone early. */
export function BreakConfirmDialog({ kind, durationLabel, onConfirm }: BreakConfirmDialogProps) {
  const { i18n } = useLingui();
  const [isSending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  const confirm = async () => {
    setSending(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(error instanceof ApiFailure ? error : new ApiFailure(0, 'network_error'));
      setSending(false);
    }
  };

  return (
    <div className="form protection__confirm">
      <h2>
        {kind === 'self_exclusion' ? (
          <Trans>Autoexclusión: {durationLabel}</Trans>
        ) : (
          <Trans>Pausa: {durationLabel}</Trans>
        )}
      </h2>
      <p>
        <Trans>
          Durante este tiempo no podrás apostar ni depositar, y se cerrará tu sesión en todos tus
          dispositivos. Podrás entrar para ver tu cuenta y retirar tu saldo.
        </Trans>
      </p>
      <p>
        <strong>
          <Trans>No se puede cancelar ni acortar antes de que termine.</Trans>
        </strong>
      </p>
      {failure && (
        <p className="alert alert--error" role="alert">
          {errorMessage(i18n, failure.code)}
        </p>
      )}
      <div className="protection__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={isSending}
          onClick={() => void confirm()}
        >
          <Trans>Sí, empezar ahora</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={closeModal}>
          <Trans>No, volver</Trans>
        </button>
      </div>
    </div>
  );
}
