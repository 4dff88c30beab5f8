// Widgets shown in the header for admins only (the notifications bell). Lazy, so guests never
// download admin code or texts.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { useAdminCatalogs } from '@/web/i18n';

export const adminHeaderWidgets: LazyExoticComponent<ComponentType>[] = [
  lazy(() => import('@/web/features/notifications/notification-bell')),
];

/** Loads the admin area's texts before the widgets render (inside the header's Suspense boundary). */
export function AdminCatalogs({ children }: { children: React.ReactNode }) {
  useAdminCatalogs();
  return children;
}
