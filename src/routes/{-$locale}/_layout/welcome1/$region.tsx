import { createFileRoute, notFound } from '@tanstack/react-router';
import { WELCOME_REGIONS } from '../../../../../contract/app-routes';
import { contentQueries } from '../../../../features/content/api/content-queries';
import { ContentPage } from '../../../../features/content/components/content-page';

export const Route = createFileRoute('/{-$locale}/_layout/welcome1/$region')({
  loader: ({ context, params }) => {
    if (!(WELCOME_REGIONS as readonly string[]).includes(params.region)) throw notFound();
    return context.queryClient.ensureQueryData(
      contentQueries.page(context.locale, `welcome1-${params.region}`),
    );
  },
  component: WelcomeRegionPage,
});

function WelcomeRegionPage() {
  const { region } = Route.useParams();
  return <ContentPage slug={`welcome1-${region}`} />;
}
