import { createFileRoute, notFound } from '@tanstack/react-router';
import { contentQueries } from '../../../../features/content/api/content-queries';
import { ContentPage } from '../../../../features/content/components/content-page';

const REGIONS = ['aus', 'canada', 'south-africa', 'uk'] as const;

export const Route = createFileRoute('/{-$locale}/_layout/welcome1/$region')({
  loader: ({ context, params }) => {
    if (!(REGIONS as readonly string[]).includes(params.region)) throw notFound();
    return context.queryClient.ensureQueryData(
      contentQueries.page(params.locale === 'en' ? 'en' : 'es', `welcome1-${params.region}`),
    );
  },
  component: WelcomeRegionPage,
});

function WelcomeRegionPage() {
  const { region } = Route.useParams();
  return <ContentPage slug={`welcome1-${region}`} />;
}
