import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { SITE_CONTENT_TYPES } from '../../../contract/constants';
import { contentQueries } from '../features/content/api/content-queries';
import { requirePermission, signedInRoute } from './signed-in-route';

export const contentRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'content',
  validateSearch: v.object({
    type: v.optional(v.picklist(SITE_CONTENT_TYPES), 'promotion'),
    slug: v.optional(v.string()),
  }),
  // defaults stay out of the address
  search: { middlewares: [stripSearchParams({ type: 'promotion' })] },
  beforeLoad: requirePermission('content.read'),
  loaderDeps: ({ search }) => ({ type: search.type }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(contentQueries.byType(deps.type)),
  // its own chunk: the preview's sanitiser (sanitize-html) is most of the content screen
  component: lazyRouteComponent(
    () => import('../features/content/components/content-screen'),
    'ContentScreen',
  ),
});
