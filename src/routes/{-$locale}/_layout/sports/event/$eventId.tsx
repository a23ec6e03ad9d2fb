import { createFileRoute } from '@tanstack/react-router';
import { useAppSocket } from '../../../../../app/live-updates';
import { sportsQueries } from '../../../../../features/sportsbook/api/sports-queries';
import { EventPage } from '../../../../../features/sportsbook/components/event-page';
import { useSportsWatch } from '../../../../../features/sportsbook/live/use-sports-live';

export const Route = createFileRoute('/{-$locale}/_layout/sports/event/$eventId')({
  // the loader in the page's chunk: the sportsbook's calls are not part of the first load of `/`
  codeSplitGroupings: [['loader', 'component']],
  // started, not awaited: a page seen before shows its saved copy at once
  loader: ({ context, params }) =>
    void context.queryClient.prefetchQuery(sportsQueries.event(params.eventId)),
  component: SportsEventRoute,
});

function SportsEventRoute() {
  const { eventId } = Route.useParams();
  useSportsWatch(useAppSocket(), eventId);
  return <EventPage eventId={eventId} />;
}
