// Loads a language's catalogs into the page's translator as the page needs them: the core (every
// page's words) before the first page renders, a page's own namespaces with its code (the route's
// `handle.catalogs`, see app/routes.tsx), the reviews' with the reviews, the admin area's with the
// admin area (and all public ones, which admin pages show too). The server preloads the first page's catalog chunks with its HTML (entry-server.tsx).
import type { I18n, Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use } from 'react';
import type { Locale } from '@/i18n/locales';
import type { PageNamespace } from '@/i18n/namespaces';
import { getPageI18n } from './page-i18n';

type CatalogChunk = () => Promise<{ messages: Messages }>;

const CORE: Record<Locale, CatalogChunk> = {
  en: () => import('./public-en'),
  bn: () => import('./public-bn'),
};

// One chunk per language and namespace, compiled by Lingui's Vite plugin.
const PAGE_CATALOGS = import.meta.glob<Messages>(
  '/src/i18n/catalogs/*/{catalogue,basket,pages,account,reviews}.json',
  {
    query: '?lingui',
    import: 'messages',
  },
);
const pageCatalog = (locale: Locale, namespace: PageNamespace) =>
  PAGE_CATALOGS[`/src/i18n/catalogs/${locale}/${namespace}.json`]!();

const ADMIN: Record<Locale, CatalogChunk> = {
  en: () => import('./admin-en'),
  bn: () => import('./admin-bn'),
};

/** The modules the server names in its preloads for a page (see web-app.ts and entry-server.tsx). */
export const coreCatalogModule = (locale: Locale) => `src/web/i18n/public-${locale}.ts`;
export const pageCatalogModule = (locale: Locale, namespace: PageNamespace) =>
  `src/i18n/catalogs/${locale}/${namespace}.json?lingui`;

export const loadCoreCatalog = async (locale: Locale) => (await CORE[locale]()).messages;

// What each translator has loaded or is loading, by name, so each is fetched once and a component
// that suspends on it (React's use()) is given the same promise on every render.
const loads = new WeakMap<I18n, Map<string, Promise<void>>>();

function once(i18n: I18n, name: string, load: () => Promise<void>): Promise<void> {
  let started = loads.get(i18n);
  if (!started) loads.set(i18n, (started = new Map()));
  let loading = started.get(name);
  if (!loading) started.set(name, (loading = load()));
  return loading;
}

const loadPageNamespaces = (i18n: I18n, namespaces: readonly PageNamespace[]) =>
  once(i18n, namespaces.join(','), async () => {
    await Promise.all(
      namespaces.map((namespace) =>
        once(i18n, namespace, async () => {
          i18n.load(i18n.locale, await pageCatalog(i18n.locale as Locale, namespace));
        }),
      ),
    );
  });

/**
 * Namespaces a route or a late section needs, loaded with its code (routes.tsx, the product page's
 * reviews). Only the browser's page has to: the server's translator holds every public catalog.
 */
export async function loadCatalogs(namespaces: readonly PageNamespace[] | undefined) {
  const i18n = getPageI18n();
  if (i18n && namespaces?.length) await loadPageNamespaces(i18n, namespaces);
}

/**
 * Suspends until the admin area's texts are in the translator; the admin guard and the admin's
 * header widgets call it, so guests never download them. Admin pages also show public components.
 */
export function useAdminCatalogs() {
  const { i18n } = useLingui();
  use(
    once(i18n, 'admin', async () => {
      const [admin] = await Promise.all([
        ADMIN[i18n.locale as Locale](),
        loadPageNamespaces(i18n, ['catalogue', 'basket', 'pages', 'account', 'reviews']),
      ]);
      i18n.load(i18n.locale, admin.messages);
    }),
  );
}
