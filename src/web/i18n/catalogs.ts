// Loads a language's catalogs into the page's translator: the public ones before the first page
// renders (the server preloads their chunk with the page), the admin ones with the admin area.
import type { I18n, Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use } from 'react';
import type { Locale } from '@/i18n/locales';

type CatalogChunk = () => Promise<{ messages: Messages }>;

const PUBLIC: Record<Locale, CatalogChunk> = {
  en: () => import('./public-en'),
  bn: () => import('./public-bn'),
};
const ADMIN: Record<Locale, CatalogChunk> = {
  en: () => import('./admin-en'),
  bn: () => import('./admin-bn'),
};

/** The module the server preloads with a page in this language (see web-app.ts). */
export const PUBLIC_CATALOG_MODULES: Record<Locale, string> = {
  en: 'src/web/i18n/public-en.ts',
  bn: 'src/web/i18n/public-bn.ts',
};

export const loadPublicCatalogs = async (locale: Locale) => (await PUBLIC[locale]()).messages;

const adminLoads = new WeakMap<I18n, Promise<void>>();

/**
 * Suspends until the admin area's texts are in the translator; the admin guard and the admin's
 * header widgets call it, so guests never download them.
 */
export function useAdminCatalogs() {
  const { i18n } = useLingui();
  let load = adminLoads.get(i18n);
  if (!load) {
    load = ADMIN[i18n.locale as Locale]().then(({ messages }) => i18n.load(i18n.locale, messages));
    adminLoads.set(i18n, load);
  }
  use(load);
}
