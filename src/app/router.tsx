import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../route-tree.gen';
import { ErrorPage } from '../components/error-page';
import { NotFoundPage } from '../components/not-found-page';
import { queryClient } from './query-client';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: shouldPreload() ? 'intent' : false,
  defaultErrorComponent: ErrorPage,
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
});

/** Route preloading is skipped on 2g or data-saver connections. */
function shouldPreload(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return !(
    connection?.saveData ||
    connection?.effectiveType === '2g' ||
    connection?.effectiveType === 'slow-2g'
  );
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
