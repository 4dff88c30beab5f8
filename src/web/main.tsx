import './styles.css';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { NUMERALS } from '@/i18n/figures';
import { basenameOf, localeOfPath, pathWithoutLocale } from '@/i18n/locales';
import { Layout } from './app/layout';
import { mount } from './app/mount';
import { createQueryClient } from './app/query-client';
import { takeOver } from './app/query-hand-off';
import { preloadPage } from './app/routes';
import { beforeNavigation, startScrollRestoration } from './app/scroll-restoration';
import { sessionQuery } from './features/auth';
import { loadCoreCatalog } from './i18n/catalogs';
import { createI18n } from './i18n/create-i18n';
import { setPageI18n } from './i18n/page-i18n';
import { tokenStore } from './lib/api-client';
import { AppRouter, type NavigateOptions, withoutTrailingSlash } from './lib/router';

const queryClient = createQueryClient();

// A server-rendered page brings the data it was rendered from (src/web/entry-server.tsx): the query
// cache starts with it, so hydrating renders the same page without asking the API again.
const state = document.getElementById('app-state');
if (state?.textContent) takeOver(queryClient, state.textContent);

// The page's language is in its address (/bn/... for Bengali); the digits Bengali pages write are a
// site setting the server puts on <html data-numerals>.
const locale = localeOfPath(window.location.pathname);
const basename = basenameOf(locale);
const numerals = document.documentElement.dataset.numerals === 'latin' ? NUMERALS[1] : NUMERALS[0];

/**
 * Each of the app's navigations (links, redirects, navigate()) first loads the next page's code and
 * words, so the current page stays until the next one can be drawn, then keeps the scroll position
 * for back and forward (app/scroll-restoration.ts).
 */
const aroundNav = (
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void,
  to: string,
  options?: NavigateOptions,
) => {
  const target = withoutTrailingSlash(to);
  const go = () => navigate(target, { replace: options?.replace, state: beforeNavigation(options) });
  const loading = preloadPage(pathWithoutLocale(new URL(target, window.location.href).pathname));
  // Should the chunk fail to load, the page's own boundary shows the error when it renders.
  if (loading) loading.then(go, go);
  else go();
};

async function start() {
  // Every page's words first: the first page's route loads its own into the same translator.
  const i18n = createI18n(locale, numerals, await loadCoreCatalog(locale));
  setPageI18n(i18n);
  // The first page's code (preloaded by the server's HTML) before hydrating, which then draws it at
  // once. Its lazy parts (what is below the fold) are hydrated when they arrive; the footer never is
  // (app/site-footer.tsx). A signed-in visitor's page changes as soon as the session check answers
  // (the header's links, the admin's texts), which should rather find those parts hydrated: their
  // code is asked for at once, without holding up hydration (a click before it would be lost).
  // Should a chunk fail to load, rendering tries again.
  const path = pathWithoutLocale(window.location.pathname);
  if (await signedIn) void preloadPage(path)?.catch(() => undefined);
  await preloadPage(path, false)?.catch(() => undefined);
  return i18n;
}

// The session check starts at once, alongside the first page's code and texts, not after them, but
// in a task of its own: the first read of local storage (the token) costs 26-74 ms on a slow phone,
// which would lengthen the task that runs the app's code. It is done before hydrating (start() waits
// for it), so the page's useSession finds the check under way rather than reading the storage itself.
const signedIn = new Promise<boolean>((resolve) =>
  setTimeout(() => {
    void queryClient.prefetchQuery(sessionQuery);
    resolve(tokenStore.get() !== null);
  }, 0),
);
startScrollRestoration();
start().then((i18n) => {
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AppRouter base={basename} aroundNav={aroundNav as never}>
            <Layout />
          </AppRouter>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
  mount(document.getElementById('root')!, app);
});
