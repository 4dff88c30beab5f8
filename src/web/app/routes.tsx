// Every public page of the site, and the admin area as one entry whose own table (admin-routes.tsx)
// is a chunk that only admins load: no public page's code names the admin pages' files. Public pages
// are rendered on the server too (src/web/entry-server.tsx): their `handle` names the data they show
// first; pages that depend on the session or a secret link are rendered by the browser. One table
// serves the browser (<Pages>), the server (matchPage) and the preloading of a page's code before the
// app goes to it (preloadPage).

import type { RouteHandle, RoutePrefetch } from '@/web/lib/route-prefetch';
import { Navigate, useLocation } from '@/web/lib/router';
import {
  type GuardName,
  lazyArea,
  lazyPage,
  matchIn,
  type PageModule,
  type PageRoute,
  RouteSwitch,
} from './lazy-page';

// Each public page module, loaded when its route is first shown. The key (the file's path) is also
// what the server looks up in the build manifest to preload the page's code with its HTML.
const pageModules = import.meta.glob<PageModule>([
  '/src/web/features/**/*-page.tsx',
  // The admin area's pages are in its own table.
  '!/src/web/features/{admin,inquiries,leads}/**',
  '!/src/web/features/*/admin/**',
]);

/**
 * The data a page shows first, from a module the browser never downloads: only the server prefetches.
 * Each import sits behind `import.meta.env.SSR`, false in the browser's build, which then leaves it
 * out altogether with the list of files it would preload.
 */
const prefetchFrom =
  <M,>(load: () => Promise<M>, pick: (module: M) => RoutePrefetch): RoutePrefetch =>
  async (queryClient, route) =>
    pick(await load())(queryClient, route);
const prefetchCatalogue = import.meta.env.SSR
  ? prefetchFrom(
      () => import('@/web/features/products/prefetch'),
      (module) => module.prefetchCatalogue,
    )
  : undefined;
const prefetchProduct = import.meta.env.SSR
  ? prefetchFrom(
      () => import('@/web/features/products/prefetch'),
      (module) => module.prefetchProduct,
    )
  : undefined;
const prefetchCareers = import.meta.env.SSR
  ? prefetchFrom(
      () => import('@/web/features/careers/prefetch'),
      (module) => module.prefetchCareers,
    )
  : undefined;
const prefetchDocuments = import.meta.env.SSR
  ? prefetchFrom(
      () => import('@/web/features/documents/prefetch'),
      (module) => module.prefetchDocuments,
    )
  : undefined;

/** /products is the catalogue's old address: go to / with the same search and filter. */
function ToCatalogue() {
  const { search } = useLocation();
  return <Navigate to={`/${search}`} replace />;
}

/** A public page, by its module's path under src/web/features without "-page.tsx". */
const page = (path: string, name: string, handle: RouteHandle = {}, guard?: GuardName): PageRoute => {
  const module = `/src/web/features/${name}-page.tsx`;
  const load = pageModules[module];
  if (!load) throw new Error(`No page module ${module}`);
  return {
    path,
    page: lazyPage(load, handle.catalogs, guard),
    handle: { ...handle, ...(guard ? { clientOnly: true } : {}), module: module.slice(1) },
  };
};

// What each page shows beyond every page's words (src/i18n/namespaces.ts); `messages` where it shows
// contract messages beyond the core ones as it renders (the catalogue and product pages show core ones).
const catalogue = { catalogs: ['catalogue'] } as const satisfies RouteHandle;
const pages = { catalogs: ['pages'] } as const satisfies RouteHandle;
const pagesAndMessages = { catalogs: ['pages', 'messages'] } as const satisfies RouteHandle;
const account = { catalogs: ['account', 'messages'] } as const satisfies RouteHandle;
const clientOnly: RouteHandle = { clientOnly: true };
const adminArea = lazyArea(() => import('./admin-routes'));

// First match wins.
export const ROUTES: PageRoute[] = [
  page('/', 'products/catalogue', { prefetch: prefetchCatalogue, ...catalogue }),
  page('/products/:productId', 'products/product', {
    prefetch: prefetchProduct,
    ...catalogue,
  }),
  page('/home', 'site/home', pages),
  page('/about', 'site/about', pages),
  page('/careers', 'careers/careers', {
    prefetch: prefetchCareers,
    ...pagesAndMessages,
  }),
  page('/contact', 'contact/contact', pagesAndMessages),
  page('/quotes/:token', 'tracking/tracking', { ...clientOnly, ...account }),
  page('/samples/:token', 'samples/sample-tracking', {
    ...clientOnly,
    ...account,
  }),
  page('/documents', 'documents/documents', {
    prefetch: prefetchDocuments,
    catalogs: ['pages', 'catalogue', 'messages'],
  }),
  page('/documents/download/:token', 'documents/document-download', {
    ...clientOnly,
    catalogs: ['pages', 'catalogue', 'messages'],
  }),
  page('/quote-basket', 'quote-basket/quote-basket', {
    ...clientOnly,
    catalogs: ['catalogue', 'basket', 'messages'],
  }),
  page('/profile', 'auth/profile', account, 'AfterSessionCheck'),
  page('/profile/inquiries/:inquiryId', 'tracking/my-inquiry', account, 'AfterSessionCheck'),
  { path: '/products', element: ToCatalogue, handle: clientOnly },
  page('/login', 'auth/login', account, 'GuestOnly'),
  page('/signup', 'auth/signup', account, 'GuestOnly'),
  page('/forgot-password', 'auth/forgot-password', { ...clientOnly, ...account }),
  page('/reset-password/:token', 'auth/reset-password', {
    ...clientOnly,
    ...account,
  }),
  // The admin area (/admin, /admin/..., and a product's edit page), client-rendered.
  { path: '/admin/*?', page: adminArea, handle: clientOnly },
  { path: '/products/:productId/edit', page: adminArea, handle: clientOnly },
  page('*', 'site/not-found', pages),
];

/** The route an address (without its language prefix) shows, and its parameters. */
export const matchPage = (pathname: string) => matchIn(ROUTES, pathname);

/** Loads the code and words of the page at an address (the first page, or the next one). */
export const preloadPage = (pathname: string, parts = true) =>
  matchPage(pathname)?.route.page?.preload(parts, pathname);

/** The page at the current address. */
export const Pages = () => <RouteSwitch routes={ROUTES} />;
