import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ExclusionReviewRow } from '../../../../../contract/protection';
import { DataTable } from '../../../components/data-table';
import { FormError } from '../../../components/form-error';
import { Pager } from '../../../components/pager';
import { errorMessage } from '../../../lib/error-messages';
import { formatDateTime } from '../../../lib/format';
import { EXCLUSION_REVIEWS_PAGE_SIZE, playerQueries } from '../api/player-queries';
import '../players.css';

/**
 * Malta's requests to lift an indefinite self-exclusion still waiting, across players, oldest
 * first (read only): each links to the player's responsible gaming section, where a member with
 * `protection.lift_exclusion` lifts it once its review has run.
 */
export function ExclusionReviewsPage({
  page,
  onPage,
}: {
  page: number;
  onPage: (page: number) => void;
}) {
  const { i18n, t } = useLingui();
  const reviews = useQuery(playerQueries.exclusionReviews(page));
  const when = (iso: string) => formatDateTime(iso, i18n.locale);
  const data = reviews.data;
  return (
    <section className="stack">
      <h1>
        <Trans>Revisiones de autoexclusión</Trans>
      </h1>
      <p className="hint">
        <Trans>
          Peticiones de jugadores con una autoexclusión indefinida para levantarla, la más antigua
          primero. Se levanta desde la sección de juego responsable del jugador, cuando termina el
          plazo de revisión.
        </Trans>
      </p>
      {reviews.isPending && (
        <p role="status">
          <Trans>Cargando…</Trans>
        </p>
      )}
      <FormError message={reviews.error && errorMessage(i18n, reviews.error)} />
      {data && data.reviewDays === null && (
        <p className="empty">
          <Trans>
            En este perfil una autoexclusión indefinida no se levanta: no hay revisiones.
          </Trans>
        </p>
      )}
      {data && data.reviewDays !== null && (
        <>
          <DataTable<ExclusionReviewRow>
            caption={t`Revisiones de autoexclusión pendientes`}
            rows={data.rows}
            rowKey={(row) => row.playerId}
            empty={<Trans>No hay peticiones pendientes.</Trans>}
            columns={[
              {
                id: 'player',
                header: t`Jugador`,
                cell: (row) => (
                  <Link
                    to="/players/$playerId"
                    params={{ playerId: String(row.playerId) }}
                    search={{ tab: 'protection' }}
                  >
                    {row.username}
                  </Link>
                ),
              },
              { id: 'requested', header: t`Pedida`, cell: (row) => when(row.requestedAt) },
              { id: 'reason', header: t`Motivo`, cell: (row) => row.reason },
              {
                id: 'grantable',
                header: t`Puede levantarse desde`,
                cell: (row) => when(row.grantableAt),
              },
              {
                id: 'state',
                header: t`Estado`,
                cell: (row) =>
                  row.isGrantable ? (
                    <span className="status-tag status-tag--success">{t`Revisión cumplida`}</span>
                  ) : (
                    <span className="status-tag">{t`En revisión`}</span>
                  ),
              },
            ]}
          />
          {data.count > EXCLUSION_REVIEWS_PAGE_SIZE && (
            <Pager
              page={page}
              pageSize={EXCLUSION_REVIEWS_PAGE_SIZE}
              count={data.count}
              onPage={onPage}
            />
          )}
        </>
      )}
    </section>
  );
}
