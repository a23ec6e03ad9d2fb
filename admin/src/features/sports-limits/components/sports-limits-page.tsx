import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ALL_SPORTS } from '../../../../../contract/operator/sports-limits';
import { DataTable } from '../../../components/data-table';
import { formatMbtc } from '../../../lib/format';
import { sportsLimitsQueries } from '../api/sports-limits-queries';
import { BookLimitsForm } from './book-limits-form';
import { StakeFactorForm } from './stake-factor-form';
import { StakeFactorsList } from './stake-factors-list';
import { StakeLimitsForm } from './stake-limits-form';
import '../sports-limits.css';

type StakeRow = { sportId: string; inPlay: boolean; minStake: number; maxStake: number };

/**
 * The sportsbook's limits in force, the forms that change them, a player's stake factor and the
 * players whose factor is not 1 (`factorsPage` of them).
 */
export function SportsLimitsPage({
  factorsPage,
  onFactorsPage,
}: {
  factorsPage: number;
  onFactorsPage: (page: number) => void;
}) {
  const { i18n, t } = useLingui();
  const { data: limits } = useSuspenseQuery(sportsLimitsQueries.limits());
  const sports = useQuery(sportsLimitsQueries.sports()).data ?? [];
  const language = i18n.locale === 'en' ? 'en' : 'es';
  const sportName = (sportId: string) =>
    sportId === ALL_SPORTS
      ? t`Todos los deportes (por defecto)`
      : (sports.find((sport) => sport.id === sportId)?.name[language] ?? sportId);
  const money = (amount: number) => formatMbtc(amount, i18n.locale);
  return (
    <section className="stack">
      <h1>
        <Trans>Límites deportivos</Trans>
      </h1>
      <section className="stack card" aria-labelledby="stake-limits-heading">
        <h2 id="stake-limits-heading">
          <Trans>Apuesta por selección</Trans>
        </h2>
        <p className="hint">
          <Trans>
            Un deporte sin límites propios usa los de todos los deportes. El factor de un jugador
            multiplica la apuesta máxima.
          </Trans>
        </p>
        <DataTable<StakeRow>
          caption={t`Límites de apuesta en vigor`}
          rows={limits.stake}
          rowKey={(row) => `${row.sportId}:${String(row.inPlay)}`}
          empty={<Trans>Sin límites</Trans>}
          columns={[
            {
              id: 'sport',
              header: t`Deporte`,
              cell: (row) => sportName(row.sportId),
              sortValue: (row) => sportName(row.sportId),
            },
            {
              id: 'moment',
              header: t`Momento`,
              cell: (row) => (row.inPlay ? t`En directo` : t`Antes del inicio`),
            },
            {
              id: 'min',
              header: t`Apuesta mínima`,
              cell: (row) => money(row.minStake),
              sortValue: (row) => row.minStake,
              isNumeric: true,
            },
            {
              id: 'max',
              header: t`Apuesta máxima`,
              cell: (row) => money(row.maxStake),
              sortValue: (row) => row.maxStake,
              isNumeric: true,
            },
          ]}
        />
        <StakeLimitsForm limits={limits} sports={sports} sportName={sportName} />
      </section>
      <section className="stack card" aria-labelledby="book-limits-heading">
        <h2 id="book-limits-heading">
          <Trans>Límites de la casa</Trans>
        </h2>
        <dl className="limit-facts">
          <dt>
            <Trans>Pago máximo por apuesta</Trans>
          </dt>
          <dd>{money(limits.maxPayout)}</dd>
          <dt>
            <Trans>Riesgo máximo por mercado</Trans>
          </dt>
          <dd>{money(limits.marketLiability)}</dd>
          <dt>
            <Trans>Riesgo máximo por evento</Trans>
          </dt>
          <dd>{money(limits.eventLiability)}</dd>
        </dl>
        <BookLimitsForm limits={limits} />
      </section>
      <StakeFactorForm />
      <StakeFactorsList page={factorsPage} onPage={onFactorsPage} />
    </section>
  );
}
