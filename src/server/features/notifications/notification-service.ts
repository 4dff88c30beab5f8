// Fans a new event out to every admin: one row each, so read state is per admin.
import { eq } from 'drizzle-orm';
import type { NotificationType } from '@/contract/enums';
import type { Database } from '@/server/db/client';
import { notifications, users } from '@/server/db/schema';

export type NewNotification = {
  type: NotificationType;
  title: string;
  message: string;
  commentId?: string;
  productId?: string;
  inquiryId?: string;
  contactId?: string;
  subjectUserId?: string;
};

export async function notifyAdmins(db: Database, notification: NewNotification) {
  const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  if (admins.length === 0) return;
  await db.insert(notifications).values(admins.map((admin) => ({ ...notification, recipientId: admin.id })));
}
