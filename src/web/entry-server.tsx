// The server's rendering of a public page (built by `vite build --ssr` into dist/ssr, loaded by
// src/server/features/site/page-renderer.ts). The route table matches the address, the route's
// `handle.prefetch` fills a fresh query cache through the API, Preact renders the page into HTML
// (the app is written against React's API: vite.config.ts), and the cache goes with it (dehydrated)
// so the browser hydrates without asking for anything again.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { type ReactElement, StrictMode } from 'react';
import type { PriorityPicture, Rendered } from '@/contract/rendered-page';
import type { Numerals } from '@/i18n/figures';
import { basenameOf, type Locale, localeOfPath, pathWithoutLocale } from '@/i18n/locales';
import { Layout } from './app/layout';
import { handOver, keepAnswers } from './app/query-hand-off';
import { matchPage } from './app/routes';
import { preloadFooter } from './app/site-footer';
import { coreCatalogModule, pageCatalogModule } from './i18n/catalogs';
import { createI18n } from './i18n/create-i18n';
import { messages as bengaliCore } from './i18n/public-bn';
import { messages as englishCore } from './i18n/public-en';
import { setApiTransport } from './lib/api-client';
import { PriorityPictures } from './lib/priority-pictures';
import { AppRouter } from './lib/router';

// Each rendering asks the API through the server's reads for its page (renderings run concurrently,
// so the API client's one transport looks up the one of the rendering it is called from).
const transports = new AsyncLocalStorage<typeof fetch>();
setApiTransport((input, init) => {
  const transport = transports.getStore();
  if (!transport) return Promise.reject(new Error('The API was asked outside a page rendering'));
  return transport(input, init);
});

const RENDER_TIMEOUT_MS = 5_000;

// Every public catalog of each language: the server renders any public page from one translator.
const PAGE_CATALOGS = import.meta.glob<Messages>(
  '/src/i18n/catalogs/*/{catalogue,basket,pages,account,reviews,messages}.json',
  {
    query: '?lingui',
    import: 'messages',
    eager: true,
  },
);
const publicMessages = (locale: Locale, core: Messages): Messages =>
  Object.assign(
    { ...core },
    ...Object.entries(PAGE_CATALOGS)
      .filter(([file]) => file.startsWith(`/src/i18n/catalogs/${locale}/`))
      .map(([, messages]) => messages),
  );
const PUBLIC_MESSAGES = { en: publicMessages('en', englishCore), bn: publicMessages('bn', bengaliCore) };

/**
 * Renders the whole page, every lazy part resolved: the HTML is cached and crawlers read it, and it
 * holds no inline script (the site's Content-Security-Policy runs none).
 */
function renderToString(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Rendering took too long')), RENDER_TIMEOUT_MS);
    timer.unref();
    // React's element type names the same element Preact made of the JSX (vite.config.ts).
    Promise.resolve(renderToStringAsync(element as unknown as VNode))
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

// While an AsyncLocalStorage is in use, Node (20) runs a hook on every promise and every other async
// resource the process makes, for every request: 5 % of the main thread's time serving kept pages
// (a CPU profile under load), for the sake of the few requests that render one. It is switched off
// whenever no rendering is under way, and on again by the next one's `run`.
let renderings = 0;

export async function render(
  url: string,
  options: { numerals: Numerals; fetch: typeof fetch },
): Promise<Rendered> {
  renderings++;
  try {
    return await transports.run(options.fetch, () => renderPage(url, options.numerals));
  } finally {
    if (--renderings === 0) transports.disable();
  }
}

async function renderPage(url: string, numerals: Numerals): Promise<Rendered> {
  const address = new URL(url, 'http://site.invalid');
  const locale = localeOfPath(address.pathname);
  // Bengali pages are the same routes under /bn.
  const bare = pathWithoutLocale(address.pathname);
  const match = matchPage(bare);
  if (!match || match.route.handle.clientOnly || bare.startsWith('/admin')) return { kind: 'client' };
  const { route, params } = match;

  // Fresh per request: one visitor's page never carries another's data.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  // The page's code too, and the footer's, so that they render at once rather than suspending.
  await Promise.all([
    route.handle.prefetch?.(queryClient, { params, url: address }),
    route.page?.preload(),
    preloadFooter(),
  ]);
  keepAnswers(queryClient);

  const i18n = createI18n(locale, numerals, PUBLIC_MESSAGES[locale]);
  const pictures: PriorityPicture[] = [];
  const html = await renderToString(
    <StrictMode>
      <PriorityPictures value={pictures}>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <AppRouter base={basenameOf(locale)} ssrPath={address.pathname} ssrSearch={address.search}>
              <Layout />
            </AppRouter>
          </QueryClientProvider>
        </I18nProvider>
      </PriorityPictures>
    </StrictMode>,
  );
  const state = handOver(queryClient);
  queryClient.clear();
  return {
    kind: 'page',
    html,
    state,
    pictures,
    // The page's code and its words (and, for Bengali, the font), preloaded with its HTML.
    modules: [
      coreCatalogModule(locale),
      ...(route.handle.module ? [route.handle.module] : []),
      ...(route.handle.catalogs ?? []).flatMap((namespace) => pageCatalogModule(locale, namespace) ?? []),
    ],
  };
}
