// Every page of the site. Each page is its own chunk; admin pages load only for admins. Public
// pages are rendered on the server too (src/web/entry-server.tsx): their `handle` names the data
// they show first; pages that depend on the session or a secret link are rendered by the browser.
// One table serves the browser (<Pages>), the server (matchPage) and the preloading of a page's code
// before the app goes to it (preloadPage).
import { type ComponentType, lazy, type ReactNode } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch } from 'wouter';
import { loadCatalogs } from '@/web/i18n/catalogs';
import type { RouteHandle, RoutePrefetch } from '@/web/lib/route-prefetch';
import { Navigate, useLocation } from '@/web/lib/router';

// The guards of the pages that depend on the session (guards.tsx) load with those pages.
type GuardName = 'RequireAdmin' | 'GuestOnly' | 'AfterSessionCheck';
const loadGuards = () => import('./guards');

// Each page module, loaded when its route is first shown. The key (the file's path) is also what
// the server looks up in the build manifest to preload the page's code with its HTML.
// A page may load parts of itself lazily (what is below the fold); `preloadParts` loads them.
type PageModule = { default: ComponentType; preloadParts?: () => Promise<unknown> };
const pageModules = import.meta.glob<PageModule>('/src/web/**/*-page.tsx');

type Page = {
  Component: ComponentType;
  /**
   * Loads the page's code and words; with `parts`, its lazy parts too (before going to the page,
   * so nothing appears late; not for the first page, which hydrates them when they arrive).
   */
  preload: (parts?: boolean) => Promise<unknown>;
};

/**
 * A page's code and its words, loaded together once. Once loaded, the lazy component renders at
 * once (its thenable answers synchronously), so the first page hydrates without suspending.
 */
function lazyPage(module: string, catalogs: RouteHandle['catalogs'], guard?: GuardName): Page {
  const load = pageModules[module];
  if (!load) throw new Error(`No page module ${module}`);
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const preloadPage = () => {
    loading ??= Promise.all([load(), loadCatalogs(catalogs), guard && loadGuards()]).then(
      ([page, , guards]) => (loaded = guards && guard ? guarded(guards[guard], page) : page),
      (error) => {
        // Asked again next time (a chunk lost to a bad connection).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const preload = async (parts = true) => {
    const page = await preloadPage();
    if (parts) await page.preloadParts?.();
  };
  const Component = lazy(() =>
    loaded
      ? // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one answers at once.
        ({ then: (resolve: (page: PageModule) => void) => resolve(loaded!) } as never)
      : preloadPage(),
  );
  return { Component, preload };
}

/** The page inside its guard. */
function guarded(Guard: ComponentType<{ children: ReactNode }>, page: PageModule): PageModule {
  const Page = page.default;
  return {
    ...page,
    default: () => (
      <Guard>
        <Page />
      </Guard>
    ),
  };
}

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

export type PageRoute = {
  /** A wouter (regexparam) pattern, matched without the language prefix. */
  path: string;
  handle: RouteHandle;
  page?: Page;
  element?: ComponentType;
};

const page = (path: string, module: string, handle: RouteHandle = {}, guard?: GuardName): PageRoute => ({
  path,
  page: lazyPage(module, handle.catalogs, guard),
  handle: { ...handle, ...(guard ? { clientOnly: true } : {}), module: module.slice(1) },
});

// What each page shows beyond every page's words (src/i18n/namespaces.ts); `messages` where it shows
// contract messages beyond the core ones as it renders (the catalogue and product pages show core ones).
const catalogue = { catalogs: ['catalogue'] } as const satisfies RouteHandle;
const pages = { catalogs: ['pages'] } as const satisfies RouteHandle;
const pagesAndMessages = { catalogs: ['pages', 'messages'] } as const satisfies RouteHandle;
const account = { catalogs: ['account', 'messages'] } as const satisfies RouteHandle;
const clientOnly: RouteHandle = { clientOnly: true };

// First match wins.
export const ROUTES: PageRoute[] = [
  page('/', '/src/web/features/products/catalogue-page.tsx', { prefetch: prefetchCatalogue, ...catalogue }),
  page('/products/:productId', '/src/web/features/products/product-page.tsx', {
    prefetch: prefetchProduct,
    ...catalogue,
  }),
  page('/home', '/src/web/features/site/home-page.tsx', pages),
  page('/about', '/src/web/features/site/about-page.tsx', pages),
  page('/careers', '/src/web/features/careers/careers-page.tsx', {
    prefetch: prefetchCareers,
    ...pagesAndMessages,
  }),
  page('/contact', '/src/web/features/contact/contact-page.tsx', pagesAndMessages),
  page('/quotes/:token', '/src/web/features/tracking/tracking-page.tsx', { ...clientOnly, ...account }),
  page('/samples/:token', '/src/web/features/samples/sample-tracking-page.tsx', {
    ...clientOnly,
    ...account,
  }),
  page('/documents', '/src/web/features/documents/documents-page.tsx', {
    prefetch: prefetchDocuments,
    catalogs: ['pages', 'catalogue', 'messages'],
  }),
  page('/documents/download/:token', '/src/web/features/documents/document-download-page.tsx', {
    ...clientOnly,
    catalogs: ['pages', 'catalogue', 'messages'],
  }),
  page('/quote-basket', '/src/web/features/quote-basket/quote-basket-page.tsx', {
    ...clientOnly,
    catalogs: ['catalogue', 'basket', 'messages'],
  }),
  page('/profile', '/src/web/features/auth/profile-page.tsx', account, 'AfterSessionCheck'),
  page(
    '/profile/inquiries/:inquiryId',
    '/src/web/features/tracking/my-inquiry-page.tsx',
    account,
    'AfterSessionCheck',
  ),
  { path: '/products', element: ToCatalogue, handle: clientOnly },
  page('/login', '/src/web/features/auth/login-page.tsx', account, 'GuestOnly'),
  page('/signup', '/src/web/features/auth/signup-page.tsx', account, 'GuestOnly'),
  page('/forgot-password', '/src/web/features/auth/forgot-password-page.tsx', { ...clientOnly, ...account }),
  page('/reset-password/:token', '/src/web/features/auth/reset-password-page.tsx', {
    ...clientOnly,
    ...account,
  }),
  page('/admin', '/src/web/app/admin-dashboard-page.tsx', {}, 'RequireAdmin'),
  page('/admin/inquiries', '/src/web/features/inquiries/inquiries-page.tsx', {}, 'RequireAdmin'),
  page('/admin/leads', '/src/web/features/leads/leads-page.tsx', {}, 'RequireAdmin'),
  page('/admin/leads/settings', '/src/web/features/leads/metrics/desk-settings-page.tsx', {}, 'RequireAdmin'),
  page('/admin/leads/:id', '/src/web/features/leads/thread/lead-page.tsx', {}, 'RequireAdmin'),
  page(
    '/products/:productId/edit',
    '/src/web/features/products/admin/edit-product-page.tsx',
    // The document part names types and languages as the public pages do.
    { catalogs: ['catalogue', 'pages'] },
    'RequireAdmin',
  ),
  page('*', '/src/web/features/site/not-found-page.tsx', pages),
];

/** The route an address (without its language prefix) shows, and its parameters. */
export function matchPage(pathname: string) {
  for (const route of ROUTES) {
    const [matches, params] = matchRoute(parse, route.path, pathname);
    if (matches) return { route, params: params as Record<string, string | undefined> };
  }
  return null;
}

/** Loads the code and words of the page at an address (the first page, or the next one). */
export const preloadPage = (pathname: string, parts = true) =>
  matchPage(pathname)?.route.page?.preload(parts);

function RoutePage({ route }: { route: PageRoute }) {
  const Component = route.page?.Component ?? route.element!;
  return <Component />;
}

/** The page at the current address. */
export function Pages() {
  return (
    <Switch>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          <RoutePage route={route} />
        </Route>
      ))}
    </Switch>
  );
}
