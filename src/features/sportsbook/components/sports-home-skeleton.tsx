import { SportsListsWaiting } from './sports-lists-of-choices';

/** The sportsbook's front page while its lists load (the route's pending component): no words. */
export function SportsHomeSkeleton() {
  return (
    <section className="sports-home" aria-busy="true">
      <SportsListsWaiting />
    </section>
  );
}
