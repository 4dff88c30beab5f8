import './styles.css';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { sessionQuery } from './features/auth';

const queryClient = createQueryClient();

// A server-rendered page brings the data it was rendered from (src/web/entry-server.tsx): the query
// cache starts with it, so hydrating renders the same page without asking the API again.
const state = document.getElementById('app-state');
if (state?.textContent) hydrate(queryClient, JSON.parse(state.textContent));

/**
 * Loads the code of the routes matching the address the visitor arrived at before the router is
 * made. Pages are lazy routes (one chunk each, preloaded by the server's HTML); were the first page's
 * chunk still loading when the router renders, the router would render nothing at all (and a
 * server-rendered page would not hydrate). Later navigations load their chunk while the current page
 * stays.
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
    const app = (
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>
    );
    const root = document.getElementById('root')!;
    if (root.firstElementChild) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
