// The admin dashboard's management tabs, one from each feature. Each is lazy (its own chunk), so admin
// code stays out of the public bundle; that is why these name the tab modules rather than the
// features' public entries.
import { lazy } from 'react';
import type { DashboardTab } from '@/web/features/admin';

export const DASHBOARD_TABS: DashboardTab[] = [
  {
    key: 'users',
    label: 'admin.tabs.users',
    Component: lazy(() => import('@/web/features/users/users-tab')),
  },
  {
    key: 'products',
    label: 'admin.tabs.products',
    Component: lazy(() => import('@/web/features/products/admin/products-tab')),
  },
  {
    key: 'comments',
    label: 'admin.tabs.comments',
    badge: 'pendingReplies',
    Component: lazy(() => import('@/web/features/comments/comments-tab')),
  },
  {
    key: 'inquiries',
    label: 'admin.tabs.inquiries',
    badge: 'newInquiries',
    Component: lazy(() => import('@/web/features/inquiries/inquiries-tab')),
  },
  {
    key: 'samples',
    label: 'admin.tabs.samples',
    Component: lazy(() => import('@/web/features/samples/samples-tab')),
  },
  {
    key: 'documentRequests',
    label: 'admin.tabs.documentRequests',
    Component: lazy(() => import('@/web/features/documents/document-requests-tab')),
  },
  {
    key: 'careers',
    label: 'admin.tabs.careers',
    Component: lazy(() => import('@/web/features/careers/careers-tab')),
  },
  {
    key: 'contacts',
    label: 'admin.tabs.contacts',
    badge: 'unreadContacts',
    Component: lazy(() => import('@/web/features/contact/contacts-tab')),
  },
  {
    key: 'outbox',
    label: 'admin.tabs.outbox',
    Component: lazy(() => import('@/web/features/mail/outbox-tab')),
  },
];
