import { useQuery } from '@tanstack/react-query';
import { gameQueries, type GameFilters } from '../api/game-queries';

const PLACEHOLDERS = 12;

/** A grid of games for a lobby; cards keep their space while the list and thumbnails load. */
export function GameGrid({ title, filters }: { title: string; filters: GameFilters }) {
  const { data } = useQuery(gameQueries.list(filters));
  return (
    <section className="game-list" aria-busy={!data}>
      <h1>{title}</h1>
      <ul className="game-grid">
        {data
          ? data.rows.map((game) => (
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
            ))
          : Array.from({ length: PLACEHOLDERS }, (_, index) => (
              <li key={index} className="game-card game-card--placeholder" aria-hidden="true" />
            ))}
      </ul>
    </section>
  );
}
