// Sample requests. Lookups answer null when nothing is found. Lists are newest first, a page at a
// time, each read from an index (created_at, id; status, created_at, id; user_id, created_at), so
// they stay quick however many requests there are.
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { SampleRequestStatus } from '@/contract/enums';
import { alongWith, type PendingWrite } from '@/server/db/along-with';
import type { Database } from '@/server/db/client';
import { leadEvents, leads, sampleRequests } from '@/server/db/schema';
import { senderUnlessBlocked } from '@/server/features/spam';

export type SampleRow = typeof sampleRequests.$inferSelect;
export type SampleWrite = typeof sampleRequests.$inferInsert;

/**
 * Stores a request with `along`, writes that go with it (its mails), in one statement
 * (db/along-with.ts); its trigger makes its lead. Spends the form's stamp; fails for a blocked sender or
 * a spent stamp (senderUnlessBlocked).
 */
export async function insertSample(
  db: Database,
  row: SampleRow,
  along: readonly PendingWrite[],
  formStamp: string | null,
): Promise<SampleRow> {
  const [stored] = await alongWith(db, along)
    .insert(sampleRequests)
    .values({ ...row, email: senderUnlessBlocked(row.email, formStamp) })
    .returning();
  return stored;
}

export async function findSampleByTokenHash(db: Database, tokenHash: string): Promise<SampleRow | null> {
  const [row] = await db.select().from(sampleRequests).where(eq(sampleRequests.trackingTokenHash, tokenHash));
  return row ?? null;
}

/** The request, locked until the transaction ends, so two status changes take turns. */
export async function lockSample(db: Database, id: string): Promise<SampleRow | null> {
  const [row] = await db.select().from(sampleRequests).where(eq(sampleRequests.id, id)).for('update');
  return row ?? null;
}

export async function updateSample(
  db: Database,
  id: string,
  values: Pick<SampleWrite, 'status' | 'courier' | 'trackingNote' | 'declineReason'>,
): Promise<SampleRow> {
  const [row] = await db
    .update(sampleRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sampleRequests.id, id))
    .returning();
  return row;
}

async function page(db: Database, where: SQL | undefined, query: { page: number; limit: number }) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(sampleRequests)
      .where(where)
      .orderBy(desc(sampleRequests.createdAt), desc(sampleRequests.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.$count(sampleRequests, where),
  ]);
  return { rows, total };
}

export const listSamples = (
  db: Database,
  query: { status: SampleRequestStatus | 'all'; page: number; limit: number },
) => page(db, query.status === 'all' ? undefined : eq(sampleRequests.status, query.status), query);

export const listUserSamples = (db: Database, userId: string, query: { page: number; limit: number }) =>
  page(db, and(eq(sampleRequests.userId, userId)), query);

/**
 * The sales desk's messages to the buyer on this request (its lead's timeline), in the order they were
 * written. Only messages: notes and the rest of the timeline are for staff.
 */
export async function listStaffMessages(db: Database, sampleRequestId: string) {
  return db
    .select({ at: leadEvents.createdAt, message: leadEvents.message })
    .from(leadEvents)
    .innerJoin(leads, eq(leads.id, leadEvents.leadId))
    .where(and(eq(leads.sampleRequestId, sampleRequestId), eq(leadEvents.kind, 'staffMessage')))
    .orderBy(asc(leadEvents.seq));
}
