import { createFileRoute, redirect } from '@tanstack/react-router';
import { session } from '../../../lib/session';
import { requestLogin } from '../../../stores/ui-store';

/**
 * The pages that need a player (account area, a game in play), each at its own URL: a visitor
 * goes home and gets the login modal (section 6, route guards).
 */
export const Route = createFileRoute('/{-$locale}/_layout/_player')({
  beforeLoad: ({ params }) => {
    if (session.get().token) return;
    requestLogin();
    throw redirect({ to: '/{-$locale}', params: { locale: params.locale } });
  },
});
