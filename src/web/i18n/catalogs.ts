// Loads a language's catalogs into the page's translator as the page needs them: the core (every
// page's words) before the first page renders, a page's own namespaces with its code (the route's
// `handle.catalogs`, see app/routes.tsx), the reviews' with the reviews, the admin area's with the
// admin area (admin-catalogs.ts, with all public ones, which admin pages show too). The server preloads the first page's catalog chunks with its HTML (entry-server.tsx).
// Bengali pages also load the contract's messages beyond the core ones (src/i18n/namespaces.ts) with
// the pages that show them, the first form and the first toast (loadMessages).
import type { I18n, Messages } from '@lingui/core';
import type { Locale } from '@/i18n/locales';
import type { PageCatalog } from '@/i18n/namespaces';
import { getPageI18n, translateForPage } from './page-i18n';

export type CatalogChunk = () => Promise<{ messages: Messages }>;

const CORE: Record<Locale, CatalogChunk> = {
  en: () => import('./public-en'),
  bn: () => import('./public-bn'),
};

// One chunk per language and namespace, compiled by Lingui's Vite plugin (`messages`: Bengali only,
// English pages show the contract's own wording).
const PAGE_CATALOGS = import.meta.glob<Messages>(
  '/src/i18n/catalogs/*/{catalogue,basket,pages,account,reviews,messages}.json',
  {
    query: '?lingui',
    import: 'messages',
  },
);
const catalogFile = (locale: Locale, name: PageCatalog) => `/src/i18n/catalogs/${locale}/${name}.json`;
const pageCatalog = (locale: Locale, name: PageCatalog) => PAGE_CATALOGS[catalogFile(locale, name)];

// The pages' titles and descriptions in Bengali (English pages take theirs from src/contract/pages.ts).
const TITLES: Partial<Record<Locale, CatalogChunk>> = {
  bn: () => import('@/i18n/catalogs/bn/meta.json?lingui'),
};

/** The modules the server names in its preloads for a page (see web-app.ts and entry-server.tsx). */
export const coreCatalogModule = (locale: Locale) => `src/web/i18n/public-${locale}.ts`;
/** The module of a page's catalog, or null where the language has none (English `messages`). */
export const pageCatalogModule = (locale: Locale, name: PageCatalog) =>
  PAGE_CATALOGS[catalogFile(locale, name)] ? `${catalogFile(locale, name).slice(1)}?lingui` : null;

export const loadCoreCatalog = async (locale: Locale) => (await CORE[locale]()).messages;

// What each translator has loaded or is loading, by name, so each is fetched once and a component
// that suspends on it (React's use()) is given the same promise on every render.
const loads = new WeakMap<I18n, Map<string, Promise<void>>>();

export function once(i18n: I18n, name: string, load: () => Promise<void>): Promise<void> {
  let started = loads.get(i18n);
  if (!started) loads.set(i18n, (started = new Map()));
  let loading = started.get(name);
  if (!loading) started.set(name, (loading = load()));
  return loading;
}

// Each namespace's catalog, fetched once per translator; and those already in it.
const fetches = new WeakMap<I18n, Map<PageCatalog, Promise<Messages | undefined>>>();
const applied = new WeakMap<I18n, Set<PageCatalog>>();

function fetchNamespace(i18n: I18n, namespace: PageCatalog) {
  let started = fetches.get(i18n);
  if (!started) fetches.set(i18n, (started = new Map()));
  let fetching = started.get(namespace);
  if (!fetching) {
    const load = pageCatalog(i18n.locale as Locale, namespace);
    started.set(namespace, (fetching = load ? load() : Promise.resolve(undefined)));
  }
  return fetching;
}

/**
 * A set of namespaces goes into the translator in one load: each load makes every text on the page
 * render again (the whole page, in one long task on a slow phone), so the product page's reviews and
 * a Bengali page's messages arriving together cost one such render, not two. Loading nothing (English
 * `messages`) renders nothing again.
 */
export const loadPageNamespaces = (i18n: I18n, namespaces: readonly PageCatalog[]) =>
  once(i18n, namespaces.join(','), async () => {
    const catalogs = await Promise.all(namespaces.map((namespace) => fetchNamespace(i18n, namespace)));
    let done = applied.get(i18n);
    if (!done) applied.set(i18n, (done = new Set()));
    const fresh: Messages = {};
    namespaces.forEach((namespace, i) => {
      if (done.has(namespace)) return;
      done.add(namespace);
      Object.assign(fresh, catalogs[i]);
    });
    if (Object.keys(fresh).length > 0) i18n.load(i18n.locale, fresh);
  });

/**
 * Namespaces a route or a late section needs, loaded with its code (routes.tsx, the product page's
 * reviews). Only the browser's page has to: the server's translator holds every public catalog.
 */
export async function loadCatalogs(namespaces: readonly PageCatalog[] | undefined) {
  const i18n = getPageI18n();
  if (i18n && namespaces?.length) await loadPageNamespaces(i18n, namespaces);
}

/**
 * The contract's messages in the page's language, for a form (its rules and answers) or a toast; a
 * failed load leaves them in English rather than failing what asked for them.
 */
export const loadMessages = () => loadCatalogs(['messages']).catch(() => undefined);

/** Shows a contract or server message (a toast) in the page's language: on a Bengali page, once its catalog is in. */
export function showPageMessage(message: string, show: (text: string) => void) {
  if (getPageI18n()?.locale === 'bn') void loadMessages().then(() => show(translateForPage(message)));
  else show(message);
}

/** The pages' titles and descriptions in the page's language, for the document's head. */
export async function loadPageTitles() {
  const i18n = getPageI18n();
  const titles = i18n && TITLES[i18n.locale as Locale];
  if (i18n && titles) {
    await once(i18n, 'meta', async () => i18n.load(i18n.locale, (await titles()).messages));
  }
}
