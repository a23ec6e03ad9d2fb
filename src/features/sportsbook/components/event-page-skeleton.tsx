/**
 * An event page while its event loads (the route's pending component). Without words: it is in the
 * first load, and the sportsbook's messages come with its pages.
 */
export function EventPageSkeleton() {
  return <section className="event-page event-page--loading" aria-busy="true" />;
}
