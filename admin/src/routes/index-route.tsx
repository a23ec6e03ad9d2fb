import { createRoute, redirect } from '@tanstack/react-router';
import { areasFor } from '../lib/areas';
import { signedInRoute } from './signed-in-route';

/** The start page: the first area the staff member's roles permit, keeping why they came here. */
export const indexRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/',
  beforeLoad: ({ context, location }) => {
    const [first] = areasFor(context.staff.roles);
    const { refusedArea } = location.state;
    throw redirect({ to: first?.path ?? '/sessions', state: refusedArea ? { refusedArea } : {} });
  },
});
