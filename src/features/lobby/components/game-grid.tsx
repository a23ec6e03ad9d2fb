import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { memo, useState, type ReactNode } from 'react';
import type { Game } from '../../../../contract/games';
import { OfflineNote } from '../../../components/offline-note';
import { useIsOnline } from '../../../lib/network';
import { isSignedInOnceKnown, usePlayer } from '../../../lib/player-queries';
import { useLocale } from '../../../lib/use-locale';
import { requestLogin } from '../../../stores/ui-store';
import { gameQueries, type GameFilters } from '../api/game-queries';
import './game-grid.css';
import { CATEGORY_LABELS } from '../categories';
import { FavouriteToggle } from './favourite-toggle';
import { placeholderCards } from './game-placeholders';

/** A grid of games for a lobby; cards keep their space while the list and thumbnails load. */
export function GameGrid({
  title,
  filters,
  rails,
}: {
  title: string;
  filters: GameFilters;
  /** shown under the title, above the grid (the player's rails) */
  rails?: ReactNode;
}) {
  const { data, dataUpdatedAt } = useQuery(gameQueries.list(filters));
  const isOnline = useIsOnline();
  return (
    <section className="game-list" aria-busy={!data && isOnline}>
      <h1>{title}</h1>
      {rails}
      <OfflineNote updatedAt={dataUpdatedAt} />
      <GameCards games={data?.rows} isOffline={!isOnline} />
    </section>
  );
}

/**
 * The cards of a list of games (placeholders of the same size while it loads). A visitor who
 * picks a game is asked to log in; a player opens its game page. While a reload still restores
 * the session, a pressed card waits (busy) for the answer rather than asking a player to log in.
 */
export const GameCards = memo(function GameCards({
  games,
  isOffline,
  layout = 'grid',
  emptyText,
  detailOf,
  labelOf,
}: {
  games: Game[] | undefined;
  isOffline: boolean;
  /** a grid of rows, or one row scrolled sideways (a lobby's rail) */
  layout?: 'grid' | 'rail';
  /** what an empty list says (the grid's: no game matches) */
  emptyText?: string;
  /** a line under a game's provider (a live table's round and players) */
  detailOf?: (game: Game) => ReactNode;
  /** what a game's button is called, where "play" says less than the rail's words */
  labelOf?: (game: Game) => string;
}) {
  const { t, i18n } = useLingui();
  const player = usePlayer();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { localeParam } = useLocale();
  const [waitingGameId, setWaitingGameId] = useState<number | null>(null);
  const open = async (game: Game) => {
    if (!player) {
      if (waitingGameId !== null) return;
      setWaitingGameId(game.id);
      const isSignedIn = await isSignedInOnceKnown(queryClient);
      setWaitingGameId(null);
      if (!isSignedIn) return requestLogin();
    }
    await navigate({
      to: '/{-$locale}/play/$gameId',
      params: { locale: localeParam, gameId: String(game.id) },
      search: game.isLive ? { live: true } : {},
    });
  };
  if (!games && isOffline)
    return (
      <p role="status">
        <Trans>Sin conexión: esta lista se mostrará cuando vuelvas a estar en línea.</Trans>
      </p>
    );
  if (games?.length === 0)
    return (
      <p role="status" className="lobby__empty">
        {emptyText ?? <Trans>No hay juegos que coincidan.</Trans>}
      </p>
    );
  return (
    <ul className={layout === 'rail' ? 'game-grid game-grid--rail' : 'game-grid'}>
      {games
        ? games.map((game) => (
            <li key={game.id} className="game-card">
              <button
                type="button"
                className="game-card__open"
                aria-label={
                  labelOf ? labelOf(game) : t`Jugar a ${game.name} (${game.provider.name})`
                }
                aria-busy={waitingGameId === game.id}
                onClick={() => void open(game)}
              >
                <img
                  src={game.imageUrl}
                  alt=""
                  width={400}
                  height={300}
                  loading="lazy"
                  decoding="async"
                />
                {/* the game's kind in words over its picture (the art carries none) */}
                <span className="game-card__kind">
                  {game.isLive && game.category !== 'live-dealer'
                    ? t`${i18n._(CATEGORY_LABELS[game.category])} · En vivo`
                    : i18n._(CATEGORY_LABELS[game.category])}
                </span>
                <span className="game-card__name">{game.name}</span>
                <span className="game-card__provider">{game.provider.name}</span>
                {detailOf && <span className="game-card__detail">{detailOf(game)}</span>}
              </button>
              <FavouriteToggle game={game} className="favourite-toggle--on-card" />
            </li>
          ))
        : placeholderCards(layout)}
    </ul>
  );
});
