import { createRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { withdrawalQueries } from '../features/withdrawals/api/withdrawal-queries';
import { WithdrawalsPage } from '../features/withdrawals/components/withdrawals-page';
import { requirePermission, signedInRoute } from './signed-in-route';

export const withdrawalsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'withdrawals',
  validateSearch: v.object({ page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1) }),
  // defaults stay out of the address
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: requirePermission('withdrawals.read'),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(withdrawalQueries.pending(deps.page)),
  component: function WithdrawalsRoute() {
    const { page } = withdrawalsRoute.useSearch();
    const navigate = withdrawalsRoute.useNavigate();
    return (
      <WithdrawalsPage page={page} onPage={(next) => void navigate({ search: { page: next } })} />
    );
  },
});
