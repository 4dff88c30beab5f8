// The server's rendering of a public page (built by `vite build --ssr` into dist/ssr, loaded by
// src/server/features/site/page-renderer.ts). The route table matches the address, the route's
// `handle.prefetch` fills a fresh query cache through the API, React renders the page into HTML, and
// the cache goes with it (dehydrated) so the browser hydrates without asking for anything again.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { Numerals } from '@/i18n/figures';
import { basenameOf, type Locale, localeOfPath, pathWithoutLocale } from '@/i18n/locales';
import { Layout } from './app/layout';
import { handOver, keepAnswers } from './app/query-hand-off';
import { matchPage } from './app/routes';
import { coreCatalogModule, pageCatalogModule } from './i18n/catalogs';
import { createI18n } from './i18n/create-i18n';
import { messages as bengaliCore } from './i18n/public-bn';
import { messages as englishCore } from './i18n/public-en';
import { setApiTransport } from './lib/api-client';
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

export type Rendered =
  | { kind: 'page'; html: string; state: string; modules: string[] }
  | { kind: 'redirect'; location: string; status: number }
  /** A page the browser renders itself (admin, account, secret links). */
  | { kind: 'client' };

/** Renders the whole page, all Suspense boundaries resolved: the HTML is cached and crawlers read it. */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const { pipe, abort } = renderToPipeableStream(element, {
      // Whole boundaries inline, never outlined into a later segment that an inline script would
      // have to move into place: the site's Content-Security-Policy runs no inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError(error) {
        reject(error);
      },
    });
    setTimeout(() => abort(new Error('Rendering took too long')), RENDER_TIMEOUT_MS).unref();
  });
}

export const render = (
  url: string,
  options: { numerals: Numerals; fetch: typeof fetch },
): Promise<Rendered> => transports.run(options.fetch, () => renderPage(url, options.numerals));

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
  // The page's code too, so that it renders at once rather than suspending.
  await Promise.all([route.handle.prefetch?.(queryClient, { params, url: address }), route.page?.preload()]);
  keepAnswers(queryClient);

  const i18n = createI18n(locale, numerals, PUBLIC_MESSAGES[locale]);
  const html = await renderToString(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AppRouter base={basenameOf(locale)} ssrPath={address.pathname} ssrSearch={address.search}>
            <Layout />
          </AppRouter>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
  const state = handOver(queryClient);
  queryClient.clear();
  return {
    kind: 'page',
    html,
    state,
    // The page's code and its words (and, for Bengali, the font), preloaded with its HTML.
    modules: [
      coreCatalogModule(locale),
      ...(route.handle.module ? [route.handle.module] : []),
      ...(route.handle.catalogs ?? []).flatMap((namespace) => pageCatalogModule(locale, namespace) ?? []),
    ],
  };
}
