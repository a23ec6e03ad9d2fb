import { useLingui } from '@lingui/react/macro';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { OfflineNote } from '../../../components/offline-note';
import { useIsOnline } from '../../../lib/network';
import { gameQueries, type GameFilters } from '../api/game-queries';
import { CATEGORY_LABELS } from '../categories';
import type { LobbyChoices } from '../lobby-filters';
import { GameCards } from './game-grid';

interface LobbyGamesProps {
  /** The games call (what the lobby is made of and the choices below). */
  filters: Omit<GameFilters, 'page'>;
  /** The choices the list is drawn for. */
  choices: LobbyChoices;
  /** Widens a search that found nothing inside a category or a studio. */
  onSearchEverywhere: () => void;
}

/**
 * A lobby's games page after page ("show more"). It suspends until its first page is there: the
 * route's loader asks for it, and a new choice keeps the old list on screen meanwhile.
 */
export function LobbyGames({ filters, choices, onSearchEverywhere }: LobbyGamesProps) {
  const { t, i18n } = useLingui();
  const isOnline = useIsOnline();
  const games = useSuspenseInfiniteQuery(gameQueries.pages(filters));
  const { pages } = games.data;
  const rows = useMemo(() => pages.flatMap((page) => page.rows), [pages]);
  // a page more ("show more", a refresh) is drawn in a render React may interrupt
  const shownRows = useDeferredValue(rows);
  const count = pages[0]?.count ?? 0;
  const { category, provider, search } = choices;
  return (
    <>
      <OfflineNote updatedAt={games.dataUpdatedAt} />
      <p className="lobby__count" aria-live="polite">
        {t`${count} juegos`}
      </p>
      {count === 0 && search && (category !== null || provider !== '') ? (
        // the search looked inside a category or a studio: say so, and offer every game
        <div role="status" className="lobby__empty">
          <p>
            {category !== null
              ? t`Ningún juego de «${i18n._(CATEGORY_LABELS[category])}» coincide con «${search}».`
              : t`Ningún juego de este proveedor coincide con «${search}».`}
          </p>
          <button type="button" className="button button--secondary" onClick={onSearchEverywhere}>
            {t`Buscar «${search}» en todos los juegos`}
          </button>
        </div>
      ) : (
        <GameCards games={shownRows} isOffline={!isOnline} />
      )}
      {games.hasNextPage && (
        <button
          type="button"
          className="button button--secondary lobby__more"
          disabled={games.isFetchingNextPage}
          onClick={() => void games.fetchNextPage()}
        >
          {t`Mostrar más`}
        </button>
      )}
    </>
  );
}
