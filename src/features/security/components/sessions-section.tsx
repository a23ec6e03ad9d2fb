import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { SessionView } from '../../../../contract/security';
import { failureMessage } from '../../../lib/error-messages';
import { formatDateTime } from '../../../lib/format';
import { securityQueries, useRevokeSession } from '../api/security-queries';
import { countryName } from '../../../lib/display-names';

/** What is waiting for the player's confirmation: one session's sign-out, or all the others'. */
type Pending = { id: string } | { others: true } | null;

/** The player's signed-in devices, each with its sign-out, and signing out all the others. */
export function SessionsSection() {
  const { i18n, t } = useLingui();
  const sessions = useQuery(securityQueries.sessions());
  const revoke = useRevokeSession();
  const [pending, setPending] = useState<Pending>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onConfirm = async () => {
    if (!pending) return;
    try {
      await revoke.mutateAsync(pending);
      setOutcome('others' in pending ? t`Otras sesiones cerradas` : t`Sesión cerrada`);
    } catch (error) {
      setOutcome(failureMessage(i18n, error));
    } finally {
      setPending(null);
      // the confirmation (and maybe the row) is gone: the focus returns to the list
      headingRef.current?.focus();
    }
  };

  const onCancel = () => {
    setPending(null);
    headingRef.current?.focus();
  };

  const hasOthers = sessions.data?.some((session) => !session.current) ?? false;
  return (
    <section className="security__section" aria-labelledby="sessions-title">
      <h2 id="sessions-title" ref={headingRef} tabIndex={-1}>
        <Trans>Sesiones abiertas</Trans>
      </h2>
      <ul className="security__sessions">
        {sessions.data?.map((session) => (
          <li key={session.id} className="security__session" data-testid="session">
            <SessionDetails session={session} />
            {pending && 'id' in pending && pending.id === session.id ? (
              <RevokeConfirmation
                question={t`¿Cerrar esta sesión?`}
                isSending={revoke.isPending}
                onConfirm={() => void onConfirm()}
                onCancel={onCancel}
              />
            ) : (
              <button
                type="button"
                className="button button--secondary"
                aria-describedby={`session-${session.id}`}
                onClick={() => setPending({ id: session.id })}
              >
                <Trans>Cerrar esta sesión</Trans>
              </button>
            )}
          </li>
        ))}
      </ul>
      {hasOthers &&
        (pending && 'others' in pending ? (
          <RevokeConfirmation
            question={t`¿Cerrar todas las demás sesiones?`}
            isSending={revoke.isPending}
            onConfirm={() => void onConfirm()}
            onCancel={onCancel}
          />
        ) : (
          <button type="button" className="button" onClick={() => setPending({ others: true })}>
            <Trans>Cerrar todas las demás sesiones</Trans>
          </button>
        ))}
      <p aria-live="polite" className="security__status">
        {outcome}
      </p>
    </section>
  );
}

function SessionDetails({ session }: { session: SessionView }) {
  const { i18n, t } = useLingui();
  const device = [session.browser, session.system].filter(Boolean).join(' · ');
  return (
    <dl id={`session-${session.id}`} className="security__session-details">
      <dt>
        <Trans>Dispositivo</Trans>
      </dt>
      <dd>
        {device || t`Desconocido`}
        {session.current && (
          <strong className="security__current">
            {' '}
            <Trans>(este dispositivo)</Trans>
          </strong>
        )}
      </dd>
      <dt>IP</dt>
      <dd>{session.ip ?? t`Desconocida`}</dd>
      <dt>
        <Trans>País</Trans>
      </dt>
      <dd>{session.country ? countryName(session.country, i18n.locale) : t`Desconocido`}</dd>
      <dt>
        <Trans>Iniciada</Trans>
      </dt>
      <dd>{formatDateTime(session.createdAt)}</dd>
      <dt>
        <Trans>Último uso</Trans>
      </dt>
      <dd>{formatDateTime(session.lastUsedAt)}</dd>
    </dl>
  );
}

interface RevokeConfirmationProps {
  question: string;
  isSending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before signing out: the question is announced and "Sí" takes the focus. */
function RevokeConfirmation({ question, isSending, onConfirm, onCancel }: RevokeConfirmationProps) {
  return (
    <div role="group" aria-label={question} className="security__confirm">
      <p role="status">{question}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={isSending}
        onClick={onConfirm}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- shown on the reader's request
        autoFocus
      >
        <Trans>Sí, cerrar</Trans>
      </button>
      <button type="button" className="button" onClick={onCancel}>
        <Trans>Cancelar</Trans>
      </button>
    </div>
  );
}
