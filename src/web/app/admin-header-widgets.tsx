// Widgets shown in the header for admins only (the notifications bell), after the admin area's texts.
// The header loads this module lazily, so guests never download admin code or texts, nor the code
// that would load them.
import { lazy } from 'react';
import { useAdminCatalogs } from '@/web/i18n/admin-catalogs';

const NotificationBell = lazy(() => import('@/web/features/notifications/notification-bell'));

export default function AdminHeaderWidgets() {
  useAdminCatalogs();
  return <NotificationBell />;
}
