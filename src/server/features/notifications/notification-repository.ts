// Notifications: one row per admin, so read state is per admin; every read and mark is scoped to the
// recipient.
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { NotificationType } from '@/contract/enums';
import { NOTIFICATION_KIND_TYPES, type NotifiedEvent } from '@/contract/notification-rules';
import type { PendingWrite } from '@/server/db/along-with';
import type { Database } from '@/server/db/client';
import { notifications, users } from '@/server/db/schema';
import { selectPage } from '@/server/db/select-page';
import type { NotificationRow } from './notification-view';

export type NewNotification = NotifiedEvent & {
  commentId?: string;
  productId?: string;
  inquiryId?: string;
  contactId?: string;
  subjectUserId?: string;
  leadId?: string;
};

/** Stores the notification once for every admin. */
export const notifyAdmins = (db: Database, notification: NewNotification) =>
  insertForAdmins(db, notification, eq(users.role, 'admin'));

/**
 * The same, as a write to run along with the one it tells of (db/along-with.ts): a public form's
 * write stores its admins' notification in its own statement rather than in a round trip after it.
 */
export const adminNotificationAlong = (notification: NewNotification): PendingWrite =>
  insertForAdminsSql(notification, eq(users.role, 'admin'));

/** Stores the notification for these admins only (an ordinary account among them gets none). */
export const notifyAdminsAmong = (db: Database, ids: readonly string[], notification: NewNotification) =>
  ids.length === 0
    ? Promise.resolve()
    : insertForAdmins(db, notification, and(eq(users.role, 'admin'), inArray(users.id, [...ids])));

async function insertForAdmins(db: Database, notification: NewNotification, who: SQL | undefined) {
  // One statement: on the embedded database every round trip waits its turn on the one session.
  await db.execute(insertForAdminsSql(notification, who));
}

/** The id, read state, time and sequence take their defaults. */
function insertForAdminsSql(notification: NewNotification, who: SQL | undefined): SQL {
  const uuidOrNull = (id: string | undefined) => sql`${id ?? null}::uuid`;
  return sql`
    insert into ${notifications}
      (recipient_id, type, comment_id, product_id, inquiry_id, contact_id, subject_user_id, lead_id, kind, params)
    select ${users.id}, ${NOTIFICATION_KIND_TYPES[notification.kind]},
      ${uuidOrNull(notification.commentId)}, ${uuidOrNull(notification.productId)},
      ${uuidOrNull(notification.inquiryId)}, ${uuidOrNull(notification.contactId)},
      ${uuidOrNull(notification.subjectUserId)}, ${uuidOrNull(notification.leadId)},
      ${notification.kind}, ${JSON.stringify(notification.params)}::jsonb
    from ${users} where ${who}`;
}

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
  const [{ rows, total }, unreadCount] = await Promise.all([
    selectPage(db, notifications, {
      where: and(...conditions),
      orderBy: [desc(notifications.seq)],
      page: query.page,
      limit: query.limit,
    }),
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
