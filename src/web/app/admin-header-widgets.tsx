// Widgets shown in the header for admins only (the notifications bell). Lazy, so guests never
// download admin code.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export const adminHeaderWidgets: LazyExoticComponent<ComponentType>[] = [
  lazy(() => import('@/web/features/notifications/notification-bell')),
];
