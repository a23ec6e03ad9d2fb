import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataTable } from '../../../components/data-table';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { Pager } from '../../../components/pager';
import { errorMessage } from '../../../lib/error-messages';
import { formatDateTime, formatMbtc } from '../../../lib/format';
import { playerQueries, PLAYERS_PAGE_SIZE, type PlayerRow } from '../api/player-queries';
import { searchQuery } from '../player-forms';
import '../players.css';

/** Finds players by name, username, email, phone, id or address; each result opens the player's page. */
export function PlayersPage({
  query,
  page,
  onSearch,
}: {
  query: string | undefined;
  page: number;
  onSearch: (search: { q?: string; page?: number }) => void;
}) {
  const { i18n, t } = useLingui();
  const asked = searchQuery(query);
  const results = useQuery({ ...playerQueries.search(asked ?? '', page), enabled: asked !== null });
  return (
    <section className="stack">
      <h1>
        <Trans>Jugadores</Trans>
      </h1>
      <form
        role="search"
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          const text = new FormData(event.currentTarget).get('q');
          onSearch({ q: searchQuery(typeof text === 'string' ? text : '') ?? undefined });
        }}
      >
        <Field label={<Trans>Nombre, usuario, email, teléfono, ID o dirección</Trans>}>
          {(id) => (
            <input id={id} name="q" type="search" defaultValue={query ?? ''} maxLength={100} />
          )}
        </Field>
        <button type="submit" className="primary">
          <Trans>Buscar</Trans>
        </button>
      </form>
      <FormError message={results.error && errorMessage(i18n, results.error)} />
      {asked === null && (
        <p className="muted">
          <Trans>Escribe al menos un dato del jugador para buscarlo.</Trans>
        </p>
      )}
      {results.isFetching && !results.data && (
        <p role="status">
          <Trans>Buscando…</Trans>
        </p>
      )}
      {asked !== null && results.data && (
        <>
          <p role="status" className="muted">
            <Plural value={results.data.count} one="# resultado" other="# resultados" />
          </p>
          <DataTable<PlayerRow>
            caption={t`Jugadores encontrados`}
            rows={results.data.rows}
            rowKey={(row) => row.id}
            empty={<Trans>Ningún jugador coincide con la búsqueda.</Trans>}
            columns={[
              {
                id: 'username',
                header: t`Usuario`,
                cell: (row) => (
                  <Link to="/players/$playerId" params={{ playerId: String(row.id) }}>
                    {row.username}
                  </Link>
                ),
              },
              { id: 'id', header: 'ID', cell: (row) => row.id, isNumeric: true },
              {
                id: 'name',
                header: t`Nombre`,
                cell: (row) => `${row.firstName} ${row.lastName}`,
              },
              { id: 'phone', header: t`Teléfono`, cell: (row) => row.phoneNumber },
              {
                id: 'email',
                header: t`Email`,
                cell: (row) => <span className="break">{row.email}</span>,
              },
              { id: 'country', header: t`País`, cell: (row) => row.country },
              {
                id: 'balance',
                header: t`Saldo`,
                cell: (row) => formatMbtc(row.cashBalance, i18n.locale),
                isNumeric: true,
              },
              {
                id: 'state',
                header: t`Estado`,
                cell: (row) =>
                  row.blocked ? (
                    <span className="status-tag status-tag--danger">{t`Bloqueado`}</span>
                  ) : (
                    t`Activo`
                  ),
              },
              { id: 'tags', header: t`Etiquetas`, cell: (row) => row.tags.join(', ') },
              {
                id: 'created',
                header: t`Alta`,
                cell: (row) => formatDateTime(row.createdAt, i18n.locale),
              },
            ]}
          />
          <Pager
            page={page}
            pageSize={PLAYERS_PAGE_SIZE}
            count={results.data.count}
            onPage={(next) => onSearch({ q: asked, page: next })}
          />
        </>
      )}
    </section>
  );
}
