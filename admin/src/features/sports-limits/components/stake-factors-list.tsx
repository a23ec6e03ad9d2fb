import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { StakeFactorRow } from '../../../../../contract/operator/sports-limits';
import { rolesGrant } from '../../../../../contract/staff-roles';
import { DataTable } from '../../../components/data-table';
import { FormError } from '../../../components/form-error';
import { Pager } from '../../../components/pager';
import { errorMessage } from '../../../lib/error-messages';
import { useStaffSession } from '../../../lib/staff-session';
import { STAKE_FACTORS_PAGE_SIZE, sportsLimitsQueries } from '../api/sports-limits-queries';
import { stakeFactorEffect } from '../limits-forms';

/**
 * The players whose stake factor is not 1, the lowest first (the server's order over every page,
 * so the table has no sorting), each linked to their page for members who may read players.
 */
export function StakeFactorsList({
  page,
  onPage,
}: {
  page: number;
  onPage: (page: number) => void;
}) {
  const { i18n, t } = useLingui();
  const list = useQuery(sportsLimitsQueries.stakeFactors(page));
  const canReadPlayers = rolesGrant(useStaffSession()?.staff.roles ?? [], 'players.read');
  const factor = (value: number) =>
    new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 3 }).format(value);
  const effects = {
    closed: t`No puede apostar en deportes`,
    reduced: t`Apuestas máximas reducidas`,
    raised: t`Apuestas máximas ampliadas`,
  };
  return (
    <section className="stack card" aria-labelledby="stake-factors-heading">
      <h2 id="stake-factors-heading">
        <Trans>Jugadores con un factor distinto de 1</Trans>
      </h2>
      {list.isPending && (
        <p role="status">
          <Trans>Cargando…</Trans>
        </p>
      )}
      <FormError message={list.error && errorMessage(i18n, list.error)} />
      {list.data && (
        <>
          <DataTable<StakeFactorRow>
            caption={t`Jugadores con un factor distinto de 1`}
            rows={list.data.rows}
            rowKey={(row) => row.playerId}
            empty={<Trans>Todos los jugadores tienen el factor 1.</Trans>}
            columns={[
              {
                id: 'player',
                header: t`Jugador`,
                cell: (row) =>
                  canReadPlayers ? (
                    <Link to="/players/$playerId" params={{ playerId: String(row.playerId) }}>
                      {row.username}
                    </Link>
                  ) : (
                    row.username
                  ),
              },
              {
                id: 'factor',
                header: t`Factor`,
                cell: (row) => factor(row.factor),
                isNumeric: true,
              },
              {
                id: 'effect',
                header: t`Efecto`,
                cell: (row) => effects[stakeFactorEffect(row.factor)],
              },
            ]}
          />
          {list.data.count > STAKE_FACTORS_PAGE_SIZE && (
            <Pager
              page={page}
              pageSize={STAKE_FACTORS_PAGE_SIZE}
              count={list.data.count}
              onPage={onPage}
            />
          )}
        </>
      )}
    </section>
  );
}
