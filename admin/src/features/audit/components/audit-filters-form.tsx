import { Trans, useLingui } from '@lingui/react/macro';
import { AUDIT_ACTIONS } from '../../../../../contract/operator/audit-actions';
import { Field } from '../../../components/field';
import type { AuditFilters } from '../api/audit-queries';
import { filtersFromForm, lastDayOf } from '../audit-filters';
import { auditActionWords } from '../audit-words';

/** Member and player by part of the name, the kind of action in words, and the days. */
export function AuditFiltersForm({
  filters,
  onFilter,
}: {
  filters: AuditFilters;
  onFilter: (filters: AuditFilters) => void;
}) {
  const { i18n, t } = useLingui();
  const kinds = AUDIT_ACTIONS.map((action) => ({
    action,
    words: auditActionWords(i18n, action),
  })).sort((a, b) => a.words.localeCompare(b.words, i18n.locale));
  return (
    <form
      // the fields show the address's filters, also after going back
      key={JSON.stringify(filters)}
      className="filters"
      aria-label={t`Filtros`}
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        onFilter(filtersFromForm(Object.fromEntries(form) as Record<string, string>));
      }}
    >
      <Field label={<Trans>Miembro del personal</Trans>}>
        {(id) => <input id={id} name="member" defaultValue={filters.member ?? ''} />}
      </Field>
      <Field label={<Trans>Acción</Trans>}>
        {(id) => (
          <select id={id} name="action" defaultValue={filters.action ?? ''}>
            <option value="">{t`Todas`}</option>
            {kinds.map((kind) => (
              <option key={kind.action} value={kind.action}>
                {kind.words}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={<Trans>Jugador</Trans>}>
        {(id) => <input id={id} name="playerName" defaultValue={filters.playerName ?? ''} />}
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
  );
}
