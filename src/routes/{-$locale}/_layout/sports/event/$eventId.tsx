import { createFileRoute } from '@tanstack/react-router';
import { useAppSocket } from '../../../../../app/live-updates';
import { sportsQueries } from '../../../../../features/sportsbook/api/sports-queries';
import { EventPage } from '../../../../../features/sportsbook/components/event-page';
import { EventPageSkeleton } from '../../../../../features/sportsbook/components/event-page-skeleton';
import { ensureRouteData } from '../../../../../app/route-data';
import { useSportsWatch } from '../../../../../features/sportsbook/live/use-sports-live';

export const Route = createFileRoute('/{-$locale}/_layout/sports/event/$eventId')({
  // the loader in the page's chunk: the sportsbook's calls are not part of the first load of `/`
  codeSplitGroupings: [['loader', 'component']],
  // a page seen before opens from its saved copy (offline too); another waits for its event
  loader: ({ context, params }) =>
    ensureRouteData(context.queryClient, sportsQueries.event(params.eventId)),
  pendingComponent: EventPageSkeleton,
  component: SportsEventRoute,
});

function SportsEventRoute() {
  const { eventId } = Route.useParams();
  useSportsWatch(useAppSocket(), eventId);
  return <EventPage eventId={eventId} />;
}
