import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { rolesGrant } from '../../../../../contract/staff-roles';
import { CsvDownloadButton } from '../../../components/csv-download-button';
import { DataTable } from '../../../components/data-table';
import { FormError } from '../../../components/form-error';
import { LoadOlder } from '../../../components/load-older';
import { errorMessage } from '../../../lib/error-messages';
import { useStaffSession } from '../../../lib/staff-session';
import {
  auditQueries,
  fetchAuditLogCsv,
  type AuditEntry,
  type AuditFilters,
} from '../api/audit-queries';
import { auditColumns } from './audit-columns';
import { AuditFiltersForm } from './audit-filters-form';

/**
 * The operators' trail, newest first, in words: filtered by member, kind of action, player and
 * days, read a page at a time, and downloaded as CSV as filtered.
 */
export function AuditPage({
  filters,
  onFilter,
}: {
  filters: AuditFilters;
  onFilter: (filters: AuditFilters) => void;
}) {
  const { i18n, t } = useLingui();
  const log = useInfiniteQuery(auditQueries.list(filters));
  const canReadPlayers = rolesGrant(useStaffSession()?.staff.roles ?? [], 'players.read');
  const rows = log.data?.pages.flatMap((page) => page.rows) ?? [];
  const count = log.data?.pages[0]?.count ?? 0;
  return (
    <section className="stack">
      <div className="page-heading">
        <h1>
          <Trans>Registro de auditoría</Trans>
        </h1>
        <CsvDownloadButton fetchCsv={() => fetchAuditLogCsv(filters)}>
          <Trans>Descargar CSV</Trans>
        </CsvDownloadButton>
      </div>
      <AuditFiltersForm filters={filters} onFilter={onFilter} />
      <FormError message={log.error && errorMessage(i18n, log.error)} />
      {log.isPending && (
        <p role="status">
          <Trans>Cargando…</Trans>
        </p>
      )}
      {log.data && (
        <>
          <p role="status">
            <Plural value={count} one="# acción" other="# acciones" />
          </p>
          <DataTable<AuditEntry>
            caption={t`Acciones del personal, la más reciente primero`}
            rows={rows}
            rowKey={(entry) => entry.id}
            empty={<Trans>Ninguna acción con estos filtros.</Trans>}
            columns={auditColumns(i18n, canReadPlayers)}
          />
          <LoadOlder
            hasMore={log.hasNextPage}
            isLoading={log.isFetchingNextPage}
            onLoad={() => void log.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
