import type { NotificationListQuery } from '@/contract/notifications';

/** The dropdown's tabs, each a filter of GET /notifications. */
export const NOTIFICATION_TABS = [
  { key: 'all', label: 'All', query: {} },
  { key: 'unread', label: 'Unread', query: { unreadOnly: 'true' } },
  { key: 'inquiry', label: 'Inquiries', query: { type: 'inquiry' } },
  { key: 'comment', label: 'Comments', query: { type: 'comment' } },
] as const satisfies readonly { key: string; label: string; query: Partial<NotificationListQuery> }[];
export type NotificationTab = (typeof NOTIFICATION_TABS)[number]['key'];
