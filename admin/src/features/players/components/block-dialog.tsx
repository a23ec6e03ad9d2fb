import { Trans, useLingui } from '@lingui/react/macro';
import type { Notice } from '../../../lib/notice';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/error-messages';
import { useBlockPlayer, useUnblockPlayer } from '../api/player-mutations';
import { ReasonField } from '../../../components/reason-field';

/**
 * Blocks a player's sign-in (their sessions end at once) or lets them sign in again, with a
 * reason kept in the audit log: required to block, optional to unblock.
 */
export function BlockDialog({
  player,
  username,
  blocked,
  onClose,
}: {
  player: number;
  username: string;
  blocked: boolean;
  onClose: (notice: Notice | null) => void;
}) {
  const { i18n } = useLingui();
  const [reason, setReason] = useState('');
  const block = useBlockPlayer();
  const unblock = useUnblockPlayer();
  const change = blocked ? unblock : block;
  return (
    <Modal
      title={blocked ? <Trans>Desbloquear jugador</Trans> : <Trans>Bloquear jugador</Trans>}
      onClose={() => onClose(null)}
    >
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (change.isPending) return;
          if (blocked) {
            unblock.mutate(
              { player, reason: reason.trim() === '' ? null : reason },
              {
                onSuccess: () => onClose((i18n) => i18n._(msg`${username} puede volver a entrar`)),
              },
            );
          } else {
            block.mutate(
              { player, reason },
              {
                onSuccess: () =>
                  onClose((i18n) => i18n._(msg`${username} bloqueado: sus sesiones han terminado`)),
              },
            );
          }
        }}
      >
        <p>
          {blocked ? (
            <Trans>{username} podrá volver a iniciar sesión.</Trans>
          ) : (
            <Trans>{username} no podrá iniciar sesión y sus sesiones abiertas terminan ya.</Trans>
          )}
        </p>
        <ReasonField
          label={blocked ? <Trans>Motivo (opcional)</Trans> : <Trans>Motivo</Trans>}
          value={reason}
          onChange={setReason}
          required={!blocked}
        />
        <FormError message={change.error && errorMessage(i18n, change.error)} />
        <div className="actions">
          <button type="button" onClick={() => onClose(null)}>
            <Trans>Cancelar</Trans>
          </button>
          <button
            type="submit"
            className={blocked ? 'primary' : 'danger'}
            disabled={change.isPending}
          >
            {blocked ? <Trans>Desbloquear</Trans> : <Trans>Bloquear</Trans>}
          </button>
        </div>
      </form>
    </Modal>
  );
}
