// The admin dashboard's tabs (DESIGN.md §3: /admin?tab=...). Each feature contributes its own
// management tab; the component is lazy so admin code stays out of the public bundle.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export const TAB_KEYS = ['users', 'products', 'comments', 'inquiries', 'careers', 'contacts'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

/** Which count from GET /api/admin/stats, if any, shows as a badge on the tab. */
export type TabBadge = 'unreadContacts' | 'pendingReplies' | 'newInquiries';

export type DashboardTab = {
  key: TabKey;
  label: string;
  badge?: TabBadge;
  Component: LazyExoticComponent<ComponentType>;
};

export const DASHBOARD_TABS: DashboardTab[] = [
  { key: 'users', label: 'User Management', Component: lazy(() => import('@/web/features/users/users-tab')) },
  {
    key: 'products',
    label: 'Product Management',
    Component: lazy(() => import('@/web/features/products/admin/products-tab')),
  },
  {
    key: 'comments',
    label: 'Comments Management',
    badge: 'pendingReplies',
    Component: lazy(() => import('@/web/features/comments/comments-tab')),
  },
  {
    key: 'inquiries',
    label: 'Inquiries',
    badge: 'newInquiries',
    Component: lazy(() => import('@/web/features/inquiries/inquiries-tab')),
  },
  {
    key: 'careers',
    label: 'Career Management',
    Component: lazy(() => import('@/web/features/careers/careers-tab')),
  },
  {
    key: 'contacts',
    label: 'Contact Messages',
    badge: 'unreadContacts',
    Component: lazy(() => import('@/web/features/contact/contacts-tab')),
  },
];
