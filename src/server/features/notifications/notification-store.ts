// An admin's own notifications: every query is scoped to the recipient, so read state stays per admin.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { NotificationType } from '@/contract/enums';
import { notificationLink } from '@/contract/notification-rules';
import type { Notification } from '@/contract/notifications';
import type { Database } from '@/server/db/client';
import { notifications } from '@/server/db/schema';

type NotificationRow = typeof notifications.$inferSelect;

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

const mine = (recipientId: string) => eq(notifications.recipientId, recipientId);
const unread = (recipientId: string) => and(mine(recipientId), eq(notifications.read, false));

export async function countUnread(db: Database, recipientId: string): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(notifications).where(unread(recipientId));
  return total;
}

export async function listNotifications(
  db: Database,
  recipientId: string,
  query: { page: number; limit: number; unreadOnly: boolean; type?: NotificationType },
) {
  const conditions: SQL[] = [mine(recipientId)];
  if (query.unreadOnly) conditions.push(eq(notifications.read, false));
  if (query.type) conditions.push(eq(notifications.type, query.type));
  const where = and(...conditions);
  const [rows, [{ total }], unreadCount] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(notifications).where(where),
    countUnread(db, recipientId),
  ]);
  return { rows, total, unreadCount };
}

/** Marks one of the admin's notifications read (again is harmless: the first read time stays). */
export async function markNotificationRead(
  db: Database,
  recipientId: string,
  id: string,
): Promise<NotificationRow | null> {
  const [updated] = await db
    .update(notifications)
    .set({ read: true, readAt: new Date() })
    .where(and(eq(notifications.id, id), unread(recipientId)))
    .returning();
  if (updated) return updated;
  const [existing] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), mine(recipientId)));
  return existing ?? null;
}

export async function markAllNotificationsRead(db: Database, recipientId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ read: true, readAt: new Date() })
    .where(unread(recipientId))
    .returning({ id: notifications.id });
  return updated.length;
}

/** Removes one of the admin's notifications; false when the admin has no such notification. */
export async function deleteNotification(db: Database, recipientId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), mine(recipientId)))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}
