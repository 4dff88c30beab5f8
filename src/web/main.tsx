import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { sessionQuery } from './features/auth';

const queryClient = createQueryClient();

/**
 * Loads the code of the routes matching the address the visitor arrived at before the router is
 * made. Pages are lazy routes (one chunk each); were the first page's chunk still loading when the
 * router renders, the router would render nothing at all (not even the header) and warn that no
 * HydrateFallback was given. Later navigations load their chunk while the current page stays.
 */
async function loadFirstPage(routeList: RouteObject[]) {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

// The session check starts at once, alongside the first page's code, not after it.
void queryClient.prefetchQuery(sessionQuery);
// Should the chunk fail to load, the router tries again itself and shows its error screen.
loadFirstPage(routes)
  .catch(() => undefined)
  .then(() => {
    const router = createBrowserRouter(routes);
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
