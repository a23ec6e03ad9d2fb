import { useLingui } from '@lingui/react/macro';
import type { Game } from '../../../../contract/games';
import { Icon } from '../../../components/icon';
import { useFavourites } from './favourites-provider';
import './favourite-toggle.css';

/** The heart of a game (on its tile and on its page): pressed when it is a favourite. */
export function FavouriteToggle({ game, className = '' }: { game: Game; className?: string }) {
  const { t } = useLingui();
  const favourites = useFavourites();
  if (!favourites) return null;
  const isFavourite = favourites.isFavourite(game.id);
  const { name } = game;
  return (
    <button
      type="button"
      className={`favourite-toggle ${className}`}
      aria-pressed={isFavourite}
      aria-label={t`Favorito: ${name}`}
      title={isFavourite ? t`Quitar de favoritos` : t`Añadir a favoritos`}
      onClick={() => favourites.toggle(game)}
    >
      <Icon name="heart" />
    </button>
  );
}
