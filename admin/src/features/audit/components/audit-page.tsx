import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table';
import { FormError } from '../../../components/form-error';
import { Pager } from '../../../components/pager';
import { errorMessage } from '../../../lib/error-messages';
import { formatDateTime } from '../../../lib/format';
import {
  auditQueries,
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditFilters,
} from '../api/audit-queries';
import { filtersFromForm, lastDayOf } from '../audit-filters';
import { Field } from '../../../components/field';

/** The operators' trail, newest first, filtered by staff, action, player and dates. */
export function AuditPage({
  filters,
  onFilter,
}: {
  filters: AuditFilters;
  onFilter: (filters: AuditFilters) => void;
}) {
  const { i18n, t } = useLingui();
  const log = useQuery(auditQueries.list(filters));
  return (
    <section className="stack">
      <h1>
        <Trans>Registro de auditoría</Trans>
      </h1>
      <form
        className="filters"
        aria-label={t`Filtros`}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          onFilter(filtersFromForm(Object.fromEntries(form) as Record<string, string>));
        }}
      >
        <Field label={<Trans>ID de personal</Trans>}>
          {(id) => (
            <input
              id={id}
              name="staffId"
              inputMode="numeric"
              defaultValue={filters.staffId ?? ''}
            />
          )}
        </Field>
        <Field label={<Trans>Acción</Trans>}>
          {(id) => (
            <input
              id={id}
              name="action"
              defaultValue={filters.action ?? ''}
              placeholder="admin/complete_withdrawal"
            />
          )}
        </Field>
        <Field label={<Trans>ID de jugador</Trans>}>
          {(id) => (
            <input id={id} name="player" inputMode="numeric" defaultValue={filters.player ?? ''} />
          )}
        </Field>
        <Field label={<Trans>Desde</Trans>}>
          {(id) => <input id={id} name="from" type="date" defaultValue={filters.from ?? ''} />}
        </Field>
        <Field label={<Trans>Hasta</Trans>}>
          {(id) => <input id={id} name="to" type="date" defaultValue={lastDayOf(filters.to)} />}
        </Field>
        <button type="submit" className="primary">
          <Trans>Buscar</Trans>
        </button>
      </form>
      <FormError message={log.error && errorMessage(i18n, log.error)} />
      {log.data && (
        <>
          <DataTable<AuditEntry>
            caption={t`Acciones del personal, la más reciente primero`}
            rows={log.data.rows}
            rowKey={(entry) => entry.id}
            empty={<Trans>Ninguna acción con estos filtros.</Trans>}
            columns={[
              {
                id: 'time',
                header: t`Fecha`,
                cell: (entry) => formatDateTime(entry.createdAt, i18n.locale),
              },
              {
                id: 'staff',
                header: t`Personal`,
                cell: (entry) => `${entry.staffUsername} #${entry.staffId}`,
              },
              { id: 'action', header: t`Acción`, cell: (entry) => <code>{entry.action}</code> },
              { id: 'player', header: t`Jugador`, cell: (entry) => entry.playerId ?? '' },
              { id: 'target', header: t`Objeto`, cell: (entry) => entry.target ?? '' },
              { id: 'reason', header: t`Motivo`, cell: (entry) => entry.reason ?? '' },
              { id: 'ip', header: 'IP', cell: (entry) => entry.ip ?? '' },
              {
                id: 'change',
                header: t`Antes y después`,
                cell: (entry) => <Change entry={entry} />,
              },
            ]}
          />
          <Pager
            page={filters.page}
            pageSize={AUDIT_PAGE_SIZE}
            count={log.data.count}
            onPage={(page) => onFilter({ ...filters, page })}
          />
        </>
      )}
    </section>
  );
}

function Change({ entry }: { entry: AuditEntry }) {
  if (entry.before == null && entry.after == null) return null;
  return (
    <details>
      <summary>
        <Trans>Ver</Trans>
      </summary>
      <div className="change">
        <div>
          <strong>
            <Trans>Antes</Trans>
          </strong>
          <pre>{JSON.stringify(entry.before, null, 2)}</pre>
        </div>
        <div>
          <strong>
            <Trans>Después</Trans>
          </strong>
          <pre>{JSON.stringify(entry.after, null, 2)}</pre>
        </div>
      </div>
    </details>
  );
}
