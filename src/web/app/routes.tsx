// Every page of the site. Each page is its own chunk; admin pages load only for admins.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate, useLocation } from 'react-router';
import { AfterSessionCheck, GuestOnly, RequireAdmin } from './guards';
import { Layout } from './layout';

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** /products is the catalogue's old address: go to / with the same search and filter. */
function ToCatalogue() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/', search }} replace />;
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, lazy: page(() => import('@/web/features/products/catalogue-page')) },
      { path: '/products/:productId', lazy: page(() => import('@/web/features/products/product-page')) },
      { path: '/home', lazy: page(() => import('@/web/features/site/home-page')) },
      { path: '/about', lazy: page(() => import('@/web/features/site/about-page')) },
      { path: '/careers', lazy: page(() => import('@/web/features/careers/careers-page')) },
      { path: '/contact', lazy: page(() => import('@/web/features/contact/contact-page')) },
      { path: '/quotes/:token', lazy: page(() => import('@/web/features/tracking/tracking-page')) },
      { path: '/quote-basket', lazy: page(() => import('@/web/features/quote-basket/quote-basket-page')) },
      {
        element: <AfterSessionCheck />,
        children: [
          { path: '/profile', lazy: page(() => import('@/web/features/auth/profile-page')) },
          {
            path: '/profile/inquiries/:inquiryId',
            lazy: page(() => import('@/web/features/tracking/my-inquiry-page')),
          },
        ],
      },
      { path: '/products', element: <ToCatalogue /> },
      {
        element: <GuestOnly />,
        children: [
          { path: '/login', lazy: page(() => import('@/web/features/auth/login-page')) },
          { path: '/signup', lazy: page(() => import('@/web/features/auth/signup-page')) },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          { path: '/admin', lazy: page(() => import('./admin-dashboard-page')) },
          { path: '/admin/inquiries', lazy: page(() => import('@/web/features/inquiries/inquiries-page')) },
          {
            path: '/products/:productId/edit',
            lazy: page(() => import('@/web/features/products/admin/edit-product-page')),
          },
        ],
      },
      { path: '*', lazy: page(() => import('@/web/features/site/not-found-page')) },
    ],
  },
];
