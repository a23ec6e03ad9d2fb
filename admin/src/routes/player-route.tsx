import { createRoute, notFound, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { playerQueries } from '../features/players/api/player-queries';
import { PlayerPage } from '../features/players/components/player-page';
import { PLAYER_TABS } from '../features/players/player-tabs';
import { requirePermission, signedInRoute } from './signed-in-route';

const positive = v.pipe(v.number(), v.integer(), v.minValue(1));

export const playerRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'players/$playerId',
  validateSearch: v.object({
    tab: v.optional(v.fallback(v.picklist(PLAYER_TABS), 'profile'), 'profile'),
    ledgerPage: v.optional(v.fallback(positive, 1), 1),
  }),
  // the first ledger page stays out of the address; the tab stays in it, so each tab's link is
  // the current page only when its tab is open
  search: { middlewares: [stripSearchParams({ ledgerPage: 1 })] },
  beforeLoad: requirePermission('players.read'),
  loader: ({ context, params }) => {
    const player = Number(params.playerId);
    if (!Number.isSafeInteger(player) || player < 1) throw notFound();
    return context.queryClient.ensureQueryData(playerQueries.detail(player));
  },
  component: function PlayerRoute() {
    const { playerId } = playerRoute.useParams();
    const { tab, ledgerPage } = playerRoute.useSearch();
    const navigate = playerRoute.useNavigate();
    return (
      <PlayerPage
        player={Number(playerId)}
        tab={tab}
        ledgerPage={ledgerPage}
        onLedgerPage={(page) => void navigate({ search: { tab, ledgerPage: page } })}
      />
    );
  },
});
