import './styles.css';
import { I18nProvider } from '@lingui/react';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { NUMERALS } from '@/i18n/figures';
import { basenameOf, localeOfPath } from '@/i18n/locales';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { sessionQuery } from './features/auth';
import { loadCoreCatalog } from './i18n/catalogs';
import { createI18n } from './i18n/create-i18n';
import { setPageI18n } from './i18n/page-i18n';

const queryClient = createQueryClient();

// A server-rendered page brings the data it was rendered from (src/web/entry-server.tsx): the query
// cache starts with it, so hydrating renders the same page without asking the API again.
const state = document.getElementById('app-state');
if (state?.textContent) hydrate(queryClient, JSON.parse(state.textContent));

// The page's language is in its address (/bn/... for Bengali); the digits Bengali pages write are a
// site setting the server puts on <html data-numerals>.
const locale = localeOfPath(window.location.pathname);
const basename = basenameOf(locale);
const numerals = document.documentElement.dataset.numerals === 'latin' ? NUMERALS[1] : NUMERALS[0];

/**
 * Loads the code of the routes matching the address the visitor arrived at before the router is
 * made. Pages are lazy routes (one chunk each, preloaded by the server's HTML); were the first page's
 * chunk still loading when the router renders, the router would render nothing at all (and a
 * server-rendered page would not hydrate). Later navigations load their chunk while the current page
 * stays.
 */
async function loadFirstPage(routeList: RouteObject[]) {
  const matches = matchRoutes(routeList, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

async function start() {
  // Every page's words first: the first page's route loads its own into the same translator.
  const i18n = createI18n(locale, numerals, await loadCoreCatalog(locale));
  setPageI18n(i18n);
  // Should the chunk fail to load, the router tries again itself and shows its error screen.
  await loadFirstPage(routes).catch(() => undefined);
  return i18n;
}

// The session check starts at once, alongside the first page's code and texts, not after them.
void queryClient.prefetchQuery(sessionQuery);
start().then((i18n) => {
  const router = createBrowserRouter(routes, { basename });
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
