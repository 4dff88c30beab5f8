// Every page of the site. Each page is its own chunk; admin pages load only for admins. Public
// pages are rendered on the server too (src/web/entry-server.tsx): their `handle` names the data
// they show first; pages that depend on the session or a secret link are rendered by the browser.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate, useLocation } from 'react-router';
import { prefetchCareers } from '@/web/features/careers/prefetch';
import { prefetchCatalogue, prefetchProduct } from '@/web/features/products/prefetch';
import { loadCatalogs } from '@/web/i18n/catalogs';
import type { RouteHandle } from '@/web/lib/route-prefetch';
import { AfterSessionCheck, GuestOnly, RequireAdmin } from './guards';
import { Layout } from './layout';

// Each page module, loaded when its route is first shown. The key (the file's path) is also what
// the server looks up in the build manifest to preload the page's code with its HTML.
const pageModules = import.meta.glob<{ default: ComponentType }>('/src/web/**/*-page.tsx');

const page = (module: string, handle: RouteHandle = {}) => {
  const load = pageModules[module];
  if (!load) throw new Error(`No page module ${module}`);
  return {
    // The page's code and its words arrive together.
    lazy: async () => {
      const [loaded] = await Promise.all([load(), loadCatalogs(handle.catalogs)]);
      return { Component: loaded.default };
    },
    handle: { ...handle, module: module.slice(1) } satisfies RouteHandle,
  };
};

/** /products is the catalogue's old address: go to / with the same search and filter. */
function ToCatalogue() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/', search }} replace />;
}

// What each page shows beyond every page's words (src/i18n/namespaces.ts).
const catalogue = { catalogs: ['catalogue'] } as const satisfies RouteHandle;
const pages = { catalogs: ['pages'] } as const satisfies RouteHandle;
const account = { catalogs: ['account'] } as const satisfies RouteHandle;
const clientOnly: RouteHandle = { clientOnly: true };

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        index: true,
        ...page('/src/web/features/products/catalogue-page.tsx', {
          prefetch: prefetchCatalogue,
          ...catalogue,
        }),
      },
      {
        path: '/products/:productId',
        ...page('/src/web/features/products/product-page.tsx', { prefetch: prefetchProduct, ...catalogue }),
      },
      { path: '/home', ...page('/src/web/features/site/home-page.tsx', pages) },
      { path: '/about', ...page('/src/web/features/site/about-page.tsx', pages) },
      {
        path: '/careers',
        ...page('/src/web/features/careers/careers-page.tsx', { prefetch: prefetchCareers, ...pages }),
      },
      { path: '/contact', ...page('/src/web/features/contact/contact-page.tsx', pages) },
      {
        path: '/quotes/:token',
        ...page('/src/web/features/tracking/tracking-page.tsx', { ...clientOnly, ...account }),
      },
      {
        path: '/quote-basket',
        ...page('/src/web/features/quote-basket/quote-basket-page.tsx', {
          ...clientOnly,
          catalogs: ['catalogue', 'basket'],
        }),
      },
      {
        element: <AfterSessionCheck />,
        handle: clientOnly,
        children: [
          { path: '/profile', ...page('/src/web/features/auth/profile-page.tsx', account) },
          {
            path: '/profile/inquiries/:inquiryId',
            ...page('/src/web/features/tracking/my-inquiry-page.tsx', account),
          },
        ],
      },
      { path: '/products', element: <ToCatalogue />, handle: clientOnly },
      {
        element: <GuestOnly />,
        handle: clientOnly,
        children: [
          { path: '/login', ...page('/src/web/features/auth/login-page.tsx', account) },
          { path: '/signup', ...page('/src/web/features/auth/signup-page.tsx', account) },
        ],
      },
      {
        element: <RequireAdmin />,
        handle: clientOnly,
        children: [
          { path: '/admin', ...page('/src/web/app/admin-dashboard-page.tsx') },
          { path: '/admin/inquiries', ...page('/src/web/features/inquiries/inquiries-page.tsx') },
          {
            path: '/products/:productId/edit',
            ...page('/src/web/features/products/admin/edit-product-page.tsx'),
          },
        ],
      },
      { path: '*', ...page('/src/web/features/site/not-found-page.tsx', pages) },
    ],
  },
];
