import { createRoute, redirect } from '@tanstack/react-router';
import { rolesGrant, type Permission } from '../../../contract/staff-roles';
import { AppLayout } from '../features/layout/components/app-layout';
import { areaOfPermission } from '../lib/refused-area';
import { getStaffSession } from '../lib/staff-session';
import { rootRoute } from './root-route';

/** Every area: signed in, inside the layout. */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: () => {
    const session = getStaffSession();
    if (!session) throw redirect({ to: '/sign-in' });
    return { staff: session.staff };
  },
  component: AppLayout,
});

/**
 * A route's guard: staff whose roles lack `permission` go to the start page, which says which area
 * their role does not open (the history entry's `refusedArea`).
 */
export function requirePermission(permission: Permission) {
  return () => {
    const roles = getStaffSession()?.staff.roles ?? [];
    if (rolesGrant(roles, permission)) return;
    throw redirect({ to: '/', state: { refusedArea: areaOfPermission(permission)?.path } });
  };
}
