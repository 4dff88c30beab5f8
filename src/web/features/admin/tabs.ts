// The admin dashboard's tabs (DESIGN.md §3: /admin?tab=...). Each feature contributes its own
// management tab; app/dashboard-tabs.ts lists them, each lazy so admin code stays out of the public
// bundle.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { MessageId } from '@/i18n/message-id';

export const TAB_KEYS = [
  'users',
  'products',
  'comments',
  'inquiries',
  'samples',
  'documentRequests',
  'careers',
  'contacts',
  'outbox',
] as const;
export type TabKey = (typeof TAB_KEYS)[number];

/** Which count from GET /api/admin/stats, if any, shows as a badge on the tab. */
export type TabBadge = 'unreadContacts' | 'pendingReplies' | 'newInquiries';

export type DashboardTab = {
  key: TabKey;
  /** Its label's key in the admin catalog. */
  label: MessageId;
  badge?: TabBadge;
  Component: LazyExoticComponent<ComponentType>;
};
