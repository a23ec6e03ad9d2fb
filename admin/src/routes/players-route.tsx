import { createRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { PlayersPage } from '../features/players/components/players-page';
import { requirePermission, signedInRoute } from './signed-in-route';

export const playersRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'players',
  validateSearch: v.object({
    q: v.optional(v.pipe(v.string(), v.maxLength(100))),
    page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  }),
  // defaults stay out of the address
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: requirePermission('players.read'),
  component: function PlayersRoute() {
    const { q, page } = playersRoute.useSearch();
    const navigate = playersRoute.useNavigate();
    return (
      <PlayersPage
        query={q}
        page={page}
        onSearch={(search) => void navigate({ search: { page: 1, ...search } })}
      />
    );
  },
});
