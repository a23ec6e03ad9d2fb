import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '../../../../features/content/api/content-queries';
import { PromotionDetail } from '../../../../features/content/components/promotion-detail';

export const Route = createFileRoute('/{-$locale}/_layout/promotion/$id')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(contentQueries.promotions(context.locale)),
  component: PromotionPage,
});

function PromotionPage() {
  const { id } = Route.useParams();
  return <PromotionDetail id={id} />;
}
