import { GamePlaceholders } from './game-placeholders';

/** A lobby while its first games load (the route's pending component): the grid's room, no words. */
export function LobbySkeleton() {
  return (
    <section className="game-list lobby" aria-busy="true">
      <GamePlaceholders />
    </section>
  );
}
