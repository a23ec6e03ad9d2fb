import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '../../../features/content/api/content-queries';
import { ContentPage } from '../../../features/content/components/content-page';

export const Route = createFileRoute('/{-$locale}/_layout/terms')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(contentQueries.page(context.locale, 'terms')),
  component: TermsPage,
});

function TermsPage() {
  return <ContentPage slug="terms" />;
}
