/**
 * My bets while a page of bets loads (the route's pending component). Without words: it is in the
 * first load, and the sportsbook's messages come with its pages.
 */
export function MyBetsSkeleton() {
  return (
    <section className="content-page my-bets" aria-busy="true">
      <p className="my-bets__loading" />
    </section>
  );
}
