// The admin area's pages: a chunk of its own, loaded as one page of the public table (routes.tsx)
// when an admin opens one of them, so no public page carries their names or their files' lists.
// Every one is behind RequireAdmin and rendered by the browser.
import type { RouteHandle } from '@/web/lib/route-prefetch';
import { lazyPage, type PageModule, type PageRoute } from './lazy-page';

const admin = (path: string, load: () => Promise<PageModule>, catalogs?: RouteHandle['catalogs']) => ({
  path,
  page: lazyPage(load, catalogs, 'RequireAdmin'),
  handle: { clientOnly: true },
});

export const ROUTES: PageRoute[] = [
  admin('/admin', () => import('./admin-dashboard-page')),
  admin('/admin/inquiries', () => import('@/web/features/inquiries/inquiries-page')),
  admin('/admin/leads', () => import('@/web/features/leads/leads-page')),
  admin('/admin/leads/settings', () => import('@/web/features/leads/metrics/desk-settings-page')),
  admin('/admin/leads/:id', () => import('@/web/features/leads/thread/lead-page')),
  // The document part names types and languages as the public pages do.
  admin('/products/:productId/edit', () => import('@/web/features/products/admin/edit-product-page'), [
    'catalogue',
    'pages',
  ]),
];
