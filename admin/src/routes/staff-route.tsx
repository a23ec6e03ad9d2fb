import { createRoute } from '@tanstack/react-router';
import { staffQueries } from '../features/staff/api/staff-queries';
import { StaffPage } from '../features/staff/components/staff-page';
import { requirePermission, signedInRoute } from './signed-in-route';

export const staffRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'staff',
  beforeLoad: requirePermission('staff.manage'),
  loader: ({ context }) => context.queryClient.ensureQueryData(staffQueries.list()),
  component: StaffPage,
});
