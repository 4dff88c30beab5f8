// The admin dashboard's counts, one query each, run side by side.
import { count, eq, isNull } from 'drizzle-orm';
import type { AdminStats } from '@/contract/users';
import type { Database } from '@/server/db/client';
import { careers, comments, contactMessages, inquiries, products, users } from '@/server/db/schema';

export async function countDashboard(db: Database): Promise<AdminStats> {
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0].n;
  const [usersN, productsN, commentsN, careersN, contactsN, unreadContacts, pendingReplies, newInquiries] =
    await Promise.all([
      countOf(db.select({ n: count() }).from(users)),
      countOf(db.select({ n: count() }).from(products)),
      countOf(db.select({ n: count() }).from(comments)),
      countOf(db.select({ n: count() }).from(careers)),
      countOf(db.select({ n: count() }).from(contactMessages)),
      countOf(db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.isRead, false))),
      countOf(db.select({ n: count() }).from(comments).where(isNull(comments.adminReplyText))),
      countOf(db.select({ n: count() }).from(inquiries).where(eq(inquiries.status, 'new'))),
    ]);
  return {
    users: usersN,
    products: productsN,
    comments: commentsN,
    careers: careersN,
    contacts: contactsN,
    unreadContacts,
    pendingReplies,
    newInquiries,
  };
}
