import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '../../../features/content/api/content-queries';
import { FaqPage } from '../../../features/content/components/faq-page';

/** The FAQ with the bare layout: it opens in a 1024x768 popup from the menu. */
export const Route = createFileRoute('/{-$locale}/faq/{-$id}')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentQueries.faq(context.locale)),
  component: FaqRoute,
});

function FaqRoute() {
  const { id } = Route.useParams();
  return <FaqPage id={id} />;
}
