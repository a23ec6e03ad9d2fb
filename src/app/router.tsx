import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../route-tree.gen';
import { ErrorPage } from '../components/error-page';
import { shouldPreload, type ConnectionInfo } from '../lib/network';
import { NotFoundPage } from '../components/not-found-page';
import { queryClient } from './query-client';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: shouldPreload(
    (navigator as Navigator & { connection?: ConnectionInfo }).connection,
  )
    ? 'intent'
    : false,
  defaultErrorComponent: ErrorPage,
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
