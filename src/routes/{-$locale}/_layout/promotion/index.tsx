import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '../../../../features/content/api/content-queries';
import { PromotionList } from '../../../../features/content/components/promotion-list';

export const Route = createFileRoute('/{-$locale}/_layout/promotion/')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(contentQueries.promotions(context.locale)),
  component: PromotionList,
});
