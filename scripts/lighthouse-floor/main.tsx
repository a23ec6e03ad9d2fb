// The floor of `npm run lighthouse` and `npm run size`: the least a page built with the app's
// toolchain (Vite, the React plugin) and the card's framework packages (react-dom, TanStack Router
// and Query) can be: one route, one query, nothing else. What the machine makes of it is the part
// of each figure that is the machine's, not the product's; its script is what any page of this
// product must load before its own.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';

function Floor() {
  const words = useQuery({
    queryKey: ['floor'],
    queryFn: () => 'Una página mínima construida con las mismas herramientas que el casino.',
  });
  return (
    <main>
      <h1>Suelo de medida</h1>
      <p>{words.data}</p>
    </main>
  );
}

const queryClient = new QueryClient();
const router = createRouter({ routeTree: createRootRoute({ component: Floor }) });

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
