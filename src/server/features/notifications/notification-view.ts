// A notification as its admin sees it, with the link to what it is about.
import { notificationLink } from '@/contract/notification-rules';
import type { Notification } from '@/contract/notifications';
import type { notifications } from '@/server/db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

export const toNotification = (row: NotificationRow): Notification => ({
  _id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  read: row.read,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  commentId: row.commentId,
  productId: row.productId,
  inquiryId: row.inquiryId,
  contactId: row.contactId,
  link: notificationLink(row),
});
