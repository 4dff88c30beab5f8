// Storing and reading pricing inquiries, their lines and their history.

import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { QuantityUnit } from '@/contract/enums';
import type { InquiryStatusFilter } from '@/contract/inquiries';
import type { VariantLabel } from '@/contract/variant-rules';
import type { Locale } from '@/i18n/locales';
import { alongClauses, type PendingWrite } from '@/server/db/along-with';
import type { Database } from '@/server/db/client';
import { sqlDetailOf, sqlStateOf } from '@/server/db/database-error';
import { inquiries, inquiryLines, leadEvents, leads } from '@/server/db/schema';
import { selectPage } from '@/server/db/select-page';
import { senderUnlessBlocked, spendingFormStamp } from '@/server/features/spam';
import type { InquiryLineRow, InquiryRow } from './inquiry-view';

export type NewInquiryLine = {
  productId: string;
  productName: string;
  quantity: number | null;
  unit: QuantityUnit | null;
  note: string | null;
  variantId: string | null;
  variantLabel: VariantLabel | null;
};

export type NewInquiry = {
  name: string;
  email: string;
  phone: string | null;
  inquiry: string;
  inquiryType: string;
  timestamp?: string;
  lines: NewInquiryLine[];
  deliveryLocation: string | null;
  neededBy: string | null;
  company: string | null;
  companyAddress: string | null;
  bin: string | null;
  dedupeKey: string;
  trackingTokenHash: string;
  /** The language the buyer asked in: their mails and quotations are written in it. */
  language: Locale;
};

/** The SQLSTATE of an inquiry submitted again (migration 0030); its DETAIL is the stored one's id. */
const REPEATED_INQUIRY = 'MC002';

/**
 * Stores the inquiry, its lines and `along` (its mails) in one statement (db/along-with.ts); the
 * inquiry's trigger makes its lead and the lead's first history entry. Unless the same submission
 * (its dedupe key) was stored since `since` and staff have not started on it: then nothing is stored
 * and the stored one's id is answered. Two identical submissions at once take turns inside the
 * statement (inquiry_key_unless_repeated), so the second finds the first. Fails for a blocked
 * sender or a form stamp spent before; spends the stamp (senderUnlessBlocked).
 */
export async function insertInquiryUnlessRepeated(
  db: Database,
  { row, lines }: { row: InquiryRow; lines: InquiryLineRow[] },
  since: Date,
  along: readonly PendingWrite[],
  formStamp: string | null,
): Promise<{ repeatOf: string } | null> {
  const stored = db.$with('stored_inquiry', {}).as(
    db
      .insert(inquiries)
      .values({
        ...row,
        email: senderUnlessBlocked(row.email, null),
        // A repeat is answered as the first submission, whatever its stamp: the stamp is spent after.
        dedupeKey: spendingFormStamp(
          sql`inquiry_key_unless_repeated(${row.dedupeKey}, ${since.toISOString()}::timestamptz)`,
          formStamp,
        ),
      })
      .returning({ id: inquiries.id })
      .getSQL(),
  );
  // The lines name the stored inquiry, so it is written first and its trigger has made the lead by
  // the time theirs add the products to it.
  const storedId = sql`(select id from ${sql.identifier('stored_inquiry')})`;
  try {
    await db
      .with(stored, ...alongClauses(db, along))
      .insert(inquiryLines)
      .values(lines.map((line) => ({ ...line, inquiryId: storedId })));
    return null;
  } catch (error) {
    const repeatOf = sqlStateOf(error) === REPEATED_INQUIRY ? sqlDetailOf(error) : undefined;
    if (repeatOf) return { repeatOf };
    throw error;
  }
}

export type NewInquiryEvent = Omit<typeof leadEvents.$inferInsert, 'leadId'> & { inquiryId: string };

/**
 * Adds entries to inquiries' histories, which are their leads' timelines (the lead, made by a trigger
 * with the inquiry, is found in the same statement); entries written together are listed in the given
 * order.
 */
export async function addInquiryEvents(db: Database, events: NewInquiryEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(leadEvents).values(
    events.map((event) => ({
      ...event,
      leadId: sql`(select ${leads.id} from ${leads} where ${leads.inquiryId} = ${event.inquiryId})`,
    })),
  );
}

/** The lines of each of the inquiries, in order. */
export async function findLines(
  db: Database,
  inquiryIds: readonly string[],
): Promise<Map<string, InquiryLineRow[]>> {
  const byInquiry = new Map<string, InquiryLineRow[]>();
  if (inquiryIds.length === 0) return byInquiry;
  const rows = await db
    .select()
    .from(inquiryLines)
    .where(inArray(inquiryLines.inquiryId, [...inquiryIds]))
    .orderBy(asc(inquiryLines.inquiryId), asc(inquiryLines.position));
  for (const row of rows) {
    const list = byInquiry.get(row.inquiryId) ?? [];
    list.push(row);
    byInquiry.set(row.inquiryId, list);
  }
  return byInquiry;
}

export async function listInquiries(
  db: Database,
  { status, page, limit }: { status: InquiryStatusFilter; page: number; limit: number },
) {
  const { rows, total } = await selectPage(db, inquiries, {
    where: status === 'all' ? undefined : eq(inquiries.status, status),
    orderBy: [desc(inquiries.createdAt), desc(inquiries.id)],
    page,
    limit,
  });
  const lines = await findLines(
    db,
    rows.map((row) => row.id),
  );
  return { rows, lines, total };
}

export async function findInquiry(
  db: Database,
  id: string,
): Promise<{ row: InquiryRow; lines: InquiryLineRow[] } | null> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  if (!row) return null;
  return { row, lines: (await findLines(db, [id])).get(id) ?? [] };
}

/** The inquiry, its row locked until the transaction ends (writers take turns on it), or null. */
export async function lockInquiry(db: Database, id: string): Promise<InquiryRow | null> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
  return row ?? null;
}

export type InquiryChanges = Pick<PgUpdateSetSource<typeof inquiries>, 'status' | 'isResolved' | 'updatedAt'>;

export async function updateInquiry(
  db: Database,
  id: string,
  changes: InquiryChanges,
): Promise<InquiryRow | null> {
  const [row] = await db.update(inquiries).set(changes).where(eq(inquiries.id, id)).returning();
  return row ?? null;
}
