import { Trans, useLingui } from '@lingui/react/macro';
import { useNotice } from '../../../lib/notice';
import type { Notice } from '../../../lib/notice';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import type { ExclusionReviewView } from '../../../../../contract/protection';
import { rolesGrant } from '../../../../../contract/staff-roles';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/error-messages';
import { formatDateTime } from '../../../lib/format';
import { useStaffSession } from '../../../lib/staff-session';
import { useLiftExclusion } from '../api/player-mutations';
import { ReasonField } from '../../../components/reason-field';

/**
 * Malta's review of an indefinite self-exclusion (docs/player-protection.md): the player's
 * request and reason, and, once the review's days have passed, a way to lift it for staff whose
 * role may (`protection.lift_exclusion`), with a reason kept in the audit log.
 */
export function ExclusionReview({
  player,
  review,
}: {
  player: number;
  review: ExclusionReviewView;
}) {
  const { i18n } = useLingui();
  // the time the page was read: the server refuses a lift that comes too early anyway
  const [now] = useState(() => Date.now());
  const roles = useStaffSession()?.staff.roles ?? [];
  const [isLifting, setIsLifting] = useState(false);
  const [notice, setNotice] = useNotice();
  const requested = formatDateTime(review.requestedAt, i18n.locale);
  const grantable = formatDateTime(review.grantableAt, i18n.locale);
  const isDue = Date.parse(review.grantableAt) <= now;
  return (
    <section className="stack" aria-labelledby="exclusion-review-title">
      <h3 id="exclusion-review-title">
        <Trans>Petición de levantar la autoexclusión</Trans>
      </h3>
      <dl className="profile">
        <div>
          <dt>
            <Trans>Pedida el</Trans>
          </dt>
          <dd>{requested}</dd>
        </div>
        <div>
          <dt>
            <Trans>Motivo del jugador</Trans>
          </dt>
          <dd>{review.reason}</dd>
        </div>
        <div>
          <dt>
            <Trans>Puede levantarse desde el</Trans>
          </dt>
          <dd>{grantable}</dd>
        </div>
      </dl>
      {notice && (
        <p role="status" className="notice">
          {notice?.(i18n)}
        </p>
      )}
      {rolesGrant(roles, 'protection.lift_exclusion') &&
        (isDue ? (
          <div className="actions">
            <button type="button" className="danger" onClick={() => setIsLifting(true)}>
              <Trans>Levantar la autoexclusión</Trans>
            </button>
          </div>
        ) : (
          <p>
            <Trans>La revisión sigue en curso: podrá levantarse desde el {grantable}.</Trans>
          </p>
        ))}
      {isLifting && (
        <LiftDialog
          player={player}
          onClose={(done) => {
            setIsLifting(false);
            if (done) setNotice(done);
          }}
        />
      )}
    </section>
  );
}

function LiftDialog({
  player,
  onClose,
}: {
  player: number;
  onClose: (notice: Notice | null) => void;
}) {
  const { i18n } = useLingui();
  const [reason, setReason] = useState('');
  const lift = useLiftExclusion();
  return (
    <Modal title={<Trans>Levantar la autoexclusión</Trans>} onClose={() => onClose(null)}>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (lift.isPending) return;
          lift.mutate(
            { player, reason },
            {
              onSuccess: () =>
                onClose((i18n) =>
                  i18n._(msg`Autoexclusión levantada: el jugador puede volver a jugar`),
                ),
            },
          );
        }}
      >
        <p>
          <Trans>
            El jugador podrá volver a depositar y apostar en cuanto se levante. Esto no se puede
            deshacer: una nueva autoexclusión la pide el jugador.
          </Trans>
        </p>
        <ReasonField label={<Trans>Motivo</Trans>} value={reason} onChange={setReason} required />
        <FormError message={lift.error && errorMessage(i18n, lift.error)} />
        <div className="actions">
          <button type="button" onClick={() => onClose(null)}>
            <Trans>Cancelar</Trans>
          </button>
          <button type="submit" className="danger" disabled={lift.isPending}>
            <Trans>Levantar</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
