import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Socket } from 'socket.io-client';
import { OfflineNote } from '../../../components/offline-note';
import { usePlayer } from '../../../lib/player-queries';
import { useLocale } from '../../../lib/use-locale';
import { MY_BETS_PAGE_SIZE, myBetsQueries, type MyBetsStatus } from './my-bets-queries';
import { SportsBetCard } from './sports-bet-card';
import { MyBetsSkeleton } from './my-bets-skeleton';
import { useLiveBetPrices } from './use-live-bet-prices';
import './my-bets.css';

interface MyBetsProps {
  status: MyBetsStatus;
  page: number;
  /** the app's socket, for the open bets' live cash-out values */
  socket: Socket | undefined;
}

/** The player's sports bets, open or settled, a page at a time; settled bets arrive live. */
export function MyBets(props: MyBetsProps) {
  const player = usePlayer();
  // the route's loader has the player; a player who is leaving has none
  return player ? <PlayerBets {...props} playerId={player.id} /> : <MyBetsSkeleton />;
}

function PlayerBets({ status, page, socket, playerId }: MyBetsProps & { playerId: number }) {
  const { t } = useLingui();
  const { localeParam } = useLocale();
  // the route's loader has this page (or the route shows its skeleton, or its error page)
  const query = useSuspenseQuery(myBetsQueries.page(playerId, status, page));
  useLiveBetPrices(
    socket,
    query.data.rows
      .filter((bet) => bet.status === 'open')
      .flatMap((bet) => bet.legs.map((leg) => leg.eventId)),
  );
  const count = query.data.count;
  const pages = Math.max(1, Math.ceil(count / MY_BETS_PAGE_SIZE));
  const tabs: { status: MyBetsStatus; label: string }[] = [
    { status: 'open', label: t`Abiertas` },
    { status: 'settled', label: t`Liquidadas` },
  ];

  return (
    <section className="content-page my-bets">
      <h1>
        <Trans>Mis apuestas</Trans>
      </h1>
      <nav className="my-bets__tabs" aria-label={t`Estado de las apuestas`}>
        {tabs.map((tab) => (
          <Link
            key={tab.status}
            to="/{-$locale}/sports/my-bets"
            params={{ locale: localeParam }}
            search={{ status: tab.status }}
            className="my-bets__tab"
            aria-current={tab.status === status ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <OfflineNote updatedAt={query.dataUpdatedAt} />
      {count === 0 ? (
        <p className="my-bets__empty">
          {status === 'open' ? (
            <Trans>No tienes apuestas abiertas.</Trans>
          ) : (
            <Trans>Aún no tienes apuestas liquidadas.</Trans>
          )}
        </p>
      ) : (
        <ul className="my-bets__list" aria-busy={query.isFetching}>
          {query.data.rows.map((bet) => (
            <li key={bet.id}>
              <SportsBetCard bet={bet} playerId={playerId} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="my-bets__pager" aria-label={t`Páginas`}>
          {page > 1 && (
            <Link
              to="/{-$locale}/sports/my-bets"
              params={{ locale: localeParam }}
              search={{ status, page: page - 1 }}
              className="button button--secondary"
            >
              <Trans>Anterior</Trans>
            </Link>
          )}
          <span>
            <Trans>
              Página {page} de {pages}
            </Trans>
          </span>
          {page < pages && (
            <Link
              to="/{-$locale}/sports/my-bets"
              params={{ locale: localeParam }}
              search={{ status, page: page + 1 }}
              className="button button--secondary"
            >
              <Trans>Siguiente</Trans>
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
