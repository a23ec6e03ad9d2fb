import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/error-messages';
import { formatDateTime } from '../../../lib/format';
import { sessionQueries, useRevokeSession, type StaffSessionRow } from '../api/session-queries';

/** The staff member's own sessions: where and when, and a way to end any other. */
export function SessionsPage() {
  const { i18n, t } = useLingui();
  const { data: sessions } = useSuspenseQuery(sessionQueries.mine());
  const revoke = useRevokeSession();
  const when = (iso: string) => formatDateTime(iso, i18n.locale);
  return (
    <section className="stack">
      <h1>
        <Trans>Mis sesiones</Trans>
      </h1>
      <FormError message={revoke.error && errorMessage(i18n, revoke.error)} />
      <DataTable<StaffSessionRow>
        caption={t`Mis sesiones`}
        rows={sessions}
        rowKey={(session) => session.id}
        empty={<Trans>Ninguna sesión.</Trans>}
        columns={[
          {
            id: 'browser',
            header: t`Navegador`,
            cell: (session) => (
              <div>
                <span className="break">{session.userAgent ?? '—'}</span>
                {session.current && (
                  <strong className="badge">
                    <Trans>Esta sesión</Trans>
                  </strong>
                )}
              </div>
            ),
          },
          { id: 'ip', header: 'IP', cell: (session) => session.ip ?? '—' },
          { id: 'created', header: t`Inicio`, cell: (session) => when(session.createdAt) },
          { id: 'used', header: t`Último uso`, cell: (session) => when(session.lastUsedAt) },
          {
            id: 'state',
            header: t`Estado`,
            cell: (session) =>
              session.revoked ? t`Cerrada` : t`Caduca ${when(session.expiresAt)}`,
          },
          {
            id: 'actions',
            header: t`Acciones`,
            cell: (session) =>
              !session.current &&
              !session.revoked && (
                <button
                  type="button"
                  className="danger"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(session.id)}
                >
                  <Trans>Cerrar</Trans>
                </button>
              ),
          },
        ]}
      />
    </section>
  );
}
