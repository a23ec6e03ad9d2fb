import { createRoute, redirect } from '@tanstack/react-router';
import { areasFor } from '../lib/areas';
import { signedInRoute } from './signed-in-route';

/** The start page: the first area the staff member's roles permit. */
export const indexRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/',
  beforeLoad: ({ context }) => {
    const [first] = areasFor(context.staff.roles);
    throw redirect({ to: first?.path ?? '/sessions' });
  },
});
