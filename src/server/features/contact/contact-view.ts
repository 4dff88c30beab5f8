// A contact message as the admin sees it.
import type { ContactMessage } from '@/contract/contact';
import type { contactMessages } from '@/server/db/schema';

export type ContactRow = typeof contactMessages.$inferSelect;

export const toContactMessage = (row: ContactRow): ContactMessage => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  isRead: row.isRead,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
