import { createRoute, redirect, useNavigate } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { getStaffSession } from '../lib/staff-session';
import { rootRoute } from './root-route';

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-in',
  beforeLoad: () => {
    if (getStaffSession()) throw redirect({ to: '/' });
  },
  component: function SignInRoute() {
    const navigate = useNavigate();
    return <SignInPage onSignedIn={() => void navigate({ to: '/' })} />;
  },
});
