const PLACEHOLDERS = { grid: 12, rail: 6 };

/**
 * The cards' room while a list of games loads. Its own module, with no style sheet or hook: a
 * lobby's skeleton is in the first load (the router does not split a pending component).
 */
export function placeholderCards(layout: 'grid' | 'rail') {
  return Array.from({ length: PLACEHOLDERS[layout] }, (_, index) => (
    <li key={index} className="game-card game-card--placeholder" aria-hidden="true" />
  ));
}

/** A grid's room while its games load (a list's Suspense fallback, a lobby's skeleton). */
export function GamePlaceholders() {
  return (
    <ul className="game-grid" aria-busy="true">
      {placeholderCards('grid')}
    </ul>
  );
}
