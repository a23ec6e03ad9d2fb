/**
 * The sportsbook's front page while its lists load (the route's pending component): no words, and
 * its own module with no style sheet (a pending component is in the first load).
 */
export function SportsHomeSkeleton() {
  return (
    <section className="sports-home" aria-busy="true">
      <SportsListsWaiting />
    </section>
  );
}

/**
 * Room for the lists while they come (their Suspense fallback, the skeleton's), so what is below
 * them (the footer) is not pushed down under the player's eyes when they come.
 */
export function SportsListsWaiting() {
  return <div className="sports-home__waiting" aria-hidden />;
}
