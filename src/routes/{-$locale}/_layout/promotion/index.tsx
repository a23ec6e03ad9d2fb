import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '../../../../features/content/api/content-queries';
import { PromotionList } from '../../../../features/content/components/promotion-list';

export const Route = createFileRoute('/{-$locale}/_layout/promotion/')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      contentQueries.promotions(params.locale === 'en' ? 'en' : 'es'),
    ),
  component: PromotionList,
});
