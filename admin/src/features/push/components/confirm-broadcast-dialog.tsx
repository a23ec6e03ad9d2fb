import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { Notice } from '../../../lib/notice';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/error-messages';
import { useBroadcastPush } from '../api/push-mutations';
import type { BroadcastRequest } from '../push-draft';
import type { PushAudienceCount } from './push-audience';

/** The last step before a broadcast, which cannot be taken back: who it reaches, then send. */
export function ConfirmBroadcastDialog({
  request,
  audience,
  onClose,
}: {
  request: BroadcastRequest;
  audience: PushAudienceCount | undefined;
  onClose: (notice: Notice | null) => void;
}) {
  const { i18n } = useLingui();
  const broadcast = useBroadcastPush();
  const count = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
  const devices = audience ? count(audience.subscriptions) : '—';
  const players = audience ? count(audience.players) : '—';
  return (
    <Modal title={<Trans>¿Enviar la notificación?</Trans>} onClose={() => onClose(null)}>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (broadcast.isPending) return;
          broadcast.mutate(request, {
            onSuccess: (tally) =>
              onClose((i18n) => {
                const count = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
                const sent = count(tally.sent);
                const gone = count(tally.removed);
                const failed = count(tally.failed);
                return i18n._(
                  msg`Notificación enviada: ${sent} entregadas a los servicios de notificaciones, ${gone} dispositivos ya no existían, ${failed} fallos`,
                );
              }),
          });
        }}
      >
        <p>
          <Trans>
            Llegará a {devices} dispositivos de {players} jugadores, cada uno en su idioma. Una vez
            enviada no se puede retirar.
          </Trans>
        </p>
        <p>
          <strong lang="es">{request.title.es}</strong>
          <br />
          <strong lang="en">{request.title.en}</strong>
        </p>
        <FormError message={broadcast.error && errorMessage(i18n, broadcast.error)} />
        <div className="actions">
          <button type="button" onClick={() => onClose(null)}>
            <Trans>Cancelar</Trans>
          </button>
          <button type="submit" className="primary" disabled={broadcast.isPending}>
            <Trans>Enviar ahora</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
