import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { GamePage } from '../../../../features/lobby/components/game-page';
import { session } from '../../../../lib/session';
import { requestLogin } from '../../../../stores/ui-store';

/** A game in play: players only (a visitor goes home and gets the login modal). */
export const Route = createFileRoute('/{-$locale}/_layout/play/$gameId')({
  params: {
    parse: (params) => ({ gameId: v.parse(v.pipe(v.string(), v.regex(/^\d+$/)), params.gameId) }),
    stringify: (params) => ({ gameId: params.gameId }),
  },
  validateSearch: v.object({ live: v.optional(v.boolean()) }),
  beforeLoad: ({ params }) => {
    if (!session.get().token) {
      requestLogin();
      throw redirect({ to: '/{-$locale}', params: { locale: params.locale } });
    }
  },
  component: PlayRoute,
});

function PlayRoute() {
  const { gameId } = Route.useParams();
  const { live } = Route.useSearch();
  return <GamePage gameId={Number(gameId)} isLive={live === true} />;
}
