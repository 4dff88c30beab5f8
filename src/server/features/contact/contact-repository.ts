// Contact message queries: storing a message, the admin list, marking read and deleting.
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ContactStatusFilter } from '@/contract/contact';
import { alongWith, type PendingWrite } from '@/server/db/along-with';
import type { Database } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import { filteredNewestFirst } from '@/server/db/select-page';
import { senderUnlessBlocked } from '@/server/features/spam';

import type { ContactRow } from './contact-view';

/**
 * Stores a message, with `along`: writes that go with it, in the same statement (db/along-with.ts),
 * which spends the form's stamp and fails for a blocked sender or a spent stamp (senderUnlessBlocked).
 */
export async function createContactMessage(
  db: Database,
  message: ContactRow,
  along: readonly PendingWrite[],
  formStamp: string | null,
): Promise<ContactRow> {
  const [row] = await alongWith(db, along)
    .insert(contactMessages)
    .values({ ...message, email: senderUnlessBlocked(message.email, formStamp) })
    .returning();
  return row;
}

const STATUS_FILTERS: Record<ContactStatusFilter, SQL | undefined> = {
  all: undefined,
  unread: eq(contactMessages.isRead, false),
  read: eq(contactMessages.isRead, true),
};

export const listContactMessages = filteredNewestFirst(contactMessages, STATUS_FILTERS);

/** Unread to read, one way: marking a read message again keeps its first read time. */
export async function markContactRead(db: Database, id: string): Promise<ContactRow | null> {
  const [updated] = await db
    .update(contactMessages)
    .set({ isRead: true, readAt: new Date() })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.isRead, false)))
    .returning();
  if (updated) return updated;
  const [existing] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return existing ?? null;
}

export async function deleteContactMessage(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return deleted.length > 0;
}

/**
 * Every message the filter matches, newest first, read by key in batches: the CSV export holds one
 * batch in memory at a time however many there are.
 */
export async function* contactMessageBatches(
  db: Database,
  status: ContactStatusFilter,
  batchSize: number,
): AsyncGenerator<ContactRow[]> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const rows: { row: ContactRow; at: string }[] = await db
      .select({ row: contactMessages, at: sql<string>`${contactMessages.createdAt}::text` })
      .from(contactMessages)
      .where(
        and(
          STATUS_FILTERS[status],
          after
            ? sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(batchSize);
    if (rows.length > 0) yield rows.map(({ row }) => row);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    after = { at: last.at, id: last.row.id };
  }
}
