import { useSuspenseQuery } from '@tanstack/react-query';
import { gameQueries, type GameFilters } from '../api/game-queries';

/** A grid of games for a lobby; thumbnails keep their space while they load. */
export function GameGrid({ title, filters }: { title: string; filters: GameFilters }) {
  const { data } = useSuspenseQuery(gameQueries.list(filters));
  return (
    <section className="game-list">
      <h1>{title}</h1>
      <ul className="game-grid">
        {data.rows.map((game) => (
          <li key={game.id} className="game-card">
            <img
              src={game.imageUrl}
              alt=""
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
            />
            <span className="game-card__name">{game.name}</span>
            <span className="game-card__provider">{game.provider.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
