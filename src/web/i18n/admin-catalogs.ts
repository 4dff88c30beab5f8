// The admin area's texts, loaded by the admin guard and the admin's header widgets (both lazy), so
// no guest's page carries even the code that loads them.
import { useLingui } from '@lingui/react';
import { use } from 'react';
import type { Locale } from '@/i18n/locales';
import { type CatalogChunk, loadPageNamespaces, once } from './catalogs';

const ADMIN: Record<Locale, CatalogChunk> = {
  en: () => import('./admin-en'),
  bn: () => import('./admin-bn'),
};

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
        loadPageNamespaces(i18n, ['catalogue', 'basket', 'pages', 'account', 'reviews', 'messages']),
      ]);
      i18n.load(i18n.locale, admin.messages);
    }),
  );
}
